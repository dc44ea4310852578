// Mastodon/Pleroma Notification → Notification (+ its account, target and status).
import { ownValue } from '../lib/own';
import type { Normalized, Notification, NotificationType, Status, User } from './types';
import { bool, id, idOrNull, isObj, obj, str, strOrNull, urlOrNull, warn } from './coerce';
import { normalizeUser } from './user';
import { normalizeStatus } from './status';

const TYPES: Record<string, NotificationType> = {
  favourite: 'like',
  like: 'like',
  reblog: 'repeat',
  repeat: 'repeat',
  mention: 'mention',
  follow: 'follow',
  follow_request: 'follow_request',
  move: 'move',
  'pleroma:emoji_reaction': 'pleroma:emoji_reaction',
  'pleroma:chat_mention': 'pleroma:chat_mention',
  poll: 'poll',
  status: 'status',
  update: 'update',
  'admin.sign_up': 'admin.sign_up',
  'admin.report': 'admin.report',
  quote: 'quote',
};

// A notification about a status is meaningless without it.
const NEEDS_STATUS = new Set<NotificationType>([
  'like', 'repeat', 'mention', 'pleroma:emoji_reaction', 'poll', 'status', 'update', 'quote',
]);

/** The client's name of a server notification type; null when unknown. */
export const notificationTypeOf = (raw: unknown): NotificationType | null => TYPES[str(raw)] ?? null;

/** Whether a notification of this type is meaningless without its status. */
export const needsStatus = (type: NotificationType): boolean => NEEDS_STATUS.has(type);

/** null (and a console warning) for an unknown type, no account, or a missing needed status. */
export function normalizeNotification(input: unknown): Normalized<Notification> | null {
  if (!isObj(input)) {
    warn('invalid notification', input);
    return null;
  }
  const raw = input;
  // Own keys only: a type named 'constructor' is unknown, not Object's constructor.
  const type = ownValue(TYPES, str(raw.type));
  if (!type) {
    warn(`unknown notification type ${String(raw.type)}`, raw);
    return null;
  }
  const account = isObj(raw.account) ? normalizeUser(raw.account) : null;
  if (!account || !account.id) {
    warn('notification without account', raw);
    return null;
  }
  const users: User[] = [account];
  const statuses: Status[] = [];
  let statusId: string | null = null;
  if (isObj(raw.status) && idOrNull(raw.status.id) !== null) {
    const n = normalizeStatus(raw.status);
    statusId = n.entity.id;
    statuses.push(n.entity, ...n.statuses);
    users.push(...n.users);
  }
  if (NEEDS_STATUS.has(type) && statusId === null) {
    warn(`notification of type ${type} without status`, raw);
    return null;
  }
  let target: string | null = null;
  if (isObj(raw.target)) {
    const t = normalizeUser(raw.target);
    if (t.id) {
      target = t.id;
      users.push(t);
    }
  }
  return {
    entity: {
      id: id(raw.id),
      type,
      seen: bool(obj(raw.pleroma).is_seen),
      status: statusId,
      from_profile: account.id,
      target,
      emoji: strOrNull(raw.emoji),
      emoji_url: urlOrNull(raw.emoji_url),
      created_at: str(raw.created_at),
    },
    users,
    statuses,
  };
}

/** The id of any notification-shaped JSON, valid or not: skipped ones count toward id bounds. */
export function rawNotificationId(raw: unknown): string | null {
  return isObj(raw) ? idOrNull(raw.id) : null;
}
