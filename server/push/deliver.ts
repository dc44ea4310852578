// Web Push delivery (RFC 8030/8291/8292 through the web-push library): every committed
// notification is encrypted (aes128gcm) to each of its user's subscriptions whose alerts let its
// type through, signed with the instance's VAPID key. Delivery starts after the route has answered
// (the event bus fires after the commit; the work is deferred off the request) and never throws
// into it. An endpoint that answers 404 or 410 is gone: its subscription is removed.
import type { FastifyInstance } from 'fastify';
import webpush from 'web-push';
import { notificationSettingsOf } from '../db/notifications.js';
import { deletePushSubscription, pushSubscriptionsOfUser, type PushRow } from '../db/push.js';
import { isFollowing } from '../db/relations.js';
import { parseJsonObject } from '../db/users.js';
import { notificationById } from '../db/notifications.js';
import { ALERT_OF_TYPE, pushPayload } from './payload.js';

const TTL_SECONDS = 24 * 3600;
const TIMEOUT_MS = 10_000;

function allowedBy(app: FastifyInstance, row: PushRow, type: string, userId: number, fromId: number): boolean {
  const data = parseJsonObject(row.alerts);
  const alerts = parseJsonObject(JSON.stringify(data.alerts ?? {}));
  if (alerts[ALERT_OF_TYPE[type] ?? type] !== true) return false;
  const { store } = app.ctx;
  const follows = (a: number, b: number) => isFollowing(store, a, b);
  switch (data.policy) {
    case 'none':
      return false;
    case 'followed':
      return follows(userId, fromId);
    case 'follower':
      return follows(fromId, userId);
    default:
      return true;
  }
}

/** Sends one notification to every matching subscription; resolves when all attempts are done. */
export async function deliverPush(app: FastifyInstance, notificationId: number): Promise<void> {
  const { store, secrets } = app.ctx;
  const n = notificationById(store, notificationId);
  if (!n) return;
  const rows = pushSubscriptionsOfUser(store, n.user_id);
  const targets = rows.filter((r) => allowedBy(app, r, n.type, n.user_id, n.from_id));
  if (targets.length === 0) return;
  const payload = pushPayload(store, n, notificationSettingsOf(store, n.user_id).hide_notification_contents);
  if (!payload) return;
  const options: webpush.RequestOptions = {
    TTL: TTL_SECONDS,
    contentEncoding: 'aes128gcm',
    vapidDetails: { subject: `mailto:${app.ctx.config().email}`, publicKey: secrets.vapidPublicKey, privateKey: secrets.vapidPrivateKey },
  };
  await Promise.all(targets.map((row) => sendOne(app, row, JSON.stringify(payload), options)));
}

/**
 * web-push encrypts and signs; the request itself goes through fetch, so a plain-http endpoint
 * (a push service on the same private network, a test's local receiver) works like an https one.
 */
async function sendOne(app: FastifyInstance, row: PushRow, payload: string, options: webpush.RequestOptions): Promise<void> {
  try {
    const details = webpush.generateRequestDetails({ endpoint: row.endpoint, keys: { p256dh: row.key_p256dh, auth: row.key_auth } }, payload, options);
    const res = await fetch(details.endpoint, {
      method: details.method,
      headers: details.headers as Record<string, string>,
      body: details.body ? new Uint8Array(details.body) : null,
      redirect: 'error',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await res.body?.cancel();
    if (res.status === 404 || res.status === 410) deletePushSubscription(app.ctx.store, row.id);
    else if (!res.ok) app.log.warn({ status: res.status }, 'web push delivery refused');
  } catch (err) {
    app.log.warn({ err }, 'web push delivery failed');
  }
}

/** Hooks delivery to the event bus, deferred so the request that notified is never held up. */
export function installPushDelivery(app: FastifyInstance): void {
  app.ctx.events.on('notification:created', (id) => {
    setImmediate(() => {
      deliverPush(app, Number(id)).catch((err: unknown) => app.log.warn({ err }, 'web push delivery failed'));
    });
  });
}
