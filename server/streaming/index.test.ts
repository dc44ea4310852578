import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { redactUrl } from '../app.js';
import { localUserByNickname } from '../db/users.js';
import { createTestApp, type TestApp } from '../testing.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

interface Frame {
  stream?: string[];
  event?: string;
  payload?: string;
  error?: string;
}

/** A client socket that records frames and lets a test wait for the next one matching. */
class Client {
  private readonly frames: Frame[] = [];
  private readonly waiters: { match: (f: Frame) => boolean; resolve: (f: Frame) => void }[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;

  constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const frame = JSON.parse(data.toString()) as Frame;
      const i = this.waiters.findIndex((w) => w.match(frame));
      if (i >= 0) this.waiters.splice(i, 1)[0].resolve(frame);
      else this.frames.push(frame);
    });
    this.closed = new Promise((resolve) => ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  }

  /** The first unconsumed frame; a test fails on timeout rather than hanging. */
  next(match: (f: Frame) => boolean = () => true, ms = 3000): Promise<Frame> {
    const i = this.frames.findIndex(match);
    if (i >= 0) return Promise.resolve(this.frames.splice(i, 1)[0]);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no matching frame')), ms);
      this.waiters.push({ match, resolve: (f) => (clearTimeout(timer), resolve(f)) });
    });
  }

  /** Messages are handled in order, so an answered bad message means earlier ones were handled. */
  async sync(): Promise<void> {
    this.ws.send(JSON.stringify({ type: 'ping' }));
    await this.next((f) => f.error === 'Unknown message type');
  }

  send(message: object): void {
    this.ws.send(JSON.stringify(message));
  }

  pending(): Frame[] {
    return [...this.frames];
  }
}

