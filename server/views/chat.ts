// Pleroma's Chat and ChatMessage entities (/api/v1/pleroma/chats). Messages are stored as the
// text their author typed and rendered here: escaped, links and line breaks, custom emoji listed.
import { emojisIn, renderEmoji } from '../assets/emoji.js';
import type { ChatMessageRow, ChatRow } from '../db/chats.js';
import { absolutize } from '../text/format.js';
import { renderAccount } from './account.js';
import { renderAttachment } from './attachment.js';
import { iso, type RenderCtx } from './context.js';

export function renderChatMessage(rc: RenderCtx, chat: ChatRow, m: ChatMessageRow): Record<string, unknown> {
  const { html, attachment } = rc.loaded.messageOf(m.id);
  return {
    id: String(m.id),
    chat_id: String(chat.id),
    account_id: String(m.sender_id),
    content: absolutize(html, rc.base),
    created_at: iso(m.created_at),
    emojis: emojisIn(m.content).map((e) => renderEmoji(rc.base, e)),
    attachment: attachment ? renderAttachment(rc, attachment) : null,
    card: null,
    idempotency_key: m.idempotency_key,
    unread: m.sender_id !== chat.user_id && m.id > chat.last_read_id,
  };
}

/** The chat as its owner (chat.user_id) sees it; null when the recipient account is gone. */
export function renderChat(rc: RenderCtx, chat: ChatRow): Record<string, unknown> | null {
  const recipient = rc.loaded.user(chat.recipient_id);
  if (!recipient) return null;
  const { last, unread } = rc.loaded.chatOf(chat.id);
  return {
    id: String(chat.id),
    account: renderAccount(rc, recipient),
    unread,
    last_message: last ? renderChatMessage(rc, chat, last) : null,
    updated_at: iso(chat.updated_at),
  };
}
