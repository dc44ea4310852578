// Pleroma 2.8 bookmark folders: a name and an optional emoji (unicode, or a custom emoji with its
// picture).
import { arr, id, idOrNull, isObj, str, strOrNull, urlOrNull, warn } from './coerce';

export interface BookmarkFolder {
  id: string;
  name: string;
  emoji: string | null;
  emojiUrl: string | null;
}

export function normalizeBookmarkFolder(raw: unknown): BookmarkFolder | null {
  if (!isObj(raw) || idOrNull(raw.id) === null) {
    warn('invalid bookmark folder', raw);
    return null;
  }
  return { id: id(raw.id), name: str(raw.name), emoji: strOrNull(raw.emoji) || null, emojiUrl: urlOrNull(raw.emoji_url) };
}

export function normalizeBookmarkFolders(raw: unknown): BookmarkFolder[] {
  return arr(raw)
    .map(normalizeBookmarkFolder)
    .filter((f): f is BookmarkFolder => f !== null);
}
