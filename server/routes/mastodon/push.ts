// Web Push subscriptions: one per access token (as in Mastodon), stored with the alerts the client
// chose. push/deliver.ts sends every notification to the matching subscriptions.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../../auth.js';
import { deletePushSubscriptionOf, pushSubscriptionOf, replacePushSubscription, setPushAlerts, type PushRow } from '../../db/push.js';
import { badRequest, notFound } from '../../http/errors.js';
import { bool, str } from '../../http/params.js';

const COMMON_ALERTS = ['mention', 'status', 'reblog', 'follow', 'follow_request', 'favourite', 'poll', 'update', 'move'];
const PLEROMA_ALERTS = ['pleroma:emoji_reaction', 'pleroma:chat_mention'];
const POLICIES = ['all', 'followed', 'follower', 'none'];
/** base64 or base64url, as browsers hand out p256dh and auth. */
const KEY = /^[A-Za-z0-9+/_=-]{8,200}$/;

interface StoredData {
  alerts: Record<string, boolean>;
  policy: string;
}

function alertNames(app: FastifyInstance): string[] {
  return app.ctx.flavor === 'pleroma' ? [...COMMON_ALERTS, ...PLEROMA_ALERTS] : COMMON_ALERTS;
}

function objectAt(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function parseStored(text: string): StoredData {
  try {
    const v = objectAt(JSON.parse(text));
    const alerts: Record<string, boolean> = {};
    for (const [k, on] of Object.entries(objectAt(v.alerts))) alerts[k] = on === true;
    return { alerts, policy: typeof v.policy === 'string' ? v.policy : 'all' };
  } catch {
    return { alerts: {}, policy: 'all' };
  }
}

/** `data.alerts` and `data.policy` from the body, over what was stored before. */
function dataFrom(app: FastifyInstance, body: Record<string, unknown>, before: StoredData): StoredData {
  const data = objectAt(body.data);
  const given = objectAt(data.alerts);
  const alerts = { ...before.alerts };
  for (const name of alertNames(app)) {
    const on = bool(given[name]);
    if (on !== undefined) alerts[name] = on;
  }
  const policy = str(data.policy);
  if (policy !== undefined && !POLICIES.includes(policy)) throw badRequest('Invalid policy');
  return { alerts, policy: policy ?? before.policy };
}

function subscriptionFrom(body: Record<string, unknown>): { endpoint: string; p256dh: string; auth: string } {
  const sub = objectAt(body.subscription);
  const endpoint = str(sub.endpoint);
  const keys = objectAt(sub.keys);
  const p256dh = str(keys.p256dh);
  const auth = str(keys.auth);
  if (!endpoint) throw badRequest('Missing field: subscription.endpoint');
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw badRequest('Invalid subscription.endpoint');
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || endpoint.length > 2000) throw badRequest('Invalid subscription.endpoint');
  if (!p256dh || !KEY.test(p256dh)) throw badRequest('Invalid subscription.keys.p256dh');
  if (!auth || !KEY.test(auth)) throw badRequest('Invalid subscription.keys.auth');
  return { endpoint, p256dh, auth };
}

export function registerPush(app: FastifyInstance): void {
  const store = app.ctx.store;
  const opts = { preHandler: requireUser(app, 'push') };
  const path = '/api/v1/push/subscription';

  const render = (row: PushRow) => {
    const data = parseStored(row.alerts);
    const alerts: Record<string, boolean> = {};
    for (const name of alertNames(app)) alerts[name] = data.alerts[name] === true;
    return {
      id: String(row.id),
      endpoint: row.endpoint,
      alerts,
      server_key: app.ctx.secrets.vapidPublicKey,
      ...(app.ctx.flavor === 'mastodon' ? { policy: data.policy } : {}),
    };
  };
  const tokenOf = (req: FastifyRequest) => req.auth!.token.id;
  const bodyOf = (req: FastifyRequest) => objectAt(req.body);

  // A new subscription replaces the token's old one.
  app.post(path, opts, async (req) => {
    const body = bodyOf(req);
    const sub = subscriptionFrom(body);
    const data = dataFrom(app, body, { alerts: {}, policy: 'all' });
    const row = store.tx(() => replacePushSubscription(store, tokenOf(req), { ...sub, data: JSON.stringify(data) }));
    return render(row);
  });

  app.get(path, opts, async (req) => {
    const row = pushSubscriptionOf(store, tokenOf(req));
    if (!row) throw notFound();
    return render(row);
  });

  app.put(path, opts, async (req) => {
    const row = pushSubscriptionOf(store, tokenOf(req));
    if (!row) throw notFound();
    const data = dataFrom(app, bodyOf(req), parseStored(row.alerts));
    setPushAlerts(store, row.id, JSON.stringify(data));
    return render({ ...row, alerts: JSON.stringify(data) });
  });

  app.delete(path, opts, async (req) => {
    deletePushSubscriptionOf(store, tokenOf(req));
    return {};
  });
}
