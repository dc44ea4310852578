// Notification rows: creating them (every write route that notifies calls createNotification inside
// its transaction, then publishes 'notification:created' after the commit), and the queries of the
// notification routes.
import type { Page } from './paging.js';
import { pagedAll } from './paging.js';
import type { Store } from './store.js';
import { accountFilterSql } from './relations.js';
import { irreversiblePattern, NOT_IRREVERSIBLY_FILTERED_SQL } from './filters.js';

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

export type NotificationType =
  | 'favourite'
  | 'reblog'
  | 'mention'
  | 'follow'
  | 'follow_request'
  | 'move'
  | 'poll'
  | 'pleroma:emoji_reaction'
  | 'pleroma:chat_mention'
  | 'update'
  | 'quote';

export interface NewNotification {
  userId: number;
  type: NotificationType;
  fromId: number;
  statusId?: number | string | null;
  targetId?: number | null;
  emoji?: string | null;
  chatMessageId?: number | null;
}

/**
 * Inserts a notification unless it would notify users about themselves or the recipient's
 * `block_from_strangers` setting refuses it; returns its id or null.
 */
export function createNotification(store: Store, n: NewNotification): number | null {
  if (n.userId === n.fromId || blockedAsStranger(store, n)) return null;
  return store.insert(
    `INSERT INTO notifications (user_id, type, from_id, status_id, target_id, emoji, chat_message_id, seen, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, 0, ?)`,
    [n.userId, n.type, n.fromId, n.statusId ?? null, n.targetId ?? null, n.emoji ?? null, n.chatMessageId ?? null, Date.now()],
  );
}

export const NOTIFICATION_TYPES: readonly NotificationType[] = [
  'favourite',
  'reblog',
  'mention',
  'follow',
  'follow_request',
  'move',
  'poll',
  'pleroma:emoji_reaction',
  'pleroma:chat_mention',
  'update',
  'quote',
];

/** Pleroma-only types, left out of the Mastodon flavour. */
export const PLEROMA_TYPES: readonly NotificationType[] = ['pleroma:emoji_reaction', 'pleroma:chat_mention'];

export interface NotificationSettings {
  block_from_strangers: boolean;
  hide_notification_contents: boolean;
}

export function notificationSettingsOf(store: Store, userId: number): NotificationSettings {
  const row = store.get<{ notification_settings: string }>('SELECT notification_settings FROM users WHERE id = ?', [userId]);
  let parsed: Record<string, unknown> = {};
  try {
    const value: unknown = JSON.parse(row?.notification_settings ?? '{}');
    if (value && typeof value === 'object' && !Array.isArray(value)) parsed = value as Record<string, unknown>;
  } catch {
    // A damaged value reads as the defaults.
  }
  return {
    block_from_strangers: parsed.block_from_strangers === true,
    hide_notification_contents: parsed.hide_notification_contents === true,
  };
}

/**
 * Pleroma's `block_from_strangers`: no notifications from accounts the user does not follow.
 * Follows and follow requests still arrive (they are how a stranger stops being one).
 */
function blockedAsStranger(store: Store, n: NewNotification): boolean {
  if (n.type === 'follow' || n.type === 'follow_request') return false;
  if (!notificationSettingsOf(store, n.userId).block_from_strangers) return false;
  return !store.get("SELECT 1 FROM follows WHERE follower_id = ? AND followee_id = ? AND state = 'accepted'", [n.userId, n.fromId]);
}

export interface NotificationQuery {
  userId: number;
  page: Page;
  /** Types to include; empty means every type the flavour knows. */
  types: readonly string[];
  excludeTypes: readonly string[];
  accountId?: number;
  withMuted: boolean;
}

/**
 * A page of a user's notifications, newest first. Blocked and domain-blocked senders never show;
 * senders muted with notifications, and muted threads, show only `with_muted`.
 */
