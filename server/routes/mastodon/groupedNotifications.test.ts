import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('grouped notifications (GET /api/v2/notifications) in the mastodon flavour', () => {
  let t: TestApp;
  const headers = async (nick: string) => ({ authorization: `Bearer ${await t.tokenFor(nick)}` });
  const get = async (url: string, nick = 'alice') => t.app.inject({ method: 'GET', url, headers: await headers(nick) });

  beforeAll(async () => {
    t = await createTestApp({ flavor: 'mastodon' });
  });
  afterAll(() => t.close());

  it('answers favourites of one post as one group, with accounts and statuses beside it', async () => {
    const post = (await t.app.inject({ method: 'POST', url: '/api/v1/statuses', headers: await headers('alice'), payload: { status: 'group me' } })).json();
    for (const fan of ['bob', 'carol']) {
      await t.app.inject({ method: 'POST', url: `/api/v1/statuses/${post.id}/favourite`, headers: await headers(fan) });
    }
    const res = await get('/api/v2/notifications?limit=5');
    expect(res.statusCode).toBe(200);
    const body = res.json() as Json;
    const group = (body.notification_groups as Json[]).find((g) => g.status_id === post.id)!;
    expect(group).toMatchObject({ group_key: `favourite-${post.id}`, type: 'favourite', notifications_count: 2 });
    expect(group.sample_account_ids).toHaveLength(2);
    expect(Number(group.page_min_id)).toBeLessThan(Number(group.page_max_id));
    expect(group.most_recent_notification_id).toBe(group.page_max_id);
    const accountIds = (body.accounts as Json[]).map((a) => a.id);
    for (const id of group.sample_account_ids) expect(accountIds).toContain(id);
    expect((body.statuses as Json[]).map((s) => s.id)).toContain(post.id);
    expect(body.notification_groups.length).toBeLessThanOrEqual(5);
  });

  it('pages by groups: limit counts groups, max_id goes below the page', async () => {
    const first = (await get('/api/v2/notifications?limit=3')).json() as Json;
    expect(first.notification_groups).toHaveLength(3);
    const lowest = Math.min(...first.notification_groups.map((g: Json) => Number(g.page_min_id)));
    const next = (await get(`/api/v2/notifications?limit=3&max_id=${lowest}`)).json() as Json;
    for (const g of next.notification_groups) expect(Number(g.most_recent_notification_id)).toBeLessThan(lowest);
    const keys = new Set(first.notification_groups.map((g: Json) => g.group_key));
    expect(next.notification_groups.some((g: Json) => keys.has(g.group_key) && !String(g.group_key).startsWith('follow'))).toBe(false);
  });

  it('is not served by the pleroma flavour (it has no grouped notifications)', async () => {
    const pleroma = await createTestApp();
    const res = await pleroma.app.inject({ method: 'GET', url: '/api/v2/notifications', headers: { authorization: `Bearer ${await pleroma.tokenFor('alice')}` } });
    expect(res.statusCode).toBe(404);
    await pleroma.close();
  }, 60_000);
});
