// Mastodon Notification + Pleroma's `pleroma` object and reaction emoji.
import { emojisIn, findCustomEmoji, renderEmoji } from '../assets/emoji.js';
import { isMuting } from '../db/relations.js';
import { statusById } from '../db/statuses.js';
import type { Store } from '../db/store.js';
import { userById } from '../db/users.js';
import { renderAccount } from './account.js';
import { iso, type RenderCtx } from './context.js';
import { renderStatus } from './status.js';

export interface NotificationRow {
  id: number;
  user_id: number;
  type: string;
  from_id: number;
  status_id: number | null;
  target_id: number | null;
  emoji: string | null;
  chat_message_id: number | null;
  seen: number;
  created_at: number;
}

export function notificationById(store: Store, id: number): NotificationRow | undefined {
  return store.get<NotificationRow>('SELECT * FROM notifications WHERE id = ?', [id]);
}

/** Null when what the notification points at is gone (deleted status, account or chat message). */
export function renderNotification(rc: RenderCtx, n: NotificationRow): Record<string, unknown> | null {
  // Mastodon knows no `pleroma:*` types; its flavour never shows them.
  if (!rc.pleroma && n.type.startsWith('pleroma:')) return null;
  const from = userById(rc.store, n.from_id);
  if (!from) return null;
  const out: Record<string, unknown> = {
    id: String(n.id),
    type: n.type,
    created_at: iso(n.created_at),
    account: renderAccount(rc, from),
  };
  if (n.status_id !== null) {
    const status = statusById(rc.store, n.status_id);
    const rendered = status && renderStatus(rc, status);
    if (!rendered) return null;
    out.status = rendered;
  }
  if (n.target_id !== null) {
    const target = userById(rc.store, n.target_id);
    if (target) out.target = renderAccount(rc, target);
  }
  if (n.emoji) {
    // Reactions store a custom emoji as its bare shortcode; Pleroma sends `:shortcode:` + its image.
    const custom = findCustomEmoji(n.emoji);
    out.emoji = custom ? `:${custom.shortcode}:` : n.emoji;
    out.emoji_url = custom ? renderEmoji(rc.base, custom).url : null;
  }
  if (n.chat_message_id !== null && rc.pleroma) {
    const message = renderChatMessage(rc, n);
    if (!message) return null;
    out.chat_message = message;
  }
  if (rc.pleroma) {
    out.pleroma = {
      is_seen: n.seen === 1,
      is_muted: rc.viewer ? isMuting(rc.store, rc.viewer.id, from.id) : false,
    };
  }
  return out;
}

interface ChatMessageRow {
  id: number;
  sender_id: number;
  recipient_id: number;
  content: string;
  attachment_id: number | null;
  created_at: number;
}

/** Pleroma's ChatMessage as a chat_mention carries it; null when the message was deleted. */
function renderChatMessage(rc: RenderCtx, n: NotificationRow): Record<string, unknown> | null {
  const m = rc.store.get<ChatMessageRow>('SELECT * FROM chat_messages WHERE id = ?', [n.chat_message_id]);
  if (!m) return null;
  // The chat as the notified user sees it: their side of the pair.
  const chat = rc.store.get<{ id: number; last_read_id: number }>('SELECT id, last_read_id FROM chats WHERE user_id = ? AND recipient_id = ?', [
    n.user_id,
    m.sender_id,
  ]);
  return {
    id: String(m.id),
    chat_id: chat ? String(chat.id) : null,
    account_id: String(m.sender_id),
    content: m.content,
    created_at: iso(m.created_at),
    emojis: emojisIn(m.content).map((e) => renderEmoji(rc.base, e)),
    attachment: null,
    card: null,
    unread: chat ? m.id > chat.last_read_id : true,
  };
}
