// Import follows, mutes or blocks from a file: one account per line, or a Mastodon CSV export,
// sent as the plain list every server reads (importedList). An unreadable file or a refused import shows an error
// (with the server's text).
import { useId, useState, type FormEvent } from 'react';
import type { ImportKind } from '../../../entities/accountImport';
import { useTranslation } from '../../../i18n/react';
import { importedList } from '../../../lib/accountCsv';
import { importAccounts } from '../../../store/accountSettingsThunks';
import { useAppDispatch } from '../../../store/hooks';

type Result = { kind: 'ok'; imported: number | null; skipped: number | null } | { kind: 'error'; key: string; detail: string };

export function ImportForm({ kind, label }: { kind: ImportKind; label: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const id = useId();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!file || busy) return;
    setBusy(true);
    setResult(null);
    let text: string;
    try {
      text = await file.text();
    } catch {
      setResult({ kind: 'error', key: 'settings.import_file_error', detail: '' });
      setBusy(false);
      return;
    }
    const outcome = await dispatch(importAccounts(kind, importedList(text)));
    setBusy(false);
    setResult(outcome.ok ? { kind: 'ok', ...outcome.value } : { kind: 'error', key: 'settings.import_error', detail: outcome.message });
  };

  return (
    <form className="settings-form" onSubmit={(e) => void submit(e)}>
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <input id={id} type="file" accept=".csv,.txt,text/csv,text/plain" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
      </div>
      <div>
        <button type="submit" className="btn" disabled={!file || busy}>
          {busy ? t('settings.importing') : t('settings.import')}
        </button>
      </div>
      {result?.kind === 'ok' && (
        <p role="status">
          {result.imported === null
            ? t('settings.import_started')
            : t('settings.import_done', { imported: result.imported, skipped: result.skipped ?? 0 })}
        </p>
      )}
      {result?.kind === 'error' && (
        <p role="alert" className="settings-error">
          {t(result.key)}
          {result.detail && `: ${result.detail}`}
        </p>
      )}
    </form>
  );
}
