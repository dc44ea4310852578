// Export follows, mutes or blocks as Mastodon's CSV files, which Mastodon and Pleroma import.
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { EXPORT_FILE_NAME, type AccountExportKind } from '../../../lib/accountCsv';
import { exportAccounts } from '../../../store/accountExportThunks';
import { useAppDispatch } from '../../../store/hooks';
import { downloadText } from '../../../ui/download';

const KINDS: AccountExportKind[] = ['following', 'mutes', 'blocks'];

type Result = { kind: 'ok'; file: string } | { kind: 'error'; detail: string };

export function ExportLists() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState<AccountExportKind | null>(null);
  const [result, setResult] = useState<Result | null>(null);

  const run = async (kind: AccountExportKind) => {
    setBusy(kind);
    setResult(null);
    const outcome = await dispatch(exportAccounts(kind));
    setBusy(null);
    if (outcome.ok) {
      downloadText(EXPORT_FILE_NAME[kind], outcome.value, 'text/csv');
      setResult({ kind: 'ok', file: EXPORT_FILE_NAME[kind] });
    } else setResult({ kind: 'error', detail: outcome.message || t('general.generic_error') });
  };

  return (
    <section className="settings-section">
      <h3>{t('settings.exports')}</h3>
      <p className="settings-hint">{t('settings.export_hint')}</p>
      <div className="settings-option">
        {KINDS.map((kind) => (
          <button key={kind} type="button" className="btn" disabled={busy !== null} onClick={() => void run(kind)}>
            {busy === kind ? t('settings.exporting') : t(`settings.export_${kind}`)}
          </button>
        ))}
      </div>
      <p role={result?.kind === 'error' ? 'alert' : 'status'} className={result?.kind === 'error' ? 'settings-error' : undefined}>
        {result?.kind === 'ok' && t('settings.export_done', { file: result.file })}
        {result?.kind === 'error' && t('settings.export_error', { error: result.detail })}
      </p>
    </section>
  );
}
