// Web push: a service worker subscription registered
// on the instance when user, VAPID key, granted permission and the setting all hold; removed
// when the setting is turned off. Failures are only logged.
import { deletePushSubscription, postPushSubscription, type PushAlerts } from '../api/push';
import type { NotificationVisibility } from '../store/preferences';
import { SW_PATH } from '../lib/serviceWorkerPath';

export const PUSH_ERRORS = {
  disabled: 'Web Push is disabled in config',
  noKey: 'VAPID public key is not found',
  badStatus: 'Bad status code from server.',
  badResponse: 'Bad response from server.',
} as const;

export function alertsFrom(v: NotificationVisibility): PushAlerts {
  return { follow: v.follows, favourite: v.likes, mention: v.mentions, reblog: v.repeats, move: v.moves };
}

/** URL-safe base64 VAPID key → the bytes PushManager wants. */
export function keyBytes(base64: string): Uint8Array<ArrayBuffer> {
  const padded = (base64 + '='.repeat((4 - (base64.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(padded);
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) out[i] = raw.charCodeAt(i);
  return out;
}

const supported = (): boolean =>
  typeof navigator !== 'undefined' && 'serviceWorker' in navigator && typeof window !== 'undefined' && 'PushManager' in window;

export interface PushInput {
  enabled: boolean;
  vapidKey: string | null;
  token: string | null;
  alerts: PushAlerts;
}

/** Subscribes and registers the subscription; resolves with the server's subscription id. */
export async function registerPush({ enabled, vapidKey, token, alerts }: PushInput): Promise<string> {
  if (!enabled) throw new Error(PUSH_ERRORS.disabled);
  if (!vapidKey) throw new Error(PUSH_ERRORS.noKey);
  if (!supported()) throw new Error('Push is not supported by this browser');
  const registration = await navigator.serviceWorker.register(SW_PATH);
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(vapidKey) }));
  let body: { id?: unknown } | null;
  try {
    body = (await postPushSubscription(subscription.toJSON(), alerts, token)) as { id?: unknown } | null;
  } catch {
    throw new Error(PUSH_ERRORS.badStatus);
  }
  if (!body || (typeof body.id !== 'string' && typeof body.id !== 'number')) throw new Error(PUSH_ERRORS.badResponse);
  return String(body.id);
}

/** Drops the browser subscription and the server's copy. */
export async function unregisterPush(token: string | null): Promise<void> {
  if (supported()) {
    const registration = await navigator.serviceWorker.getRegistration(SW_PATH);
    const subscription = await registration?.pushManager.getSubscription();
    await subscription?.unsubscribe();
  }
  await deletePushSubscription(token);
}
