// Reads and validates the parameters of POST /api/v1/statuses (JSON, url-encoded or multipart, all
// nested the same way by http/params.ts) into a draft. Every refusal is a 4xx with `{"error"}`:
// 422 for invalid content, 404 for a reply target the poster cannot see.
import type { FastifyRequest } from 'fastify';
import type { InstanceConfig } from '../../config.js';
import { isPleroma } from '../../context.js';
import { unattachedOf } from '../../db/attachments.js';
import { conversationStatuses, mentionedUserIds } from '../../db/conversations.js';
import type { Visibility } from '../../db/post.js';
import { canSee, statusById, type StatusRow } from '../../db/statuses.js';
import type { Store } from '../../db/store.js';
import { userByAcct, type UserRow } from '../../db/users.js';
import { hostOf } from '../../http/base.js';
import { notFound, unprocessable } from '../../http/errors.js';
import { bool, list, str } from '../../http/params.js';
import { isContentType, type ContentType } from '../../text/post-content.js';

const VISIBILITIES: Visibility[] = ['public', 'unlisted', 'private', 'direct'];
/** Pleroma refuses self-destructing posts that live less than an hour. */
const MIN_EXPIRES_IN = 3600;

export interface PostDraft {
  text: string;
  spoilerText: string;
  visibility: Visibility;
  sensitive: boolean;
  language: string | null;
  contentType: ContentType;
  parent: StatusRow | null;
  conversationId: number | null;
  mediaIds: number[];
  poll: { options: string[]; multiple: boolean; expiresIn: number } | null;
  expiresIn: number | null;
  /** Pleroma `to[]`: when set, exactly these accounts are addressed instead of the mentions. */
  explicitTo: number[] | null;
  /** Addressed besides the mentions: the replied-to author, a conversation's participants. */
  implicitTo: number[];
}

const length = (s: string) => [...s].length;

function integer(value: unknown, what: string): number {
  const s = str(value)?.trim() ?? '';
  if (!/^-?\d{1,12}$/.test(s)) throw unprocessable(`Validation failed: ${what} must be an integer`);
  return Number(s);
}

export function readPoll(raw: unknown, limits: InstanceConfig['pollLimits']): PostDraft['poll'] {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const poll = raw as Record<string, unknown>;
  const options = list(poll.options).map((o) => o.trim());
  if (options.length === 0 && str(poll.expires_in) === undefined) return null;
  if (options.length < 2) throw unprocessable('Validation failed: Poll must have at least 2 options');
  if (options.length > limits.max_options) {
    throw unprocessable(`Validation failed: Poll can't contain more than ${limits.max_options} options`);
  }
  if (options.some((o) => o === '')) throw unprocessable("Validation failed: Poll options can't be blank");
  if (options.some((o) => length(o) > limits.max_option_chars)) {
    throw unprocessable(`Validation failed: Poll options cannot be longer than ${limits.max_option_chars} characters each`);
  }
  if (new Set(options).size !== options.length) throw unprocessable('Validation failed: Poll options must be unique');
  if (str(poll.expires_in) === undefined) throw unprocessable("Validation failed: Poll expiration can't be blank");
  const expiresIn = integer(poll.expires_in, 'Poll expiration');
  if (expiresIn < limits.min_expiration) throw unprocessable('Validation failed: Poll expiration date is too soon');
  if (expiresIn > limits.max_expiration) throw unprocessable('Validation failed: Poll expiration date is too far in the future');
  return { options, multiple: bool(poll.multiple) ?? false, expiresIn };
}

function readMediaIds(store: Store, poster: UserRow, raw: unknown, max: number): number[] {
  const ids = [...new Set(list(raw).map((s) => s.trim()).filter(Boolean))];
  if (ids.length > max) throw unprocessable(`Validation failed: Cannot attach more than ${max} files`);
  if (ids.some((id) => !/^\d{1,15}$/.test(id))) throw unprocessable('Validation failed: Invalid media id');
  const numeric = ids.map(Number);
  if (unattachedOf(store, poster.id, numeric).length !== numeric.length) {
    throw unprocessable('Validation failed: Media attachments must be your own unused uploads');
  }
  return numeric;
}

/** The status being replied to; a reblog stands for the status it reblogs. 404 if not visible. */
function readParent(store: Store, poster: UserRow, raw: unknown): StatusRow | null {
  const id = str(raw)?.trim();
  if (!id) return null;
  let parent = /^\d{1,17}$/.test(id) ? statusById(store, Number(id)) : undefined;
  if (parent?.reblog_of_id) parent = statusById(store, parent.reblog_of_id);
  if (!parent || !canSee(store, parent, poster.id)) throw notFound();
  return parent;
}

