import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('followed hashtags', () => {
  let t: TestApp;
  const tokens = new Map<string, string>();
  const call = async (nick: string, method: 'GET' | 'POST', url: string, payload?: object) => {
    if (!tokens.has(nick)) tokens.set(nick, await t.tokenFor(nick));
    return t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${tokens.get(nick)}` } });
  };
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('follows and unfollows a tag, and says so in the tag entity', async () => {
    expect((await call('alice', 'GET', '/api/v1/tags/Gardening')).json()).toMatchObject({ name: 'gardening', following: false, history: expect.any(Array) });
    const followed = await call('alice', 'POST', '/api/v1/tags/Gardening/follow');
    expect(followed.json()).toMatchObject({ name: 'gardening', following: true });
    expect((await call('alice', 'GET', '/api/v1/tags/gardening')).json()).toMatchObject({ following: true });
    expect((await call('bob', 'GET', '/api/v1/tags/gardening')).json()).toMatchObject({ following: false });
    expect((await call('alice', 'POST', '/api/v1/tags/gardening/unfollow')).json()).toMatchObject({ following: false });
    expect((await call('alice', 'POST', '/api/v1/tags/not%20a%20tag/follow')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/tags/gardening/follow' })).statusCode).toBe(403);
  });

  it('pages the followed tags by Link header, newest first', async () => {
    for (const tag of ['one', 'two', 'three']) await call('bob', 'POST', `/api/v1/tags/${tag}/follow`);
    const page = await call('bob', 'GET', '/api/v1/followed_tags?limit=2');
    expect((page.json() as Json[]).map((x) => x.name)).toEqual(['three', 'two']);
    const next = new URL(/<([^>]+)>; rel="next"/.exec(page.headers.link as string)![1]);
    const rest = await call('bob', 'GET', next.pathname + next.search);
    expect((rest.json() as Json[]).map((x) => x.name)).toEqual(['one']);
  });

  it("brings public posts with a followed tag into home, not others' unlisted ones", async () => {
    await call('carol', 'POST', '/api/v1/tags/birdwatching/follow');
    // carol does not follow robot.
    const tagged = (await call('robot', 'POST', '/api/v1/statuses', { status: 'a heron #Birdwatching' })).json() as Json;
    const unlisted = (await call('robot', 'POST', '/api/v1/statuses', { status: 'quiet #birdwatching', visibility: 'unlisted' })).json() as Json;
    const home = ((await call('carol', 'GET', '/api/v1/timelines/home')).json() as Json[]).map((s) => s.id);
    expect(home).toContain(tagged.id);
    expect(home).not.toContain(unlisted.id);
  });
});
