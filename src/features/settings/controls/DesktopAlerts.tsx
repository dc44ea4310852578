// Desktop alerts: the browser's permission, asked for on request (never on page load).
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react';

type Permission = NotificationPermission | 'unsupported';

const current = (): Permission => (typeof window !== 'undefined' && 'Notification' in window ? window.Notification.permission : 'unsupported');

export function DesktopAlerts() {
  const { t } = useTranslation();
  const [permission, setPermission] = useState<Permission>(current);
  const ask = async () => {
    try {
      setPermission(await window.Notification.requestPermission());
    } catch {
      setPermission(current());
    }
  };
  return (
    <div className="settings-option">
      <span role="status">{t(`settings.desktop_alerts_${permission}`)}</span>
      {permission === 'default' && (
        <button type="button" className="btn" onClick={() => void ask()}>
          {t('settings.enable_desktop_alerts')}
        </button>
      )}
    </div>
  );
}

/** Asks for permission if it has not been answered yet; true when granted. */
export async function ensurePermission(): Promise<boolean> {
  if (current() === 'unsupported') return false;
  if (current() === 'default') {
    try {
      await window.Notification.requestPermission();
    } catch {
      return false;
    }
  }
  return current() === 'granted';
}
