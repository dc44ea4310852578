import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { localUserByNickname } from '../../db/users.js';
import { createTestApp, type TestApp } from '../../testing.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('pleroma chats', () => {
  let t: TestApp;
  const tokens = new Map<string, string>();
  const auth = async (nick: string) => {
    if (!tokens.has(nick)) tokens.set(nick, await t.tokenFor(nick));
    return { authorization: `Bearer ${tokens.get(nick)}` };
  };
  const idOf = (nick: string) => String(localUserByNickname(t.app.ctx.store, nick)!.id);
  const call = async (method: 'GET' | 'POST' | 'DELETE', url: string, nick: string, payload?: object, extra: Record<string, string> = {}) =>
    t.app.inject({ method, url, headers: { ...(await auth(nick)), ...extra }, payload });
  const chatWith = async (nick: string, other: string): Promise<Json> =>
    (await call('POST', `/api/v1/pleroma/chats/by-account-id/${idOf(other)}`, nick)).json();

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists the seeded chats with the recipient, last message and unread count', async () => {
    const res = await call('GET', '/api/v1/pleroma/chats', 'bob');
    expect(res.statusCode).toBe(200);
    const chats = res.json() as Json[];
    const withAlice = chats.find((c) => c.account.acct === 'alice')!;
    expect(withAlice).toMatchObject({ unread: 3, last_message: { account_id: idOf('alice'), chat_id: withAlice.id } });
    expect(withAlice.last_message.content).toContain('see you there');
    const creds = (await call('GET', '/api/v1/accounts/verify_credentials', 'bob')).json();
    expect(creds.pleroma.unread_chat_count).toBe(3);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/pleroma/chats' })).statusCode).toBe(403);
  });

  it('gets or creates a chat by account id, once', async () => {
    const first = await chatWith('carol', 'robot');
    expect(first).toMatchObject({ account: { acct: 'robot' }, unread: 0, last_message: null });
    expect((await chatWith('carol', 'robot')).id).toBe(first.id);
    expect((await call('GET', `/api/v1/pleroma/chats/${first.id}`, 'carol')).json().id).toBe(first.id);
    expect((await call('GET', `/api/v1/pleroma/chats/${first.id}`, 'robot')).statusCode).toBe(404);
    expect((await call('POST', '/api/v1/pleroma/chats/by-account-id/999999', 'carol')).statusCode).toBe(404);
  });

  it('pages messages newest first with Link headers', async () => {
    const chat = await chatWith('alice', 'bob');
    const res = await call('GET', `/api/v1/pleroma/chats/${chat.id}/messages?limit=20`, 'alice');
    const page = res.json() as Json[];
    expect(page).toHaveLength(20);
    expect(Number(page[0].id)).toBeGreaterThan(Number(page[19].id));
    expect(res.headers.link).toContain(`max_id=${page[19].id}`);
    const older = (await call('GET', `/api/v1/pleroma/chats/${chat.id}/messages?max_id=${page[19].id}`, 'alice')).json() as Json[];
    expect(older.length).toBeGreaterThan(0);
    expect(older.every((m) => Number(m.id) < Number(page[19].id))).toBe(true);
    const newer = (await call('GET', `/api/v1/pleroma/chats/${chat.id}/messages?since_id=${page[1].id}`, 'alice')).json() as Json[];
    expect(newer.map((m) => m.id)).toEqual([page[0].id]);
    expect((await call('GET', `/api/v1/pleroma/chats/${chat.id}/messages?max_id=abc`, 'alice')).statusCode).toBe(400);
  });

  it('sends a message once per idempotency key, with an attachment, and notifies the recipient', async () => {
    const chat = await chatWith('carol', 'alice');
    const carolId = Number(idOf('carol'));
    const attachment = t.app.ctx.store.insert(
      `INSERT INTO attachments (user_id, status_id, position, type, mime, file, description, size, created_at)
       VALUES (?, NULL, 0, 'image', 'image/png', 'x/pic.png', 'a pic', 10, ?)`,
      [carolId, Date.now()],
    );
    const send = () =>
      call('POST', `/api/v1/pleroma/chats/${chat.id}/messages`, 'carol', { content: 'Hello <b>alice</b> :starling:', media_id: String(attachment) }, { 'idempotency-key': 'k-1' });
    const a = await send();
    expect(a.statusCode).toBe(200);
    const message = a.json();
    expect(message).toMatchObject({ chat_id: chat.id, account_id: String(carolId), idempotency_key: 'k-1', attachment: { id: String(attachment), type: 'image' } });
    expect(message.content).toBe('Hello &lt;b&gt;alice&lt;/b&gt; :starling:');
    expect(message.emojis.map((e: Json) => e.shortcode)).toEqual(['starling']);
    expect((await send()).json().id).toBe(message.id);
    const elsewhere = await chatWith('carol', 'robot');
    const reused = await call('POST', `/api/v1/pleroma/chats/${elsewhere.id}/messages`, 'carol', { content: 'x' }, { 'idempotency-key': 'k-1' });
    expect(reused.statusCode).toBe(422);
    const count = t.app.ctx.store.get<{ n: number }>('SELECT COUNT(*) AS n FROM chat_messages WHERE sender_id = ? AND idempotency_key = ?', [carolId, 'k-1'])!.n;
    expect(count).toBe(1);
    const aliceSide = ((await call('GET', '/api/v1/pleroma/chats', 'alice')).json() as Json[]).find((c) => c.account.acct === 'carol')!;
    expect(aliceSide).toMatchObject({ unread: 1, last_message: { id: message.id } });
    const notes = (await call('GET', '/api/v1/notifications?types[]=pleroma:chat_mention&limit=5', 'alice')).json() as Json[];
    expect(notes[0].chat_message.id).toBe(message.id);
    // The attachment is used: a second message cannot claim it.
    const again = await call('POST', `/api/v1/pleroma/chats/${chat.id}/messages`, 'carol', { media_id: String(attachment) });
    expect(again.statusCode).toBe(422);
  });

  it('refuses empty, over-long and blocked messages', async () => {
    const chat = await chatWith('robot', 'moderator');
    const url = `/api/v1/pleroma/chats/${chat.id}/messages`;
    expect((await call('POST', url, 'robot', { content: '   ' })).json()).toEqual({ error: 'Cannot post an empty message' });
    expect((await call('POST', url, 'robot', { content: 'x'.repeat(5001) })).statusCode).toBe(422);
    await call('POST', `/api/v1/accounts/${idOf('robot')}/block`, 'moderator');
    const blocked = await call('POST', url, 'robot', { content: 'hi' });
    expect(blocked.statusCode).toBe(422);
    expect(blocked.json().error).toBeTruthy();
    // A blocked pair's chat leaves the list.
    expect(((await call('GET', '/api/v1/pleroma/chats', 'robot')).json() as Json[]).some((c) => c.id === chat.id)).toBe(false);
    await call('POST', `/api/v1/accounts/${idOf('robot')}/unblock`, 'moderator');
    expect((await call('POST', url, 'robot', { content: 'hi again' })).statusCode).toBe(200);
  });

  it('marks read up to last_read_id, never backwards', async () => {
    const chat = await chatWith('bob', 'alice');
    const page = (await call('GET', `/api/v1/pleroma/chats/${chat.id}/messages`, 'bob')).json() as Json[];
    const res = await call('POST', `/api/v1/pleroma/chats/${chat.id}/read`, 'bob', { last_read_id: page[1].id });
    expect(res.json().unread).toBe(1);
    expect((await call('POST', `/api/v1/pleroma/chats/${chat.id}/read`, 'bob', { last_read_id: page[5].id })).json().unread).toBe(1);
    expect((await call('POST', `/api/v1/pleroma/chats/${chat.id}/read`, 'bob', {})).json().unread).toBe(0);
    expect((await call('GET', '/api/v1/accounts/verify_credentials', 'bob')).json().pleroma.unread_chat_count).toBe(0);
    expect((await call('POST', `/api/v1/pleroma/chats/${chat.id}/read`, 'bob', { last_read_id: 'x' })).statusCode).toBe(400);
  });

  it('deletes only one’s own messages', async () => {
    const chat = await chatWith('admin', 'moderator');
    const sent = (await call('POST', `/api/v1/pleroma/chats/${chat.id}/messages`, 'admin', { content: 'to be deleted' })).json();
    const theirs = await chatWith('moderator', 'admin');
    expect((await call('DELETE', `/api/v1/pleroma/chats/${theirs.id}/messages/${sent.id}`, 'moderator')).statusCode).toBe(403);
    const del = await call('DELETE', `/api/v1/pleroma/chats/${chat.id}/messages/${sent.id}`, 'admin');
    expect(del.json().id).toBe(sent.id);
    expect((await call('DELETE', `/api/v1/pleroma/chats/${chat.id}/messages/${sent.id}`, 'admin')).statusCode).toBe(404);
    const page = (await call('GET', `/api/v1/pleroma/chats/${chat.id}/messages`, 'admin')).json() as Json[];
    expect(page.some((m) => m.id === sent.id)).toBe(false);
  });

  it('streams pleroma:chat_update to the recipient', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const token = (await auth('alice')).authorization.slice(7);
    const ws = new WebSocket(`${address.replace(/^http/, 'ws')}/api/v1/streaming?stream=user&access_token=${token}`);
    const frame = new Promise<Json>((resolve) =>
      ws.on('message', (data) => {
        const f = JSON.parse(data.toString());
        if (f.event === 'pleroma:chat_update') resolve(f);
      }),
    );
    await new Promise((resolve) => ws.on('open', resolve));
    const chat = await chatWith('bob', 'alice');
    const sent = (await call('POST', `/api/v1/pleroma/chats/${chat.id}/messages`, 'bob', { content: 'live one' })).json();
    const f = await frame;
    const payload = JSON.parse(f.payload);
    expect(f.stream).toEqual(['user']);
    expect(payload).toMatchObject({ account: { acct: 'bob' }, last_message: { id: sent.id } });
    expect(payload.unread).toBeGreaterThan(0);
    ws.terminate();
  });

  it('is not served in the mastodon flavor', async () => {
    const m = await createTestApp({ flavor: 'mastodon' });
    try {
      const token = await m.tokenFor('alice');
      const res = await m.app.inject({ method: 'GET', url: '/api/v1/pleroma/chats', headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode).toBe(404);
      const nodeinfo = (await m.app.inject({ method: 'GET', url: '/nodeinfo/2.0.json' })).json();
      expect(JSON.stringify(nodeinfo)).not.toContain('pleroma_chat_messages');
    } finally {
      await m.close();
    }
    const features = (await t.app.inject({ method: 'GET', url: '/nodeinfo/2.0.json' })).json().metadata.features;
    expect(features).toEqual(expect.arrayContaining(['chat', 'shout', 'pleroma_chat_messages']));
  }, 30_000); // seeds a second instance
});
