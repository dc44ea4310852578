// Mastodon Status + Pleroma's `pleroma` object. Viewer-specific flags (favourited, reblogged,
// bookmarked, muted, pinned, reactions' `me`) are computed for `rc.viewer`.
import { emojisIn, findCustomEmoji, renderEmoji } from '../assets/emoji.js';
import { canSee, statusById, type StatusRow } from '../db/statuses.js';
import { acctOf, userById, type UserRow } from '../db/users.js';
import { bookmarkFolderOf } from '../db/bookmarkFolders.js';
import { isMuting } from '../db/relations.js';
import { absolutize, htmlToText } from '../text/format.js';
import { renderAccount, profileUrl } from './account.js';
import { attachmentsOf, renderAttachment } from './attachment.js';
import { filterResults } from './filter.js';
import { iso, type RenderCtx } from './context.js';
import { pollOfStatus, renderPoll } from './poll.js';
import { quoteFields } from './quote.js';

function count(rc: RenderCtx, sql: string, id: number): number {
  return rc.store.get<{ n: number }>(sql, [id])?.n ?? 0;
}

function has(rc: RenderCtx, sql: string, params: unknown[]): boolean {
  return !!rc.store.get(sql, params);
}

export function statusUri(rc: RenderCtx, s: StatusRow): string {
  return s.uri ?? `${rc.base}/objects/${s.id}`;
}

export function statusUrl(rc: RenderCtx, s: StatusRow): string {
  return s.url ?? `${rc.base}/notice/${s.id}`;
}

export function renderReactions(rc: RenderCtx, statusId: number) {
  const rows = rc.store.all<{ emoji: string; user_id: number }>(
    'SELECT emoji, user_id FROM reactions WHERE status_id = ? ORDER BY id',
    [statusId],
  );
  const groups = new Map<string, number[]>();
  for (const r of rows) groups.set(r.emoji, [...(groups.get(r.emoji) ?? []), r.user_id]);
  return [...groups.entries()].map(([name, ids]) => {
    const custom = findCustomEmoji(name);
    return {
      name,
      count: ids.length,
      me: rc.viewer ? ids.includes(rc.viewer.id) : false,
      account_ids: ids.map(String),
      url: custom ? renderEmoji(rc.base, custom).url : null,
    };
  });
}

function renderMentions(rc: RenderCtx, statusId: number) {
  const users = rc.store.all<UserRow>(
    'SELECT u.* FROM mentions m JOIN users u ON u.id = m.user_id WHERE m.status_id = ? ORDER BY u.id',
    [statusId],
  );
  return users.map((u) => ({ id: String(u.id), username: u.nickname, acct: acctOf(u), url: profileUrl(rc, u) }));
}

function renderTags(rc: RenderCtx, statusId: number) {
  return rc.store
    .all<{ tag: string }>('SELECT tag FROM status_tags WHERE status_id = ? ORDER BY tag', [statusId])
    .map((t) => ({ name: t.tag, url: `${rc.base}/tag/${encodeURIComponent(t.tag)}` }));
}

function renderApplication(rc: RenderCtx, s: StatusRow) {
  if (!s.app_id) return null;
  const app = rc.store.get<{ name: string; website: string | null }>('SELECT name, website FROM apps WHERE id = ?', [s.app_id]);
  return app ? { name: app.name, website: app.website } : null;
}

