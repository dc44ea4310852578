// Mastodon Relationship (+ Pleroma's `subscribing`).
import type { UserRow } from '../db/users.js';
import type { RenderCtx } from './context.js';

/** The viewer's relationship to `target`, as loaded (rc.loaded.loadRelationships). */
export function renderRelationship(rc: RenderCtx, target: UserRow) {
  const f = rc.loaded.relationshipTo(target.id);
  const out: Record<string, unknown> = {
    id: String(target.id),
    following: f.following,
    showing_reblogs: f.showingReblogs,
    notifying: f.notifying,
    followed_by: f.followedBy,
    blocking: f.blocking,
    blocked_by: f.blockedBy,
    muting: f.muting,
    muting_notifications: f.mutingNotifications,
    requested: f.requested,
    requested_by: f.requestedBy,
    domain_blocking: f.domainBlocking,
    endorsed: false,
    note: '',
  };
  if (rc.pleroma) out.subscribing = f.notifying;
  return out;
}
