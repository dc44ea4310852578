// Managing bookmark folders in a dialog: rename, change the emoji or delete each, add a new one.
import { useId, useState, type FormEvent } from 'react';
import type { BookmarkFolder } from '../../entities/bookmarkFolder';
import { useTranslation } from '../../i18n/react';
import { selectBookmarkFolders } from '../../store/bookmarkFoldersSlice';
import { removeBookmarkFolder, saveBookmarkFolder } from '../../store/bookmarkFoldersThunks';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { useConfirm } from '../../ui/confirm';
import { Modal } from '../../ui/Modal';

/** One folder's form (or, without `folder`, the new folder's). */
function FolderForm({ folder }: { folder?: BookmarkFolder }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const confirm = useConfirm();
  const id = useId();
  const [name, setName] = useState(folder?.name ?? '');
  const [emoji, setEmoji] = useState(folder?.emoji ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    const out = await dispatch(saveBookmarkFolder(folder?.id ?? null, { name: name.trim(), emoji: emoji.trim() }));
    setBusy(false);
    setError(out.ok ? null : out.message);
    if (out.ok && !folder) {
      setName('');
      setEmoji('');
    }
  };
  const remove = async () => {
    if (!folder) return;
    if (!(await confirm({ title: t('bookmark_folders.delete'), message: t('bookmark_folders.delete_confirm', { name: folder.name }) }))) return;
    const out = await dispatch(removeBookmarkFolder(folder.id));
    if (!out.ok) setError(out.message);
  };
  const label = folder ? folder.name : t('bookmark_folders.new');
  return (
    <form className="bookmark-folders__form" onSubmit={(e) => void save(e)} aria-label={label}>
      <div className="field">
        <label htmlFor={`${id}-name`}>{t('bookmark_folders.name')}</label>
        <input id={`${id}-name`} value={name} required maxLength={100} onChange={(e) => setName(e.target.value)} />
      </div>
      <div className="field bookmark-folders__emoji-field">
        <label htmlFor={`${id}-emoji`}>{t('bookmark_folders.emoji')}</label>
        <input id={`${id}-emoji`} value={emoji} placeholder="📁" onChange={(e) => setEmoji(e.target.value)} />
      </div>
      <div className="bookmark-folders__buttons">
        <button type="submit" className="btn btn-primary" disabled={busy || name.trim() === ''}>
          {t(folder ? 'bookmark_folders.save' : 'bookmark_folders.create')}
        </button>
        {folder && (
          <button type="button" className="btn" onClick={() => void remove()}>
            {t('bookmark_folders.delete')}
          </button>
        )}
      </div>
      {error !== null && (
        <p role="alert" className="error bookmark-folders__error">
          {t('bookmark_folders.save_failed', { error })}
        </p>
      )}
    </form>
  );
}

export function FolderManager({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const folders = useAppSelector(selectBookmarkFolders);
  return (
    <Modal open onClose={onClose} title={t('bookmark_folders.manage')} className="bookmark-folders__dialog">
      {folders.map((f) => (
        <FolderForm key={f.id} folder={f} />
      ))}
      <FolderForm key={`new-${folders.length}`} />
    </Modal>
  );
}
