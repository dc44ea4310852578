import { useTranslation } from '../../i18n/react';
import { Suspense, useCallback, useState } from 'react';
import { lazyChunk } from '../../ui/lazyChunk';
import { useMatch } from 'react-router';
import { Link } from '../../ui/Link';
import { selectCurrentUser, selectIsLoggedIn } from '../../store/authSlice';
import { useAppSelector } from '../../store/hooks';
import { selectInstance } from '../../store/instanceSlice';
import { selectUnreadChatCount, selectUnseenNotificationCount } from '../../store/uiSlice';
import { IconButton } from '../../ui/IconButton';
import './TopBar.css';

// The notifications drawer is signed-in only: its own chunk, loaded on the first tap of the bell.
const NotificationsDrawer = lazyChunk(() => import('../../features/notifications/NotificationsDrawer'));

interface Props {
  drawerOpen: boolean;
  onOpenDrawer: () => void;
}

/** Mobile banner: menu (dot for unread chats), site name, notifications (dot for unseen). */
export function MobileTopBar({ drawerOpen, onOpenDrawer }: Props) {
  const { t } = useTranslation();
  const instance = useAppSelector(selectInstance);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const user = useAppSelector(selectCurrentUser);
  const unreadChats = useAppSelector(selectUnreadChatCount);
  const unseen = useAppSelector(selectUnseenNotificationCount);
  const [notificationsOpen, setNotificationsOpen] = useState(false);
  const closeNotifications = useCallback(() => setNotificationsOpen(false), []);
  // A chat has its own header with a back button; the bar would only take space there.
  const onChat = useMatch('/users/:username/chats/:recipientId');
  if (onChat) return null;

  return (
    <header className="top-bar top-bar--mobile">
      <div className="top-bar__inner">
        <IconButton
          label={unreadChats > 0 ? t('shell.menu_unread') : t('shell.menu')}
          icon="menu"
          dot={unreadChats > 0}
          aria-haspopup="dialog"
          aria-expanded={drawerOpen}
          onClick={onOpenDrawer}
        />
        <div className="top-bar__start">
          {!instance.hideSitename && (
            <Link to="/" className="top-bar__sitename">
              {instance.name}
            </Link>
          )}
        </div>
        {loggedIn && user && (
          <IconButton
            label={unseen > 0 ? t('shell.notifications_unseen', { count: unseen }) : t('shell.notifications')}
            icon="bell"
            dot={unseen > 0}
            aria-haspopup="dialog"
            aria-expanded={notificationsOpen}
            onClick={() => setNotificationsOpen(true)}
          />
        )}
      </div>
      {loggedIn && notificationsOpen && (
        <Suspense fallback={null}>
          <NotificationsDrawer onClose={closeNotifications} />
        </Suspense>
      )}
    </header>
  );
}
