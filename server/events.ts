// In-process event bus between the write routes and the streaming socket: a route that creates,
// deletes or notifies publishes here once its transaction has committed; streaming.ts fans the
// events out to the sockets whose streams and permissions match.
import { EventEmitter } from 'node:events';

export interface ServerEvents {
  /** A status (post, reply or reblog) was created and committed. */
  'status:created': [statusId: string];
  /** A status was deleted; the payload keeps what streams need after the row is gone. */
  'status:deleted': [info: { statusId: string; authorId: string; visibility: string; audienceUserIds: string[] }];
  /** A notification row was created for a user. */
  'notification:created': [notificationId: string];
  /** A user's filters changed. */
  'filters:changed': [userId: string];
  /** A user's side of a chat changed (message sent, received, deleted or read). */
  'chat:updated': [side: { userId: number; recipientId: number }];
  /** Some of a user's tokens were revoked, or the account deactivated or deleted: open sockets recheck. */
  'access:revoked': [userId: number];
  /** An announcement was created or changed by the admin. */
  'announcement:published': [announcementId: number];
  /** A reaction on an announcement was added or taken back; `count` is the new total for `name`. */
  'announcement:reaction': [info: { id: number; name: string; count: number }];
  'announcement:deleted': [announcementId: number];
  /** A status was edited and committed. */
  'status:updated': [statusId: string];
}

export class EventBus extends EventEmitter<ServerEvents> {}

export function createEventBus(): EventBus {
  const bus = new EventBus();
  bus.setMaxListeners(0); // one listener per open socket
  return bus;
}
