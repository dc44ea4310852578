// Pleroma emoji reactions: one row per account, status and emoji.
import type { Store } from './store.js';
import type { UserRow } from './users.js';

export interface ReactionRow extends UserRow {
  emoji: string;
}

export interface ReactionQuery {
  statusId: number;
  /** One emoji only, or all. */
  only: string | null;
  viewerId: number | null;
  withMuted: boolean;
}

/** Who reacted with what, oldest first; muted and blocked accounts left out unless `withMuted`. */
export function reactionsOf(store: Store, q: ReactionQuery): ReactionRow[] {
  return store.all<ReactionRow>(
    `SELECT u.*, x.emoji FROM reactions x JOIN users u ON u.id = x.user_id
     WHERE x.status_id = @status AND u.deactivated = 0 AND (@only IS NULL OR x.emoji = @only)
       AND (@viewer IS NULL OR @withMuted = 1 OR NOT EXISTS (
         SELECT 1 FROM mutes m WHERE m.user_id = @viewer AND m.target_id = u.id
         UNION SELECT 1 FROM blocks b WHERE b.user_id = @viewer AND b.target_id = u.id))
     ORDER BY x.id`,
    { status: q.statusId, only: q.only, viewer: q.viewerId, withMuted: q.withMuted ? 1 : 0 },
  );
}

/** Adds the reaction; false when the account had already reacted so. */
export function addReaction(store: Store, userId: number, statusId: number, emoji: string, now = Date.now()): boolean {
  return store.run('INSERT OR IGNORE INTO reactions (user_id, status_id, emoji, created_at) VALUES (?, ?, ?, ?)', [userId, statusId, emoji, now]).changes > 0;
}

/** Removes the reaction; false when there was none. */
export function removeReaction(store: Store, userId: number, statusId: number, emoji: string): boolean {
  return store.run('DELETE FROM reactions WHERE user_id = ? AND status_id = ? AND emoji = ?', [userId, statusId, emoji]).changes > 0;
}
