// The desktop top bar's way to the notifications, with the unseen count on it. On a 1280 px
// screen the notifications panel sits at the foot of a tall sidebar, so a new notification
// showed nowhere in view but the tab title; the bar is always in view.
import { Link } from '../../ui/Link';
import { useTranslation } from '../../i18n/react';
import { selectCurrentUser } from '../../store/authSlice';
import { useAppSelector } from '../../store/hooks';
import { selectUnseenNotificationCount } from '../../store/uiSlice';
import { Badge } from '../../ui/Badge';
import { Icon } from '../../ui/Icon';
import { notificationsPath } from '../../ui/links';

export function TopBarNotifications() {
  const { t } = useTranslation();
  const user = useAppSelector(selectCurrentUser);
  const unseen = useAppSelector(selectUnseenNotificationCount);
  if (!user) return null;
  // The same name as the phone's bell: "Notifications (3 unseen)".
  const label = unseen > 0 ? t('shell.notifications_unseen', { count: unseen }) : t('shell.notifications');
  return (
    <Link to={notificationsPath(user.screen_name)} className="icon-button btn-plain top-bar__notifications" aria-label={label} title={label}>
      <Icon name="bell" />
      <Badge count={unseen} className="top-bar__badge" />
    </Link>
  );
}

export default TopBarNotifications;
