// Mastodon's Announcement entity (and Pleroma's admin view of it), rendered for one viewer.
import { emojisIn, findCustomEmoji, renderEmoji } from '../assets/emoji.js';
import { isRead, reactionCounts, type AnnouncementRow } from '../db/announcements.js';
import { absolutize, formatPlainText } from '../text/format.js';
import type { RenderCtx } from './context.js';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export function renderAnnouncementReaction(base: string, r: { name: string; count: number; me?: boolean }) {
  const custom = findCustomEmoji(r.name);
  const url = custom ? renderEmoji(base, custom).url : undefined;
  return { name: r.name, count: r.count, me: r.me ?? false, ...(url ? { url, static_url: url } : {}) };
}

export function renderAnnouncement(rc: RenderCtx, a: AnnouncementRow): Record<string, unknown> {
  const viewer = rc.viewer;
  const formatted = formatPlainText(rc.store, a.content, rc.host);
  return {
    id: String(a.id),
    content: absolutize(formatted.html, rc.base),
    starts_at: iso(a.starts_at),
    ends_at: iso(a.ends_at),
    all_day: a.all_day === 1,
    published: true,
    published_at: iso(a.created_at),
    updated_at: iso(a.updated_at),
    read: viewer ? isRead(rc.store, a.id, viewer.id) : false,
    mentions: formatted.mentions.map((u) => ({ id: String(u.id), username: u.nickname, acct: u.domain ? `${u.nickname}@${u.domain}` : u.nickname, url: `${rc.base}/users/${u.nickname}` })),
    statuses: [],
    tags: formatted.tags.map((t) => ({ name: t, url: `${rc.base}/tag/${encodeURIComponent(t)}` })),
    emojis: emojisIn(a.content).map((e) => renderEmoji(rc.base, e)),
    reactions: reactionCounts(rc.store, a.id, viewer?.id ?? null).map((r) => renderAnnouncementReaction(rc.base, { ...r, me: r.me === 1 })),
  };
}

/** Pleroma's admin view adds the text as typed. */
export function renderAdminAnnouncement(rc: RenderCtx, a: AnnouncementRow): Record<string, unknown> {
  return { ...renderAnnouncement(rc, a), pleroma: { raw_content: a.content } };
}
