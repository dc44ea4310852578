// Writing a new post: the status row, its addressing (mentions), hashtags, claimed uploads, poll
// and the mention notifications. Callers run insertPost inside one transaction and publish the
// events only after it commits. Also the Idempotency-Key memory (one hour, per user).
import crypto from 'node:crypto';
import { attachToStatus } from './attachments.js';
import { createNotification } from './notifications.js';
import { isBlocking } from './relations.js';
import { recordQuote, type QuotePolicy } from './quotes.js';
import { canSee, statusById, type StatusRow } from './statuses.js';
import type { Store } from './store.js';
import { parseJsonObject, userById } from './users.js';

export type Visibility = StatusRow['visibility'];

export interface NewPost {
  authorId: number;
  appId: number | null;
  html: string;
  source: string;
  contentType: string;
  spoilerText: string;
  visibility: Visibility;
  sensitive: boolean;
  language: string | null;
  parent: StatusRow | null;
  /** Set when the post joins a conversation without replying to a status in it. */
  conversationId: number | null;
  /** Mentioned and otherwise addressed accounts; for private and direct posts, the audience. */
  addressees: number[];
  tags: string[];
  mediaIds: number[];
  poll: { options: string[]; multiple: boolean; expiresAt: number } | null;
  expiresAt: number | null;
  createdAt: number;
  /** The post this one quotes (already checked with canQuote), and this post's quote approval policy. */
  quoted?: StatusRow | null;
  quotePolicy?: QuotePolicy | null;
  /** How the quoted author hears of it: Pleroma addresses them (a mention), Mastodon 4.5 says `quote`. */
  quoteNotification?: 'mention' | 'quote';
}

export interface InsertedPost {
  id: number;
  notificationIds: number[];
}

export function insertPost(store: Store, p: NewPost): InsertedPost {
  const id = store.nextStatusId(p.createdAt);
  store.run(
    `INSERT INTO statuses (id, user_id, content, source, content_type, spoiler_text, visibility, sensitive, language,
       in_reply_to_id, in_reply_to_user_id, conversation_id, app_id, expires_at, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      id, p.authorId, p.html, p.source, p.contentType, p.spoilerText, p.visibility, p.sensitive ? 1 : 0, p.language,
      p.parent?.id ?? null, p.parent?.user_id ?? null, p.parent?.conversation_id ?? p.conversationId ?? id,
      p.appId, p.expiresAt, p.createdAt,
    ],
  );
  for (const userId of new Set(p.addressees)) {
    store.run('INSERT OR IGNORE INTO mentions (status_id, user_id) VALUES (?, ?)', [id, userId]);
  }
  for (const tag of new Set(p.tags)) store.run('INSERT OR IGNORE INTO status_tags (status_id, tag) VALUES (?, ?)', [id, tag]);
  attachToStatus(store, id, p.mediaIds);
  if (p.poll) {
    store.run('INSERT INTO polls (status_id, options, multiple, expires_at) VALUES (?, ?, ?, ?)', [
      id, JSON.stringify(p.poll.options), p.poll.multiple ? 1 : 0, p.poll.expiresAt,
    ]);
  }
  const status = statusById(store, id)!;
  const notificationIds: number[] = [];
  for (const userId of new Set(p.addressees)) {
    if (!wantsMention(store, status, userId)) continue;
    const nid = createNotification(store, { userId, type: 'mention', fromId: p.authorId, statusId: id });
    if (nid !== null) notificationIds.push(nid);
  }
  recordQuote(store, id, p.quoted?.id ?? null, p.quotePolicy ?? null);
  const quotedAuthor = p.quoted?.user_id;
  if (quotedAuthor !== undefined && !p.addressees.includes(quotedAuthor) && wantsMention(store, status, quotedAuthor)) {
    const nid = createNotification(store, { userId: quotedAuthor, type: p.quoteNotification ?? 'mention', fromId: p.authorId, statusId: id });
    if (nid !== null) notificationIds.push(nid);
  }
  return { id, notificationIds };
}

/** Local, active, able to see the post, and not blocking, muting or filtering out its author. */
function wantsMention(store: Store, status: StatusRow, userId: number): boolean {
  const user = userById(store, userId);
  if (!user || user.domain !== null || user.deactivated || user.id === status.user_id) return false;
  if (!canSee(store, status, userId) || isBlocking(store, userId, status.user_id)) return false;
  if (store.get('SELECT 1 FROM mutes WHERE user_id = ? AND target_id = ? AND notifications = 1', [userId, status.user_id])) return false;
  if (store.get('SELECT 1 FROM thread_mutes WHERE user_id = ? AND conversation_id = ?', [userId, status.conversation_id])) return false;
  // Pleroma's "block notifications from strangers": only accounts the user follows get through.
  if (parseJsonObject(user.notification_settings).block_from_strangers === true) {
    return !!store.get("SELECT 1 FROM follows WHERE follower_id = ? AND followee_id = ? AND state = 'accepted'", [userId, status.user_id]);
  }
  return true;
}

const IDEMPOTENCY_TTL_MS = 60 * 60 * 1000;

/** Long keys are stored as their digest so the table stays small. */
function storedKey(key: string): string {
  return key.length <= 200 ? key : `sha256:${crypto.createHash('sha256').update(key).digest('hex')}`;
}

/** The status an earlier request with this key created, if it is less than an hour old and still there. */
export function idempotentStatus(store: Store, userId: number, key: string, now: number): StatusRow | undefined {
  const row = store.get<{ status_id: number }>('SELECT status_id FROM idempotency WHERE user_id = ? AND key = ? AND created_at > ?', [
    userId, storedKey(key), now - IDEMPOTENCY_TTL_MS,
  ]);
  return row ? statusById(store, row.status_id) : undefined;
}

export function rememberIdempotencyKey(store: Store, userId: number, key: string, statusId: number, now: number): void {
  store.run('DELETE FROM idempotency WHERE user_id = ? AND created_at <= ?', [userId, now - IDEMPOTENCY_TTL_MS]);
  store.run('INSERT OR REPLACE INTO idempotency (user_id, key, status_id, created_at) VALUES (?, ?, ?, ?)', [
    userId, storedKey(key), statusId, now,
  ]);
}
