import { Suspense, useRef } from 'react';
import { lazyChunk } from '../../ui/lazyChunk';
import { useMatch } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { FeaturesPanel } from '../../features/features-panel/FeaturesPanel';
import { InstanceSpecificPanel } from '../../features/instance-panel/InstanceSpecificPanel';
import { NavPanel } from '../../features/nav/NavPanel';
import { UserPanel } from '../../features/user-panel/UserPanel';
import { selectIsLoggedIn } from '../../store/authSlice';
import { accountsKept } from '../../store/accountsPresent';
import { useAppSelector } from '../../store/hooks';
import { selectInstance } from '../../store/instanceSlice';
import { selectIsMobile } from '../../store/uiSlice';
import { ItemBoundary } from '../../ui/ItemBoundary';
import { useScrollHints } from '../../ui/useScrollHints';
import { useNotificationsColumn } from './NotificationsColumn';

const WhoToFollowPanel = lazyChunk(() => import('../../features/who-to-follow/WhoToFollowPanel'));
// The post form is its own chunk: a visitor's first paint does not carry it.
const SidebarPostForm = lazyChunk(() => import('../../features/compose/SidebarPostForm'));
const AccountSwitcher = lazyChunk(() => import('../../features/accounts/AccountSwitcher'));
const NotificationsSidebar = lazyChunk(() => import('../../features/notifications/NotificationsSidebar'));

/**
 * Desktop sidebar: user panel, navigation, instance panel, features panel (visitors), who to follow.
 * Each panel has its own error boundary: one that fails to render leaves the others working.
 */
export function Sidebar() {
  const { t } = useTranslation();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const isMobile = useAppSelector(selectIsMobile);
  // The notifications page shows the same list; the sidebar copy would only repeat it.
  const onNotificationsPage = useMatch('/:username/notifications') !== null;
  // On wide screens notifications have their own column (NotificationsColumn).
  const notificationsColumn = useNotificationsColumn();
  // The about page shows the instance and features panels in main already.
  const onAboutPage = useMatch('/about') !== null;
  const aside = useRef<HTMLElement>(null);
  useScrollHints(aside);
  const { showFeaturesPanel, suggestionsEnabled } = useAppSelector(selectInstance);
  return (
    <aside ref={aside} className="shell__sidebar scroll-hints" aria-label={t('shell.sidebar')}>
      <ItemBoundary kind="panel">
        <UserPanel />
      </ItemBoundary>
      {(loggedIn || accountsKept()) && (
        <ItemBoundary kind="panel">
          <Suspense fallback={null}>
            <AccountSwitcher />
          </Suspense>
        </ItemBoundary>
      )}
      {loggedIn && !isMobile && (
        <ItemBoundary kind="panel">
          <Suspense fallback={null}>
            <SidebarPostForm />
          </Suspense>
        </ItemBoundary>
      )}
      <ItemBoundary kind="panel">
        <NavPanel />
      </ItemBoundary>
      {!onAboutPage && (
        <ItemBoundary kind="panel">
          <InstanceSpecificPanel region={false} />
        </ItemBoundary>
      )}
      {!loggedIn && showFeaturesPanel && !onAboutPage && (
        <ItemBoundary kind="panel">
          <FeaturesPanel region={false} />
        </ItemBoundary>
      )}
      {loggedIn && suggestionsEnabled && (
        <ItemBoundary kind="panel">
          <Suspense fallback={null}>
            <WhoToFollowPanel />
          </Suspense>
        </ItemBoundary>
      )}
      {loggedIn && !onNotificationsPage && !notificationsColumn && (
        <ItemBoundary kind="panel">
          <Suspense fallback={null}>
            <NotificationsSidebar />
          </Suspense>
        </ItemBoundary>
      )}
    </aside>
  );
}

export default Sidebar;
