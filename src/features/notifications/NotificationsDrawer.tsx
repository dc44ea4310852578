// Mobile notifications drawer: opens from the top bar's bell; closes by the X, Escape,
// a right swipe of 50 px or any route change; closing marks notifications seen; scrolling to the
// bottom loads older ones. A lazy chunk.
import { useCallback, useEffect, useId, useRef, type UIEvent } from 'react';
import { useLocation } from 'react-router';
import { useSwipe } from '../../ui/useSwipe';
import { useTranslation } from '../../i18n/react';
import { DIRECTION_RIGHT, SWIPE_THRESHOLD_MEDIA } from '../../lib/swipe';
import { useAppDispatch } from '../../store/hooks';
import { loadOlderNotifications, markAllNotificationsRead } from '../../store/notificationsThunks';
import { IconButton } from '../../ui/IconButton';
import { useFocusTrap } from '../../ui/useFocusTrap';
import { NotificationsPanel } from './NotificationsPanel';

/** How close to the bottom (px) scrolling asks for older notifications. */
const BOTTOM_MARGIN = 100;

export default function NotificationsDrawer({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const panel = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const close = useCallback(() => {
    void dispatch(markAllNotificationsRead());
    onClose();
  }, [dispatch, onClose]);
  const onKeyDown = useFocusTrap(panel, true, close);
  const swipe = useSwipe(DIRECTION_RIGHT, close, SWIPE_THRESHOLD_MEDIA);

  const { pathname } = useLocation();
  const openedAt = useRef(pathname);
  useEffect(() => {
    if (pathname !== openedAt.current) close();
  }, [pathname, close]);

  const onScroll = (e: UIEvent<HTMLDivElement>) => {
    const el = e.currentTarget;
    if (el.scrollHeight - el.scrollTop - el.clientHeight < BOTTOM_MARGIN) void dispatch(loadOlderNotifications());
  };

  return (
    <>
      <div className="notifications-drawer__backdrop" onClick={close} {...swipe} />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={headingId}
        className="notifications-drawer"
        tabIndex={-1}
        onKeyDown={onKeyDown}
        onScroll={onScroll}
        data-testid="notifications-drawer"
        {...swipe}
      >
        <NotificationsPanel
          headingId={headingId}
          extraHeader={<IconButton label={t('notifications.close')} icon="close" onClick={close} />}
        />
      </div>
    </>
  );
}
