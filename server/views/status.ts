// Mastodon Status + Pleroma's `pleroma` object. Viewer-specific flags (favourited, reblogged,
// bookmarked, muted, pinned, reactions' `me`) are computed for `rc.viewer`. Everything is read
// from the page's loaded rows (rc.loaded.loadStatuses), never queried here.
import { emojisIn, findCustomEmoji, renderEmoji } from '../assets/emoji.js';
import type { StatusRow } from '../db/statuses.js';
import { acctOf, type UserRow } from '../db/users.js';
import { absolutize, htmlToText } from '../text/format.js';
import { renderAccount, profileUrl } from './account.js';
import { renderAttachment } from './attachment.js';
import { filterResults } from './filter.js';
import { iso, type RenderCtx } from './context.js';
import { renderPoll } from './poll.js';
import { quoteFields } from './quote.js';

export function statusUri(rc: RenderCtx, s: StatusRow): string {
  return s.uri ?? `${rc.base}/objects/${s.id}`;
}

export function statusUrl(rc: RenderCtx, s: StatusRow): string {
  return s.url ?? `${rc.base}/notice/${s.id}`;
}

export function renderReactions(rc: RenderCtx, statusId: number) {
  const rows = rc.loaded.factsOf(statusId).reactions;
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

function renderMentions(rc: RenderCtx, users: UserRow[]) {
  return users.map((u) => ({ id: String(u.id), username: u.nickname, acct: acctOf(u), url: profileUrl(rc, u) }));
}

function renderTags(rc: RenderCtx, tags: string[]) {
  return tags.map((tag) => ({ name: tag, url: `${rc.base}/tag/${encodeURIComponent(tag)}` }));
}

/** The status itself, without resolving `reblog` (see renderStatus). */
function renderOwn(rc: RenderCtx, s: StatusRow, author: UserRow, nested = false): Record<string, unknown> {
  const viewer = rc.viewer;
  const loaded = rc.loaded;
  const facts = loaded.factsOf(s.id);
  const threadMuted = viewer ? loaded.threadMuted(s.conversation_id) : false;
  const parent = s.in_reply_to_id ? loaded.status(s.in_reply_to_id) : undefined;
  const parentAuthor = s.in_reply_to_user_id ? loaded.user(s.in_reply_to_user_id) : undefined;
  const poll = facts.poll;
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
    media_attachments: facts.attachments.map((a) => renderAttachment(rc, a)),
    mentions: renderMentions(rc, facts.mentions),
    tags: renderTags(rc, facts.tags),
    emojis: emojisIn(s.content, s.spoiler_text).map((e) => renderEmoji(rc.base, e)),
    poll: poll ? renderPoll(rc, poll) : null,
    card: null,
    application: facts.app ? { name: facts.app.name, website: facts.app.website } : null,
    reblogs_count: facts.reblogs,
    favourites_count: facts.favourites,
    replies_count: facts.replies,
    favourited: viewer ? facts.favourited : false,
    reblogged: viewer ? facts.reblogged : false,
    bookmarked: viewer ? facts.bookmarked : false,
    muted: threadMuted || (viewer ? loaded.muting(author.id) : false),
    pinned: s.pinned_at !== null,
    filtered: filterResults(rc, s),
  };
  const quote = quoteFields(rc, s, nested, (q) => {
    const qAuthor = loaded.user(q.user_id);
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
      parent_visible: parent ? loaded.canSee(parent.id) : true,
      pinned_at: iso(s.pinned_at),
      bookmark_folder: viewer ? nullableId(facts.bookmarkFolder) : null,
      ...quote.pleroma,
    };
  }
  return out;
}

export function renderStatus(rc: RenderCtx, s: StatusRow): Record<string, unknown> | null {
  const author = rc.loaded.user(s.user_id);
  if (!author) return null;
  if (s.reblog_of_id === null) return renderOwn(rc, s, author);
  const inner = rc.loaded.status(s.reblog_of_id);
  const innerAuthor = inner && rc.loaded.user(inner.user_id);
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
