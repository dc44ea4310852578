import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { localUserByNickname } from '../db/users.js';
import { parseFrame } from './phoenix.js';
import { openShoutSocket, type Phx } from './testClient.js';
import { createTestApp, type TestApp } from '../testing.js';

describe('shoutbox socket (Phoenix V2)', () => {
  let t: TestApp;
  let base = '';
  const open: WebSocket[] = [];
  /** The chat_token verify_credentials hands a session of the account. */
  const tokenOf = async (nick: string) => {
    const headers = { authorization: `Bearer ${await t.tokenFor(nick)}` };
    return (await t.app.inject({ method: 'GET', url: '/api/v1/accounts/verify_credentials', headers })).json().pleroma.chat_token as string;
  };
  const connect = (token: string): Promise<Phx> => openShoutSocket(base, token, open);

  const join = async (nick: string) => {
    const c = await connect(await tokenOf(nick));
    const ref = c.send('1', 'chat:public', 'phx_join');
    expect(await c.reply(ref)).toEqual(['1', ref, 'chat:public', 'phx_reply', { status: 'ok', response: {} }]);
    return c;
  };

  beforeAll(async () => {
    t = await createTestApp();
    base = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace(/^http/, 'ws');
  });
  afterAll(async () => {
    for (const ws of open) ws.terminate();
    await t.close();
  });

  it('joins chat:public and receives the stored history', async () => {
    const c = await join('alice');
    const [joinRef, ref, topic, event, payload] = await c.next((f) => f[3] === 'messages');
    expect([joinRef, ref, topic]).toEqual(['1', null, 'chat:public']);
    expect(event).toBe('messages');
    expect(payload.messages.length).toBe(5);
    expect(payload.messages[0]).toMatchObject({ text: 'Welcome to the shoutbox! Be nice.', author: { username: 'admin' } });
    expect(payload.messages[0].author.avatar).toMatch(/^http/);
  });

  it('broadcasts a pushed new_msg to every joined socket, replies ok and keeps it', async () => {
    const alice = await join('alice');
    const bob = await join('bob');
    const ref = alice.send('1', 'chat:public', 'new_msg', { text: '  hello shoutbox  ' });
    expect((await alice.reply(ref))[4]).toEqual({ status: 'ok', response: {} });
    const heard = await bob.next((f) => f[3] === 'new_msg');
    expect(heard[4]).toMatchObject({ text: 'hello shoutbox', author: { username: 'alice', id: localUserByNickname(t.app.ctx.store, 'alice')!.id } });
    expect((await alice.next((f) => f[3] === 'new_msg'))[4].id).toBe(heard[4].id);

    // History holds at most the last 19.
    for (let i = 0; i < 20; i++) alice.send('1', 'chat:public', 'new_msg', { text: `n${i}` });
    for (let i = 0; i < 20; i++) await bob.next((f) => f[3] === 'new_msg' && f[4].text === `n${i}`);
    const later = await join('carol');
    const history = (await later.next((f) => f[3] === 'messages'))[4].messages;
    expect(history).toHaveLength(19);
    expect(history[18].text).toBe('n19');
  });

  it('answers heartbeats, refuses unknown topics, empty text and pushes before join', async () => {
    const c = await connect(await tokenOf('bob'));
    const beat = c.send(null, 'phoenix', 'heartbeat');
    expect(await c.reply(beat)).toEqual([null, beat, 'phoenix', 'phx_reply', { status: 'ok', response: {} }]);
    const early = c.send('1', 'chat:public', 'new_msg', { text: 'too early' });
    expect((await c.reply(early))[4].status).toBe('error');
    const other = c.send('2', 'room:lobby', 'phx_join');
    expect((await c.reply(other))[4]).toEqual({ status: 'error', response: { reason: 'unmatched topic' } });
    const ok = c.send('3', 'chat:public', 'phx_join');
    expect((await c.reply(ok))[4].status).toBe('ok');
    const empty = c.send('3', 'chat:public', 'new_msg', { text: '   ' });
    expect((await c.reply(empty))[4].status).toBe('error');
    const leave = c.send('3', 'chat:public', 'phx_leave');
    expect((await c.reply(leave))[4].status).toBe('ok');
    expect((await c.next((f) => f[3] === 'phx_close'))[2]).toBe('chat:public');
  });

  it('refuses a bad token before the upgrade', async () => {
    const ws = new WebSocket(`${base}/socket/websocket?token=1.bad&vsn=2.0.0`);
    ws.on('error', () => undefined); // the refused upgrade also reports an error
    const status = await new Promise<number>((resolve) => ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0)));
    expect(status).toBe(403);
  });

  it('parses only well-formed frames', () => {
    expect(parseFrame('[null,"1","phoenix","heartbeat",{}]')).toEqual([null, '1', 'phoenix', 'heartbeat', {}]);
    expect(parseFrame('[1,2,"t","e",{}]')).toEqual(['1', '2', 't', 'e', {}]);
    expect(parseFrame('{"topic":"x"}')).toBeNull();
    expect(parseFrame('[null,"1","t","e",[]]')).toBeNull();
    expect(parseFrame('not json')).toBeNull();
  });
});
