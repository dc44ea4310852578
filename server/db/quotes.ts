// Quotes: which post a status quotes, who may quote a post, and the rule both flavours
// apply when a post quotes another. Pleroma's rule: the quoted post must be visible to the poster,
// a direct message is never quoted, a private post only by its author. Mastodon 4.5 adds the
// author's quote approval policy (public, followers, nobody).
import { canSee, statusById, type StatusRow } from './statuses.js';
import type { Store } from './store.js';

export type QuotePolicy = 'public' | 'followers' | 'nobody';
export const QUOTE_POLICIES: readonly QuotePolicy[] = ['public', 'followers', 'nobody'];

/** The id of the post `statusId` quotes (it may be deleted by now), or null. */
export function quotedIdOf(store: Store, statusId: number): number | null {
  return store.get<{ quoted_id: number }>('SELECT quoted_id FROM quotes WHERE status_id = ?', [statusId])?.quoted_id ?? null;
}

export function quotesCount(store: Store, statusId: number): number {
  return store.get<{ n: number }>('SELECT COUNT(*) AS n FROM quotes WHERE quoted_id = ?', [statusId])?.n ?? 0;
}

/** Who may quote a post (Mastodon's quote_approval_policy); private and direct posts: nobody. */
export function quotePolicyOf(store: Store, status: StatusRow): QuotePolicy {
  if (status.visibility === 'private' || status.visibility === 'direct') return 'nobody';
  const row = store.get<{ policy: QuotePolicy }>('SELECT policy FROM quote_policies WHERE status_id = ?', [status.id]);
  return row?.policy ?? 'public';
}

/** Whether `userId` may quote `status` (null: a visitor, who cannot post at all). */
export function canQuote(store: Store, status: StatusRow, userId: number | null): boolean {
  if (userId === null || status.reblog_of_id !== null || !canSee(store, status, userId)) return false;
  if (status.visibility === 'direct') return false;
  if (status.user_id === userId) return true;
  const policy = quotePolicyOf(store, status);
  if (policy === 'public') return true;
  if (policy === 'nobody') return false;
  return !!store.get("SELECT 1 FROM follows WHERE follower_id = ? AND followee_id = ? AND state = 'accepted'", [userId, status.user_id]);
}

/** Records that `statusId` quotes `quotedId` and the new post's own policy; inside the post's transaction. */
export function recordQuote(store: Store, statusId: number, quotedId: number | null, policy: QuotePolicy | null): void {
  if (quotedId !== null) store.run('INSERT INTO quotes (status_id, quoted_id) VALUES (?, ?)', [statusId, quotedId]);
  if (policy !== null && policy !== 'public') store.run('INSERT INTO quote_policies (status_id, policy) VALUES (?, ?)', [statusId, policy]);
}

/** The quoted status if it still exists. */
export function quotedStatus(store: Store, statusId: number): { id: number; status: StatusRow | undefined } | null {
  const id = quotedIdOf(store, statusId);
  return id === null ? null : { id, status: statusById(store, id) };
}
