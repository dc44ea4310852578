// What the status actions write: favourites, reblogs, bookmarks, pins, thread mutes, deletion,
// and who may have had a status on a stream (for its `delete` and `status.update` events).
import type { StatusRow } from './statuses.js';
import type { Store } from './store.js';

/** Whether the favourite is new (repeating it is a no-op). */
export function addFavourite(store: Store, userId: number, statusId: number): boolean {
  return store.run('INSERT OR IGNORE INTO favourites (user_id, status_id, created_at) VALUES (?, ?, ?)', [userId, statusId, Date.now()]).changes > 0;
}

/** Whether there was a favourite to remove. */
export function removeFavourite(store: Store, userId: number, statusId: number): boolean {
  return store.run('DELETE FROM favourites WHERE user_id = ? AND status_id = ?', [userId, statusId]).changes > 0;
}

export function ownReblog(store: Store, userId: number, statusId: number): StatusRow | undefined {
  return store.get<StatusRow>('SELECT * FROM statuses WHERE user_id = ? AND reblog_of_id = ?', [userId, statusId]);
}

export function reblogsOf(store: Store, statusId: number): StatusRow[] {
  return store.all<StatusRow>('SELECT * FROM statuses WHERE reblog_of_id = ?', [statusId]);
}

export function insertReblog(
  store: Store,
  r: { id: number; userId: number; visibility: string; of: StatusRow; appId: number; now: number },
): void {
  store.run(
    `INSERT INTO statuses (id, user_id, visibility, reblog_of_id, conversation_id, app_id, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
    [r.id, r.userId, r.visibility, r.of.id, r.of.conversation_id, r.appId, r.now],
  );
}

export function deleteStatus(store: Store, id: number): void {
  store.run('DELETE FROM statuses WHERE id = ?', [id]);
}

export function addBookmark(store: Store, userId: number, statusId: number): void {
  store.run('INSERT OR IGNORE INTO bookmarks (user_id, status_id, created_at) VALUES (?, ?, ?)', [userId, statusId, Date.now()]);
}

export function removeBookmark(store: Store, userId: number, statusId: number): void {
  store.run('DELETE FROM bookmarks WHERE user_id = ? AND status_id = ?', [userId, statusId]);
}

export function pinnedCount(store: Store, userId: number): number {
  return store.get<{ n: number }>('SELECT COUNT(*) AS n FROM statuses WHERE user_id = ? AND pinned_at IS NOT NULL', [userId])!.n;
}

export function setPinnedAt(store: Store, statusId: number, at: number | null): void {
  store.run('UPDATE statuses SET pinned_at = ? WHERE id = ?', [at, statusId]);
}

export function muteThread(store: Store, userId: number, conversationId: number): void {
  store.run('INSERT OR IGNORE INTO thread_mutes (user_id, conversation_id) VALUES (?, ?)', [userId, conversationId]);
}

export function unmuteThread(store: Store, userId: number, conversationId: number): void {
  store.run('DELETE FROM thread_mutes WHERE user_id = ? AND conversation_id = ?', [userId, conversationId]);
}

/** Who may have had the status on a home or direct stream: the mentioned, and followers unless direct. */
export function audienceOf(store: Store, s: StatusRow): number[] {
  const ids = new Set(store.all<{ user_id: number }>('SELECT user_id FROM mentions WHERE status_id = ?', [s.id]).map((r) => r.user_id));
  if (s.visibility !== 'direct') {
    const followers = store.all<{ id: number }>("SELECT follower_id AS id FROM follows WHERE followee_id = ? AND state = 'accepted'", [s.user_id]);
    for (const f of followers) ids.add(f.id);
  }
  return [...ids];
}

/** Whether the user holds a repeat of the status. */
export function hasRepeated(store: Store, userId: number, statusId: number): boolean {
  return !!store.get('SELECT 1 FROM statuses WHERE reblog_of_id = ? AND user_id = ?', [statusId, userId]);
}
