// Wide screens (≥ 1300 px) give notifications a column of their own beside the main one, instead
// of the bottom of a tall sidebar (Pleroma-FE's wide layout does the same).
import { Suspense, useRef } from 'react';
import { lazyChunk } from '../../ui/lazyChunk';
import { useMatch } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { selectIsLoggedIn } from '../../store/authSlice';
import { useAppSelector } from '../../store/hooks';
import { ItemBoundary } from '../../ui/ItemBoundary';
import { useMediaQuery } from '../../ui/useMediaQuery';
import { useScrollHints } from '../../ui/useScrollHints';

export const WIDE_LAYOUT_QUERY = '(min-width: 1300px)';

const NotificationsSidebar = lazyChunk(() => import('../../features/notifications/NotificationsSidebar'));

/** True where the notifications column is shown (the sidebar then leaves its copy out). */
export function useNotificationsColumn(): boolean {
  const wide = useMediaQuery(WIDE_LAYOUT_QUERY);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  // The notifications page shows the same list; a column would only repeat it.
  const onNotificationsPage = useMatch('/:username/notifications') !== null;
  return wide && loggedIn && !onNotificationsPage;
}

export function NotificationsColumn() {
  return useNotificationsColumn() ? <Column /> : null;
}

function Column() {
  const { t } = useTranslation();
  const ref = useRef<HTMLElement>(null);
  useScrollHints(ref);
  return (
    <aside ref={ref} className="shell__notifications scroll-hints" aria-label={t('routes.notifications')}>
      <ItemBoundary kind="panel">
        <Suspense fallback={null}>
          <NotificationsSidebar />
        </Suspense>
      </ItemBoundary>
    </aside>
  );
}
