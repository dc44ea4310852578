// /api/v1/markers as each flavour's original serves it. Pleroma keeps only the
// notifications marker (its Marker module's @timelines is ["notifications"]: a home marker is
// accepted and dropped), adds pleroma.unread_count, and ties it to the notifications' read state
// both ways. Mastodon keeps home and notifications. Neither answers anything to a GET that names
// no timeline. The version counts the writes; updated_at is the last write's time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localUserByNickname } from '../../db/users.js';
import { createTestApp, type TestApp } from '../../testing.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

function caller(get: () => TestApp) {
  return async (method: 'GET' | 'POST', url: string, nick: string, payload?: object) => {
    const headers = { authorization: `Bearer ${await get().tokenFor(nick)}` };
    return get().app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  };
}

describe('markers on the pleroma flavour', () => {
  let t: TestApp;
  const call = caller(() => t);
  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(() => t.close());

  const unseenOf = (nick: string) =>
    t.app.ctx.store.all<{ id: number }>('SELECT id FROM notifications WHERE user_id = ? AND seen = 0 ORDER BY id DESC', [localUserByNickname(t.app.ctx.store, nick)!.id]).map((r) => r.id);

  it('answers an empty object when no timeline is named', async () => {
    await call('POST', '/api/v1/markers', 'carol', { notifications: { last_read_id: '5' } });
    expect((await call('GET', '/api/v1/markers', 'carol')).json()).toEqual({});
  });

  it('keeps the notifications marker only, with the unread count', async () => {
    const res = await call('POST', '/api/v1/markers', 'moderator', { home: { last_read_id: '777' }, notifications: { last_read_id: '1' } });
    expect(res.statusCode).toBe(200);
    const body = res.json() as Json;
    expect(Object.keys(body)).toEqual(['notifications']);
    expect(body.notifications).toMatchObject({ last_read_id: '1', pleroma: { unread_count: expect.any(Number) } });
    const read = (await call('GET', '/api/v1/markers?timeline[]=home&timeline[]=notifications', 'moderator')).json() as Json;
    expect(read.home).toBeUndefined();
    expect(read.notifications.last_read_id).toBe('1');
  });

  it('marks notifications read up to the marker, and reading moves the marker', async () => {
    const unseen = unseenOf('alice');
    expect(unseen.length).toBeGreaterThan(2);
    const cut = unseen[1];
    const res = await call('POST', '/api/v1/markers', 'alice', { 'notifications[last_read_id]': String(cut) });
    expect(res.json().notifications.pleroma.unread_count).toBe(1);
    expect(unseenOf('alice')).toEqual([unseen[0]]);
    await call('POST', '/api/v1/pleroma/notifications/read', 'alice', { max_id: String(unseen[0]) });
    const read = (await call('GET', '/api/v1/markers?timeline[]=notifications', 'alice')).json() as Json;
    expect(read.notifications).toMatchObject({ last_read_id: String(unseen[0]), pleroma: { unread_count: 0 } });
  });
});

describe('markers on the mastodon flavour', () => {
  let t: TestApp;
  const call = caller(() => t);
  beforeAll(async () => {
    t = await createTestApp({ flavor: 'mastodon' });
  }, 60_000);
  afterAll(() => t.close());

  it('keeps home and notifications, counting versions with the time of each write', async () => {
    const first = await call('POST', '/api/v1/markers', 'bob', { 'home[last_read_id]': '100' });
    expect(first.statusCode).toBe(200);
    const one = first.json().home as Json;
    expect(one).toEqual({ last_read_id: '100', version: 1, updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/) });
    const second = (await call('POST', '/api/v1/markers', 'bob', { home: { last_read_id: '90' }, notifications: { last_read_id: '3' } })).json() as Json;
    expect(second.home).toMatchObject({ last_read_id: '90', version: 2 });
    expect(Date.parse(second.home.updated_at)).toBeGreaterThanOrEqual(Date.parse(one.updated_at));
    expect(second.notifications).toMatchObject({ last_read_id: '3', version: 1 });
    expect(second.notifications.pleroma).toBeUndefined();
    const read = (await call('GET', '/api/v1/markers?timeline[]=home', 'bob')).json() as Json;
    expect(Object.keys(read)).toEqual(['home']);
    expect(read.home).toEqual(second.home);
    expect((await call('GET', '/api/v1/markers', 'bob')).json()).toEqual({});
  });

  it('refuses a marker that is not an id, and a body without one', async () => {
    expect((await call('POST', '/api/v1/markers', 'bob', { 'home[last_read_id]': 'x' })).statusCode).toBe(400);
    expect((await call('POST', '/api/v1/markers', 'bob', { other: { last_read_id: '1' } })).statusCode).toBe(400);
  });
});
