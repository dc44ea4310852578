// The instance-wide shoutbox: short messages kept in order of arrival.
import type { Store } from './store.js';

export interface ShoutRow {
  id: number;
  text: string;
  user_id: number;
}

/** The latest shouts, oldest first. */
export function latestShouts(store: Store, limit: number): ShoutRow[] {
  return store.all<ShoutRow>('SELECT * FROM (SELECT id, text, user_id FROM shouts ORDER BY id DESC LIMIT ?) ORDER BY id', [limit]);
}

export function insertShout(store: Store, userId: number, text: string, now = Date.now()): number {
  return store.insert('INSERT INTO shouts (user_id, text, created_at) VALUES (?, ?, ?)', [userId, text, now]);
}
