// "A new version is ready — reload": shown when a new build's service worker waits. Polite (a
// status region), never a dialog: the person reloads when it suits them; otherwise the new
// version is taken on the next start.
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import './UpdateNotice.css';

export function UpdateNotice({ onReload }: { onReload: () => void }) {
  const { t } = useTranslation();
  const [reloading, setReloading] = useState(false);
  return (
    <div role="status" className="app-update alert alert-info">
      <span>{t('app_update.ready')}</span>
      <button
        type="button"
        className="button-default"
        disabled={reloading}
        onClick={() => {
          setReloading(true);
          onReload();
        }}
      >
        {t('app_update.reload')}
      </button>
    </div>
  );
}
