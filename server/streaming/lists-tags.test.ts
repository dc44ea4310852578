// The `list` stream and followed hashtags on the `user` stream.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { localUserByNickname } from '../db/users.js';
import { createTestApp, type TestApp } from '../testing.js';

type Frame = { stream?: string[]; event?: string; payload?: string; error?: string };

/** Opens a socket and collects its frames; `next` waits for one matching. */
async function socket(url: string) {
  const ws = new WebSocket(url);
  const frames: Frame[] = [];
  ws.on('message', (d) => frames.push(JSON.parse(d.toString()) as Frame));
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  const next = async (match: (f: Frame) => boolean) => {
    for (let i = 0; i < 150; i++) {
      const found = frames.find(match);
      if (found) return found;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error('no matching frame');
  };
  return { ws, next, frames };
}

describe('list and followed-tag streaming', () => {
  let t: TestApp;
  let base: string;
  const sockets: WebSocket[] = [];
  const tokens = new Map<string, string>();
  const token = async (nick: string) => {
    if (!tokens.has(nick)) tokens.set(nick, await t.tokenFor(nick));
    return tokens.get(nick)!;
  };
  const call = async (nick: string, method: 'POST' | 'GET', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${await token(nick)}` } });
  const open = async (nick: string, query: string) => {
    const s = await socket(`${base}/api/v1/streaming?${query}&access_token=${await token(nick)}`);
    sockets.push(s.ws);
    return s;
  };

  beforeAll(async () => {
    t = await createTestApp();
    base = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace(/^http/, 'ws');
  });
  afterAll(async () => {
    for (const ws of sockets) ws.terminate();
    await t.close();
  });

  it("streams a member's post to the list's owner only", async () => {
    const list = (await call('alice', 'POST', '/api/v1/lists', { title: 'Bob' })).json() as { id: string };
    const bobId = String(localUserByNickname(t.app.ctx.store, 'bob')!.id);
    await call('alice', 'POST', `/api/v1/lists/${list.id}/accounts`, { account_ids: [bobId] });
    const owner = await open('alice', `stream=list&list=${list.id}`);
    const stranger = await open('bob', `stream=list&list=${list.id}`);
    expect((await stranger.next((f) => !!f.error)).error).toBe('Not authorized to stream this list');

    await call('carol', 'POST', '/api/v1/statuses', { status: 'carol is not listed' });
    const posted = (await call('bob', 'POST', '/api/v1/statuses', { status: 'bob is listed' })).json() as { id: string };
    const update = await owner.next((f) => f.event === 'update');
    expect(update.stream).toEqual(['list', list.id]);
    expect(JSON.parse(update.payload!).id).toBe(posted.id);
    expect(owner.frames.filter((f) => f.event === 'update')).toHaveLength(1);
  });

  it('sends a public post with a followed tag on the user stream', async () => {
    await call('carol', 'POST', '/api/v1/tags/heron/follow');
    const home = await open('carol', 'stream=user');
    const posted = (await call('robot', 'POST', '/api/v1/statuses', { status: 'a #heron flew by' })).json() as { id: string };
    const update = await home.next((f) => f.event === 'update');
    expect(JSON.parse(update.payload!).id).toBe(posted.id);
  });
});
