// What a page of notifications names besides posts and accounts: the chat messages of
// chat_mention notifications, with the recipient's side of the chat.
import type { ChatMessageRow } from '../chats.js';
import type { NotificationRow } from '../notifications.js';
import type { Store } from '../store.js';
import { byIds, IDS } from './batch.js';

export interface ChatMention {
  message: ChatMessageRow;
  chat: { id: number; last_read_id: number } | undefined;
}

/** Notification id → its chat mention (undefined where the message is gone). */
export function chatMentions(store: Store, rows: NotificationRow[]): Map<number, ChatMention | undefined> {
  const messageIds = rows.map((n) => n.chat_message_id).filter((id): id is number => id !== null);
  const messages = new Map(byIds<ChatMessageRow>(store, `SELECT * FROM chat_messages WHERE id IN (${IDS})`, messageIds).map((m) => [m.id, m]));
  const chats = new Map(
    byIds<{ id: number; user_id: number; recipient_id: number; last_read_id: number }>(
      store,
      `SELECT id, user_id, recipient_id, last_read_id FROM chats WHERE user_id IN (${IDS})`,
      rows.filter((n) => n.chat_message_id !== null).map((n) => n.user_id),
    ).map((c) => [`${c.user_id}:${c.recipient_id}`, c]),
  );
  const out = new Map<number, ChatMention | undefined>();
  for (const n of rows) {
    if (n.chat_message_id === null) continue;
    const message = messages.get(n.chat_message_id);
    const chat = message && chats.get(`${n.user_id}:${message.sender_id}`);
    out.set(n.id, message && { message, chat: chat && { id: chat.id, last_read_id: chat.last_read_id } });
  }
  return out;
}
