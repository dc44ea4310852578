import type { Relationship } from './types';
import { bool, id, obj, str } from './coerce';

export function normalizeRelationship(raw: unknown): Relationship {
  const r = obj(raw);
  return {
    id: id(r.id),
    following: bool(r.following),
    followed_by: bool(r.followed_by),
    blocking: bool(r.blocking),
    blocked_by: bool(r.blocked_by),
    muting: bool(r.muting),
    muting_notifications: bool(r.muting_notifications),
    // Pleroma says `subscribing`, Mastodon ≥ 3.3 `notifying`.
    subscribing: bool(r.subscribing, bool(r.notifying)),
    showing_reblogs: bool(r.showing_reblogs, true),
    requested: bool(r.requested),
    domain_blocking: bool(r.domain_blocking),
    endorsed: bool(r.endorsed),
    note: str(r.note),
    locked: bool(r.locked),
  };
}