export function fetchNotifications(store: Store, q: NotificationQuery): NotificationRow[] {
  const where = [
    'n.user_id = @viewer',
    'u.deactivated = 0',
    // Blocks either way, domain blocks, and (unless with_muted) mutes that cover notifications.
    accountFilterSql('n.from_id', { withMuted: q.withMuted, forNotifications: true }),
  ];
  const params: Record<string, unknown> = { viewer: q.userId, limit: q.page.limit };
  if (!q.withMuted) {
    where.push(
      `(n.status_id IS NULL OR NOT EXISTS (SELECT 1 FROM thread_mutes tm JOIN statuses ts ON ts.conversation_id = tm.conversation_id
         WHERE tm.user_id = @viewer AND ts.id = n.status_id))`,
    );
  }
  const filterPattern = irreversiblePattern(store, q.userId);
  if (filterPattern !== null) {
    params.filterPattern = filterPattern;
    where.push(`(n.status_id IS NULL OR NOT EXISTS (SELECT 1 FROM statuses s LEFT JOIN statuses r ON r.id = s.reblog_of_id
       WHERE s.id = n.status_id AND NOT ${NOT_IRREVERSIBLY_FILTERED_SQL}))`);
  }
  const inList = (name: string, values: readonly string[]) => {
    values.forEach((v, i) => (params[`${name}${i}`] = v));
    return values.map((_, i) => `@${name}${i}`).join(', ');
  };
  where.push(`n.type IN (${inList('type', q.types)})`);
  if (q.excludeTypes.length) where.push(`n.type NOT IN (${inList('exclude', q.excludeTypes)})`);
  if (q.accountId !== undefined) {
    where.push('n.from_id = @account');
    params.account = q.accountId;
  }
  return pagedAll<NotificationRow>(store, {
    select: 'n.*',
    from: 'notifications n JOIN users u ON u.id = n.from_id',
    where,
    params,
    cursor: 'n.id',
    page: q.page,
  });
}

/** Undoing an action takes back the notification it caused, as Pleroma does with the activity. */
export function withdrawNotification(store: Store, type: NotificationType, fromId: number, statusId: number, emoji?: string): void {
  store.run(
    `DELETE FROM notifications WHERE type = ? AND from_id = ? AND status_id = ? ${emoji === undefined ? '' : 'AND emoji = ?'}`,
    emoji === undefined ? [type, fromId, statusId] : [type, fromId, statusId, emoji],
  );
}

export function notificationById(store: Store, id: number): NotificationRow | undefined {
  return store.get<NotificationRow>('SELECT * FROM notifications WHERE id = ?', [id]);
}

/** One of the user's own notifications (others' are invisible, hence 404 at the route). */
export function ownNotification(store: Store, userId: number, id: number): NotificationRow | undefined {
  return store.get<NotificationRow>('SELECT * FROM notifications WHERE id = ? AND user_id = ?', [id, userId]);
}

/** Marks the user's unseen notifications up to `maxId` seen; returns those it changed, newest first. */
export function markSeenUpTo(store: Store, userId: number, maxId: number): NotificationRow[] {
  return store.tx(() => {
    const rows = store.all<NotificationRow>('SELECT * FROM notifications WHERE user_id = ? AND id <= ? AND seen = 0 ORDER BY id DESC', [userId, maxId]);
    store.run('UPDATE notifications SET seen = 1 WHERE user_id = ? AND id <= ? AND seen = 0', [userId, maxId]);
    return rows.map((r) => ({ ...r, seen: 1 }));
  });
}

export function markSeen(store: Store, id: number): void {
  store.run('UPDATE notifications SET seen = 1 WHERE id = ?', [id]);
}

/** Deletes one of the user's notifications; false when it is not theirs. */
export function dismissNotification(store: Store, userId: number, id: number): boolean {
  return store.run('DELETE FROM notifications WHERE id = ? AND user_id = ?', [id, userId]).changes > 0;
}

export function clearNotifications(store: Store, userId: number): void {
  store.run('DELETE FROM notifications WHERE user_id = ?', [userId]);
}

export function unreadNotificationCount(store: Store, userId: number): number {
  return store.get<{ n: number }>('SELECT COUNT(*) AS n FROM notifications WHERE user_id = ? AND seen = 0', [userId])?.n ?? 0;
}
