import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('status actions, reactions and polls', () => {
  let t: TestApp;
  const headers = new Map<string, Record<string, string>>();
  const as = async (nick: string) => {
    if (!headers.has(nick)) headers.set(nick, { authorization: `Bearer ${await t.tokenFor(nick)}` });
    return headers.get(nick)!;
  };
  const find = (sql: string, params: unknown[] = []) => t.app.ctx.store.get<{ id: number }>(sql, params)!.id;
  const count = (sql: string, params: unknown[] = []) => t.app.ctx.store.get<{ n: number }>(sql, params)!.n;
  const call = async (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, nick?: string, payload?: object) =>
    t.app.inject({ method, url, headers: nick ? await as(nick) : {}, ...(payload ? { payload } : {}) });
  /** A public post by `author` that `other` has not touched. */
  const freshPublic = (author: string, other: string) =>
    find(
      `SELECT s.id FROM statuses s JOIN users u ON u.id = s.user_id JOIN users o ON o.nickname = ? AND o.domain IS NULL
       WHERE u.nickname = ? AND u.domain IS NULL AND s.visibility = 'public' AND s.reblog_of_id IS NULL AND s.pinned_at IS NULL
         AND NOT EXISTS (SELECT 1 FROM favourites f WHERE f.status_id = s.id AND f.user_id = o.id)
         AND NOT EXISTS (SELECT 1 FROM statuses rb WHERE rb.reblog_of_id = s.id AND rb.user_id = o.id)
         AND NOT EXISTS (SELECT 1 FROM reactions x WHERE x.status_id = s.id)
       ORDER BY s.id DESC LIMIT 1`,
      [other, author],
    );

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('favourites and unfavourites, idempotently, with a notification for the author', async () => {
    const id = freshPublic('alice', 'bob');
    const before = (await call('GET', `/api/v1/statuses/${id}`, 'bob')).json();
    const fav = await call('POST', `/api/v1/statuses/${id}/favourite`, 'bob');
    expect(fav.statusCode).toBe(200);
    expect(fav.json()).toMatchObject({ id: String(id), favourited: true, favourites_count: before.favourites_count + 1 });
    const again = (await call('POST', `/api/v1/statuses/${id}/favourite`, 'bob')).json();
    expect(again.favourites_count).toBe(before.favourites_count + 1);
    const notifications = "SELECT COUNT(*) AS n FROM notifications WHERE type = 'favourite' AND status_id = ?";
    expect(count(notifications, [id])).toBe(1);
    const by = (await call('GET', `/api/v1/statuses/${id}/favourited_by`)).json() as Json[];
    expect(by.map((a) => a.acct)).toContain('bob');
    const unfav = (await call('POST', `/api/v1/statuses/${id}/unfavourite`, 'bob')).json();
    expect(unfav).toMatchObject({ favourited: false, favourites_count: before.favourites_count });
    expect(count(notifications, [id])).toBe(0);
    expect((await call('POST', `/api/v1/statuses/${id}/unfavourite`, 'bob')).statusCode).toBe(200);
  });

  it('refuses visitors, read-only tokens and unknown or hidden statuses', async () => {
    const id = freshPublic('alice', 'bob');
    const anon = await call('POST', `/api/v1/statuses/${id}/favourite`);
    expect(anon.statusCode).toBe(403);
    expect(anon.json().error).toBeTruthy();
    const readOnly = { authorization: `Bearer ${await t.tokenFor('bob', 'read')}` };
    const scoped = await t.app.inject({ method: 'POST', url: `/api/v1/statuses/${id}/favourite`, headers: readOnly });
    expect(scoped.statusCode).toBe(403);
    expect((await call('POST', '/api/v1/statuses/999/favourite', 'bob')).statusCode).toBe(404);
    expect((await call('POST', '/api/v1/statuses/abc/reblog', 'bob')).json()).toEqual({ error: 'Record not found' });
    const dm = find("SELECT s.id FROM statuses s JOIN users u ON u.id = s.user_id WHERE u.nickname = 'alice' AND s.visibility = 'direct' AND s.content LIKE '%coffee%'");
    expect((await call('POST', `/api/v1/statuses/${dm}/favourite`, 'carol')).statusCode).toBe(404);
  });

  it('reblogs into a new status and unreblogs it; private and direct posts cannot be reblogged', async () => {
    const id = freshPublic('alice', 'bob');
    const res = await call('POST', `/api/v1/statuses/${id}/reblog`, 'bob');
    expect(res.statusCode).toBe(200);
    const wrapper = res.json();
    expect(wrapper.id).not.toBe(String(id));
    expect(wrapper.account.acct).toBe('bob');
    expect(wrapper.reblog).toMatchObject({ id: String(id), reblogged: true, reblogs_count: 1 });
    expect(count("SELECT COUNT(*) AS n FROM notifications WHERE type = 'reblog' AND status_id = ?", [id])).toBe(1);
    const again = (await call('POST', `/api/v1/statuses/${id}/reblog`, 'bob')).json();
    expect(again.id).toBe(wrapper.id);
    // Acting on the reblog's id acts on the original, as in Mastodon.
    expect((await call('POST', `/api/v1/statuses/${wrapper.id}/favourite`, 'carol')).json().id).toBe(String(id));
    const undone = (await call('POST', `/api/v1/statuses/${id}/unreblog`, 'bob')).json();
    expect(undone).toMatchObject({ id: String(id), reblogged: false, reblogs_count: 0 });
    expect((await call('GET', `/api/v1/statuses/${wrapper.id}`)).statusCode).toBe(404);

    const priv = find("SELECT s.id FROM statuses s JOIN users u ON u.id = s.user_id WHERE u.nickname = 'carol' AND s.visibility = 'private' LIMIT 1");
    const refused = await call('POST', `/api/v1/statuses/${priv}/reblog`, 'alice');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBeTruthy();
    expect((await call('POST', `/api/v1/statuses/${priv}/reblog`, 'carol')).statusCode).toBe(403);
    const dm = find("SELECT s.id FROM statuses s JOIN users u ON u.id = s.user_id WHERE u.nickname = 'alice' AND s.visibility = 'direct' AND s.content LIKE '%coffee%'");
    expect((await call('POST', `/api/v1/statuses/${dm}/reblog`, 'bob')).statusCode).toBe(403);
  });

  it('bookmarks and mutes threads per user', async () => {
    const id = freshPublic('carol', 'bob');
    expect((await call('POST', `/api/v1/statuses/${id}/bookmark`, 'bob')).json().bookmarked).toBe(true);
    const bookmarks = (await call('GET', '/api/v1/bookmarks', 'bob')).json() as Json[];
    expect(bookmarks[0].id).toBe(String(id));
    expect((await call('GET', `/api/v1/statuses/${id}`, 'alice')).json().bookmarked).toBe(false);
    expect((await call('POST', `/api/v1/statuses/${id}/unbookmark`, 'bob')).json().bookmarked).toBe(false);

    const muted = (await call('POST', `/api/v1/statuses/${id}/mute`, 'bob')).json();
    expect(muted.muted).toBe(true);
    expect(muted.pleroma.thread_muted).toBe(true);
    expect((await call('POST', `/api/v1/statuses/${id}/mute`, 'bob')).statusCode).toBe(200);
    const unmuted = (await call('POST', `/api/v1/statuses/${id}/unmute`, 'bob')).json();
    expect(unmuted.muted).toBe(false);
    expect(unmuted.pleroma.thread_muted).toBe(false);
  });

  it('pins only the caller’s own public or unlisted posts, up to the limit', async () => {
    const own = freshPublic('bob', 'alice');
    const pinned = await call('POST', `/api/v1/statuses/${own}/pin`, 'bob');
    expect(pinned.statusCode).toBe(200);
    expect(pinned.json().pinned).toBe(true);
    const profile = (await call('GET', '/api/v1/accounts/bob/statuses?pinned=true')).json() as Json[];
    expect(profile.map((s) => s.id)).toContain(String(own));
    const theirs = await call('POST', `/api/v1/statuses/${own}/pin`, 'alice');
    expect(theirs.statusCode).toBe(422);
    expect(theirs.json().error).toMatch(/own/);
    const priv = find("SELECT s.id FROM statuses s JOIN users u ON u.id = s.user_id WHERE u.nickname = 'bob' AND s.visibility IN ('private', 'direct') AND s.reblog_of_id IS NULL LIMIT 1");
    expect((await call('POST', `/api/v1/statuses/${priv}/pin`, 'bob')).statusCode).toBe(422);
    expect((await call('POST', `/api/v1/statuses/${own}/unpin`, 'alice')).statusCode).toBe(422);
    expect((await call('POST', `/api/v1/statuses/${own}/unpin`, 'bob')).json().pinned).toBe(false);

    const more = t.app.ctx.store.all<{ id: number }>(
      "SELECT s.id FROM statuses s JOIN users u ON u.id = s.user_id WHERE u.nickname = 'robot' AND s.visibility = 'public' AND s.reblog_of_id IS NULL LIMIT 6",
    );
    for (const s of more.slice(0, 5)) expect((await call('POST', `/api/v1/statuses/${s.id}/pin`, 'robot')).statusCode).toBe(200);
    const sixth = await call('POST', `/api/v1/statuses/${more[5].id}/pin`, 'robot');
    expect(sixth.statusCode).toBe(422);
    expect(sixth.json().error).toMatch(/maximum/);
  });

  it('lets authors and staff delete, with the source text for redrafting', async () => {
    const id = freshPublic('alice', 'carol');
    await call('POST', `/api/v1/statuses/${id}/reblog`, 'carol');
    const stranger = await call('DELETE', `/api/v1/statuses/${id}`, 'bob');
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().error).toBeTruthy();
    const byModerator = await call('DELETE', `/api/v1/statuses/${id}`, 'moderator');
    expect(byModerator.statusCode).toBe(200);
    expect(byModerator.json().id).toBe(String(id));
    expect(typeof byModerator.json().text).toBe('string');
    expect((await call('GET', `/api/v1/statuses/${id}`)).statusCode).toBe(404);
    expect(count('SELECT COUNT(*) AS n FROM statuses WHERE reblog_of_id = ?', [id])).toBe(0);
    expect((await call('DELETE', `/api/v1/statuses/${id}`, 'moderator')).statusCode).toBe(404);

    const own = find("SELECT s.id FROM statuses s JOIN users u ON u.id = s.user_id WHERE u.nickname = 'bob' AND s.source <> '' ORDER BY s.id DESC LIMIT 1");
    const source = t.app.ctx.store.get<{ source: string }>('SELECT source FROM statuses WHERE id = ?', [own])!.source;
    const mine = await call('DELETE', `/api/v1/statuses/${own}`, 'bob');
    expect(mine.statusCode).toBe(200);
    expect(mine.json().text).toBe(source);
    // Staff may remove a post they cannot see; others get the usual 404.
    const dm = find("SELECT s.id FROM statuses s JOIN users u ON u.id = s.user_id WHERE u.nickname = 'alice' AND s.visibility = 'direct' AND s.content LIKE '%coffee%'");
    expect((await call('DELETE', `/api/v1/statuses/${dm}`, 'carol')).statusCode).toBe(404);
    expect((await call('DELETE', `/api/v1/statuses/${dm}`, 'admin')).statusCode).toBe(200);
  });

  it('adds, lists and removes emoji reactions', async () => {
    const id = freshPublic('alice', 'bob');
    const url = `/api/v1/pleroma/statuses/${id}/reactions`;
    const added = await call('PUT', `${url}/${encodeURIComponent('👍')}`, 'bob');
    expect(added.statusCode).toBe(200);
    expect(added.json().pleroma.emoji_reactions).toEqual([{ name: '👍', count: 1, me: true, account_ids: [expect.any(String)], url: null }]);
    await call('PUT', `${url}/${encodeURIComponent('👍')}`, 'bob');
    await call('PUT', `${url}/${encodeURIComponent('👍')}`, 'carol');
    await call('PUT', `${url}/${encodeURIComponent(':starling:')}`, 'carol');
    // The text form of a heart is stored fully qualified.
    await call('PUT', `${url}/${encodeURIComponent('❤')}`, 'robot');
    const list = (await call('GET', url, 'bob')).json() as Json[];
    expect(list.map((r) => [r.name, r.count, r.me])).toEqual([
      ['👍', 2, true],
      ['starling', 1, false],
      ['❤️', 1, false],
    ]);
    expect(list[0].accounts.map((a: Json) => a.acct)).toEqual(['bob', 'carol']);
    expect(list[1].url).toMatch(/\/emoji\/custom\/starling\.png$/);
    const one = (await call('GET', `${url}/${encodeURIComponent('👍')}`)).json() as Json[];
    expect(one).toHaveLength(1);
    expect(one[0].me).toBe(false);
    const notes = "SELECT COUNT(*) AS n FROM notifications WHERE type = 'pleroma:emoji_reaction' AND status_id = ?";
    expect(count(notes, [id])).toBe(4);

    for (const bad of ['abc', 'nope_not_an_emoji', '👍👍', 'x']) {
      const res = await call('PUT', `${url}/${encodeURIComponent(bad)}`, 'bob');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'Invalid emoji' });
    }
    const removed = (await call('DELETE', `${url}/${encodeURIComponent('👍')}`, 'bob')).json();
    expect(removed.pleroma.emoji_reactions.find((r: Json) => r.name === '👍')).toMatchObject({ count: 1, me: false });
    expect(count(notes, [id])).toBe(3);
    expect((await call('DELETE', `${url}/starling`, 'carol')).statusCode).toBe(200);
    expect(((await call('GET', url)).json() as Json[]).map((r) => r.name)).toEqual(['👍', '❤️']);
    expect((await call('PUT', `${url}/${encodeURIComponent('👍')}`)).statusCode).toBe(403);
  });

  it('votes on polls under the rules', async () => {
    const store = t.app.ctx.store;
    const open = find("SELECT p.id FROM polls p JOIN statuses s ON s.id = p.status_id WHERE s.source LIKE 'What should we name the office cat%'");
    const closed = find("SELECT p.id FROM polls p JOIN statuses s ON s.id = p.status_id WHERE s.source LIKE 'Which features do you use most%'");
    const poll = (await call('GET', `/api/v1/polls/${open}`)).json();
    expect(poll).toMatchObject({ id: String(open), multiple: false, expired: false, voted: false, votes_count: 2 });
    expect((await call('GET', '/api/v1/polls/99999')).statusCode).toBe(404);

    const votes = `/api/v1/polls/${open}/votes`;
    const expectRefused = async (nick: string, payload: object) => {
      const res = await call('POST', votes, nick, payload);
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toBeTruthy();
    };
    await expectRefused('admin', { choices: [] });
    await expectRefused('admin', { choices: [0, 1] }); // single-choice poll
    await expectRefused('admin', { choices: [3] });
    await expectRefused('admin', { choices: ['x'] });
    await expectRefused('alice', { choices: [1] }); // voted in the seed
    const voted = await call('POST', votes, 'admin', { choices: [2] });
    expect(voted.statusCode).toBe(200);
    expect(voted.json()).toMatchObject({ voted: true, own_votes: [2], votes_count: 3, voters_count: 3 });
    await expectRefused('admin', { choices: [1] });
    // Pleroma refuses a vote by the poll's author (bob), and shows them the results.
    const own = await call('POST', votes, 'bob', { choices: [1] });
    expect(own.statusCode).toBe(422);
    expect(own.json().error).toBe("Poll's author can't vote");
    expect((await call('GET', `/api/v1/polls/${open}`, 'bob')).json()).toMatchObject({ voted: true, own_votes: [] });
    // Form bodies (choices[]=…) work too.
    const form = await t.app.inject({
      method: 'POST',
      url: votes,
      headers: { ...(await as('robot')), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'choices[]=1',
    });
    expect(form.statusCode).toBe(200);
    expect(form.json().own_votes).toEqual([1]);
    await expectRefusedOn(closed);
    expect(store.get<{ n: number }>('SELECT COUNT(*) AS n FROM poll_votes WHERE poll_id = ?', [closed])!.n).toBeGreaterThan(0);

    async function expectRefusedOn(pollId: number) {
      const res = await call('POST', `/api/v1/polls/${pollId}/votes`, 'robot', { choices: [0] });
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toMatch(/ended/);
    }
  });
});

describe('in the mastodon flavor', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ flavor: 'mastodon' });
  });
  afterAll(() => t.close());

  it('has no Pleroma reactions but the Mastodon actions', async () => {
    const id = t.app.ctx.store.get<{ id: number }>("SELECT id FROM statuses WHERE visibility = 'public' AND reblog_of_id IS NULL LIMIT 1")!.id;
    const headers = { authorization: `Bearer ${await t.tokenFor('robot')}` };
    expect((await t.app.inject({ method: 'PUT', url: `/api/v1/pleroma/statuses/${id}/reactions/x`, headers })).statusCode).toBe(404);
    const fav = await t.app.inject({ method: 'POST', url: `/api/v1/statuses/${id}/bookmark`, headers });
    expect(fav.json().bookmarked).toBe(true);
    expect(fav.json().pleroma).toBeUndefined();
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/statuses/${id}/favourite` })).statusCode).toBe(401);
  });
});
