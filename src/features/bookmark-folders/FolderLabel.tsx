// A folder's emoji (its picture for a custom emoji) and name.
import type { BookmarkFolder } from '../../entities/bookmarkFolder';

export function FolderLabel({ folder }: { folder: BookmarkFolder }) {
  return (
    <>
      {folder.emojiUrl ? (
        <img className="bookmark-folder__emoji" src={folder.emojiUrl} alt="" />
      ) : folder.emoji ? (
        <span aria-hidden="true">{folder.emoji} </span>
      ) : null}
      {folder.name}
    </>
  );
}
