// Pleroma chats: one `chats` row per side of a pair (its own last_read_id), the messages stored
// once between the two accounts. Ids of messages are time-ordered like status ids.
import { pagedAll, type Page } from './paging.js';
import type { Store } from './store.js';

export interface ChatRow {
  id: number;
  user_id: number;
  recipient_id: number;
  last_read_id: number;
  updated_at: number;
}

export interface ChatMessageRow {
  id: number;
  sender_id: number;
  recipient_id: number;
  content: string;
  attachment_id: number | null;
  idempotency_key: string | null;
  created_at: number;
}

/** Messages between the chat's two accounts (either direction). */
const PAIR = '((m.sender_id = @a AND m.recipient_id = @b) OR (m.sender_id = @b AND m.recipient_id = @a))';

export function chatOf(store: Store, chatId: number, userId: number): ChatRow | undefined {
  return store.get<ChatRow>('SELECT * FROM chats WHERE id = ? AND user_id = ?', [chatId, userId]);
}

export function chatBetween(store: Store, userId: number, recipientId: number): ChatRow | undefined {
  return store.get<ChatRow>('SELECT * FROM chats WHERE user_id = ? AND recipient_id = ?', [userId, recipientId]);
}

/** The user's side of the chat with recipient, created (updated_at = now) when missing. */
export function ensureChat(store: Store, userId: number, recipientId: number, now: number): ChatRow {
  store.run('INSERT OR IGNORE INTO chats (user_id, recipient_id, last_read_id, updated_at) VALUES (?, ?, 0, ?)', [userId, recipientId, now]);
  return chatBetween(store, userId, recipientId)!;
}

/** The user's chats, newest activity first, without accounts the user blocks or that block the user. */
export function chatsOf(store: Store, userId: number): ChatRow[] {
  return store.all<ChatRow>(
    `SELECT c.* FROM chats c JOIN users u ON u.id = c.recipient_id
     WHERE c.user_id = @user AND u.deactivated = 0
       AND NOT EXISTS (SELECT 1 FROM blocks b WHERE (b.user_id = @user AND b.target_id = c.recipient_id)
                                              OR (b.user_id = c.recipient_id AND b.target_id = @user))
     ORDER BY c.updated_at DESC, c.id DESC`,
    { user: userId },
  );
}

export function lastMessage(store: Store, chat: ChatRow): ChatMessageRow | undefined {
  return store.get<ChatMessageRow>(`SELECT m.* FROM chat_messages m WHERE ${PAIR} ORDER BY m.id DESC LIMIT 1`, {
    a: chat.user_id,
    b: chat.recipient_id,
  });
}

/** Messages from the recipient newer than the user's last read id. */
export function unreadCount(store: Store, chat: ChatRow): number {
  return (
    store.get<{ n: number }>('SELECT COUNT(*) AS n FROM chat_messages WHERE sender_id = ? AND recipient_id = ? AND id > ?', [
      chat.recipient_id,
      chat.user_id,
      chat.last_read_id,
    ])?.n ?? 0
  );
}

/** Pleroma's `unread_chat_count`: unread messages over all of the user's visible chats. */
export function unreadChatTotal(store: Store, userId: number): number {
  return chatsOf(store, userId).reduce((sum, chat) => sum + unreadCount(store, chat), 0);
}

/** A page of the chat's messages, newest first (max_id / since_id / min_id / limit). */
export function messagesPage(store: Store, chat: ChatRow, page: Page): ChatMessageRow[] {
  return pagedAll<ChatMessageRow>(store, {
    select: 'm.*',
    from: 'chat_messages m',
    where: [PAIR],
    params: { a: chat.user_id, b: chat.recipient_id },
    cursor: 'm.id',
    page,
  });
}

export function messageById(store: Store, id: number): ChatMessageRow | undefined {
  return store.get<ChatMessageRow>('SELECT * FROM chat_messages WHERE id = ?', [id]);
}

/** The message this sender already created with this idempotency key, if any. */
export function messageByKey(store: Store, senderId: number, key: string): ChatMessageRow | undefined {
  return store.get<ChatMessageRow>('SELECT * FROM chat_messages WHERE sender_id = ? AND idempotency_key = ?', [senderId, key]);
}

export function nextMessageId(store: Store, now: number): number {
  const max = store.get<{ m: number | null }>('SELECT MAX(id) AS m FROM chat_messages')?.m ?? 0;
  return Math.max(Math.floor(now) * 1000, max + 1);
}

export interface NewChatMessage {
  senderId: number;
  recipientId: number;
  content: string;
  attachmentId: number | null;
  idempotencyKey: string | null;
  now: number;
}

/** Inserts the message and touches both sides of the chat (the recipient's is created). Call inside a transaction. */
export function insertChatMessage(store: Store, m: NewChatMessage): ChatMessageRow {
  const id = nextMessageId(store, m.now);
  store.run(
    `INSERT INTO chat_messages (id, sender_id, recipient_id, content, attachment_id, idempotency_key, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
    [id, m.senderId, m.recipientId, m.content, m.attachmentId, m.idempotencyKey, m.now],
  );
  ensureChat(store, m.recipientId, m.senderId, m.now);
  store.run('UPDATE chats SET updated_at = ? WHERE (user_id = ? AND recipient_id = ?) OR (user_id = ? AND recipient_id = ?)', [
    m.now, m.senderId, m.recipientId, m.recipientId, m.senderId,
  ]);
  // The sender has read everything up to what they wrote.
  store.run('UPDATE chats SET last_read_id = MAX(last_read_id, ?) WHERE user_id = ? AND recipient_id = ?', [id, m.senderId, m.recipientId]);
  return messageById(store, id)!;
}

/** Marks the chat read up to lastReadId (never backwards), or up to its newest message. */
export function markChatRead(store: Store, chat: ChatRow, lastReadId?: number): void {
  const upTo = lastReadId ?? lastMessage(store, chat)?.id ?? 0;
  store.run('UPDATE chats SET last_read_id = MAX(last_read_id, ?) WHERE id = ?', [upTo, chat.id]);
}

/** Whether a chat message already carries the attachment (one attachment, one message). */
export function attachmentInChat(store: Store, attachmentId: number): boolean {
  return !!store.get('SELECT 1 FROM chat_messages WHERE attachment_id = ?', [attachmentId]);
}

/** Deletes the message and the chat_mention notification it caused. */
export function deleteChatMessage(store: Store, messageId: number): void {
  store.run("DELETE FROM notifications WHERE chat_message_id = ? AND type = 'pleroma:chat_mention'", [messageId]);
  store.run('DELETE FROM chat_messages WHERE id = ?', [messageId]);
}
