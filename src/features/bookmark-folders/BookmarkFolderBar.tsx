// The bookmarks page's folder tabs (Pleroma 2.8, lazy chunk): "All" and one tab per folder, each
// a link (?folder=id) so a folder can be bookmarked and shared, and the folder manager.
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import { selectBookmarkFolders } from '../../store/bookmarkFoldersSlice';
import { useAppSelector } from '../../store/hooks';
import { useBookmarkFoldersSlice } from '../../store/useBookmarkFoldersSlice';
import { Link } from '../../ui/Link';
import { FolderLabel } from './FolderLabel';
import { FolderManager } from './FolderManager';
import './bookmarkFolders.css';

/** `active`: the shown folder's id, '' for all bookmarks. */
export default function BookmarkFolderBar({ active }: { active: string }) {
  const { t } = useTranslation();
  useBookmarkFoldersSlice();
  const folders = useAppSelector(selectBookmarkFolders);
  const [managing, setManaging] = useState(false);
  const tab = (id: string, label: ReactNode) => (
    <li key={id || 'all'}>
      <Link to={id ? `/bookmarks?folder=${encodeURIComponent(id)}` : '/bookmarks'} className="bookmark-folders__tab" aria-current={active === id ? 'page' : undefined}>
        {label}
      </Link>
    </li>
  );
  return (
    <nav className="panel bookmark-folders" aria-label={t('bookmark_folders.folders')}>
      <ul className="bookmark-folders__tabs">
        {tab('', t('bookmark_folders.all'))}
        {folders.map((f) => tab(f.id, <FolderLabel folder={f} />))}
      </ul>
      <button type="button" className="btn btn-plain" onClick={() => setManaging(true)}>
        {t('bookmark_folders.manage')}
      </button>
      {managing && <FolderManager onClose={() => setManaging(false)} />}
    </nav>
  );
}
