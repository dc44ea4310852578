// Pleroma 2.8's BookmarkFolder entity: id, name, emoji, and the picture of a custom emoji.
import { findCustomEmoji, renderEmoji } from '../assets/emoji.js';
import type { BookmarkFolderRow } from '../db/bookmarkFolders.js';

export function renderBookmarkFolder(base: string, f: BookmarkFolderRow): Record<string, unknown> {
  const shortcode = f.emoji ? /^:([A-Za-z0-9_]+):$/.exec(f.emoji)?.[1] : undefined;
  const custom = shortcode ? findCustomEmoji(shortcode) : undefined;
  return { id: String(f.id), name: f.name, emoji: f.emoji, emoji_url: custom ? renderEmoji(base, custom).url : null };
}
