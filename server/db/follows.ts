// Writing relations between accounts: follows and follow requests, blocks, mutes, domain blocks.
// Callers run these inside one transaction and publish any notification id after the commit.
import { createNotification } from './notifications.js';
import type { Store } from './store.js';
import type { UserRow } from './users.js';

export interface FollowOptions {
  reblogs?: boolean;
  notify?: boolean;
}

/** Remote rows stand in for accounts elsewhere; nobody reads their notifications here. */
function notifyLocal(store: Store, target: UserRow, type: 'follow' | 'follow_request', fromId: number): number | null {
  if (target.domain !== null) return null;
  return createNotification(store, { userId: target.id, type, fromId });
}

/**
 * Follows `target`, or asks to when it is locked. Following again only updates the options.
 * Returns the id of the notification it created, if any.
 */
export function follow(store: Store, follower: UserRow, target: UserRow, opts: FollowOptions): number | null {
  const existing = store.get<{ id: number }>('SELECT id FROM follows WHERE follower_id = ? AND followee_id = ?', [follower.id, target.id]);
  if (existing) {
    if (opts.reblogs !== undefined) store.run('UPDATE follows SET show_reblogs = ? WHERE id = ?', [opts.reblogs ? 1 : 0, existing.id]);
    if (opts.notify !== undefined) store.run('UPDATE follows SET notify = ? WHERE id = ?', [opts.notify ? 1 : 0, existing.id]);
    return null;
  }
  const state = target.locked === 1 ? 'pending' : 'accepted';
  store.run(
    'INSERT INTO follows (follower_id, followee_id, state, show_reblogs, notify, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    [follower.id, target.id, state, opts.reblogs === false ? 0 : 1, opts.notify ? 1 : 0, Date.now()],
  );
  return notifyLocal(store, target, state === 'pending' ? 'follow_request' : 'follow', follower.id);
}

/** Drops a follow or a pending request; a cancelled request takes its notification with it. */
export function unfollow(store: Store, followerId: number, targetId: number): void {
  const row = store.get<{ state: string }>('SELECT state FROM follows WHERE follower_id = ? AND followee_id = ?', [followerId, targetId]);
  if (!row) return;
  store.run('DELETE FROM follows WHERE follower_id = ? AND followee_id = ?', [followerId, targetId]);
  // List members are accounts one follows (as Mastodon and Pleroma keep them).
  store.run('DELETE FROM list_accounts WHERE account_id = ? AND list_id IN (SELECT id FROM lists WHERE user_id = ?)', [
    targetId,
    followerId,
  ]);
  if (row.state === 'pending') {
    store.run("DELETE FROM notifications WHERE type = 'follow_request' AND user_id = ? AND from_id = ?", [targetId, followerId]);
  }
}

/** Accepts a pending request; its notification becomes a 'follow' one (as Pleroma does). */
export function authorizeRequest(store: Store, userId: number, requesterId: number): boolean {
  const changed = store.run(
    "UPDATE follows SET state = 'accepted' WHERE follower_id = ? AND followee_id = ? AND state = 'pending'",
    [requesterId, userId],
  ).changes;
  if (changed) {
    store.run("UPDATE notifications SET type = 'follow' WHERE type = 'follow_request' AND user_id = ? AND from_id = ?", [userId, requesterId]);
  }
  return changed > 0;
}

export function rejectRequest(store: Store, userId: number, requesterId: number): boolean {
  const changed = store.run("DELETE FROM follows WHERE follower_id = ? AND followee_id = ? AND state = 'pending'", [requesterId, userId]).changes;
  if (changed) {
    store.run("DELETE FROM notifications WHERE type = 'follow_request' AND user_id = ? AND from_id = ?", [userId, requesterId]);
  }
  return changed > 0;
}

/** A block ends every follow and request between the two accounts, both ways. */
export function block(store: Store, userId: number, targetId: number): void {
  store.run('INSERT OR IGNORE INTO blocks (user_id, target_id, created_at) VALUES (?, ?, ?)', [userId, targetId, Date.now()]);
  unfollow(store, userId, targetId);
  unfollow(store, targetId, userId);
}

export function unblock(store: Store, userId: number, targetId: number): void {
  store.run('DELETE FROM blocks WHERE user_id = ? AND target_id = ?', [userId, targetId]);
}

/** Mutes (again, with new options); `durationSeconds` 0 means until unmuted. */
export function mute(store: Store, userId: number, targetId: number, notifications: boolean, durationSeconds: number): void {
  const now = Date.now();
  const expiresAt = durationSeconds > 0 ? now + durationSeconds * 1000 : null;
  store.run(
    `INSERT INTO mutes (user_id, target_id, notifications, expires_at, created_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (user_id, target_id) DO UPDATE SET notifications = excluded.notifications, expires_at = excluded.expires_at`,
    [userId, targetId, notifications ? 1 : 0, expiresAt, now],
  );
}

export function unmute(store: Store, userId: number, targetId: number): void {
  store.run('DELETE FROM mutes WHERE user_id = ? AND target_id = ?', [userId, targetId]);
}

/** Timed mutes end by deletion, so every query that reads `mutes` stays simple. */
export function purgeExpiredMutes(store: Store, now = Date.now()): void {
  store.run('DELETE FROM mutes WHERE expires_at IS NOT NULL AND expires_at <= ?', [now]);
}

/** Blocking a domain also drops the followers you had there, as Mastodon does. */
export function blockDomain(store: Store, userId: number, domain: string): void {
  store.run('INSERT OR IGNORE INTO domain_blocks (user_id, domain) VALUES (?, ?)', [userId, domain]);
  store.run('DELETE FROM follows WHERE followee_id = ? AND follower_id IN (SELECT id FROM users WHERE domain = ?)', [userId, domain]);
}

export function unblockDomain(store: Store, userId: number, domain: string): void {
  store.run('DELETE FROM domain_blocks WHERE user_id = ? AND domain = ?', [userId, domain]);
}

/** Pleroma's subscribe rides on the follow row; false when there is no follow to mark. */
export function setFollowNotify(store: Store, followerId: number, followeeId: number, on: boolean): boolean {
  return store.run('UPDATE follows SET notify = ? WHERE follower_id = ? AND followee_id = ?', [on ? 1 : 0, followerId, followeeId]).changes > 0;
}

export interface MovingFollowerRow {
  follower_id: number;
  allow_following_move: number;
}

/** The active accepted followers of an account that moves, with whether they follow moves. */
export function followersForMove(store: Store, userId: number): MovingFollowerRow[] {
  return store.all<MovingFollowerRow>(
    `SELECT f.follower_id, u.allow_following_move FROM follows f JOIN users u ON u.id = f.follower_id
     WHERE f.followee_id = ? AND f.state = 'accepted' AND u.deactivated = 0`,
    [userId],
  );
}
