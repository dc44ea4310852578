// Mastodon Notification + Pleroma's `pleroma` object and reaction emoji.
import { findCustomEmoji, renderEmoji } from '../assets/emoji.js';
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

/** Null when what the notification points at is gone (deleted status or account). */
export function renderNotification(rc: RenderCtx, n: NotificationRow): Record<string, unknown> | null {
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
  if (rc.pleroma) {
    out.pleroma = {
      is_seen: n.seen === 1,
      is_muted: rc.viewer ? isMuting(rc.store, rc.viewer.id, from.id) : false,
    };
  }
  return out;
}
