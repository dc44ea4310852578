// Route /{username}/notifications: the notifications panel as a screen.
import { NotificationsPanel } from './NotificationsPanel';

export default function NotificationsPage() {
  return <NotificationsPanel className="notifications--page" />;
}