describe('streaming', () => {
  let t: TestApp;
  let base: string;
  const tokens = new Map<string, string>();
  const token = async (nick: string) => {
    if (!tokens.has(nick)) tokens.set(nick, await t.tokenFor(nick));
    return tokens.get(nick)!;
  };
  const open: Client[] = [];
  const connect = async (query: string, protocols?: string[]) => {
    const ws = new WebSocket(`${base}/api/v1/streaming?${query}`, protocols);
    const client = new Client(ws);
    open.push(client);
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    return client;
  };
  const connectAs = async (nick: string, query: string) => connect(`${query}&access_token=${await token(nick)}`);
  const call = async (method: 'POST' | 'DELETE', url: string, nick: string) =>
    t.app.inject({ method, url, headers: { authorization: `Bearer ${await token(nick)}` } });

  /** The producer side: a committed status plus the event the posting route would publish. */
  const publish = (author: string, opts: { visibility?: string; tag?: string; mention?: string } = {}) => {
    const store = t.app.ctx.store;
    const user = localUserByNickname(store, author)!;
    const id = store.nextStatusId();
    store.tx(() => {
      store.run('INSERT INTO statuses (id, user_id, content, source, visibility, conversation_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)', [
        id, user.id, `<p>streamed ${id}</p>`, `streamed ${id}`, opts.visibility ?? 'public', id, Date.now(),
      ]);
      if (opts.tag) store.run('INSERT INTO status_tags (status_id, tag) VALUES (?, ?)', [id, opts.tag]);
      if (opts.mention) store.run('INSERT INTO mentions (status_id, user_id) VALUES (?, ?)', [id, localUserByNickname(store, opts.mention)!.id]);
    });
    t.app.ctx.events.emit('status:created', String(id));
    return String(id);
  };
  const payloadOf = (f: Frame) => JSON.parse(f.payload!) as Json;

  beforeAll(async () => {
    t = await createTestApp();
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = address.replace(/^http/, 'ws');
  });
  afterAll(async () => {
    for (const c of open) c.ws.terminate();
    await t.close();
  });

  it('sends public posts to the public stream, skips unlisted ones, then their delete', async () => {
    const socket = await connect('stream=public');
    publish('alice', { visibility: 'unlisted' });
    const id = publish('alice');
    const update = await socket.next();
    expect(update.stream).toEqual(['public']);
    expect(update.event).toBe('update');
    const status = payloadOf(update);
    expect(status).toMatchObject({ id, visibility: 'public', account: { acct: 'alice' } });
    expect(status.pleroma.local).toBe(true);
    expect(status.favourited).toBe(false);

    expect((await call('DELETE', `/api/v1/statuses/${id}`, 'alice')).statusCode).toBe(200);
    expect(await socket.next()).toEqual({ stream: ['public'], event: 'delete', payload: id });
  });

  it('subscribes and unsubscribes hashtags over one socket', async () => {
    const socket = await connect('');
    socket.send({ type: 'subscribe', stream: 'hashtag', tag: '#StreamTest' });
    await socket.sync();
    publish('bob');
    const tagged = publish('bob', { tag: 'streamtest' });
    const update = await socket.next();
    expect(update.stream).toEqual(['hashtag', 'streamtest']);
    expect(payloadOf(update).id).toBe(tagged);

    socket.send({ type: 'unsubscribe', stream: 'hashtag', tag: 'streamtest' });
    socket.send({ type: 'subscribe', stream: 'public:local' });
    await socket.sync();
    const local = publish('bob', { tag: 'streamtest' });
    const next = await socket.next();
    expect(next.stream).toEqual(['public:local']);
    expect(payloadOf(next).id).toBe(local);
  });

  it('tells about an unknown stream and keeps the socket', async () => {
    const socket = await connect('stream=nope');
    expect(await socket.next()).toEqual({ error: 'Unknown stream type' });
    socket.send({ type: 'subscribe', stream: 'hashtag' });
    expect((await socket.next()).error).toBe('Missing tag name parameter');
    socket.send({ type: 'subscribe', stream: 'public' });
    await socket.sync();
    const id = publish('carol');
    expect(payloadOf(await socket.next()).id).toBe(id);
  });

  it('streams a followee’s reblog and a favourite notification to the user stream', async () => {
    const alice = await connectAs('alice', 'stream=user');
    const notifications = await connectAs('alice', 'stream=user:notification');
    const adminPost = t.app.ctx.store.get<{ id: number }>(
      "SELECT s.id FROM statuses s JOIN users u ON u.id = s.user_id WHERE u.nickname = 'admin' AND s.visibility = 'public' AND s.reblog_of_id IS NULL AND NOT EXISTS (SELECT 1 FROM statuses r WHERE r.reblog_of_id = s.id) LIMIT 1",
    )!.id;
    const reblog = (await call('POST', `/api/v1/statuses/${adminPost}/reblog`, 'bob')).json();
    const update = await alice.next();
    expect(update).toMatchObject({ stream: ['user'], event: 'update' });
    expect(payloadOf(update)).toMatchObject({ id: reblog.id, account: { acct: 'bob' }, reblog: { id: String(adminPost) } });

    const own = publish('alice');
    expect(payloadOf(await alice.next()).id).toBe(own); // own posts reach the own home stream
    await call('POST', `/api/v1/statuses/${own}/favourite`, 'bob');
    for (const [socket, stream] of [[alice, 'user'], [notifications, 'user:notification']] as const) {
      const frame = await socket.next();
      expect(frame).toMatchObject({ stream: [stream], event: 'notification' });
      const n = payloadOf(frame);
      expect(n).toMatchObject({ type: 'favourite', account: { acct: 'bob' }, status: { id: own, favourited: false, favourites_count: 1 } });
      expect(n.pleroma).toEqual({ is_seen: false, is_muted: false });
      expect(Number(n.id)).toBeGreaterThan(0);
    }
    expect(notifications.pending()).toEqual([]);
  });

  it('streams a post made through POST /api/v1/statuses, and the mention it makes', async () => {
    const tag = await connect('stream=hashtag&tag=streamhttp');
    const alice = await connectAs('alice', 'stream=user:notification');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/statuses',
      headers: { authorization: `Bearer ${await token('bob')}` },
      payload: { status: '@alice look at this #streamhttp', visibility: 'public' },
    });
    expect(res.statusCode).toBe(200);
    const id = res.json().id as string;
    const update = await tag.next();
    expect(update.stream).toEqual(['hashtag', 'streamhttp']);
    expect(payloadOf(update)).toMatchObject({ id, account: { acct: 'bob' } });
    const mention = payloadOf(await alice.next());
    expect(mention).toMatchObject({ type: 'mention', account: { acct: 'bob' }, status: { id } });
  });

  it('does not deliver posts by muted authors', async () => {
    const moderator = await connectAs('moderator', 'stream=public');
    publish('robot'); // the seed has moderator muting robot
    const alice = publish('alice');
    expect(payloadOf(await moderator.next()).id).toBe(alice);
    expect(moderator.pending()).toEqual([]);
  });

  it('sends direct posts only to their participants', async () => {
    const bob = await connectAs('bob', 'stream=direct');
    const carol = await connectAs('carol', 'stream=direct');
    const id = publish('alice', { visibility: 'direct', mention: 'bob' });
    const frame = await bob.next();
    expect(frame.stream).toEqual(['direct']);
    expect(payloadOf(frame)).toMatchObject({ id, visibility: 'direct' });
    await carol.sync();
    expect(carol.pending()).toEqual([]);
  });

  it('relays filter changes', async () => {
    const alice = await connectAs('alice', 'stream=user');
    t.app.ctx.events.emit('filters:changed', String(localUserByNickname(t.app.ctx.store, 'alice')!.id));
    expect(await alice.next()).toEqual({ stream: ['user'], event: 'filters_changed' });
  });

  it('accepts the token as the WebSocket subprotocol', async () => {
    const bobToken = await token('bob');
    const socket = await connect('stream=user:notification', [bobToken]);
    expect(socket.ws.protocol).toBe(bobToken);
    const id = publish('bob');
    await call('POST', `/api/v1/statuses/${id}/reblog`, 'carol');
    const n = payloadOf(await socket.next());
    expect(n).toMatchObject({ type: 'reblog', account: { acct: 'carol' }, status: { id } });
  });

  it('refuses personal streams without a token, bad tokens and scopes with 1008', async () => {
    const anon = await connect('stream=user');
    expect(await anon.next()).toEqual({ error: 'Missing access token' });
    expect((await anon.closed).code).toBe(1008);
    const bad = await connect('stream=public&access_token=not-a-token');
    expect(await bad.next()).toEqual({ error: 'Invalid access token' });
    expect((await bad.closed).code).toBe(1008);
    const pushOnly = await connect(`stream=user&access_token=${await t.tokenFor('alice', 'push')}`);
    expect((await pushOnly.next()).error).toMatch(/scopes/);
    expect((await pushOnly.closed).code).toBe(1008);
  });

  it('closes anonymous sockets on a private instance', async () => {
    const file = path.join(t.dataDir, 'instance.json');
    fs.writeFileSync(file, JSON.stringify({ private: true }));
    try {
      const anon = await connect('stream=public');
      expect((await anon.next()).error).toBeTruthy();
      expect((await anon.closed).code).toBe(1008);
      const alice = await connectAs('alice', 'stream=public');
      const id = publish('bob');
      expect(payloadOf(await alice.next()).id).toBe(id);
    } finally {
      fs.rmSync(file);
    }
  });

  it('answers plain HTTP on the socket path, and keeps tokens out of logged urls', async () => {
    const res = await t.app.inject('/api/v1/streaming?stream=public');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBeTruthy();
    expect((await t.app.inject('/api/v1/streaming/health')).body).toBe('OK');
    expect(redactUrl('/api/v1/streaming?stream=user&access_token=secret123')).not.toContain('secret123');
  });
});

describe('streaming shutdown', () => {
  it('closes open sockets with 1001 when the server stops', async () => {
    const t = await createTestApp();
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const ws = new WebSocket(`${address.replace(/^http/, 'ws')}/api/v1/streaming?stream=public`);
    const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
    await new Promise((resolve) => ws.once('open', resolve));
    await t.close();
    expect(await closed).toBe(1001);
  });
});
