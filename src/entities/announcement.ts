// Announcements (Mastodon's entity, also served by Pleroma): the content is server HTML,
// sanitized here on arrival; times stay ISO strings and are shown in the reader's time zone.
import { normalizeEmojis } from './emoji';
import { sanitizeHtml } from './html';
import type { SafeHtml } from './types';
import { arr, bool, id, idOrNull, isObj, num, obj, str, strOrNull, urlOrNull, warn } from './coerce';

export interface AnnouncementReaction {
  name: string;
  count: number;
  me: boolean;
  /** The picture of a custom emoji; null for a unicode emoji. */
  url: string | null;
}

export interface Announcement {
  id: string;
  content: SafeHtml;
  /** What the admin typed (Pleroma's admin view), '' elsewhere. */
  rawContent: string;
  startsAt: string | null;
  endsAt: string | null;
  allDay: boolean;
  publishedAt: string;
  read: boolean;
  reactions: AnnouncementReaction[];
}

export function normalizeAnnouncementReaction(raw: unknown): AnnouncementReaction | null {
  const r = obj(raw);
  const name = str(r.name);
  if (!name) return null;
  return { name, count: Math.max(0, num(r.count)), me: bool(r.me), url: urlOrNull(r.url) };
}

/** null (logged) without an id. */
export function normalizeAnnouncement(raw: unknown): Announcement | null {
  if (!isObj(raw) || idOrNull(raw.id) === null) {
    warn('invalid announcement', raw);
    return null;
  }
  return {
    id: id(raw.id),
    content: sanitizeHtml(raw.content, normalizeEmojis(raw.emojis)),
    rawContent: str(obj(raw.pleroma).raw_content),
    startsAt: strOrNull(raw.starts_at),
    endsAt: strOrNull(raw.ends_at),
    allDay: bool(raw.all_day),
    publishedAt: str(raw.published_at),
    read: bool(raw.read),
    reactions: arr(raw.reactions)
      .map(normalizeAnnouncementReaction)
      .filter((r): r is AnnouncementReaction => r !== null),
  };
}

export function normalizeAnnouncements(raw: unknown): Announcement[] {
  return arr(raw)
    .map(normalizeAnnouncement)
    .filter((a): a is Announcement => a !== null);
}

/** An `announcement.reaction` streaming payload: the new count of one reaction. */
export function normalizeReactionUpdate(raw: unknown): { announcementId: string; name: string; count: number } | null {
  const r = obj(typeof raw === 'string' ? safeParse(raw) : raw);
  const announcementId = idOrNull(r.announcement_id);
  const name = str(r.name);
  if (!announcementId || !name) return null;
  return { announcementId, name, count: Math.max(0, num(r.count)) };
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The fields the admin edits; times are ISO strings, null for none. */
export interface AnnouncementFields {
  content: string;
  starts_at: string | null;
  ends_at: string | null;
  all_day: boolean;
}
