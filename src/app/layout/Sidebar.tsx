import { lazy, Suspense } from 'react';
import { useMatch } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { FeaturesPanel } from '../../features/features-panel/FeaturesPanel';
import { InstanceSpecificPanel } from '../../features/instance-panel/InstanceSpecificPanel';
import { NavPanel } from '../../features/nav/NavPanel';
import { UserPanel } from '../../features/user-panel/UserPanel';
import { selectIsLoggedIn } from '../../store/authSlice';
import { useAppSelector } from '../../store/hooks';
import { selectInstance } from '../../store/instanceSlice';
import { selectIsMobile } from '../../store/uiSlice';

const WhoToFollowPanel = lazy(() => import('../../features/who-to-follow/WhoToFollowPanel'));
// The post form is its own chunk: a visitor's first paint does not carry it.
const SidebarPostForm = lazy(() => import('../../features/compose/SidebarPostForm'));
const NotificationsSidebar = lazy(() => import('../../features/notifications/NotificationsSidebar'));

/** Desktop sidebar: user panel, navigation, instance panel, features panel (visitors), who to follow. */
export function Sidebar() {
  const { t } = useTranslation();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const isMobile = useAppSelector(selectIsMobile);
  // The notifications page shows the same list; the sidebar copy would only repeat it.
  const onNotificationsPage = useMatch('/:username/notifications') !== null;
  const { showFeaturesPanel, suggestionsEnabled } = useAppSelector(selectInstance);
  return (
    <aside className="shell__sidebar" aria-label={t('shell.sidebar')}>
      <UserPanel />
      {loggedIn && !isMobile && (
        <Suspense fallback={null}>
          <SidebarPostForm />
        </Suspense>
      )}
      <NavPanel />
      <InstanceSpecificPanel region={false} />
      {!loggedIn && showFeaturesPanel && <FeaturesPanel region={false} />}
      {loggedIn && suggestionsEnabled && (
        <Suspense fallback={null}>
          <WhoToFollowPanel />
        </Suspense>
      )}
      {loggedIn && !onNotificationsPage && (
        <Suspense fallback={null}>
          <NotificationsSidebar />
        </Suspense>
      )}
    </aside>
  );
}
