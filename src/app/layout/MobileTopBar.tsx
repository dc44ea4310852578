import { useTranslation } from '../../i18n/react';
import { Link, useMatch } from 'react-router';
import { selectCurrentUser, selectIsLoggedIn } from '../../store/authSlice';
import { useAppSelector } from '../../store/hooks';
import { selectInstance } from '../../store/instanceSlice';
import { selectUnreadChatCount, selectUnseenNotificationCount } from '../../store/uiSlice';
import { Icon } from '../../ui/Icon';
import { IconButton } from '../../ui/IconButton';
import { notificationsPath } from '../links';
import './TopBar.css';

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
          <Link
            to={notificationsPath(user.screen_name)}
            className="icon-button btn-plain"
            aria-label={unseen > 0 ? t('shell.notifications_unseen', { count: unseen }) : t('shell.notifications')}
            title={t('shell.notifications')}
          >
            <Icon name="bell" />
            {unseen > 0 && <span className="icon-button__dot" aria-hidden="true" />}
          </Link>
        )}
      </div>
    </header>
  );
}
