// Pleroma chats (/api/v1/pleroma/chats) and chat messages.
import type { Chat, ChatMessage, Normalized } from './types';
import { id, idOrNull, isObj, num, str, strOrNull, warn } from './coerce';
import { sanitizeHtml } from './html';
import { normalizeEmojis } from './emoji';
import { normalizeAttachment } from './attachment';
import { normalizeCard } from './card';
import { normalizeUser } from './user';

/** null (logged) without an id. A message carries at most one attachment (`attachment`). */
export function normalizeChatMessage(input: unknown): ChatMessage | null {
  if (!isObj(input) || idOrNull(input.id) === null) {
    warn('invalid chat message', input);
    return null;
  }
  const raw = input;
  const emojis = normalizeEmojis(raw.emojis);
  const attachments = isObj(raw.attachment)
    ? [normalizeAttachment(raw.attachment)]
    : Array.isArray(raw.attachments)
      ? raw.attachments.filter(isObj).map(normalizeAttachment)
      : [];
  return {
    id: id(raw.id),
    chat_id: id(raw.chat_id),
    account_id: id(raw.account_id),
    created_at: str(raw.created_at),
    content: sanitizeHtml(raw.content, emojis),
    emojis,
    attachments,
    card: normalizeCard(raw.card),
    pending: false,
    error: false,
    idempotency_key: strOrNull(raw.idempotency_key),
  };
}

/** null (logged) without an id or a recipient account. */
export function normalizeChat(input: unknown): Normalized<Chat> | null {
  if (!isObj(input) || idOrNull(input.id) === null || !isObj(input.account)) {
    warn('invalid chat', input);
    return null;
  }
  const account = normalizeUser(input.account);
  if (!account.id) {
    warn('chat without recipient id', input);
    return null;
  }
  const last = input.last_message == null ? null : normalizeChatMessage(input.last_message);
  return {
    entity: {
      id: id(input.id),
      account: account.id,
      unread: num(input.unread),
      lastMessage: last,
      updated_at: str(input.updated_at) || (last ? last.created_at : ''),
    },
    users: [account],
    statuses: [],
  };
}
