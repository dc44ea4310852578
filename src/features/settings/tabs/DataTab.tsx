// Data: list imports (Pleroma API), list exports (CSV) and the settings backup, also reachable
// from the footer menu.
import { useRef } from 'react';
import { useTranslation } from '../../../i18n/react';
import { useAppSelector } from '../../../store/hooks';
import { selectInstance } from '../../../store/instanceSlice';
import { useSaveNotice } from '../saveNotice';
import { useSettingsBackup } from '../useSettingsBackup';
import { ExportLists } from './ExportLists';
import { ImportForm } from './ImportForm';

function SettingsBackup() {
  const { t } = useTranslation();
  const report = useSaveNotice();
  const { backup, restore, message } = useSettingsBackup(report);
  const file = useRef<HTMLInputElement>(null);
  return (
    <section className="settings-section">
      <h3>{t('settings.file_import_export.title')}</h3>
      <div className="settings-option">
        <button type="button" className="btn" onClick={() => backup(false)}>
          {t('settings.file_import_export.backup_settings')}
        </button>
        <button type="button" className="btn" onClick={() => backup(true)}>
          {t('settings.file_import_export.backup_settings_theme')}
        </button>
        <button type="button" className="btn" onClick={() => file.current?.click()}>
          {t('settings.file_import_export.restore_settings')}
        </button>
        <input
          ref={file}
          type="file"
          accept="application/json,.json"
          hidden
          aria-hidden="true"
          tabIndex={-1}
          onChange={(e) => {
            const chosen = e.target.files?.[0];
            e.target.value = '';
            if (chosen) void restore(chosen);
          }}
        />
      </div>
      {message && (
        <p role={message.level === 'ok' ? 'status' : 'alert'} className={message.level === 'error' ? 'settings-error' : 'settings-hint'}>
          {t(message.key, message.args)}
        </p>
      )}
    </section>
  );
}

export default function DataTab() {
  const { t } = useTranslation();
  const pleroma = useAppSelector(selectInstance).pleromaBackend;
  return (
    <div>
      {pleroma && (
        <section className="settings-section">
          <h3>{t('settings.imports')}</h3>
          <p className="settings-hint">{t('settings.import_hint')}</p>
          <ImportForm kind="follow_import" label={t('settings.import_follows')} />
          <ImportForm kind="mutes_import" label={t('settings.import_mutes')} />
          <ImportForm kind="blocks_import" label={t('settings.import_blocks')} />
        </section>
      )}
      <ExportLists />
      <SettingsBackup />
    </div>
  );
}
