// "Bookmark in folder…" (Pleroma 2.8 bookmark folders, lazy chunk): the member's folders as a
// list of choices; picking one bookmarks the status there, or moves its bookmark there.
import { useId } from 'react';
import { useTranslation } from '../../../i18n/react';
import { selectBookmarkFolders, selectBookmarkFoldersLoaded } from '../../../store/bookmarkFoldersSlice';
import { bookmarkInFolder } from '../../../store/bookmarkFoldersThunks';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { pushNotice } from '../../../store/noticesSlice';
import { useBookmarkFoldersSlice } from '../../../store/useBookmarkFoldersSlice';
import { Modal } from '../../../ui/Modal';
import { Spinner } from '../../../ui/Spinner';
import './BookmarkFolderPicker.css';

export default function BookmarkFolderPicker({ statusId, onClose }: { statusId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const listId = useId();
  useBookmarkFoldersSlice();
  const folders = useAppSelector(selectBookmarkFolders);
  const loaded = useAppSelector(selectBookmarkFoldersLoaded);
  const pick = async (folderId: string, name: string) => {
    onClose();
    const out = await dispatch(bookmarkInFolder(statusId, folderId));
    dispatch(
      out.ok
        ? pushNotice({ messageKey: 'bookmark_folders.bookmarked_in', messageArgs: { name }, level: 'success', timeout: 4000 })
        : pushNotice({ messageKey: 'bookmark_folders.bookmark_failed', messageArgs: { error: out.message }, timeout: 5000 }),
    );
  };
  return (
    <Modal open onClose={onClose} title={t('bookmark_folders.pick_title')}>
      {!loaded && <Spinner label={t('general.loading')} />}
      {loaded && folders.length === 0 && <p>{t('bookmark_folders.none')}</p>}
      <ul className="bookmark-folder-picker__list" id={listId}>
        {folders.map((f) => (
          <li key={f.id}>
            <button type="button" className="btn" onClick={() => void pick(f.id, f.name)}>
              {f.emojiUrl ? <img src={f.emojiUrl} alt="" width={18} height={18} /> : f.emoji ? <span aria-hidden="true">{f.emoji} </span> : null}
              {f.name}
            </button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
