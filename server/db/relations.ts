// Follows, blocks and mutes between accounts, and the Relationship facts built from them.
import type { Store } from './store.js';

export interface RelationshipFacts {
  following: boolean;
  requested: boolean;
  showingReblogs: boolean;
  notifying: boolean;
  followedBy: boolean;
  requestedBy: boolean;
  blocking: boolean;
  blockedBy: boolean;
  muting: boolean;
  mutingNotifications: boolean;
  domainBlocking: boolean;
}

interface FollowRow {
  state: string;
  show_reblogs: number;
  notify: number;
}

export function relationshipFacts(store: Store, viewerId: number, targetId: number, targetDomain: string | null): RelationshipFacts {
  const out = store.get<FollowRow>('SELECT state, show_reblogs, notify FROM follows WHERE follower_id = ? AND followee_id = ?', [
    viewerId,
    targetId,
  ]);
  const back = store.get<FollowRow>('SELECT state, show_reblogs, notify FROM follows WHERE follower_id = ? AND followee_id = ?', [
    targetId,
    viewerId,
  ]);
  const mute = store.get<{ notifications: number }>('SELECT notifications FROM mutes WHERE user_id = ? AND target_id = ?', [
    viewerId,
    targetId,
  ]);
  return {
    following: out?.state === 'accepted',
    requested: out?.state === 'pending',
    showingReblogs: out ? out.show_reblogs === 1 : true,
    notifying: out?.notify === 1,
    followedBy: back?.state === 'accepted',
    requestedBy: back?.state === 'pending',
    blocking: isBlocking(store, viewerId, targetId),
    blockedBy: isBlocking(store, targetId, viewerId),
    muting: !!mute,
    mutingNotifications: mute?.notifications === 1,
    domainBlocking: targetDomain
      ? !!store.get('SELECT 1 FROM domain_blocks WHERE user_id = ? AND domain = ?', [viewerId, targetDomain])
      : false,
  };
}

export function isBlocking(store: Store, userId: number, targetId: number): boolean {
  return !!store.get('SELECT 1 FROM blocks WHERE user_id = ? AND target_id = ?', [userId, targetId]);
}

export function isFollowing(store: Store, followerId: number, followeeId: number): boolean {
  return !!store.get("SELECT 1 FROM follows WHERE follower_id = ? AND followee_id = ? AND state = 'accepted'", [followerId, followeeId]);
}

export function isMuting(store: Store, userId: number, targetId: number): boolean {
  return !!store.get('SELECT 1 FROM mutes WHERE user_id = ? AND target_id = ?', [userId, targetId]);
}

export function pendingFollowRequestCount(store: Store, userId: number): number {
  return store.get<{ n: number }>("SELECT COUNT(*) AS n FROM follows WHERE followee_id = ? AND state = 'pending'", [userId])?.n ?? 0;
}

/**
 * Accounts a viewer does not hear from, as SQL over an account id column (e.g. `n.from_id`)
 * with `@viewer` bound: blocks either way and domain blocks always hide; mutes hide too unless
 * `withMuted`, and a mute made with `notifications: false` hides posts but not notifications.
 * Shared by notifications, suggestions, threads and search.
 */
export function accountFilterSql(column: string, opts: { withMuted?: boolean; forNotifications?: boolean } = {}): string {
  const parts = [
    `NOT EXISTS (SELECT 1 FROM blocks fb WHERE (fb.user_id = @viewer AND fb.target_id = ${column})
                                          OR (fb.user_id = ${column} AND fb.target_id = @viewer))`,
    `NOT EXISTS (SELECT 1 FROM domain_blocks fd JOIN users fdu ON fdu.domain = fd.domain
                 WHERE fd.user_id = @viewer AND fdu.id = ${column})`,
  ];
  if (!opts.withMuted) {
    parts.push(
      `NOT EXISTS (SELECT 1 FROM mutes fm WHERE fm.user_id = @viewer AND fm.target_id = ${column}
                   ${opts.forNotifications ? 'AND fm.notifications = 1' : ''})`,
    );
  }
  return `(${parts.join(' AND ')})`;
}

/** The same rule for one account: whether the viewer hears from it. */
export function hearsFromAccount(
  store: Store,
  viewerId: number,
  accountId: number,
  opts: { withMuted?: boolean; forNotifications?: boolean } = {},
): boolean {
  return !!store.get(`SELECT 1 WHERE ${accountFilterSql('@account', opts)}`, { viewer: viewerId, account: accountId });
}
