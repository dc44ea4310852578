// Stream names a socket can subscribe to, and for each, the timeline conditions (over `s`, `r`
// and `u`, as in fetchTimeline) a new status must meet to be sent on it. The conditions are
// those of the matching REST timeline, so a stream never shows what the timeline would hide.
import type { Flavor } from '../config.js';
import { homeSql } from '../db/home.js';
import { LIST_TIMELINE_SQL } from '../db/lists.js';
import { DIRECT_SQL, LOCAL_SQL, MEDIA_SQL, PUBLIC_SQL, TAGGED_SQL } from '../db/timelineConditions.js';
import { str } from '../http/params.js';

export type StreamName =
  | 'user'
  | 'user:notification'
  | 'direct'
  | 'public'
  | 'public:local'
  | 'public:media'
  | 'public:local:media'
  | 'hashtag'
  | 'hashtag:local'
  | 'list';

const NAMES: ReadonlySet<string> = new Set<StreamName>([
  'user',
  'user:notification',
  'direct',
  'public',
  'public:local',
  'public:media',
  'public:local:media',
  'hashtag',
  'hashtag:local',
  'list',
]);

export interface Subscription {
  name: StreamName;
  tag: string | null;
  /** The list id of a `list` stream. */
  list?: string | null;
  /** Identity within one socket: `hashtag:local#cats`. */
  key: string;
  /** The `stream` array of each message, e.g. ["hashtag", "cats"]. */
  label: string[];
}

export type Parsed = { sub: Subscription } | { error: string };

export function parseSubscription(stream: unknown, tag: unknown, list?: unknown): Parsed {
  const name = str(stream);
  if (!name || !NAMES.has(name)) return { error: 'Unknown stream type' };
  const streamName = name as StreamName;
  if (streamName === 'hashtag' || streamName === 'hashtag:local') {
    const t = str(tag)?.trim().replace(/^#/, '').toLowerCase();
    if (!t || t.length > 200) return { error: 'Missing tag name parameter' };
    return { sub: { name: streamName, tag: t, key: `${streamName}#${t}`, label: [streamName, t] } };
  }
  if (streamName === 'list') {
    const id = str(list)?.trim();
    if (!id || !/^\d{1,17}$/.test(id)) return { error: 'Missing list name parameter' };
    return { sub: { name: streamName, tag: null, list: id, key: `list#${id}`, label: [streamName, id] } };
  }
  return { sub: { name: streamName, tag: null, key: streamName, label: [streamName] } };
}

/** Streams about one account: they need a signed-in user. */
export function isPersonal(name: StreamName): boolean {
  return name === 'user' || name === 'user:notification' || name === 'direct' || name === 'list';
}

/** The OAuth scope a stream needs (Mastodon checks the same ones). */
export function scopeFor(name: StreamName): string {
  if (name === 'list') return 'read:lists';
  return name === 'user:notification' ? 'read:notifications' : 'read:statuses';
}

/** Streams whose readers saw a public status (they get its `delete`). */
export function isPublicStream(name: StreamName): boolean {
  return name.startsWith('public') || name.startsWith('hashtag');
}

export interface StatusConditions {
  where: string[];
  params: Record<string, unknown>;
}

/** Null for streams that carry no statuses. */
export function statusConditions(sub: Subscription, flavor: Flavor): StatusConditions | null {
  switch (sub.name) {
    case 'user':
      return { where: [homeSql(flavor)], params: {} };
    case 'list':
      return { where: [LIST_TIMELINE_SQL], params: { list: Number(sub.list) } };
    case 'direct':
      return { where: DIRECT_SQL, params: {} };
    case 'public':
      return { where: PUBLIC_SQL, params: {} };
    case 'public:local':
      return { where: [...PUBLIC_SQL, LOCAL_SQL], params: {} };
    case 'public:media':
      return { where: [...PUBLIC_SQL, MEDIA_SQL], params: {} };
    case 'public:local:media':
      return { where: [...PUBLIC_SQL, LOCAL_SQL, MEDIA_SQL], params: {} };
    case 'hashtag':
      return { where: [...PUBLIC_SQL, TAGGED_SQL], params: { tag: sub.tag } };
    case 'hashtag:local':
      return { where: [...PUBLIC_SQL, LOCAL_SQL, TAGGED_SQL], params: { tag: sub.tag } };
    case 'user:notification':
      return null;
  }
}
