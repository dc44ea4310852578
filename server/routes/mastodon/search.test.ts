import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountFilterSql } from '../../db/relations.js';
import { createTestApp, type TestApp } from '../../testing.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('search, suggestions, reports and domain blocks', () => {
  let t: TestApp;
  const headers = new Map<string, Record<string, string>>();
  const as = async (nick: string) => {
    if (!headers.has(nick)) headers.set(nick, { authorization: `Bearer ${await t.tokenFor(nick)}` });
    return headers.get(nick)!;
  };
  const idOf = (acct: string) => {
    const [nick, domain] = acct.split('@');
    return t.app.ctx.store.get<{ id: number }>("SELECT id FROM users WHERE nickname = ? AND IFNULL(domain, '') = ?", [nick, domain ?? ''])!.id;
  };
  const call = async (method: 'POST' | 'GET' | 'DELETE', url: string, nick?: string, payload?: object) =>
    t.app.inject({ method, url, headers: nick ? await as(nick) : {}, ...(payload ? { payload } : {}) });
  const search = async (qs: string, nick?: string) => (await call('GET', `/api/v2/search?${qs}`, nick)).json() as Json;
  const post = async (nick: string, text: string, visibility = 'public') =>
    (await call('POST', '/api/v1/statuses', nick, { status: text, visibility })).json() as Json;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('finds accounts by nickname, display name and acct, resolving @user@host first', async () => {
    const byNick = await search('q=caro&type=accounts');
    expect(byNick.accounts.map((a: Json) => a.acct)).toEqual(['carol']);
    expect(byNick.statuses).toEqual([]);
    expect(byNick.hashtags).toEqual([]);
    const remote = await search('q=%40dave%40remote.example&resolve=true', 'alice');
    expect(remote.accounts[0].acct).toBe('dave@remote.example');
    const idn = await search('q=frank%40xn--bcher&type=accounts');
    expect(idn.accounts.map((a: Json) => a.acct)).toEqual(['frank@xn--bcher-kva.example']);
    const display = (await call('GET', '/api/v1/accounts/search?q=' + encodeURIComponent(byNick.accounts[0].display_name))).json() as Json[];
    expect(display.map((a) => a.acct)).toContain('carol');
    const following = await search('q=e&type=accounts&following=true', 'alice');
    for (const a of following.accounts) expect(a.pleroma.relationship.following).toBe(true);
    expect(following.accounts.length).toBeGreaterThan(0);
  });

  it('pages each list with limit and offset', async () => {
    const all = (await search('q=e&type=accounts&limit=40')).accounts.map((a: Json) => a.id);
    expect(all.length).toBeGreaterThan(4);
    const page = (await search('q=e&type=accounts&limit=2&offset=2')).accounts.map((a: Json) => a.id);
    expect(page).toEqual(all.slice(2, 4));
    const statuses = (await search('q=the&type=statuses&limit=5')).statuses.map((s: Json) => s.id);
    expect(statuses).toHaveLength(5);
    const next = (await search('q=the&type=statuses&limit=5&offset=5')).statuses.map((s: Json) => s.id);
    expect(next).toHaveLength(5);
    expect(next.some((id: string) => statuses.includes(id))).toBe(false);
    expect((await call('GET', '/api/v2/search?q=x&type=people')).statusCode).toBe(400);
    expect(await search('q=')).toEqual({ accounts: [], statuses: [], hashtags: [] });
  });

  it('finds statuses by text only where the requester may see them', async () => {
    const word = `zebracorn${Date.now()}`;
    const open = await post('bob', `public ${word}`);
    const secret = await post('bob', `followers only ${word}`, 'private');
    const direct = await post('bob', `@alice direct ${word}`, 'direct');
    const ids = async (nick?: string) => (await search(`q=${word}`, nick)).statuses.map((s: Json) => s.id).sort();
    expect(await ids()).toEqual([open.id]);
    expect(await ids('alice')).toEqual([open.id, secret.id, direct.id].sort());
    expect(await ids('robot')).toEqual([open.id]);
    const byAccount = await search(`q=${word}&account_id=${idOf('alice')}`, 'alice');
    expect(byAccount.statuses).toEqual([]);
  });

  it('resolves a status URL or uri to that status', async () => {
    const mine = await post('alice', 'a post to find by its address');
    for (const url of [mine.url, mine.uri]) {
      const found = await search(`q=${encodeURIComponent(url)}&resolve=true`, 'bob');
      expect(found.statuses.map((s: Json) => s.id)).toEqual([mine.id]);
    }
    const remote = t.app.ctx.store.get<{ id: number; url: string }>(
      "SELECT s.id, s.url FROM statuses s JOIN users u ON u.id = s.user_id WHERE u.nickname = 'frank' AND s.visibility = 'public' AND s.reblog_of_id IS NULL LIMIT 1",
    )!;
    const found = await search(`q=${encodeURIComponent(remote.url)}&resolve=true`);
    expect(found.statuses.map((s: Json) => s.id)).toEqual([String(remote.id)]);
    const profile = await search(`q=${encodeURIComponent('https://remote.example/users/erin')}`);
    expect(profile.accounts.map((a: Json) => a.acct)).toEqual(['erin@remote.example']);
    expect((await search(`q=${encodeURIComponent('http://localhost/notice/1')}`)).statuses).toEqual([]);
  });

  it('finds hashtags with seven days of history', async () => {
    await post('robot', 'today I learned about #Zymurgy and #zymurgy101');
    const res = await search('q=%23zymur&type=hashtags');
    expect(res.hashtags.map((h: Json) => h.name)).toEqual(['zymurgy', 'zymurgy101']);
    const h = res.hashtags[0];
    expect(h.url).toMatch(/\/tag\/zymurgy$/);
    expect(h.history).toHaveLength(7);
    expect(h.history[0]).toEqual({ day: expect.stringMatching(/^\d+$/), uses: '1', accounts: '1' });
    const v1 = (await call('GET', '/api/v1/search?q=zymurgy&type=hashtags')).json();
    expect(v1.hashtags).toEqual(['zymurgy', 'zymurgy101']);
  });

  it('hides blocked accounts and their posts from search, both ways', async () => {
    const word = `blockword${Date.now()}`;
    await post('robot', `robot says ${word}`);
    await call('POST', `/api/v1/accounts/${idOf('robot')}/block`, 'bob');
    expect((await search(`q=${word}`, 'bob')).statuses).toEqual([]);
    expect((await search('q=robot&type=accounts', 'bob')).accounts).toEqual([]);
    expect((await search(`q=${word}`, 'robot')).statuses).toHaveLength(1);
    expect((await search('q=bob&type=accounts', 'robot')).accounts).toEqual([]);
    await call('POST', `/api/v1/accounts/${idOf('robot')}/unblock`, 'bob');
    expect((await search(`q=${word}`, 'bob')).statuses).toHaveLength(1);
  });

  it('suggests accounts the user does not follow, never self or blocked', async () => {
    const res = await call('GET', '/api/v1/suggestions', 'alice');
    expect(res.statusCode).toBe(200);
    const accts = (res.json() as Json[]).map((a) => a.acct);
    expect(accts.length).toBeGreaterThan(0);
    for (const followed of ['alice', 'bob', 'carol', 'admin', 'dave@remote.example']) expect(accts).not.toContain(followed);
    await call('POST', `/api/v1/accounts/${idOf(accts[0])}/block`, 'alice');
    const after = ((await call('GET', '/api/v1/suggestions', 'alice')).json() as Json[]).map((a) => a.acct);
    expect(after).not.toContain(accts[0]);
    await call('POST', `/api/v1/accounts/${idOf(accts[0])}/unblock`, 'alice');
    const v2 = (await call('GET', '/api/v2/suggestions', 'alice')).json() as Json[];
    expect(v2[0]).toMatchObject({ source: 'global', account: { acct: expect.any(String) } });
    expect((await call('GET', '/api/v1/suggestions')).statusCode).toBe(403);
  });

  it('stores reports for the admin and validates them', async () => {
    const erin = idOf('erin@remote.example');
    const erinPost = t.app.ctx.store.get<{ id: number }>('SELECT id FROM statuses WHERE user_id = ? AND reblog_of_id IS NULL LIMIT 1', [erin])!.id;
    const res = await call('POST', '/api/v1/reports', 'alice', { account_id: String(erin), status_ids: [String(erinPost)], comment: 'spam', forward: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ comment: 'spam', forwarded: true, status_ids: [String(erinPost)], target_account: { acct: 'erin@remote.example' } });
    const row = t.app.ctx.store.get<Json>('SELECT * FROM reports WHERE id = ?', [Number(res.json().id)])!;
    expect(row).toMatchObject({ reporter_id: idOf('alice'), target_id: erin, comment: 'spam', forward: 1, state: 'open' });
    expect(JSON.parse(row.status_ids)).toEqual([String(erinPost)]);
    // forward means nothing for a local account
    const local = await call('POST', '/api/v1/reports', 'alice', { account_id: String(idOf('robot')), forward: true });
    expect(local.json().forwarded).toBe(false);

    expect((await call('POST', '/api/v1/reports', 'alice', { account_id: '999999' })).statusCode).toBe(404);
    expect((await call('POST', '/api/v1/reports', 'alice', {})).statusCode).toBe(422);
    const alicePost = t.app.ctx.store.get<{ id: number }>('SELECT id FROM statuses WHERE user_id = ? LIMIT 1', [idOf('alice')])!.id;
    const wrong = await call('POST', '/api/v1/reports', 'bob', { account_id: String(erin), status_ids: [String(alicePost)] });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error).toMatch(/belong/);
    expect((await call('POST', '/api/v1/reports', undefined, { account_id: String(erin) })).statusCode).toBe(403);
  });

  it('domain blocks: list, filter timelines and notifications, unblock', async () => {
    const dave = idOf('dave@remote.example');
    const davePost = t.app.ctx.store.get<{ id: number }>("SELECT id FROM statuses WHERE user_id = ? AND visibility = 'public' AND reblog_of_id IS NULL ORDER BY id DESC LIMIT 1", [dave])!.id;
    const pub = async () => ((await call('GET', '/api/v1/timelines/public?limit=40&max_id=' + (davePost + 1), 'alice')).json() as Json[]).map((s) => s.id);
    expect(await pub()).toContain(String(davePost));
    expect((await call('POST', '/api/v1/domain_blocks', 'alice', { domain: 'Remote.Example' })).statusCode).toBe(200);
    await call('POST', '/api/v1/domain_blocks', 'alice', { domain: 'bücher.example' });
    expect((await call('POST', '/api/v1/domain_blocks', 'alice', { domain: 'not a domain' })).statusCode).toBe(422);
    const list = await call('GET', '/api/v1/domain_blocks?limit=1', 'alice');
    expect(list.json()).toEqual(['xn--bcher-kva.example']);
    expect(list.headers.link).toMatch(/rel="next"/);
    expect(await pub()).not.toContain(String(davePost));
    const rel = (await call('GET', `/api/v1/accounts/relationships?id=${dave}`, 'alice')).json()[0];
    expect(rel.domain_blocking).toBe(true);
    // Followers from the blocked domain are dropped.
    expect((await call('GET', `/api/v1/accounts/relationships?id=${dave}`, 'alice')).json()[0].followed_by).toBe(false);
    // The shared filter the notifications list uses.
    const hidden = t.app.ctx.store.get('SELECT 1 WHERE ' + accountFilterSql('@from', { forNotifications: true }), { viewer: idOf('alice'), from: dave });
    expect(hidden).toBeUndefined();
    await call('DELETE', '/api/v1/domain_blocks', 'alice', { domain: 'remote.example' });
    expect((await call('GET', '/api/v1/domain_blocks', 'alice')).json()).toEqual(['xn--bcher-kva.example']);
    expect(await pub()).toContain(String(davePost));
    expect((await call('GET', '/api/v1/domain_blocks')).statusCode).toBe(403);
  });

  it('notification filter: mutes without notifications still notify', async () => {
    const viewer = idOf('bob');
    const from = idOf('carol');
    const visible = () => !!t.app.ctx.store.get('SELECT 1 WHERE ' + accountFilterSql('@from', { forNotifications: true }), { viewer, from });
    expect(visible()).toBe(true);
    await call('POST', `/api/v1/accounts/${from}/mute`, 'bob', { notifications: false });
    expect(visible()).toBe(true);
    await call('POST', `/api/v1/accounts/${from}/mute`, 'bob', { notifications: true });
    expect(visible()).toBe(false);
    await call('POST', `/api/v1/accounts/${from}/unmute`, 'bob');
    await call('POST', `/api/v1/accounts/${from}/block`, 'bob');
    expect(visible()).toBe(false);
    await call('POST', `/api/v1/accounts/${from}/unblock`, 'bob');
  });
});
