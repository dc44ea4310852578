// Browser notifications for new notifications while the tab is hidden, when the
// user permitted them; each closes after 5 s. The caller filters by the visibility kinds.
export const DESKTOP_ALERT_MS = 5000;

export interface DesktopAlert {
  tag: string;
  title: string;
  body: string;
  icon?: string;
}

export function canAlert(): boolean {
  // Visibility first: reading the permission asks the browser process, and a visible tab (the
  // usual case, on every change of the notifications) needs no answer.
  return (
    typeof window !== 'undefined' &&
    document.visibilityState === 'hidden' &&
    'Notification' in window &&
    window.Notification.permission === 'granted'
  );
}

export function showDesktopAlert(alert: DesktopAlert): void {
  try {
    const n = new window.Notification(alert.title, { body: alert.body, icon: alert.icon, tag: alert.tag });
    setTimeout(() => n.close(), DESKTOP_ALERT_MS);
  } catch (e) {
    // Some browsers only allow notifications from a service worker.
    console.warn('Desktop notification failed', e);
  }
}
