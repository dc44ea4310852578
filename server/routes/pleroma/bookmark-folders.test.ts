import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('bookmark folders (Pleroma 2.8)', () => {
  let t: TestApp;
  const tokens = new Map<string, string>();
  const call = async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, nick: string, payload?: object) => {
    if (!tokens.has(nick)) tokens.set(nick, await t.tokenFor(nick));
    return t.app.inject({ method, url, headers: { authorization: `Bearer ${tokens.get(nick)}` }, ...(payload ? { payload } : {}) });
  };
  const post = async (nick: string, status: string) => (await call('POST', '/api/v1/statuses', nick, { status, visibility: 'public' })).json() as Json;

  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(() => t.close());

  it('is announced in nodeinfo features', async () => {
    const info = (await t.app.inject({ method: 'GET', url: '/nodeinfo/2.0.json' })).json();
    expect(info.metadata.features).toContain('pleroma:bookmark_folders');
  });

  it('creates, lists, renames and deletes folders, each user their own', async () => {
    const created = await call('POST', '/api/v1/pleroma/bookmark_folders', 'alice', { name: 'Recipes', emoji: '🍲' });
    expect(created.statusCode).toBe(200);
    const folder = created.json();
    expect(folder).toEqual({ id: expect.any(String), name: 'Recipes', emoji: '🍲', emoji_url: null });
    expect((await call('POST', '/api/v1/pleroma/bookmark_folders', 'alice', { name: 'Recipes' })).statusCode).toBe(422);
    expect((await call('POST', '/api/v1/pleroma/bookmark_folders', 'alice', { name: ' ' })).statusCode).toBe(422);
    expect((await call('POST', '/api/v1/pleroma/bookmark_folders', 'alice', { name: 'x', emoji: 'not an emoji' })).statusCode).toBe(422);
    expect((await call('GET', '/api/v1/pleroma/bookmark_folders', 'alice')).json()).toEqual([folder]);
    expect((await call('GET', '/api/v1/pleroma/bookmark_folders', 'bob')).json()).toEqual([]);

    const renamed = (await call('PATCH', `/api/v1/pleroma/bookmark_folders/${folder.id}`, 'alice', { name: 'Cooking', emoji: ':starling:' })).json();
    expect(renamed).toMatchObject({ id: folder.id, name: 'Cooking', emoji: ':starling:' });
    expect(renamed.emoji_url).toMatch(/\/emoji\/custom\/starling\.png$/);
    expect((await call('PATCH', `/api/v1/pleroma/bookmark_folders/${folder.id}`, 'bob', { name: 'mine' })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/v1/pleroma/bookmark_folders/${folder.id}`, 'bob')).statusCode).toBe(404);
    expect((await call('DELETE', `/api/v1/pleroma/bookmark_folders/${folder.id}`, 'alice')).json()).toMatchObject({ id: folder.id, name: 'Cooking' });
    expect((await call('GET', '/api/v1/pleroma/bookmark_folders', 'alice')).json()).toEqual([]);
  });

  it('files bookmarks into a folder, moves them, and lists a folder', async () => {
    const folder = (await call('POST', '/api/v1/pleroma/bookmark_folders', 'alice', { name: 'Keep' })).json();
    const a = await post('bob', 'first for a folder');
    const b = await post('bob', 'second, unfiled');
    const filed = (await call('POST', `/api/v1/statuses/${a.id}/bookmark`, 'alice', { folder_id: folder.id })).json();
    expect(filed).toMatchObject({ bookmarked: true, pleroma: { bookmark_folder: folder.id } });
    await call('POST', `/api/v1/statuses/${b.id}/bookmark`, 'alice');
    const ids = async (url: string) => ((await call('GET', url, 'alice')).json() as Json[]).map((s) => s.id);
    expect(await ids(`/api/v1/bookmarks?folder_id=${folder.id}`)).toEqual([a.id]);
    expect(await ids('/api/v1/bookmarks')).toEqual(expect.arrayContaining([a.id, b.id]));
    // Bookmarking again with another folder moves it; someone else's folder is unknown.
    await call('POST', `/api/v1/statuses/${b.id}/bookmark`, 'alice', { folder_id: folder.id });
    expect(await ids(`/api/v1/bookmarks?folder_id=${folder.id}`)).toEqual([b.id, a.id]);
    expect((await call('POST', `/api/v1/statuses/${a.id}/bookmark`, 'bob', { folder_id: folder.id })).statusCode).toBe(404);
    // Deleting the folder keeps its bookmarks, unfiled.
    await call('DELETE', `/api/v1/pleroma/bookmark_folders/${folder.id}`, 'alice');
    expect(await ids('/api/v1/bookmarks')).toEqual(expect.arrayContaining([a.id, b.id]));
    expect((await call('GET', `/api/v1/statuses/${a.id}`, 'alice')).json().pleroma.bookmark_folder).toBeNull();
  });
});

describe('bookmark folders on the mastodon flavour', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ flavor: 'mastodon' });
  }, 60_000);
  afterAll(() => t.close());

  it('are not served', async () => {
    const token = await t.tokenFor('alice');
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/pleroma/bookmark_folders', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(404);
  });
});
