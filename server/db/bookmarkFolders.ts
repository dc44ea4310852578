// Pleroma 2.8 bookmark folders: a user's named folders (with an optional emoji) and which folder
// each bookmark is filed in.
import type { Store } from './store.js';

export interface BookmarkFolderRow {
  id: number;
  user_id: number;
  name: string;
  emoji: string | null;
  created_at: number;
}

export function foldersOf(store: Store, userId: number): BookmarkFolderRow[] {
  return store.all<BookmarkFolderRow>('SELECT * FROM bookmark_folders WHERE user_id = ? ORDER BY id', [userId]);
}

/** The user's own folder, or undefined (someone else's folder is as good as unknown). */
export function ownFolder(store: Store, userId: number, id: string | undefined): BookmarkFolderRow | undefined {
  if (!id || !/^\d+$/.test(id)) return undefined;
  return store.get<BookmarkFolderRow>('SELECT * FROM bookmark_folders WHERE id = ? AND user_id = ?', [Number(id), userId]);
}

export function folderNameTaken(store: Store, userId: number, name: string, exceptId?: number): boolean {
  return !!store.get('SELECT 1 FROM bookmark_folders WHERE user_id = ? AND name = ? AND id IS NOT ?', [userId, name, exceptId ?? null]);
}

export function createFolder(store: Store, userId: number, name: string, emoji: string | null): BookmarkFolderRow {
  const id = store.insert('INSERT INTO bookmark_folders (user_id, name, emoji, created_at) VALUES (?, ?, ?, ?)', [userId, name, emoji, Date.now()]);
  return store.get<BookmarkFolderRow>('SELECT * FROM bookmark_folders WHERE id = ?', [id])!;
}

export function updateFolder(store: Store, folder: BookmarkFolderRow, name: string, emoji: string | null): BookmarkFolderRow {
  store.run('UPDATE bookmark_folders SET name = ?, emoji = ? WHERE id = ?', [name, emoji, folder.id]);
  return { ...folder, name, emoji };
}

/** Its bookmarks stay, unfiled (the column's ON DELETE SET NULL). */
export function deleteFolder(store: Store, folder: BookmarkFolderRow): void {
  store.run('DELETE FROM bookmark_folders WHERE id = ?', [folder.id]);
}

/** Bookmarks a status, or moves an existing bookmark to `folderId` (null: unfiled), as Pleroma's upsert does. */
export function bookmarkInto(store: Store, userId: number, statusId: number, folderId: number | null): void {
  store.run(
    `INSERT INTO bookmarks (user_id, status_id, created_at, folder_id) VALUES (?, ?, ?, ?)
     ON CONFLICT (user_id, status_id) DO UPDATE SET folder_id = excluded.folder_id`,
    [userId, statusId, Date.now(), folderId],
  );
}

export function bookmarkFolderOf(store: Store, userId: number, statusId: number): number | null {
  return store.get<{ folder_id: number | null }>('SELECT folder_id FROM bookmarks WHERE user_id = ? AND status_id = ?', [userId, statusId])?.folder_id ?? null;
}
