// The desktop sidebar's notifications panel (a lazy chunk: signed-in users only).
import { NotificationsPanel } from './NotificationsPanel';

export default function NotificationsSidebar() {
  return <NotificationsPanel className="notifications--sidebar" />;
}
