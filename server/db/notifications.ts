// Creating notification rows. Every write route that notifies calls this inside its transaction,
// then publishes 'notification:created' on app.ctx.events after the commit.
import type { Store } from './store.js';

export type NotificationType =
  | 'favourite'
  | 'reblog'
  | 'mention'
  | 'follow'
  | 'follow_request'
  | 'move'
  | 'poll'
  | 'pleroma:emoji_reaction'
  | 'pleroma:chat_mention';

export interface NewNotification {
  userId: number;
  type: NotificationType;
  fromId: number;
  statusId?: number | string | null;
  targetId?: number | null;
  emoji?: string | null;
  chatMessageId?: number | null;
}

/** Inserts a notification unless it would notify users about themselves; returns its id or null. */
export function createNotification(store: Store, n: NewNotification): number | null {
  if (n.userId === n.fromId) return null;
  return store.insert(
    `INSERT INTO notifications (user_id, type, from_id, status_id, target_id, emoji, chat_message_id, seen, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, 0, ?)`,
    [n.userId, n.type, n.fromId, n.statusId ?? null, n.targetId ?? null, n.emoji ?? null, n.chatMessageId ?? null, Date.now()],
  );
}
