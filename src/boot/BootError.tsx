// Full-page error when the backend cannot be reached at all, instead of a blank page.
import { useState } from 'react';
import { useTranslation } from '../i18n/react';
import './BootError.css';

export function BootError({ onRetry }: { onRetry: () => Promise<unknown> | void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const retry = async () => {
    setBusy(true);
    try {
      await onRetry();
    } finally {
      setBusy(false);
    }
  };
  return (
    <main className="boot-error" role="alert" aria-labelledby="boot-error-title">
      <h1 id="boot-error-title">{t('boot.unreachable_title')}</h1>
      <p>{t('boot.unreachable_text')}</p>
      <button type="button" className="btn btn-primary" onClick={retry} disabled={busy} aria-busy={busy}>
        {t('boot.retry')}
      </button>
    </main>
  );
}
