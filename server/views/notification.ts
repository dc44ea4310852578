// Mastodon Notification + Pleroma's `pleroma` object and reaction emoji.
import { emojisIn, findCustomEmoji, renderEmoji } from '../assets/emoji.js';
import type { NotificationRow } from '../db/notifications.js';
import { renderAccount } from './account.js';
import { iso, type RenderCtx } from './context.js';
import { renderStatus } from './status.js';

/** Null when what the notification points at is gone (deleted status, account or chat message). */
export function renderNotification(rc: RenderCtx, n: NotificationRow): Record<string, unknown> | null {
  // Mastodon knows no `pleroma:*` types; its flavour never shows them.
  if (!rc.pleroma && n.type.startsWith('pleroma:')) return null;
  const from = rc.loaded.user(n.from_id);
  if (!from) return null;
  const out: Record<string, unknown> = {
    id: String(n.id),
    type: n.type,
    created_at: iso(n.created_at),
    account: renderAccount(rc, from),
  };
  if (n.status_id !== null) {
    const status = rc.loaded.status(n.status_id);
    const rendered = status && renderStatus(rc, status);
    if (!rendered) return null;
    out.status = rendered;
  }
  if (n.target_id !== null) {
    const target = rc.loaded.user(n.target_id);
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
      is_muted: rc.viewer ? rc.loaded.muting(from.id) : false,
    };
  }
  return out;
}

/** Pleroma's ChatMessage as a chat_mention carries it; null when the message was deleted. */
function renderChatMessage(rc: RenderCtx, n: NotificationRow): Record<string, unknown> | null {
  // The chat as the notified user sees it: their side of the pair.
  const mention = rc.loaded.chatMention(n.id);
  if (!mention) return null;
  const { message: m, chat } = mention;
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
