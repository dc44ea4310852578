import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const subscription = {
  endpoint: 'https://push.example/send/abc123',
  keys: {
    p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
};

describe('push subscriptions', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', payload?: object, h = headers) =>
    t.app.inject({ method, url: '/api/v1/push/subscription', headers: h, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await createTestApp();
    headers = { authorization: `Bearer ${await t.tokenFor('alice')}` };
  });
  afterAll(() => t.close());

  it('creates, reads, updates and deletes the token’s subscription', async () => {
    expect((await call('GET')).statusCode).toBe(404);
    const created = await call('POST', { subscription, data: { alerts: { follow: true, favourite: true, mention: true, reblog: false, move: true } } });
    expect(created.statusCode).toBe(200);
    const body = created.json() as Json;
    expect(body).toMatchObject({
      endpoint: subscription.endpoint,
      alerts: { follow: true, favourite: true, mention: true, reblog: false, move: true, poll: false },
      server_key: t.app.ctx.secrets.vapidPublicKey,
    });
    expect(body.id).toMatch(/^\d+$/);
    const instance = (await t.app.inject({ method: 'GET', url: '/api/v1/instance' })).json();
    expect(instance.pleroma.vapid_public_key).toBe(body.server_key);

    expect((await call('GET')).json()).toEqual(body);
    const updated = (await call('PUT', { data: { alerts: { reblog: 'true', follow: 'false' } } })).json();
    expect(updated.alerts).toMatchObject({ reblog: true, follow: false, favourite: true });
    expect(updated.id).toBe(body.id);

    // A second POST replaces the token's subscription.
    const again = (await call('POST', { subscription: { ...subscription, endpoint: 'https://push.example/send/xyz' } })).json();
    expect(again.id).not.toBe(body.id);
    expect(t.app.ctx.store.get<{ n: number }>('SELECT COUNT(*) AS n FROM push_subscriptions')!.n).toBe(1);

    // Another token of the same user has its own (none yet).
    const other = { authorization: `Bearer ${await t.tokenFor('alice')}` };
    expect((await call('GET', undefined, other)).statusCode).toBe(404);

    expect((await call('DELETE')).json()).toEqual({});
    expect((await call('GET')).statusCode).toBe(404);
    expect((await call('PUT', { data: { alerts: { follow: true } } })).statusCode).toBe(404);
  });

  it('validates the subscription and needs the push scope', async () => {
    for (const bad of [
      {},
      { subscription: { endpoint: 'not a url', keys: subscription.keys } },
      { subscription: { endpoint: 'javascript:alert(1)', keys: subscription.keys } },
      { subscription: { endpoint: subscription.endpoint, keys: { p256dh: subscription.keys.p256dh } } },
      { subscription, data: { policy: 'everyone' } },
    ]) {
      const res = await call('POST', bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual(expect.any(String));
    }
    const readOnly = { authorization: `Bearer ${await t.tokenFor('alice', 'read')}` };
    expect((await call('POST', { subscription }, readOnly)).statusCode).toBe(403);
    expect((await call('GET', undefined, {})).statusCode).toBe(403);
  });
});