/** The status itself, without resolving `reblog` (see renderStatus). */
function renderOwn(rc: RenderCtx, s: StatusRow, author: UserRow, nested = false): Record<string, unknown> {
  const viewer = rc.viewer;
  const threadMuted = viewer
    ? has(rc, 'SELECT 1 FROM thread_mutes WHERE user_id = ? AND conversation_id = ?', [viewer.id, s.conversation_id])
    : false;
  const parent = s.in_reply_to_id ? statusById(rc.store, s.in_reply_to_id) : undefined;
  const parentAuthor = s.in_reply_to_user_id ? userById(rc.store, s.in_reply_to_user_id) : undefined;
  const poll = pollOfStatus(rc, s.id);
  const content = absolutize(s.content, rc.base);
  const out: Record<string, unknown> = {
    id: String(s.id),
    uri: statusUri(rc, s),
    url: statusUrl(rc, s),
    created_at: iso(s.created_at),
    edited_at: iso(s.edited_at),
    account: renderAccount(rc, author),
    content,
    spoiler_text: s.spoiler_text,
    visibility: s.visibility,
    sensitive: s.sensitive === 1,
    language: s.language,
    in_reply_to_id: s.in_reply_to_id === null ? null : String(s.in_reply_to_id),
    in_reply_to_account_id: s.in_reply_to_user_id === null ? null : String(s.in_reply_to_user_id),
    reblog: null,
    media_attachments: attachmentsOf(rc, s.id).map((a) => renderAttachment(rc, a)),
    mentions: renderMentions(rc, s.id),
    tags: renderTags(rc, s.id),
    emojis: emojisIn(s.content, s.spoiler_text).map((e) => renderEmoji(rc.base, e)),
    poll: poll ? renderPoll(rc, poll) : null,
    card: null,
    application: renderApplication(rc, s),
    reblogs_count: count(rc, 'SELECT COUNT(*) AS n FROM statuses WHERE reblog_of_id = ?', s.id),
    favourites_count: count(rc, 'SELECT COUNT(*) AS n FROM favourites WHERE status_id = ?', s.id),
    replies_count: count(rc, 'SELECT COUNT(*) AS n FROM statuses WHERE in_reply_to_id = ?', s.id),
    favourited: viewer ? has(rc, 'SELECT 1 FROM favourites WHERE user_id = ? AND status_id = ?', [viewer.id, s.id]) : false,
    reblogged: viewer ? has(rc, 'SELECT 1 FROM statuses WHERE user_id = ? AND reblog_of_id = ?', [viewer.id, s.id]) : false,
    bookmarked: viewer ? has(rc, 'SELECT 1 FROM bookmarks WHERE user_id = ? AND status_id = ?', [viewer.id, s.id]) : false,
    muted: threadMuted || (viewer ? isMuting(rc.store, viewer.id, author.id) : false),
    pinned: s.pinned_at !== null,
    filtered: filterResults(rc, s),
  };
  const quote = quoteFields(rc, s, nested, (q) => {
    const qAuthor = userById(rc.store, q.user_id);
    return qAuthor ? renderOwn(rc, q, qAuthor, true) : null;
  });
  Object.assign(out, quote.top);
  if (rc.pleroma) {
    out.pleroma = {
      local: author.domain === null,
      conversation_id: s.conversation_id,
      direct_conversation_id: s.visibility === 'direct' ? s.conversation_id : null,
      context: `${rc.base}/contexts/${s.conversation_id}`,
      in_reply_to_account_acct: parentAuthor ? acctOf(parentAuthor) : null,
      content: { 'text/plain': htmlToText(s.content) },
      spoiler_text: { 'text/plain': s.spoiler_text },
      expires_at: iso(s.expires_at),
      thread_muted: threadMuted,
      emoji_reactions: renderReactions(rc, s.id),
      parent_visible: parent ? canSee(rc.store, parent, viewer?.id ?? null) : true,
      pinned_at: iso(s.pinned_at),
      bookmark_folder: viewer ? nullableId(bookmarkFolderOf(rc.store, viewer.id, s.id)) : null,
      ...quote.pleroma,
    };
  }
  return out;
}

export function renderStatus(rc: RenderCtx, s: StatusRow): Record<string, unknown> | null {
  const author = userById(rc.store, s.user_id);
  if (!author) return null;
  if (s.reblog_of_id === null) return renderOwn(rc, s, author);
  const inner = statusById(rc.store, s.reblog_of_id);
  const innerAuthor = inner && userById(rc.store, inner.user_id);
  if (!inner || !innerAuthor) return null;
  const rendered = renderOwn(rc, inner, innerAuthor);
  // Pleroma puts the reblogged status's counters and the viewer's flags on the wrapper too.
  const wrapper: Record<string, unknown> = {
    ...rendered,
    id: String(s.id),
    uri: `${statusUri(rc, s)}/activity`,
    url: statusUrl(rc, inner),
    created_at: iso(s.created_at),
    account: renderAccount(rc, author),
    content: '',
    spoiler_text: '',
    visibility: s.visibility,
    in_reply_to_id: null,
    in_reply_to_account_id: null,
    reblog: rendered,
    media_attachments: [],
    mentions: [],
    tags: [],
    emojis: [],
    poll: null,
    application: null,
    pinned: false,
  };
  if (rc.pleroma) {
    wrapper.pleroma = {
      ...(rendered.pleroma as object),
      local: author.domain === null,
      content: { 'text/plain': '' },
      spoiler_text: { 'text/plain': '' },
      emoji_reactions: [],
      in_reply_to_account_acct: null,
      pinned_at: null,
    };
  }
  return wrapper;
}

export function renderStatuses(rc: RenderCtx, rows: StatusRow[]): Record<string, unknown>[] {
  return rows.map((s) => renderStatus(rc, s)).filter((s): s is Record<string, unknown> => s !== null);
}

function nullableId(id: number | null): string | null {
  return id === null ? null : String(id);
}
