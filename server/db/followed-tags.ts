// Hashtags a user follows: public statuses carrying them join the user's home.
import type { Store } from './store.js';

/** A hashtag as statuses store it (lower case, no '#'), or null when it is no hashtag. */
export function normalTag(raw: string): string | null {
  const tag = raw.trim().replace(/^#/, '').toLowerCase();
  return tag.length <= 200 && /^[\p{L}\p{N}_]*\p{L}[\p{L}\p{N}_]*$/u.test(tag) ? tag : null;
}

export function followsTag(store: Store, userId: number, tag: string): boolean {
  return !!store.get('SELECT 1 FROM followed_tags WHERE user_id = ? AND tag = ?', [userId, tag]);
}

export function followTag(store: Store, userId: number, tag: string): void {
  store.run('INSERT OR IGNORE INTO followed_tags (user_id, tag, created_at) VALUES (?, ?, ?)', [userId, tag, Date.now()]);
}

export function unfollowTag(store: Store, userId: number, tag: string): void {
  store.run('DELETE FROM followed_tags WHERE user_id = ? AND tag = ?', [userId, tag]);
}
