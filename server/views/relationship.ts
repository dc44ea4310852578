// Mastodon Relationship (+ Pleroma's `subscribing`).
import { relationshipFacts } from '../db/relations.js';
import type { UserRow } from '../db/users.js';
import type { RenderCtx } from './context.js';

export function renderRelationship(rc: RenderCtx, viewerId: number, target: UserRow) {
  const f = relationshipFacts(rc.store, viewerId, target.id, target.domain);
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
