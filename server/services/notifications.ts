// Telling the streaming sockets (and Web Push) about a notification a route has created.
import type { FastifyInstance } from 'fastify';

/** Call after the transaction that created the notification has committed. */
export function publishNotification(app: FastifyInstance, id: number | null): void {
  if (id !== null) app.ctx.events.emit('notification:created', String(id));
}
