import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localUserByNickname } from '../../db/users.js';
import { createTestApp, type TestApp } from '../../testing.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

function setup(flavor: 'pleroma' | 'mastodon') {
  const ctx = { t: null as unknown as TestApp, tokens: new Map<string, string>() };
  beforeAll(async () => {
    ctx.t = await createTestApp({ flavor });
  });
  afterAll(() => ctx.t.close());
  const call = async (nick: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
    if (!ctx.tokens.has(nick)) ctx.tokens.set(nick, await ctx.t.tokenFor(nick));
    return ctx.t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${ctx.tokens.get(nick)}` } });
  };
  const idOf = (nick: string) => String(localUserByNickname(ctx.t.app.ctx.store, nick)!.id);
  const post = async (nick: string, status: string, extra: object = {}) => (await call(nick, 'POST', '/api/v1/statuses', { status, ...extra })).json() as Json;
  return { ctx, call, idOf, post };
}

describe('lists (pleroma flavour)', () => {
  const { call, idOf, post } = setup('pleroma');

  it('creates, renames, lists and deletes a list with Pleroma fields only', async () => {
    const created = await call('alice', 'POST', '/api/v1/lists', { title: 'Friends' });
    expect(created.statusCode).toBe(200);
    const list = created.json() as Json;
    expect(list).toEqual({ id: expect.any(String), title: 'Friends' });
    expect((await call('alice', 'POST', '/api/v1/lists', { title: ' ' })).statusCode).toBe(422);

    const renamed = await call('alice', 'PUT', `/api/v1/lists/${list.id}`, { title: 'Close friends', exclusive: true });
    expect(renamed.json()).toEqual({ id: list.id, title: 'Close friends' });
    expect((await call('alice', 'GET', '/api/v1/lists')).json()).toContainEqual({ id: list.id, title: 'Close friends' });

    expect((await call('alice', 'DELETE', `/api/v1/lists/${list.id}`)).statusCode).toBe(200);
    expect((await call('alice', 'GET', `/api/v1/lists/${list.id}`)).statusCode).toBe(404);
  });

  it("hides another user's list and refuses members one does not follow", async () => {
    const list = (await call('alice', 'POST', '/api/v1/lists', { title: 'Mine' })).json() as Json;
    for (const [method, url] of [
      ['GET', `/api/v1/lists/${list.id}`],
      ['PUT', `/api/v1/lists/${list.id}`],
      ['DELETE', `/api/v1/lists/${list.id}`],
      ['GET', `/api/v1/lists/${list.id}/accounts`],
      ['GET', `/api/v1/timelines/list/${list.id}`],
    ] as const) {
      expect((await call('bob', method, url, method === 'PUT' ? { title: 'x' } : undefined)).statusCode).toBe(404);
    }
    // alice does not follow robot.
    const refused = await call('alice', 'POST', `/api/v1/lists/${list.id}/accounts`, { account_ids: [idOf('robot')] });
    expect(refused.statusCode).toBe(422);
    expect((await call('bob', 'POST', `/api/v1/lists/${list.id}/accounts`, { account_ids: [idOf('alice')] })).statusCode).toBe(404);
  });

  it('adds and removes members, lists them and the lists holding an account, and serves the list timeline with Link paging', async () => {
    const list = (await call('alice', 'POST', '/api/v1/lists', { title: 'Bob' })).json() as Json;
    expect((await call('alice', 'POST', `/api/v1/lists/${list.id}/accounts`, { account_ids: [idOf('bob')] })).statusCode).toBe(200);
    const members = (await call('alice', 'GET', `/api/v1/lists/${list.id}/accounts`)).json() as Json[];
    expect(members.map((a) => a.acct)).toEqual(['bob']);
    expect(((await call('alice', 'GET', `/api/v1/accounts/${idOf('bob')}/lists`)).json() as Json[]).map((l) => l.id)).toContain(list.id);

    const first = await post('bob', 'first in the list');
    await post('carol', 'not in the list');
    const second = await post('bob', 'second in the list');
    const page = await call('alice', 'GET', `/api/v1/timelines/list/${list.id}?limit=1`);
    expect((page.json() as Json[]).map((s) => s.id)).toEqual([second.id]);
    const next = /<([^>]+)>; rel="next"/.exec(page.headers.link as string)![1];
    const older = await call('alice', 'GET', new URL(next).pathname + new URL(next).search);
    expect((older.json() as Json[]).map((s) => s.id)).toEqual([first.id]);

    expect((await call('alice', 'DELETE', `/api/v1/lists/${list.id}/accounts?account_ids[]=${idOf('bob')}`)).statusCode).toBe(200);
    expect((await call('alice', 'GET', `/api/v1/lists/${list.id}/accounts`)).json()).toEqual([]);
  });

  it('drops an account from the lists when it is unfollowed', async () => {
    const list = (await call('alice', 'POST', '/api/v1/lists', { title: 'Carol' })).json() as Json;
    await call('alice', 'POST', `/api/v1/lists/${list.id}/accounts`, { account_ids: [idOf('carol')] });
    await call('alice', 'POST', `/api/v1/accounts/${idOf('carol')}/unfollow`);
    expect((await call('alice', 'GET', `/api/v1/lists/${list.id}/accounts`)).json()).toEqual([]);
    await call('alice', 'POST', `/api/v1/accounts/${idOf('carol')}/follow`);
  });
});

describe('lists (mastodon flavour)', () => {
  const { call, idOf, post } = setup('mastodon');

  it('keeps replies_policy and exclusive; an exclusive list hides its members from home', async () => {
    const created = (await call('alice', 'POST', '/api/v1/lists', { title: 'Bob only', exclusive: true, replies_policy: 'none' })).json() as Json;
    expect(created).toMatchObject({ title: 'Bob only', exclusive: true, replies_policy: 'none' });
    expect((await call('alice', 'PUT', `/api/v1/lists/${created.id}`, { replies_policy: 'everyone' })).statusCode).toBe(422);
    await call('alice', 'POST', `/api/v1/lists/${created.id}/accounts`, { account_ids: [idOf('bob')] });

    const byBob = await post('bob', 'exclusive to the list');
    const reply = await post('bob', '@carol a reply to carol', { in_reply_to_id: (await post('carol', 'carol asks')).id });
    const home = (await call('alice', 'GET', '/api/v1/timelines/home?limit=40')).json() as Json[];
    expect(home.map((s) => s.id)).not.toContain(byBob.id);
    const listed = ((await call('alice', 'GET', `/api/v1/timelines/list/${created.id}`)).json() as Json[]).map((s) => s.id);
    expect(listed).toContain(byBob.id);
    expect(listed).not.toContain(reply.id);

    await call('alice', 'PUT', `/api/v1/lists/${created.id}`, { replies_policy: 'followed', exclusive: false });
    const again = ((await call('alice', 'GET', `/api/v1/timelines/list/${created.id}`)).json() as Json[]).map((s) => s.id);
    expect(again).toContain(reply.id);
    expect(((await call('alice', 'GET', '/api/v1/timelines/home?limit=40')).json() as Json[]).map((s) => s.id)).toContain(byBob.id);
  });
});
