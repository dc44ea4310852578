// "The server is not answering": said where the offline notice is, while the browser is online
// but the instance does not answer, so that actions kept by the outbox are not a mystery.
// Offline, the browser is the reason: it says nothing, and follows the online/offline events.
import { useTranslation } from '../i18n/react';
import { useOnline } from './useOnline';

export default function ServerDownNoticeText() {
  const { t } = useTranslation();
  const online = useOnline();
  if (!online) return null;
  return (
    <p className="kept-copy-notice" role="status">
      {t('outbox.server_down')}
    </p>
  );
}
