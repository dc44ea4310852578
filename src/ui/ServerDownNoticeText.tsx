// "The server is not answering": said where the offline notice is, while the browser is online
// but the instance does not answer, so that actions kept by the outbox are not a mystery.
import { useTranslation } from '../i18n/react';

export default function ServerDownNoticeText() {
  const { t } = useTranslation();
  return (
    <p className="kept-copy-notice" role="status">
      {t('outbox.server_down')}
    </p>
  );
}
