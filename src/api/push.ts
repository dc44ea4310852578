// Web push subscription on the instance (same origin, bearer token).
import { request } from './http';

/** The alerts the client asks for (follow, favourite, mention, reblog, move). */
export interface PushAlerts {
  follow: boolean;
  favourite: boolean;
  mention: boolean;
  reblog: boolean;
  move: boolean;
}

/** POST /api/v1/push/subscription/ with the browser subscription and alerts → the subscription. */
export async function postPushSubscription(
  subscription: PushSubscriptionJSON,
  alerts: PushAlerts,
  token: string | null,
): Promise<unknown> {
  return (await request('/api/v1/push/subscription/', { method: 'POST', token, json: { subscription, data: { alerts } } })).data;
}

/** DELETE /api/v1/push/subscription/ */
export async function deletePushSubscription(token: string | null): Promise<unknown> {
  return (await request('/api/v1/push/subscription/', { method: 'DELETE', token })).data;
}
