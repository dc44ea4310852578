// The bookmarks page: where the server has Pleroma 2.8 bookmark folders, the folder tabs (a lazy
// chunk) above the timeline of the chosen one (?folder=id; none: all bookmarks).
import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { selectIsLoggedIn } from '../store/authSlice';
import { useAppSelector } from '../store/hooks';
import { selectInstance } from '../store/instanceSlice';
import { lazyChunk } from '../ui/lazyChunk';
import { ItemBoundary } from '../ui/ItemBoundary';
import { BookmarksTimeline } from '../features/timeline/BookmarksTimeline';

const BookmarkFolderBar = lazyChunk(() => import('../features/bookmark-folders/BookmarkFolderBar'));

export function BookmarksScreen() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const foldersAvailable = useAppSelector((s) => selectInstance(s).bookmarkFoldersAvailable);
  const [params] = useSearchParams();
  if (!loggedIn || !foldersAvailable) return <BookmarksTimeline />;
  const folder = params.get('folder') ?? '';
  return (
    <>
      <ItemBoundary kind="panel">
        <Suspense fallback={null}>
          <BookmarkFolderBar active={folder} />
        </Suspense>
      </ItemBoundary>
      <BookmarksTimeline folder={folder} />
    </>
  );
}
