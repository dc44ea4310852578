import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestApp, type TestApp } from '../../testing.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Collects a socket's frames; `next` waits for the first one matching. */
function frames(ws: WebSocket) {
  const seen: Json[] = [];
  const waiters: { match: (f: Json) => boolean; resolve: (f: Json) => void }[] = [];
  ws.on('message', (data) => {
    const f = JSON.parse(data.toString()) as Json;
    const i = waiters.findIndex((w) => w.match(f));
    if (i >= 0) waiters.splice(i, 1)[0].resolve(f);
    else seen.push(f);
  });
  return (match: (f: Json) => boolean) => {
    const i = seen.findIndex(match);
    if (i >= 0) return Promise.resolve(seen.splice(i, 1)[0]);
    return new Promise<Json>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no matching frame')), 3000);
      waiters.push({ match, resolve: (f) => (clearTimeout(timer), resolve(f)) });
    });
  };
}

describe('announcements', () => {
  let t: TestApp;
  let wsBase: string;
  const tokens = new Map<string, string>();
  const token = async (nick: string) => {
    if (!tokens.has(nick)) tokens.set(nick, await t.tokenFor(nick, 'read write follow push admin'));
    return tokens.get(nick)!;
  };
  const call = async (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, nick: string, payload?: object) =>
    t.app.inject({ method, url, headers: { authorization: `Bearer ${await token(nick)}` }, ...(payload ? { payload } : {}) });
  const admin = '/api/v1/pleroma/admin/announcements';
  const visibleTo = async (nick: string) => (await call('GET', '/api/v1/announcements', nick)).json() as Json[];

  beforeAll(async () => {
    t = await createTestApp();
    wsBase = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace(/^http/, 'ws');
  }, 60_000);
  afterAll(() => t.close());

  it('lets only admins manage them', async () => {
    for (const nick of ['alice', 'moderator']) {
      expect((await call('POST', admin, nick, { content: 'nope' })).statusCode).toBe(403);
      expect((await call('GET', admin, nick)).statusCode).toBe(403);
    }
    expect((await call('POST', admin, 'admin', { content: '  ' })).statusCode).toBe(422);
    expect((await call('POST', admin, 'admin', { content: 'x', starts_at: '2030-01-02T00:00:00Z', ends_at: '2030-01-01T00:00:00Z' })).statusCode).toBe(422);
    expect((await call('POST', admin, 'admin', { content: 'x', starts_at: 'soon' })).statusCode).toBe(422);
  });

  it('creates, edits and deletes; members see the ones in their window with their read state', async () => {
    const created = (await call('POST', admin, 'admin', { content: 'Maintenance tonight\nhttps://example.com <b>', all_day: true })).json();
    expect(created).toMatchObject({ all_day: true, read: false, starts_at: null, ends_at: null, pleroma: { raw_content: 'Maintenance tonight\nhttps://example.com <b>' } });
    expect(created.content).toBe('Maintenance tonight<br/><a href="https://example.com" rel="ugc">https://example.com</a> &lt;b&gt;');
    const future = (await call('POST', admin, 'admin', { content: 'Later', starts_at: new Date(Date.now() + 86_400_000).toISOString() })).json();
    expect((await visibleTo('alice')).map((a) => a.id)).toEqual([created.id]);
    expect((await call('GET', admin, 'admin')).json().map((a: Json) => a.id)).toEqual([future.id, created.id]);

    const edited = (await call('PATCH', `${admin}/${created.id}`, 'admin', { content: 'Maintenance moved' })).json();
    expect(edited).toMatchObject({ id: created.id, content: 'Maintenance moved', all_day: true });
    expect((await call('PATCH', `${admin}/${future.id}`, 'admin', { starts_at: null })).json().starts_at).toBeNull();
    expect((await visibleTo('alice')).map((a) => a.id)).toEqual([created.id, future.id]);

    expect((await call('POST', `/api/v1/announcements/${created.id}/dismiss`, 'alice')).json()).toEqual({});
    expect((await visibleTo('alice')).find((a) => a.id === created.id)?.read).toBe(true);
    expect((await visibleTo('bob')).find((a) => a.id === created.id)?.read).toBe(false);

    expect((await call('DELETE', `${admin}/${future.id}`, 'admin')).statusCode).toBe(200);
    expect((await call('DELETE', `${admin}/${future.id}`, 'admin')).statusCode).toBe(404);
    expect((await call('POST', `/api/v1/announcements/${future.id}/dismiss`, 'alice')).statusCode).toBe(404);
    await call('DELETE', `${admin}/${created.id}`, 'admin');
  });

  it('counts reactions per member', async () => {
    const a = (await call('POST', admin, 'admin', { content: 'React!' })).json();
    expect((await call('PUT', `/api/v1/announcements/${a.id}/reactions/${encodeURIComponent('👍')}`, 'alice')).json()).toEqual({});
    await call('PUT', `/api/v1/announcements/${a.id}/reactions/${encodeURIComponent('👍')}`, 'bob');
    await call('PUT', `/api/v1/announcements/${a.id}/reactions/starling`, 'bob');
    expect((await call('PUT', `/api/v1/announcements/${a.id}/reactions/nonsense`, 'bob')).statusCode).toBe(422);
    const seen = (await visibleTo('alice')).find((x) => x.id === a.id)!;
    expect(seen.reactions).toEqual([
      { name: '👍', count: 2, me: true },
      { name: 'starling', count: 1, me: false, url: expect.stringMatching(/starling\.png$/), static_url: expect.any(String) },
    ]);
    await call('DELETE', `/api/v1/announcements/${a.id}/reactions/${encodeURIComponent('👍')}`, 'alice');
    expect((await visibleTo('alice')).find((x) => x.id === a.id)!.reactions[0]).toEqual({ name: '👍', count: 1, me: false });
    await call('DELETE', `${admin}/${a.id}`, 'admin');
  });

  it('streams announcement, announcement.reaction and announcement.delete on the user stream', async () => {
    const ws = new WebSocket(`${wsBase}/api/v1/streaming?stream=user&access_token=${await token('alice')}`);
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    const next = frames(ws);
    try {
      const a = (await call('POST', admin, 'admin', { content: 'Live news' })).json();
      const published = await next((f) => f.event === 'announcement');
      expect(JSON.parse(published.payload)).toMatchObject({ id: a.id, content: 'Live news', read: false });
      await call('PUT', `/api/v1/announcements/${a.id}/reactions/${encodeURIComponent('🎉')}`, 'bob');
      const reaction = await next((f) => f.event === 'announcement.reaction');
      expect(JSON.parse(reaction.payload)).toEqual({ name: '🎉', count: 1, announcement_id: a.id });
      await call('DELETE', `${admin}/${a.id}`, 'admin');
      expect((await next((f) => f.event === 'announcement.delete')).payload).toBe(a.id);
    } finally {
      ws.close();
    }
  });
});

describe('announcements on the mastodon flavour', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ flavor: 'mastodon' });
  }, 60_000);
  afterAll(() => t.close());

  it('are listed for members; there is no Pleroma admin API', async () => {
    const headers = { authorization: `Bearer ${await t.tokenFor('admin', 'read write admin')}` };
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/announcements', headers })).json()).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/pleroma/admin/announcements', headers })).statusCode).toBe(404);
  });
});
