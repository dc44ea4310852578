// Accounts for a page at once: their counters, and the viewer's relationship to each.
import type { RelationshipFacts } from '../relations.js';
import type { Store } from '../store.js';
import type { UserCounts } from '../users.js';
import { byIds, IDS } from './batch.js';

export function accountCounts(store: Store, ids: number[]): Map<number, UserCounts> {
  const rows = byIds<{ id: number; followers: number; following: number; statuses: number; last: number | null }>(
    store,
    `SELECT j.value AS id,
       (SELECT COUNT(*) FROM follows WHERE followee_id = j.value AND state = 'accepted') AS followers,
       (SELECT COUNT(*) FROM follows WHERE follower_id = j.value AND state = 'accepted') AS following,
       (SELECT COUNT(*) FROM statuses WHERE user_id = j.value) AS statuses,
       (SELECT MAX(created_at) FROM statuses WHERE user_id = j.value) AS last
     FROM json_each(@ids) j`,
    ids,
  );
  return new Map(rows.map((r) => [r.id, { followers: r.followers, following: r.following, statuses: r.statuses, lastStatusAt: r.last }]));
}

/** The viewer's relationship to each of these accounts (Mastodon's Relationship facts). */
export function relationships(store: Store, viewerId: number, ids: number[]): Map<number, RelationshipFacts> {
  const rows = byIds<{
    id: number;
    out_state: string | null;
    out_reblogs: number | null;
    out_notify: number | null;
    back_state: string | null;
    mute: number | null;
    blocking: number;
    blocked_by: number;
    domain_blocking: number;
  }>(
    store,
    `SELECT u.id,
       fo.state AS out_state, fo.show_reblogs AS out_reblogs, fo.notify AS out_notify,
       fb.state AS back_state,
       mu.notifications AS mute,
       EXISTS (SELECT 1 FROM blocks WHERE user_id = @viewer AND target_id = u.id) AS blocking,
       EXISTS (SELECT 1 FROM blocks WHERE user_id = u.id AND target_id = @viewer) AS blocked_by,
       (u.domain IS NOT NULL AND EXISTS (SELECT 1 FROM domain_blocks WHERE user_id = @viewer AND domain = u.domain)) AS domain_blocking
     FROM users u
     LEFT JOIN follows fo ON fo.follower_id = @viewer AND fo.followee_id = u.id
     LEFT JOIN follows fb ON fb.follower_id = u.id AND fb.followee_id = @viewer
     LEFT JOIN mutes mu ON mu.user_id = @viewer AND mu.target_id = u.id
     WHERE u.id IN (${IDS})`,
    ids,
    { viewer: viewerId },
  );
  return new Map(
    rows.map((r) => [
      r.id,
      {
        following: r.out_state === 'accepted',
        requested: r.out_state === 'pending',
        showingReblogs: r.out_state !== null ? r.out_reblogs === 1 : true,
        notifying: r.out_notify === 1,
        followedBy: r.back_state === 'accepted',
        requestedBy: r.back_state === 'pending',
        blocking: r.blocking === 1,
        blockedBy: r.blocked_by === 1,
        muting: r.mute !== null,
        mutingNotifications: r.mute === 1,
        domainBlocking: r.domain_blocking === 1,
      },
    ]),
  );
}

/** Of these authors, those the viewer mutes. */
export function mutedIds(store: Store, viewerId: number, ids: number[]): number[] {
  return byIds<{ id: number }>(store, `SELECT target_id AS id FROM mutes WHERE user_id = @viewer AND target_id IN (${IDS})`, ids, {
    viewer: viewerId,
  }).map((r) => r.id);
}

/** Of these authors, those the viewer follows. */
export function followedIds(store: Store, viewerId: number, ids: number[]): number[] {
  return byIds<{ id: number }>(
    store,
    `SELECT followee_id AS id FROM follows WHERE follower_id = @viewer AND state = 'accepted' AND followee_id IN (${IDS})`,
    ids,
    { viewer: viewerId },
  ).map((r) => r.id);
}

/** Of these conversations, those the viewer muted. */
export function mutedThreadIds(store: Store, viewerId: number, ids: number[]): number[] {
  return byIds<{ id: number }>(store, `SELECT conversation_id AS id FROM thread_mutes WHERE user_id = @viewer AND conversation_id IN (${IDS})`, ids, {
    viewer: viewerId,
  }).map((r) => r.id);
}
