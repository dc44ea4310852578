// Lists: a user's named sets of followed accounts, and the statuses of their members.
import type { Store } from './store.js';

export type RepliesPolicy = 'followed' | 'list' | 'none';
export const REPLIES_POLICIES: readonly RepliesPolicy[] = ['followed', 'list', 'none'];

export interface ListRow {
  id: number;
  user_id: number;
  title: string;
  replies_policy: RepliesPolicy;
  exclusive: number;
  created_at: number;
}

export function listsOf(store: Store, userId: number): ListRow[] {
  return store.all<ListRow>('SELECT * FROM lists WHERE user_id = ? ORDER BY id', [userId]);
}

/** The list when `userId` owns it; another user's list is as good as missing. */
export function ownedList(store: Store, userId: number, id: string): ListRow | undefined {
  if (!/^\d{1,17}$/.test(id)) return undefined;
  return store.get<ListRow>('SELECT * FROM lists WHERE id = ? AND user_id = ?', [Number(id), userId]);
}

export function createList(store: Store, userId: number, title: string, policy: RepliesPolicy, exclusive: boolean): ListRow {
  const id = store.insert('INSERT INTO lists (user_id, title, replies_policy, exclusive, created_at) VALUES (?, ?, ?, ?, ?)', [
    userId,
    title,
    policy,
    exclusive ? 1 : 0,
    Date.now(),
  ]);
  return store.get<ListRow>('SELECT * FROM lists WHERE id = ?', [id])!;
}

export function updateList(store: Store, list: ListRow, changes: Partial<Pick<ListRow, 'title' | 'replies_policy' | 'exclusive'>>): ListRow {
  const next = { ...list, ...changes };
  store.run('UPDATE lists SET title = ?, replies_policy = ?, exclusive = ? WHERE id = ?', [
    next.title,
    next.replies_policy,
    next.exclusive,
    list.id,
  ]);
  return next;
}

export function deleteList(store: Store, listId: number): void {
  store.run('DELETE FROM lists WHERE id = ?', [listId]);
}

/** Of `accountIds`, those `userId` does not follow (accepted): they may not join a list. */
export function notFollowed(store: Store, userId: number, accountIds: number[]): number[] {
  return accountIds.filter(
    (id) => !store.get("SELECT 1 FROM follows WHERE follower_id = ? AND followee_id = ? AND state = 'accepted'", [userId, id]),
  );
}

export function addMembers(store: Store, listId: number, accountIds: number[]): void {
  store.tx(() => {
    for (const id of accountIds) store.run('INSERT OR IGNORE INTO list_accounts (list_id, account_id) VALUES (?, ?)', [listId, id]);
  });
}

export function removeMembers(store: Store, listId: number, accountIds: number[]): void {
  store.tx(() => {
    for (const id of accountIds) store.run('DELETE FROM list_accounts WHERE list_id = ? AND account_id = ?', [listId, id]);
  });
}

/** The lists of `ownerId` that hold `accountId`. */
export function listsHolding(store: Store, ownerId: number, accountId: number): ListRow[] {
  return store.all<ListRow>(
    'SELECT l.* FROM lists l JOIN list_accounts la ON la.list_id = l.id WHERE l.user_id = ? AND la.account_id = ? ORDER BY l.id',
    [ownerId, accountId],
  );
}

/**
 * A list's timeline over `s` (the row) with `@list` and `@viewer` bound: statuses by members of
 * a list the viewer owns, and their replies as the list's replies_policy allows (to the viewer
 * always; 'list': to members; 'followed': to accounts the viewer follows; 'none': no others).
 */
export const LIST_TIMELINE_SQL = `EXISTS (SELECT 1 FROM lists tl WHERE tl.id = @list AND tl.user_id = @viewer
  AND EXISTS (SELECT 1 FROM list_accounts tla WHERE tla.list_id = tl.id AND tla.account_id = s.user_id)
  AND (s.in_reply_to_user_id IS NULL OR s.in_reply_to_user_id IN (s.user_id, @viewer)
    OR (tl.replies_policy = 'list' AND EXISTS (SELECT 1 FROM list_accounts trl WHERE trl.list_id = tl.id AND trl.account_id = s.in_reply_to_user_id))
    OR (tl.replies_policy = 'followed' AND EXISTS (SELECT 1 FROM follows trf WHERE trf.follower_id = @viewer
        AND trf.followee_id = s.in_reply_to_user_id AND trf.state = 'accepted'))))`;
