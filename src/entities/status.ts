// Mastodon Status (+ Pleroma `pleroma` extension) → Status, with embedded authors and repeats.
import type { EmojiReaction, Mention, Normalized, Status, User } from './types';
import { arr, bool, id, idOrNull, isObj, num, obj, str, strOrNull, url, urlOrNull, warn, type Obj } from './coerce';
import { emojifyText, htmlToText, sanitizeHtml } from './html';
import { normalizeEmojis } from './emoji';
import { normalizeUser, toVisibility } from './user';
import { normalizeAttachment } from './attachment';
import { normalizePoll } from './poll';
import { normalizeCard } from './card';
import { readQuotable, readQuote } from './quote';
import { normalizeFilterResults } from './filter';

function reactions(raw: unknown): EmojiReaction[] {
  return arr(raw)
    .filter(isObj)
    .filter((r) => typeof r.name === 'string' && r.name !== '')
    .map((r) => ({
      name: str(r.name),
      count: num(r.count),
      me: bool(r.me),
      url: urlOrNull(r.url),
      // Accounts come as objects from /reactions, as ids from some servers.
      accounts: arr(r.accounts ?? r.account_ids)
        .map((a) => (isObj(a) ? id(a.id) : id(a)))
        .filter(Boolean),
    }));
}

function mentions(raw: unknown): Mention[] {
  return arr(raw)
    .filter(isObj)
    .map((m) => ({ id: id(m.id), screen_name: str(m.acct), url: url(m.url), username: str(m.username) }))
    .filter((m) => m.id !== '');
}

function plainText(pleroma: Obj, key: 'content' | 'spoiler_text'): string | null {
  const map = obj(pleroma[key]);
  return typeof map['text/plain'] === 'string' ? str(map['text/plain']) : null;
}

/**
 * Accounts already normalized in this page, by id: a page repeats its authors, and each account
 * costs several sanitizer passes (bio, fields). One answer shows one account the same way throughout.
 */
export type AccountMemo = Map<string, User>;

function accountOf(raw: unknown, memo: AccountMemo): User | null {
  if (!isObj(raw)) return null;
  const key = idOrNull(raw.id);
  const known = key === null ? undefined : memo.get(key);
  if (known) return known;
  const user = normalizeUser(raw);
  if (key !== null) memo.set(key, user);
  return user;
}

/**
 * One status. `embedded` collects the statuses it carries (a quoted post); null inside a quoted
 * post, whose own quote stays a reference: one level is shown, then a link.
 */
function single(raw: Obj, users: User[], memo: AccountMemo, embedded: Status[] | null): Status {
  const pleroma = obj(raw.pleroma);
  const { quote, quoted } = readQuote(raw);
  if (quoted && embedded) {
    const inner = single(quoted, users, memo, null);
    if (inner.id) embedded.push(inner);
  }
  const emojis = normalizeEmojis(raw.emojis);
  const account = accountOf(raw.account, memo);
  if (account && account.id) users.push(account);
  const rawHtml = sanitizeHtml(raw.content, emojis);
  const plainSummary = plainText(pleroma, 'spoiler_text');
  const spoiler = str(raw.spoiler_text);
  const attentions = mentions(raw.mentions);
  const replyUserId = idOrNull(raw.in_reply_to_account_id);
  const replyName =
    strOrNull(pleroma.in_reply_to_account_acct) ??
    attentions.find((m) => m.id === replyUserId)?.screen_name ??
    null;
  const application = isObj(raw.application)
    ? { name: str(raw.application.name), website: urlOrNull(raw.application.website) }
    : null;
  return {
    id: id(raw.id),
    type: 'status',
    text: plainText(pleroma, 'content') ?? htmlToText(rawHtml),
    raw_html: rawHtml,
    summary: plainSummary ?? spoiler,
    // Pleroma's spoiler_text is HTML (it also sends the plain one); Mastodon's is plain text.
    summary_raw_html: plainSummary !== null ? sanitizeHtml(spoiler, emojis) : emojifyText(spoiler, emojis),
    nsfw: bool(raw.sensitive),
    visibility: toVisibility(raw.visibility),
    favorited: bool(raw.favourited),
    fave_num: num(raw.favourites_count),
    repeated: bool(raw.reblogged),
    repeat_num: num(raw.reblogs_count),
    bookmarked: bool(raw.bookmarked),
    pinned: bool(raw.pinned),
    muted: bool(raw.muted),
    filtered: normalizeFilterResults(raw.filtered),
    thread_muted: bool(pleroma.thread_muted),
    replies_count: num(raw.replies_count),
    in_reply_to_status_id: idOrNull(raw.in_reply_to_id),
    in_reply_to_user_id: replyUserId,
    in_reply_to_screen_name: replyName,
    statusnet_conversation_id: idOrNull(pleroma.conversation_id),
    is_local:
      typeof pleroma.local === 'boolean' ? pleroma.local : account ? account.is_local : false,
    emoji_reactions: reactions(pleroma.emoji_reactions ?? raw.emoji_reactions),
    emojis,
    tags: arr(raw.tags)
      .filter(isObj)
      .map((t) => ({ name: str(t.name), url: url(t.url) }))
      .filter((t) => t.name !== ''),
    poll: normalizePoll(raw.poll),
    card: normalizeCard(raw.card),
    external_url: url(raw.url) || url(raw.uri),
    uri: str(raw.uri),
    user: account ? account.id : '',
    attentions,
    attachments: arr(raw.media_attachments).filter(isObj).map(normalizeAttachment),
    retweeted_status: null,
    created_at: str(raw.created_at),
    edited_at: strOrNull(raw.edited_at),
    parent_visible: bool(pleroma.parent_visible, true),
    deleted: false,
    content_type: strOrNull(raw.content_type),
    language: strOrNull(raw.language),
    application,
    quote,
    quotable: readQuotable(raw),
  };
}

/** A repeat becomes type 'retweet' pointing at the inner status, which is returned in .statuses. */
export function normalizeStatus(input: unknown, memo: AccountMemo = new Map()): Normalized<Status> {
  const raw = obj(input);
  const users: User[] = [];
  const statuses: Status[] = [];
  const entity = single(raw, users, memo, statuses);
  if (isObj(raw.reblog)) {
    const inner = single(raw.reblog, users, memo, statuses);
    if (inner.id) {
      entity.type = 'retweet';
      entity.retweeted_status = inner.id;
      statuses.push(inner);
    }
  }
  return { entity, users, statuses };
}

/** Bad items (not an object, no id) are skipped and logged; a non-array gives an empty list. */
export function normalizeStatuses(input: unknown, memo: AccountMemo = new Map()): Normalized<Status[]> {
  const out: Normalized<Status[]> = { entity: [], users: [], statuses: [] };
  if (!Array.isArray(input)) {
    if (input != null) warn('expected a list of statuses', input);
    return out;
  }
  for (const item of input) {
    if (!isObj(item) || idOrNull(item.id) === null) {
      warn('skipping invalid status', item);
      continue;
    }
    const n = normalizeStatus(item, memo);
    out.entity.push(n.entity);
    out.users.push(...n.users);
    out.statuses.push(...n.statuses);
  }
  return out;
}
