// Web Push subscriptions: one per access token, with the alerts and policy the client chose
// (stored as JSON in `alerts`).
import type { Store } from './store.js';

export interface PushRow {
  id: number;
  token_id: number;
  endpoint: string;
  key_p256dh: string;
  key_auth: string;
  alerts: string;
}

export interface NewPushSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
  /** The alerts and policy, as JSON. */
  data: string;
}

export function pushSubscriptionOf(store: Store, tokenId: number): PushRow | undefined {
  return store.get<PushRow>('SELECT * FROM push_subscriptions WHERE token_id = ?', [tokenId]);
}

/** The token's subscription, replacing the one it had. */
export function replacePushSubscription(store: Store, tokenId: number, sub: NewPushSubscription, now = Date.now()): PushRow {
  store.run('DELETE FROM push_subscriptions WHERE token_id = ?', [tokenId]);
  const id = store.insert(
    'INSERT INTO push_subscriptions (token_id, endpoint, key_p256dh, key_auth, alerts, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    [tokenId, sub.endpoint, sub.p256dh, sub.auth, sub.data, now],
  );
  return store.get<PushRow>('SELECT * FROM push_subscriptions WHERE id = ?', [id])!;
}

export function setPushAlerts(store: Store, id: number, data: string): void {
  store.run('UPDATE push_subscriptions SET alerts = ? WHERE id = ?', [data, id]);
}

export function deletePushSubscriptionOf(store: Store, tokenId: number): void {
  store.run('DELETE FROM push_subscriptions WHERE token_id = ?', [tokenId]);
}

/** A subscription whose endpoint is gone (404/410). */
export function deletePushSubscription(store: Store, id: number): void {
  store.run('DELETE FROM push_subscriptions WHERE id = ?', [id]);
}

/** Every subscription of the user's tokens, for delivering one notification. */
export function pushSubscriptionsOfUser(store: Store, userId: number): PushRow[] {
  return store.all<PushRow>('SELECT ps.* FROM push_subscriptions ps JOIN tokens t ON t.id = ps.token_id WHERE t.user_id = ?', [userId]);
}
