import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectShout, SHOUT_PUSH_TIMEOUT_MS, shoutSocketUrl, type ShoutState } from './shout';

/** Just enough of a WebSocket: records sent frames, lets the test deliver frames. */
class FakeSocket {
  readyState = 0;
  sent: unknown[][] = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {}
  send(text: string) {
    this.sent.push(JSON.parse(text));
  }
  close() {
    this.readyState = 3;
    this.onclose?.();
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  deliver(frame: unknown[]) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
}

describe('shout socket (Phoenix V2 client)', () => {
  let sockets: FakeSocket[];
  let states: ShoutState[];
  const history = vi.fn();
  const heard = vi.fn();

  const connect = () =>
    connectShout(
      'chat.token',
      { onState: (s) => states.push(s), onHistory: history, onMessage: heard },
      (url) => {
        const s = new FakeSocket(url);
        sockets.push(s);
        return s as unknown as WebSocket;
      },
    );

  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('WebSocket', { OPEN: 1 });
    sockets = [];
    states = [];
    history.mockReset();
    heard.mockReset();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('joins chat:public with the token, hears history and new messages', () => {
    connect();
    const ws = sockets[0];
    expect(ws.url).toBe(shoutSocketUrl('chat.token'));
    expect(ws.url).toContain('/socket/websocket?token=chat.token&vsn=2.0.0');
    ws.open();
    const [joinRef, ref, topic, event] = ws.sent[0];
    expect([topic, event]).toEqual(['chat:public', 'phx_join']);
    expect(joinRef).toBe(ref);
    expect(states).toEqual(['joining']);
    ws.deliver([joinRef, ref, 'chat:public', 'phx_reply', { status: 'ok', response: {} }]);
    expect(states).toEqual(['joining', 'joined']);
    ws.deliver([joinRef, null, 'chat:public', 'messages', { messages: [{ id: 1, text: 'a' }] }]);
    expect(history).toHaveBeenCalledWith([{ id: 1, text: 'a' }]);
    ws.deliver([joinRef, null, 'chat:public', 'new_msg', { id: 2, text: 'b' }]);
    expect(heard).toHaveBeenCalledWith({ id: 2, text: 'b' });
    // A frame of another join is not ours.
    ws.deliver(['99', null, 'chat:public', 'new_msg', { id: 3, text: 'c' }]);
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('pushes new_msg and resolves on the ok reply, rejects after 10 000 ms without one', async () => {
    const conn = connect();
    const ws = sockets[0];
    ws.open();
    const joinRef = ws.sent[0][0];
    await expect(conn.push('early')).rejects.toThrow('not joined');
    ws.deliver([joinRef, joinRef, 'chat:public', 'phx_reply', { status: 'ok', response: {} }]);

    const sent = conn.push('hello');
    const frame = ws.sent[ws.sent.length - 1];
    expect(frame).toEqual([joinRef, frame[1], 'chat:public', 'new_msg', { text: 'hello' }]);
    ws.deliver([joinRef, frame[1], 'chat:public', 'phx_reply', { status: 'ok', response: {} }]);
    await expect(sent).resolves.toBeUndefined();

    const lost = conn.push('lost');
    const caught = lost.catch((e: Error) => e.message);
    await vi.advanceTimersByTimeAsync(SHOUT_PUSH_TIMEOUT_MS);
    expect(await caught).toBe('timeout');
  });

  it("rejects a refused push with the server's reason (read-only token, rate limit)", async () => {
    const conn = connect();
    const ws = sockets[0];
    ws.open();
    const joinRef = ws.sent[0][0];
    ws.deliver([joinRef, joinRef, 'chat:public', 'phx_reply', { status: 'ok', response: {} }]);
    for (const reason of ['rate limited', 'forbidden']) {
      const sent = conn.push('hi');
      ws.deliver([joinRef, ws.sent[ws.sent.length - 1][1], 'chat:public', 'phx_reply', { status: 'error', response: { reason } }]);
      await expect(sent).rejects.toThrow(reason);
    }
    const odd = conn.push('hi');
    ws.deliver([joinRef, ws.sent[ws.sent.length - 1][1], 'chat:public', 'phx_reply', { status: 'error', response: { reason: 42 } }]);
    await expect(odd).rejects.toThrow('shout refused');
  });

  it('sends heartbeats on topic phoenix and reconnects after an unexpected close', async () => {
    const conn = connect();
    sockets[0].open();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(sockets[0].sent.some((f) => f[2] === 'phoenix' && f[3] === 'heartbeat' && f[0] === null)).toBe(true);
    sockets[0].close();
    expect(states).toContain('closed');
    await vi.advanceTimersByTimeAsync(1000);
    expect(sockets).toHaveLength(2);
    conn.close();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(sockets).toHaveLength(2);
  });
});
