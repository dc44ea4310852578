import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('follows, requests, blocks and mutes', () => {
  let t: TestApp;
  const headers = new Map<string, Record<string, string>>();
  const as = async (nick: string) => {
    if (!headers.has(nick)) headers.set(nick, { authorization: `Bearer ${await t.tokenFor(nick)}` });
    return headers.get(nick)!;
  };
  const idOf = (acct: string) => {
    const [nick, domain] = acct.split('@');
    return t.app.ctx.store.get<{ id: number }>('SELECT id FROM users WHERE nickname = ? AND IFNULL(domain, \'\') = ?', [nick, domain ?? ''])!.id;
  };
  const count = (sql: string, params: unknown[] = []) => t.app.ctx.store.get<{ n: number }>(sql, params)!.n;
  const call = async (method: 'POST' | 'GET' | 'DELETE', url: string, nick?: string, payload?: object) =>
    t.app.inject({ method, url, headers: nick ? await as(nick) : {}, ...(payload ? { payload } : {}) });
  const post = async (nick: string, text: string) =>
    (await call('POST', '/api/v1/statuses', nick, { status: text, visibility: 'public' })).json().id as string;
  const home = async (nick: string) => ((await call('GET', '/api/v1/timelines/home?limit=40', nick)).json() as Json[]).map((s) => s.id);
  const pub = async (nick: string) => ((await call('GET', '/api/v1/timelines/public?limit=40', nick)).json() as Json[]).map((s) => s.id);

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('follows an unlocked account at once, with a follow notification, and unfollows', async () => {
    const robot = idOf('robot');
    const res = await call('POST', `/api/v1/accounts/${robot}/follow`, 'carol', { reblogs: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: String(robot), following: true, requested: false, showing_reblogs: false });
    expect(count("SELECT COUNT(*) AS n FROM notifications WHERE user_id = ? AND type = 'follow' AND from_id = ?", [robot, idOf('carol')])).toBe(1);
    const postId = await post('robot', 'beep for my new follower');
    expect(await home('carol')).toContain(postId);
    const un = await call('POST', `/api/v1/accounts/${robot}/unfollow`, 'carol');
    expect(un.json()).toMatchObject({ following: false, requested: false });
    expect(await home('carol')).not.toContain(postId);
  });

  it('asks a locked account, which authorizes or rejects the request', async () => {
    const carol = idOf('carol');
    const req = (await call('POST', `/api/v1/accounts/${carol}/follow`, 'robot')).json();
    expect(req).toMatchObject({ following: false, requested: true });
    const pending = (await call('GET', '/api/v1/follow_requests', 'carol')).json() as Json[];
    expect(pending.map((a) => a.acct)).toEqual(expect.arrayContaining(['robot', 'bob']));
    const note = "SELECT COUNT(*) AS n FROM notifications WHERE user_id = ? AND from_id = ? AND type = ?";
    expect(count(note, [carol, idOf('robot'), 'follow_request'])).toBe(1);
    const me = (await call('GET', '/api/v1/accounts/verify_credentials', 'carol')).json();
    expect(me.pleroma.follow_request_count).toBe(pending.length);

    const ok = await call('POST', `/api/v1/follow_requests/${idOf('robot')}/authorize`, 'carol');
    expect(ok.json()).toMatchObject({ id: String(idOf('robot')), followed_by: true });
    expect((await call('GET', `/api/v1/accounts/relationships?id=${carol}`, 'robot')).json()[0]).toMatchObject({ following: true, requested: false });
    expect(count(note, [carol, idOf('robot'), 'follow_request'])).toBe(0);
    expect(count(note, [carol, idOf('robot'), 'follow'])).toBe(1);
    expect((await call('POST', `/api/v1/follow_requests/${idOf('robot')}/authorize`, 'carol')).statusCode).toBe(404);

    const bob = idOf('bob');
    const no = await call('POST', `/api/v1/follow_requests/${bob}/reject`, 'carol');
    expect(no.json()).toMatchObject({ followed_by: false, requested_by: false });
    expect((await call('GET', `/api/v1/accounts/relationships?id=${carol}`, 'bob')).json()[0].requested).toBe(false);
    expect(count(note, [carol, bob, 'follow_request'])).toBe(0);
  });

  it('cancels a pending request, taking its notification back', async () => {
    const carol = idOf('carol');
    await call('POST', `/api/v1/accounts/${carol}/follow`, 'moderator');
    const note = "SELECT COUNT(*) AS n FROM notifications WHERE user_id = ? AND from_id = ? AND type = 'follow_request'";
    expect(count(note, [carol, idOf('moderator')])).toBe(1);
    expect((await call('POST', `/api/v1/accounts/${carol}/unfollow`, 'moderator')).json().requested).toBe(false);
    expect(count(note, [carol, idOf('moderator')])).toBe(0);
  });

  it('publishes the follow notification after the commit', async () => {
    const seen: string[] = [];
    const listener = (id: string) => seen.push(id);
    t.app.ctx.events.on('notification:created', listener);
    await call('POST', `/api/v1/accounts/${idOf('admin')}/follow`, 'robot');
    await call('POST', `/api/v1/accounts/${idOf('bob')}/follow`, 'robot');
    t.app.ctx.events.off('notification:created', listener);
    expect(seen).toHaveLength(1); // robot already followed admin: no second notification
    expect(count('SELECT COUNT(*) AS n FROM notifications WHERE id = ? AND type = ?', [Number(seen[0]), 'follow'])).toBe(1);
  });

  it('refuses self, unknown accounts, visitors, and following someone who blocks you', async () => {
    expect((await call('POST', `/api/v1/accounts/${idOf('alice')}/follow`, 'alice')).statusCode).toBe(422);
    expect((await call('POST', '/api/v1/accounts/999999/follow', 'alice')).statusCode).toBe(404);
    expect((await call('POST', `/api/v1/accounts/${idOf('bob')}/follow`)).statusCode).toBe(403);
    await call('POST', `/api/v1/accounts/${idOf('moderator')}/block`, 'robot');
    const blocked = await call('POST', `/api/v1/accounts/${idOf('robot')}/follow`, 'moderator');
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().error).toBeTruthy();
    await call('POST', `/api/v1/accounts/${idOf('moderator')}/unblock`, 'robot');
  });

  it('block removes follows both ways and hides posts both ways', async () => {
    const alice = idOf('alice');
    const bob = idOf('bob');
    const bobPost = await post('bob', 'bob says hello before the block');
    const alicePost = await post('alice', 'alice says hello before the block');
    expect(await home('alice')).toContain(bobPost);
    const reply = (await call('POST', '/api/v1/statuses', 'bob', { status: '@alice a reply she will stop seeing', in_reply_to_id: alicePost })).json();
    const before = (await call('GET', `/api/v1/statuses/${alicePost}/context`, 'alice')).json();
    expect(before.descendants.map((s: Json) => s.id)).toContain(reply.id);
    const res = (await call('POST', `/api/v1/accounts/${bob}/block`, 'alice')).json();
    expect(res).toMatchObject({ blocking: true, following: false, followed_by: false });
    expect(count('SELECT COUNT(*) AS n FROM follows WHERE (follower_id = ? AND followee_id = ?) OR (follower_id = ? AND followee_id = ?)', [alice, bob, bob, alice])).toBe(0);
    expect(await pub('alice')).not.toContain(bobPost);
    expect(await pub('bob')).not.toContain(alicePost);
    expect((await call('GET', `/api/v1/accounts/relationships?id=${alice}`, 'bob')).json()[0].blocked_by).toBe(true);
    // A thread hides the blocked side too.
    const ctx = (await call('GET', `/api/v1/statuses/${alicePost}/context`, 'alice')).json();
    expect(ctx.descendants.map((s: Json) => s.id)).not.toContain(reply.id);
    const blocks = (await call('GET', '/api/v1/blocks', 'alice')).json() as Json[];
    expect(blocks.map((a) => a.acct)).toContain('bob');
    expect((await call('POST', `/api/v1/accounts/${bob}/unblock`, 'alice')).json().blocking).toBe(false);
    expect(await pub('alice')).toContain(bobPost);
    // Restore the seeded follows for the other tests.
    await call('POST', `/api/v1/accounts/${bob}/follow`, 'alice');
    await call('POST', `/api/v1/accounts/${alice}/follow`, 'bob');
  });

  it('mute filters timelines (not the profile), with options and a duration', async () => {
    const bob = idOf('bob');
    const bobPost = await post('bob', 'a muted bob post');
    const res = (await call('POST', `/api/v1/accounts/${bob}/mute`, 'alice', { notifications: false })).json();
    expect(res).toMatchObject({ muting: true, muting_notifications: false });
    expect(await home('alice')).not.toContain(bobPost);
    expect(await pub('alice')).not.toContain(bobPost);
    const withMuted = (await call('GET', '/api/v1/timelines/home?with_muted=true&limit=40', 'alice')).json() as Json[];
    expect(withMuted.map((s) => s.id)).toContain(bobPost);
    const profile = (await call('GET', `/api/v1/accounts/${bob}/statuses`, 'alice')).json() as Json[];
    expect(profile.map((s) => s.id)).toContain(bobPost);
    expect(((await call('GET', '/api/v1/mutes', 'alice')).json() as Json[]).map((a) => a.acct)).toContain('bob');
    expect((await call('POST', `/api/v1/accounts/${bob}/unmute`, 'alice')).json().muting).toBe(false);
    expect(await home('alice')).toContain(bobPost);

    expect((await call('POST', `/api/v1/accounts/${bob}/mute`, 'alice', { duration: -5 })).statusCode).toBe(422);
    await call('POST', `/api/v1/accounts/${bob}/mute`, 'alice', { duration: 60 });
    const row = t.app.ctx.store.get<{ expires_at: number; notifications: number }>('SELECT expires_at, notifications FROM mutes WHERE user_id = ? AND target_id = ?', [idOf('alice'), bob])!;
    expect(row.notifications).toBe(1);
    expect(row.expires_at).toBeGreaterThan(Date.now() + 50_000);
    // An expired mute ends by itself.
    t.app.ctx.store.run('UPDATE mutes SET expires_at = ? WHERE user_id = ? AND target_id = ?', [Date.now() - 1, idOf('alice'), bob]);
    await new Promise((r) => setTimeout(r, 1100));
    // A route declared before the sweep hook's module sees it too.
    expect((await call('GET', `/api/v1/accounts/relationships?id=${bob}`, 'alice')).json()[0].muting).toBe(false);
    expect(await home('alice')).toContain(bobPost);
    expect(count('SELECT COUNT(*) AS n FROM mutes WHERE user_id = ? AND target_id = ?', [idOf('alice'), bob])).toBe(0);
  });

  it('lists followers and following with Link headers, hiding them when the account asks', async () => {
    const admin = idOf('admin');
    const first = await call('GET', `/api/v1/accounts/${admin}/followers?limit=2`, 'bob');
    expect(first.json()).toHaveLength(2);
    const next = /<([^>]+)>; rel="next"/.exec(first.headers.link as string)![1];
    const second = await call('GET', next.replace(/^https?:\/\/[^/]+/, ''), 'bob');
    const ids = [...first.json(), ...second.json()].map((a: Json) => a.id);
    expect(new Set(ids).size).toBe(ids.length);
    const following = (await call('GET', `/api/v1/accounts/${idOf('alice')}/following`, 'bob')).json() as Json[];
    expect(following.map((a) => a.acct)).toContain('dave@remote.example');
    // The seeded moderator hides followers: others get an empty list and count, the owner sees both.
    const mod = idOf('moderator');
    expect((await call('GET', `/api/v1/accounts/${mod}/followers`, 'bob')).json()).toEqual([]);
    expect((await call('GET', `/api/v1/accounts/${mod}`, 'bob')).json()).toMatchObject({ followers_count: 0, pleroma: { hide_followers: true } });
    expect(((await call('GET', `/api/v1/accounts/${mod}/followers`, 'moderator')).json() as Json[]).length).toBeGreaterThan(0);
  });

  it('subscribes (Pleroma) only while following', async () => {
    const carol = idOf('carol');
    const res = (await call('POST', `/api/v1/pleroma/accounts/${carol}/subscribe`, 'alice')).json();
    expect(res).toMatchObject({ subscribing: true, notifying: true });
    expect((await call('POST', `/api/v1/pleroma/accounts/${carol}/unsubscribe`, 'alice')).json().subscribing).toBe(false);
    expect((await call('POST', `/api/v1/pleroma/accounts/${idOf('robot')}/subscribe`, 'alice')).statusCode).toBe(422);
  });

  it('remote follow (/main/ostatus) asks for the handle, then redirects to the visitor instance', async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const ask = await t.app.inject({ method: 'POST', url: '/main/ostatus', headers: form, payload: 'nickname=alice&profile=' });
    expect(ask.statusCode).toBe(200);
    expect(ask.body).toContain('name="nickname" value="alice"');
    const go = await t.app.inject({ method: 'POST', url: '/main/ostatus', headers: form, payload: 'nickname=alice&profile=%40me%40B%C3%BCcher.example' });
    expect(go.statusCode).toBe(302);
    expect(go.headers.location).toBe(`https://xn--bcher-kva.example/authorize_interaction?uri=${encodeURIComponent('http://localhost:80/users/alice')}`);
    const bad = await t.app.inject({ method: 'POST', url: '/main/ostatus', headers: form, payload: 'nickname=alice&profile=%3Cscript%3E' });
    expect(bad.statusCode).toBe(422);
    expect(bad.body).not.toContain('<script>');
    expect((await t.app.inject({ method: 'POST', url: '/main/ostatus', headers: form, payload: 'nickname=nobody' })).statusCode).toBe(404);
  });
});

describe('mastodon flavour', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ flavor: 'mastodon' });
  });
  afterAll(() => t.close());

  it('has no Pleroma subscribe route and no `subscribing`', async () => {
    const headers = { authorization: `Bearer ${await t.tokenFor('alice')}` };
    const carol = t.app.ctx.store.get<{ id: number }>("SELECT id FROM users WHERE nickname = 'carol'")!.id;
    const sub = await t.app.inject({ method: 'POST', url: `/api/v1/pleroma/accounts/${carol}/subscribe`, headers });
    expect(sub.statusCode).toBe(404);
    const res = await t.app.inject({ method: 'POST', url: `/api/v1/accounts/${carol}/follow`, headers, payload: { notify: true } });
    expect(res.json()).toMatchObject({ following: true, notifying: true });
    expect(res.json()).not.toHaveProperty('subscribing');
  });
});
