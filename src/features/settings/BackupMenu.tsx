// The settings footer's backup menu: back up settings, back up with the theme, restore.
import { useId, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { useFloating } from '../../ui/useFloating';
import { useSettingsBackup } from './useSettingsBackup';

export function BackupMenu({ onReport }: { onReport: (ok: boolean) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const file = useRef<HTMLInputElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const listId = useId();
  useFloating(trigger, list, { open, placement: 'top' });
  const { backup, restore, message } = useSettingsBackup(onReport);

  const closeMenu = () => {
    setOpen(false);
    trigger.current?.focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && open) {
      e.stopPropagation();
      closeMenu();
    }
  };
  const onFile = (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0];
    e.target.value = '';
    if (chosen) void restore(chosen);
  };

  return (
    <div className="backup-menu" onKeyDown={onKeyDown}>
      <button ref={trigger} type="button" className="btn" aria-expanded={open} aria-controls={open ? listId : undefined} onClick={() => setOpen(!open)}>
        {t('settings.file_import_export.backup_restore')}
      </button>
      {open && (
        <ul ref={list} id={listId} className="backup-menu__list">
          <li>
            <button type="button" className="btn-plain" onClick={() => { backup(false); closeMenu(); }}>
              {t('settings.file_import_export.backup_settings')}
            </button>
          </li>
          <li>
            <button type="button" className="btn-plain" onClick={() => { backup(true); closeMenu(); }}>
              {t('settings.file_import_export.backup_settings_theme')}
            </button>
          </li>
          <li>
            <button type="button" className="btn-plain" onClick={() => { setOpen(false); file.current?.click(); }}>
              {t('settings.file_import_export.restore_settings')}
            </button>
          </li>
        </ul>
      )}
      <input ref={file} type="file" accept="application/json,.json" hidden aria-hidden="true" tabIndex={-1} onChange={onFile} data-testid="settings-restore-file" />
      {message && (
        <p role={message.level === 'ok' ? 'status' : 'alert'} className={message.level === 'error' ? 'settings-error' : 'settings-hint'}>
          {t(message.key, message.args)}
        </p>
      )}
    </div>
  );
}