/** Pleroma `in_reply_to_conversation_id`: a direct reply to everyone in that conversation. */
function readConversation(store: Store, poster: UserRow, raw: unknown): { id: number; last: StatusRow; participants: number[] } | null {
  const id = str(raw)?.trim();
  if (!id) return null;
  if (!/^\d{1,17}$/.test(id)) throw notFound();
  const visible = conversationStatuses(store, Number(id)).filter((s) => canSee(store, s, poster.id));
  if (visible.length === 0) throw notFound();
  const participants = new Set<number>(visible.map((s) => s.user_id));
  for (const s of visible) {
    for (const userId of mentionedUserIds(store, s.id)) participants.add(userId);
  }
  participants.delete(poster.id);
  return { id: Number(id), last: visible[0], participants: [...participants] };
}

function readVisibility(raw: unknown, poster: UserRow): Visibility {
  const value = str(raw)?.trim() || poster.default_scope;
  if (!(VISIBILITIES as string[]).includes(value)) {
    if (!str(raw)) return 'public'; // a bad stored default should not block posting
    throw unprocessable('Validation failed: Visibility is not included in the list');
  }
  return value as Visibility;
}

function readLanguage(raw: unknown): string | null {
  const value = str(raw)?.trim();
  return value && /^[a-zA-Z]{2,3}(?:[-_][a-zA-Z0-9]{2,8}){0,3}$/.test(value) ? value : null;
}

function readExplicitTo(store: Store, req: FastifyRequest, raw: unknown): number[] | null {
  if (raw === undefined) return null;
  const users = list(raw)
    .map((acct) => userByAcct(store, acct, hostOf(req)))
    .filter((u): u is UserRow => !!u && !u.deactivated);
  return users.map((u) => u.id);
}

export function readPostParams(req: FastifyRequest, body: Record<string, unknown>): PostDraft {
  const { store } = req.server.ctx;
  const config = req.server.ctx.config();
  const pleroma = isPleroma(req.server);
  const poster = req.auth!.user!;

  const text = str(body.status) ?? '';
  const spoilerText = str(body.spoiler_text) ?? '';
  const mediaIds = readMediaIds(store, poster, body.media_ids, config.maxMediaAttachments);
  const poll = readPoll(body.poll, config.pollLimits);
  if (poll && mediaIds.length) throw unprocessable('Validation failed: Polls cannot be combined with media attachments');
  if (text.trim() === '' && mediaIds.length === 0 && !poll) throw unprocessable("Validation failed: Text can't be blank");
  if (config.limit > 0 && length(text) + length(spoilerText) > config.limit) {
    throw unprocessable('Validation failed: The status is over the character limit');
  }

  let visibility = readVisibility(body.visibility, poster);
  let parent = readParent(store, poster, body.in_reply_to_id);
  const implicitTo: number[] = [];
  let conversationId: number | null = null;
  const conversation = pleroma ? readConversation(store, poster, body.in_reply_to_conversation_id) : null;
  if (conversation) {
    visibility = 'direct';
    conversationId = conversation.id;
    parent ??= conversation.last;
    implicitTo.push(...conversation.participants);
  }
  if (parent) {
    if (parent.visibility === 'direct') visibility = 'direct';
    if (parent.user_id !== poster.id) implicitTo.push(parent.user_id);
  }

  let expiresIn: number | null = null;
  if (pleroma && str(body.expires_in)) {
    expiresIn = integer(body.expires_in, 'Expiration');
    if (expiresIn < MIN_EXPIRES_IN) throw unprocessable('Validation failed: Expiry date is too soon');
  }

  const requestedType = pleroma ? str(body.content_type)?.trim() : undefined;
  const contentType = requestedType && isContentType(requestedType) && config.postFormats.includes(requestedType) ? requestedType : 'text/plain';

  return {
    text,
    spoilerText,
    visibility,
    sensitive: (bool(body.sensitive) ?? false) || spoilerText.trim() !== '',
    language: readLanguage(body.language),
    contentType,
    parent,
    conversationId,
    mediaIds,
    poll,
    expiresIn,
    explicitTo: pleroma ? readExplicitTo(store, req, body.to) : null,
    implicitTo,
  };
}
