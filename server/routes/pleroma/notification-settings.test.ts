import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing.js';

describe('notification settings', () => {
  let t: TestApp;
  const auth = async (nick: string) => ({ authorization: `Bearer ${await t.tokenFor(nick)}` });

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('stores the form and shows it in verify_credentials', async () => {
    const headers = await auth('robot');
    const creds = async () => (await t.app.inject({ method: 'GET', url: '/api/v1/accounts/verify_credentials', headers })).json().pleroma.notification_settings;
    expect(await creds()).toEqual({ block_from_strangers: false, hide_notification_contents: false });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/pleroma/notification_settings',
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'hide_notification_contents=true',
    });
    expect(res.json()).toEqual({ status: 'success' });
    expect(await creds()).toEqual({ block_from_strangers: false, hide_notification_contents: true });
    await t.app.inject({ method: 'PUT', url: '/api/pleroma/notification_settings', headers, payload: { block_from_strangers: true } });
    expect(await creds()).toEqual({ block_from_strangers: true, hide_notification_contents: true });
    expect((await t.app.inject({ method: 'PUT', url: '/api/pleroma/notification_settings', payload: {} })).statusCode).toBe(403);
  });

  it('block_from_strangers drops notifications from accounts the user does not follow', async () => {
    const carol = await auth('carol');
    await t.app.inject({ method: 'PUT', url: '/api/pleroma/notification_settings', headers: carol, payload: { block_from_strangers: 'true' } });
    const post = (await t.app.inject({ method: 'POST', url: '/api/v1/statuses', headers: carol, payload: { status: 'strangers test' } })).json();
    // carol follows alice but not robot.
    await t.app.inject({ method: 'POST', url: `/api/v1/statuses/${post.id}/favourite`, headers: await auth('robot') });
    await t.app.inject({ method: 'POST', url: `/api/v1/statuses/${post.id}/favourite`, headers: await auth('alice') });
    const rows = t.app.ctx.store.all<{ nickname: string }>(
      'SELECT u.nickname FROM notifications n JOIN users u ON u.id = n.from_id WHERE n.status_id = ?',
      [Number(post.id)],
    );
    expect(rows.map((r) => r.nickname)).toEqual(['alice']);
  });
});
