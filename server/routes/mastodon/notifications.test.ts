import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { localUserByNickname, userByAcct } from '../../db/users.js';
import { createTestApp, type TestApp } from '../../testing.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('notifications', () => {
  let t: TestApp;
  const headers = new Map<string, Record<string, string>>();
  const as = async (nick: string) => {
    if (!headers.has(nick)) headers.set(nick, { authorization: `Bearer ${await t.tokenFor(nick)}` });
    return headers.get(nick)!;
  };
  const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, nick?: string, payload?: object) =>
    t.app.inject({ method, url, headers: nick ? await as(nick) : {}, ...(payload ? { payload } : {}) });
  const list = async (nick: string, query = '') => (await call('GET', `/api/v1/notifications${query}`, nick)).json() as Json[];
  const uid = (nick: string) => localUserByNickname(t.app.ctx.store, nick)!.id;
  const count = (sql: string, params: unknown[] = []) => t.app.ctx.store.get<{ n: number }>(sql, params)!.n;
  /** A fresh public post by `author`, then a favourite on it by `fan`; returns the notification id. */
  const favouriteNotification = async (author: string, fan: string) => {
    const post = (await call('POST', '/api/v1/statuses', author, { status: `notify me ${Math.random()}` })).json();
    await call('POST', `/api/v1/statuses/${post.id}/favourite`, fan);
    const row = t.app.ctx.store.get<{ id: number }>("SELECT id FROM notifications WHERE type = 'favourite' AND status_id = ?", [Number(post.id)]);
    return String(row!.id);
  };

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('pages newest first with max_id, since_id, min_id and Link headers', async () => {
    const res = await call('GET', '/api/v1/notifications?limit=5', 'alice');
    expect(res.statusCode).toBe(200);
    const page = res.json() as Json[];
    expect(page).toHaveLength(5);
    const ids = page.map((n) => Number(n.id));
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    const link = String(res.headers.link);
    expect(link).toContain(`max_id=${ids[4]}>; rel="next"`);
    expect(link).toContain(`min_id=${ids[0]}>; rel="prev"`);
    expect(link).toContain('limit=5');

    const older = await list('alice', `?limit=5&max_id=${ids[4]}`);
    expect(older).toHaveLength(5);
    expect(older.every((n) => Number(n.id) < ids[4])).toBe(true);
    const newer = await list('alice', `?since_id=${older[0].id}`);
    expect(newer.map((n) => n.id)).toEqual(page.map((n) => n.id));
    const adjacent = await list('alice', `?limit=2&min_id=${older[1].id}`);
    expect(adjacent.map((n) => n.id)).toEqual([ids[4], older[0].id].map(String));

    expect((await list('alice')).length).toBe(20);
    expect((await list('alice', '?limit=100')).length).toBe(40);
    expect((await call('GET', '/api/v1/notifications?max_id=abc', 'alice')).statusCode).toBe(400);
    expect((await call('GET', '/api/v1/notifications')).statusCode).toBe(403);
  });

  it('renders every seeded type with pleroma.is_seen, and the move target and chat message', async () => {
    for (const nick of ['alice', 'bob', 'admin']) {
      const all = await list(nick, '?limit=40&types[]=move&types[]=pleroma:chat_mention&types[]=follow_request');
      expect(new Set(all.map((n) => n.type))).toEqual(new Set(['move', 'pleroma:chat_mention', 'follow_request']));
    }
    const alice = await list('alice', '?limit=40&types[]=move&types[]=pleroma:chat_mention');
    const move = alice.find((n) => n.type === 'move')!;
    expect(move).toMatchObject({ account: { acct: 'frank@xn--bcher-kva.example' }, target: { acct: 'dave@remote.example' }, pleroma: { is_seen: true } });
    const chat = alice.find((n) => n.type === 'pleroma:chat_mention')!;
    expect(chat.chat_message).toMatchObject({ account_id: chat.account.id });
    expect(typeof chat.chat_message.content).toBe('string');
    expect(chat.pleroma.is_seen).toBe(false);
  });

  it('filters by exclude_types, types, include_types and account_id', async () => {
    const noFavs = await list('alice', '?limit=40&exclude_types[]=favourite&exclude_types[]=pleroma:emoji_reaction');
    expect(noFavs.length).toBeGreaterThan(0);
    expect(noFavs.some((n) => n.type === 'favourite' || n.type === 'pleroma:emoji_reaction')).toBe(false);
    const mentions = await list('alice', '?types[]=mention');
    expect(mentions.length).toBeGreaterThan(0);
    expect(mentions.every((n) => n.type === 'mention')).toBe(true);
    const included = await list('alice', '?include_types[]=follow');
    expect(included.every((n) => n.type === 'follow')).toBe(true);
    const bobId = String(uid('bob'));
    const fromBob = await list('alice', `?account_id=${bobId}`);
    expect(fromBob.length).toBeGreaterThan(0);
    expect(fromBob.every((n) => n.account.id === bobId)).toBe(true);
    expect(await list('alice', '?account_id=nobody')).toEqual([]);
  });

  it('marks read by max_id and by id, and counts what is unseen', async () => {
    const unseen = () => count('SELECT COUNT(*) AS n FROM notifications WHERE user_id = ? AND seen = 0', [uid('bob')]);
    const page = await list('bob', '?limit=40');
    const unseenIds = page.filter((n) => !n.pleroma.is_seen).map((n) => Number(n.id));
    expect(unseenIds.length).toBeGreaterThan(2);
    const cut = unseenIds[1]; // leaves the newest unseen one unseen
    const before = unseen();
    const res = await call('POST', '/api/v1/pleroma/notifications/read', 'bob', { max_id: String(cut) });
    expect(res.statusCode).toBe(200);
    const marked = res.json() as Json[];
    expect(marked.length).toBe(before - 1);
    expect(marked.every((n) => n.pleroma.is_seen === true && Number(n.id) <= cut)).toBe(true);
    const after = await list('bob', '?limit=40');
    expect(after.filter((n) => Number(n.id) <= cut).every((n) => n.pleroma.is_seen)).toBe(true);
    expect(after.find((n) => Number(n.id) === unseenIds[0])!.pleroma.is_seen).toBe(false);
    const creds = (await call('GET', '/api/v1/accounts/verify_credentials', 'bob')).json();
    expect(creds.pleroma.unread_notifications_count).toBe(1);

    // A form body works as well as JSON; one id answers that one notification.
    const one = await t.app.inject({
      method: 'POST',
      url: '/api/v1/pleroma/notifications/read',
      headers: { ...(await as('bob')), 'content-type': 'application/x-www-form-urlencoded' },
      payload: `id=${unseenIds[0]}`,
    });
    expect(one.json()).toMatchObject({ id: String(unseenIds[0]), pleroma: { is_seen: true } });
    expect(unseen()).toBe(0);
    expect((await call('POST', '/api/v1/pleroma/notifications/read', 'bob', {})).statusCode).toBe(400);
  });

  it('shows, dismisses and clears only the caller’s own notifications', async () => {
    const id = await favouriteNotification('carol', 'alice');
    expect((await call('GET', `/api/v1/notifications/${id}`, 'carol')).json()).toMatchObject({ id, type: 'favourite', account: { acct: 'alice' } });
    for (const [method, url] of [
      ['GET', `/api/v1/notifications/${id}`],
      ['POST', `/api/v1/notifications/${id}/dismiss`],
    ] as const) {
      expect((await call(method, url, 'bob')).statusCode).toBe(404);
    }
    expect((await call('POST', '/api/v1/pleroma/notifications/read', 'bob', { id })).statusCode).toBe(404);
    expect((await call('GET', `/api/v1/notifications/${id}`, 'carol')).json().pleroma.is_seen).toBe(false);

    expect((await call('POST', `/api/v1/notifications/${id}/dismiss`, 'carol')).json()).toEqual({});
    expect((await call('GET', `/api/v1/notifications/${id}`, 'carol')).statusCode).toBe(404);
    expect((await list('carol', '?limit=40')).some((n) => n.id === id)).toBe(false);

    const robotNotes = count('SELECT COUNT(*) AS n FROM notifications WHERE user_id = ?', [uid('robot')]);
    expect(robotNotes).toBeGreaterThan(0);
    expect((await call('POST', '/api/v1/notifications/clear', 'robot')).statusCode).toBe(200);
    expect(await list('robot')).toEqual([]);
    expect(count('SELECT COUNT(*) AS n FROM notifications WHERE user_id = ?', [uid('alice')])).toBeGreaterThan(0);
  });

  it('hides muted senders unless with_muted, and blocked senders always', async () => {
    await favouriteNotification('moderator', 'carol');
    const fromCarol = async (query: string) => (await list('moderator', `?limit=40&account_id=${uid('carol')}${query}`)).length;
    expect(await fromCarol('')).toBeGreaterThan(0);
    const store = t.app.ctx.store;
    store.run('INSERT INTO mutes (user_id, target_id, created_at) VALUES (?, ?, ?)', [uid('moderator'), uid('carol'), Date.now()]);
    expect(await fromCarol('')).toBe(0);
    expect(await fromCarol('&with_muted=true')).toBeGreaterThan(0);
    const muted = (await list('moderator', `?with_muted=true&account_id=${uid('carol')}`))[0];
    expect(muted.pleroma.is_muted).toBe(true);
    store.run('DELETE FROM mutes WHERE user_id = ? AND target_id = ?', [uid('moderator'), uid('carol')]);
    store.run('INSERT INTO blocks (user_id, target_id, created_at) VALUES (?, ?, ?)', [uid('moderator'), uid('carol'), Date.now()]);
    expect(await fromCarol('&with_muted=true')).toBe(0);
    store.run('DELETE FROM blocks WHERE user_id = ? AND target_id = ?', [uid('moderator'), uid('carol')]);
  });

  it('moves an account: followers get a move notification and follow the target', async () => {
    const wrong = await call('POST', '/api/pleroma/move_account', 'carol', { target_account: 'robot', password: 'nope' });
    expect(wrong.statusCode).toBe(400);
    expect((await call('POST', '/api/pleroma/move_account', 'carol', { target_account: 'nobody', password: 'starling-demo' })).statusCode).toBe(404);
    // alice follows carol; carol moves to robot.
    const res = await call('POST', '/api/pleroma/move_account', 'carol', { target_account: 'robot', password: 'starling-demo' });
    expect(res.json()).toEqual({ status: 'success' });
    const moves = await list('alice', '?types[]=move');
    expect(moves[0]).toMatchObject({ type: 'move', account: { acct: 'carol' }, target: { acct: 'robot' }, pleroma: { is_seen: false } });
    const store = t.app.ctx.store;
    expect(store.get("SELECT 1 FROM follows WHERE follower_id = ? AND followee_id = ? AND state = 'accepted'", [uid('alice'), uid('robot')])).toBeTruthy();
    expect(store.get('SELECT 1 FROM follows WHERE follower_id = ? AND followee_id = ?', [uid('alice'), uid('carol')])).toBeUndefined();
    expect((await list('robot', '?types[]=follow')).map((n) => n.account.acct)).toContain('alice');
    expect(userByAcct(store, 'carol')).toBeDefined();
  });

  it('streams a new notification to the user stream', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const token = (await as('carol')).authorization.slice('Bearer '.length);
    const ws = new WebSocket(`${address.replace(/^http/, 'ws')}/api/v1/streaming?stream=user:notification&access_token=${token}`);
    try {
      const frame = new Promise<Json>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no notification frame')), 5000);
        ws.on('message', (data) => {
          const f = JSON.parse(data.toString()) as Json;
          if (f.event === 'notification') {
            clearTimeout(timer);
            resolve(f);
          }
        });
      });
      await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
      const id = await favouriteNotification('carol', 'bob');
      const f = await frame;
      expect(f.stream).toEqual(['user:notification']);
      expect(JSON.parse(f.payload)).toMatchObject({ id, type: 'favourite', account: { acct: 'bob' }, pleroma: { is_seen: false } });
    } finally {
      ws.close();
    }
  });
});

describe('notifications in the mastodon flavour', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ flavor: 'mastodon' });
  });
  afterAll(() => t.close());

  it('leaves out pleroma types and fields, and the pleroma read endpoint', async () => {
    const headers = { authorization: `Bearer ${await t.tokenFor('alice')}` };
    const all = (await t.app.inject({ method: 'GET', url: '/api/v1/notifications?limit=40', headers })).json() as Json[];
    expect(all.length).toBe(40);
    expect(all.some((n) => String(n.type).startsWith('pleroma:') || 'pleroma' in n)).toBe(false);
    const asked = (await t.app.inject({ method: 'GET', url: '/api/v1/notifications?types[]=pleroma:chat_mention', headers })).json();
    expect(asked).toEqual([]);
    const read = await t.app.inject({ method: 'POST', url: '/api/v1/pleroma/notifications/read', headers, payload: { max_id: all[0].id } });
    expect(read.statusCode).toBe(404);
    const settings = await t.app.inject({ method: 'PUT', url: '/api/pleroma/notification_settings', headers, payload: { block_from_strangers: true } });
    expect(settings.statusCode).toBe(404);
  });
});
