// Notifications: Pleroma's server-side settings, which kinds show, desktop alerts, web push.
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { saveNotificationSettings } from '../../../store/accountSettingsThunks';
import { selectCurrentUser } from '../../../store/authSlice';
import { selectConfig, setOption } from '../../../store/configSlice';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectInstance } from '../../../store/instanceSlice';
import type { NotificationVisibility } from '../../../store/preferences';
import { DesktopAlerts, ensurePermission } from '../controls/DesktopAlerts';
import { useSaveNotice } from '../saveNotice';

const KINDS: (keyof NotificationVisibility)[] = ['follows', 'mentions', 'likes', 'repeats', 'moves', 'emojiReactions', 'followRequest', 'chatMention'];
const SERVER_KEYS = ['block_from_strangers', 'hide_notification_contents'] as const;

function Check({ label, checked, onChange }: { label: string; checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <li className="settings-option">
      <label>
        <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} /> {label}
      </label>
    </li>
  );
}

function ServerSettings() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const report = useSaveNotice();
  const user = useAppSelector(selectCurrentUser);
  const [values, setValues] = useState<Record<string, boolean>>(() => ({ ...user?.notification_settings }));
  const change = async (key: string, on: boolean) => {
    const next = { ...values, [key]: on };
    setValues(next);
    const outcome = await dispatch(saveNotificationSettings(Object.fromEntries(SERVER_KEYS.map((k) => [k, next[k] === true]))));
    if (!outcome.ok) setValues(values);
    report(outcome.ok);
  };
  return (
    <ul className="settings-list">
      {SERVER_KEYS.map((key) => (
        <Check key={key} label={t(`settings.notification_setting_${key}`)} checked={values[key] === true} onChange={(on) => void change(key, on)} />
      ))}
    </ul>
  );
}

export default function NotificationsTab() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const report = useSaveNotice();
  const { notificationVisibility, webPushNotifications } = useAppSelector(selectConfig);
  const { pleromaBackend, vapidPublicKey } = useAppSelector(selectInstance);
  const setKind = (kind: keyof NotificationVisibility, on: boolean) => {
    dispatch(setOption({ name: 'notificationVisibility', value: { ...notificationVisibility, [kind]: on } }));
    report(true);
  };
  const setPush = async (on: boolean) => {
    // Web push needs the browser's permission: ask before turning it on.
    if (on && !(await ensurePermission())) {
      report(false);
      return;
    }
    dispatch(setOption({ name: 'webPushNotifications', value: on }));
    report(true);
  };
  return (
    <div>
      {pleromaBackend && (
        <section className="settings-section">
          <h3>{t('settings.notification_settings')}</h3>
          <ServerSettings />
        </section>
      )}
      <section className="settings-section">
        <h3>{t('settings.notification_visibility')}</h3>
        <ul className="settings-list">
          {KINDS.map((kind) => (
            <Check key={kind} label={t(`settings.notification_visibility_${kind}`)} checked={notificationVisibility[kind]} onChange={(on) => setKind(kind, on)} />
          ))}
        </ul>
      </section>
      <section className="settings-section">
        <h3>{t('settings.desktop_alerts')}</h3>
        <DesktopAlerts />
        {vapidPublicKey && (
          <ul className="settings-list">
            <Check label={t('settings.webPushNotifications')} checked={webPushNotifications} onChange={(on) => void setPush(on)} />
          </ul>
        )}
      </section>
    </div>
  );
}
