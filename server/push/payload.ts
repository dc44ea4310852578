// What a Web Push carries for a notification, in Pleroma's shape (Pleroma.Web.Push.Impl): the
// notification id and type, a title and a short plain-text body.
import { statusById } from '../db/statuses.js';
import type { Store } from '../db/store.js';
import { acctOf, userById } from '../db/users.js';
import { htmlToText } from '../text/format.js';
import type { NotificationRow } from '../db/notifications.js';

const TITLES: Record<string, string> = {
  mention: 'New Mention',
  favourite: 'New Favorite',
  reblog: 'New Repeat',
  follow: 'New Follower',
  follow_request: 'New Follow Request',
  move: 'New Move',
  poll: 'Poll Results',
  'pleroma:emoji_reaction': 'New Reaction',
  'pleroma:chat_mention': 'New Chat Message',
  update: 'Edited',
};

/** The push subscription alert that lets a notification type through. */
export const ALERT_OF_TYPE: Record<string, string> = {
  mention: 'mention',
  favourite: 'favourite',
  reblog: 'reblog',
  follow: 'follow',
  follow_request: 'follow_request',
  move: 'move',
  poll: 'poll',
  'pleroma:emoji_reaction': 'pleroma:emoji_reaction',
  'pleroma:chat_mention': 'pleroma:chat_mention',
  update: 'update',
};

const BODY_LIMIT = 140;

function body(store: Store, n: NotificationRow, fromAcct: string, hideContents: boolean): string {
  if (hideContents) return `@${fromAcct}`;
  const status = n.status_id !== null ? statusById(store, n.status_id) : undefined;
  const text = status ? htmlToText(status.content).trim() : '';
  switch (n.type) {
    case 'follow':
      return `@${fromAcct} has followed you`;
    case 'follow_request':
      return `@${fromAcct} has requested to follow you`;
    case 'move':
      return `@${fromAcct} has moved`;
    case 'pleroma:emoji_reaction':
      return `@${fromAcct} reacted with ${n.emoji ?? ''}`;
    default: {
      const full = `@${fromAcct}: ${text}`;
      return full.length > BODY_LIMIT ? `${full.slice(0, BODY_LIMIT - 1)}…` : full;
    }
  }
}

export function pushPayload(store: Store, n: NotificationRow, hideContents: boolean): Record<string, unknown> | null {
  const from = userById(store, n.from_id);
  if (!from) return null;
  return {
    notification_id: String(n.id),
    notification_type: n.type,
    title: TITLES[n.type] ?? 'New Notification',
    body: body(store, n, acctOf(from), hideContents),
    preferred_locale: 'en',
  };
}
