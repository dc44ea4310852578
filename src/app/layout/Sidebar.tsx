import { useTranslation } from '../../i18n/react';
import { FeaturesPanel } from '../../features/features-panel/FeaturesPanel';
import { InstanceSpecificPanel } from '../../features/instance-panel/InstanceSpecificPanel';
import { NavPanel } from '../../features/nav/NavPanel';
import { UserPanel } from '../../features/user-panel/UserPanel';
import { selectIsLoggedIn } from '../../store/authSlice';
import { useAppSelector } from '../../store/hooks';
import { selectInstance } from '../../store/instanceSlice';

/** Desktop sidebar: user panel, navigation, instance panel, features panel (visitors). */
export function Sidebar() {
  const { t } = useTranslation();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { showFeaturesPanel } = useAppSelector(selectInstance);
  return (
    <aside className="shell__sidebar" aria-label={t('shell.sidebar')}>
      <UserPanel />
      <NavPanel />
      <InstanceSpecificPanel region={false} />
      {!loggedIn && showFeaturesPanel && <FeaturesPanel region={false} />}
    </aside>
  );
}
