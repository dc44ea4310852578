// The shoutbox socket's rights come from the OAuth token its chat_token was
// handed to — its scopes, its life, its account — and one account can't flood the room.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createApp, issueToken } from '../db/oauth.js';
import { localUserByNickname } from '../db/users.js';
import { chatToken } from './chatToken.js';
import { MAX_SHOUT_SOCKETS_PER_USER, SHOUT_RATE_LIMIT } from './limits.js';
import { openShoutSocket, type Phx } from './testClient.js';
import { createTestApp, type TestApp } from '../testing.js';

describe('shoutbox socket: rights of the token it came from', () => {
  let t: TestApp;
  let base = '';
  let client = { client_id: '', client_secret: '', id: 0 };
  const open: WebSocket[] = [];

  /** A token of the test client app, so /oauth/revoke can be called for it. */
  const session = (nick: string, scopes = 'read write') => issueToken(t.app.ctx.store, client.id, localUserByNickname(t.app.ctx.store, nick)!.id, scopes).accessToken;
  const chatTokenOf = async (accessToken: string) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/accounts/verify_credentials', headers: { authorization: `Bearer ${accessToken}` } });
    return res.json().pleroma.chat_token as string;
  };
  const connect = (chatToken: string) => openShoutSocket(base, chatToken, open);
  const join = async (chatToken: string) => {
    const c = await connect(chatToken);
    const ref = c.send('1', 'chat:public', 'phx_join');
    expect((await c.reply(ref))[4].status).toBe('ok');
    return c;
  };
  const shout = async (c: Phx, text: string) => (await c.reply(c.send('1', 'chat:public', 'new_msg', { text })))[4];
  const admin = (method: 'PATCH' | 'DELETE', url: string, nicknames: string[]) =>
    t.app.inject({ method, url, headers: { authorization: `Bearer ${session('admin', 'read write admin')}` }, payload: { nicknames } });

  beforeAll(async () => {
    t = await createTestApp();
    base = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace(/^http/, 'ws');
    const row = createApp(t.app.ctx.store, { name: 'shout-access', website: null, redirectUris: 'urn:ietf:wg:oauth:2.0:oob', scopes: 'read write admin' });
    client = { client_id: row.client_id, client_secret: row.client_secret, id: row.id };
  }, 60_000);
  afterAll(async () => {
    for (const ws of open) ws.terminate();
    await t.close();
  });

  it('lets a read-only token read but not shout; a token without read cannot join', async () => {
    const reader = await join(await chatTokenOf(session('alice', 'read')));
    expect(await shout(reader, 'from a read-only token')).toEqual({ status: 'error', response: { reason: 'forbidden' } });
    // Nobody heard it, and it was not kept.
    expect(t.app.ctx.store.get('SELECT 1 FROM shouts WHERE text = ?', ['from a read-only token'])).toBeUndefined();

    // verify_credentials needs read, so such a token never gets a chat_token; one made for it anyway can't join.
    const writeOnly = issueToken(t.app.ctx.store, client.id, localUserByNickname(t.app.ctx.store, 'alice')!.id, 'write').row.id;
    const writer = await connect(chatToken(t.app.ctx.secrets.chatSecret, writeOnly));
    const ref = writer.send('1', 'chat:public', 'phx_join');
    expect((await writer.reply(ref))[4]).toEqual({ status: 'error', response: { reason: 'forbidden' } });

    const full = await join(await chatTokenOf(session('alice')));
    expect((await shout(full, 'from a read write token')).status).toBe('ok');
  });

  it('ties the chat_token to its OAuth token: revoking closes the socket and refuses the chat_token', async () => {
    const access = session('bob');
    const chatToken = await chatTokenOf(access);
    const c = await join(chatToken);
    const other = await join(await chatTokenOf(session('bob'))); // another session of the same account stays
    const res = await t.app.inject({ method: 'POST', url: '/oauth/revoke', payload: { client_id: client.client_id, client_secret: client.client_secret, token: access } });
    expect(res.statusCode).toBe(200);
    expect(await c.closed).toBe(1008);
    await expect(connect(chatToken)).rejects.toThrow('HTTP 403');
    expect((await shout(other, 'still here')).status).toBe('ok');

    // Signing out from the security settings (revoking by id) does the same.
    const access2 = session('bob');
    const c2 = await join(await chatTokenOf(access2));
    const list = (await t.app.inject({ method: 'GET', url: '/api/oauth_tokens.json', headers: { authorization: `Bearer ${access2}` } })).json() as { id: number }[];
    const headers = { authorization: `Bearer ${session('bob')}` };
    expect((await t.app.inject({ method: 'DELETE', url: `/api/oauth_tokens/${list[0].id}`, headers })).statusCode).toBe(200);
    expect(await c2.closed).toBe(1008);
  });

  it('refuses a chat_token that is only an HMAC of the user id (the old form)', async () => {
    const { createHmac } = await import('node:crypto');
    const id = localUserByNickname(t.app.ctx.store, 'carol')!.id;
    const mac = createHmac('sha256', t.app.ctx.secrets.chatSecret).update(String(id)).digest('base64url');
    await expect(connect(`${id}.${mac}`)).rejects.toThrow('HTTP 403');
  });

  it('checks the account on every message, and closes shoutbox and streaming sockets on deactivation and deletion', async () => {
    const carolToken = session('carol');
    const c = await join(await chatTokenOf(carolToken));
    // Deactivated behind the socket's back (no event): the next message is refused and the socket closed.
    const store = t.app.ctx.store;
    store.run('UPDATE users SET deactivated = 1 WHERE nickname = ?', ['carol']);
    c.send('1', 'chat:public', 'new_msg', { text: 'ghost shout' });
    expect(await c.closed).toBe(1008);
    expect(store.get('SELECT 1 FROM shouts WHERE text = ?', ['ghost shout'])).toBeUndefined();
    store.run('UPDATE users SET deactivated = 0 WHERE nickname = ?', ['carol']);

    // Deactivated by an admin: both kinds of socket close at once.
    const access = session('carol');
    const shoutbox = await join(await chatTokenOf(access));
    const streaming = new WebSocket(`${base}/api/v1/streaming?stream=user&access_token=${access}`);
    open.push(streaming);
    const streamClosed = new Promise<number>((resolve) => streaming.on('close', (code) => resolve(code)));
    await new Promise((resolve) => streaming.on('open', resolve));
    expect((await admin('PATCH', '/api/pleroma/admin/users/deactivate', ['carol'])).statusCode).toBe(200);
    expect(await shoutbox.closed).toBe(1008);
    expect(await streamClosed).toBe(1008);

    // Deleted by an admin.
    const robot = await join(await chatTokenOf(session('robot')));
    expect((await admin('DELETE', '/api/pleroma/admin/users', ['robot'])).statusCode).toBe(200);
    expect(await robot.closed).toBe(1008);
  });

  it('limits shouts per account and tells the sender', async () => {
    const a = await join(await chatTokenOf(session('moderator')));
    const b = await join(await chatTokenOf(session('moderator'))); // the limit is per account, not per socket
    for (let i = 0; i < SHOUT_RATE_LIMIT; i++) expect((await shout(i % 2 ? a : b, `m${i}`)).status).toBe('ok');
    expect(await shout(a, 'one too many')).toEqual({ status: 'error', response: { reason: 'rate limited' } });
    expect(t.app.ctx.store.get('SELECT 1 FROM shouts WHERE text = ?', ['one too many'])).toBeUndefined();
  });

  it('caps the sockets open for one user', async () => {
    const chatToken = await chatTokenOf(session('admin'));
    for (let i = 0; i < MAX_SHOUT_SOCKETS_PER_USER; i++) await connect(chatToken);
    await expect(connect(chatToken)).rejects.toThrow('HTTP 429');
    const last = open.at(-2)!;
    last.close();
    await new Promise((resolve) => last.on('close', resolve));
    // The server forgets the socket when its side closes: poll until a new one is let in.
    await expect.poll(() => connect(chatToken).then(() => true, () => false), { timeout: 5000 }).toBe(true);
  });
});
