import { describe, expect, it, vi } from 'vitest';
import type { OfflineWrite } from '../../api/http';
import { classify } from './classify';
import { leadWithChannel, leadWithLock, SILENCE_MS, HEARTBEAT_MS, type ChannelLike } from './leader';
import { OutboxQueue, retryDelay } from './queue';
import { fallbackStorage, memoryStorage } from './storage';
import type { OutboxEntry, OutboxStorage, SendResult } from './types';

const post = (text: string): OfflineWrite => ({ method: 'POST', path: '/api/v1/statuses', headers: {}, json: { status: text } });
const fav = (id: string, on = true): OfflineWrite => ({ method: 'POST', path: `/api/v1/statuses/${id}/${on ? 'favourite' : 'unfavourite'}`, headers: {} });
const follow = (id: string, on = true): OfflineWrite => ({ method: 'POST', path: `/api/v1/accounts/${id}/${on ? 'follow' : 'unfollow'}`, headers: {}, json: {} });

function makeQueue(send: (e: OutboxEntry) => Promise<SendResult>, storage: OutboxStorage = memoryStorage()) {
  let n = 0;
  let clock = 1000;
  return new OutboxQueue({ storage, send, changed: () => {}, newId: () => `id${++n}`, now: () => clock++ });
}

describe('classify', () => {
  it('knows each action and its undo pair', () => {
    expect(classify(fav('9'))).toMatchObject({ kind: 'favourite', target: '9', pairKey: 'status:9:favourite', on: true });
    expect(classify(fav('9', false))).toMatchObject({ pairKey: 'status:9:favourite', on: false });
    expect(classify(follow('a'))).toMatchObject({ kind: 'follow', pairKey: 'account:a:follow', on: true });
    expect(classify({ method: 'PUT', path: '/api/v1/pleroma/statuses/5/reactions/%F0%9F%91%8D' })).toMatchObject({ kind: 'react', pairKey: 'status:5:react:👍', on: true });
    expect(classify({ method: 'DELETE', path: '/api/v1/statuses/5' })).toMatchObject({ kind: 'delete', target: '5' });
    expect(classify({ method: 'POST', path: '/api/v1/polls/3/votes' })).toMatchObject({ kind: 'vote' });
  });
  it('leaves previews and repeat toggles of a follow alone', () => {
    expect(classify({ method: 'POST', path: '/api/v1/statuses', json: { preview: true } })).toBeNull();
    expect(classify({ method: 'POST', path: '/api/v1/accounts/a/follow', json: { reblogs: false } })).toBeNull();
  });
  it('keeps a chat message, by its chat', () => {
    expect(classify({ method: 'POST', path: '/api/v1/pleroma/chats/c%201/messages' })).toEqual({ kind: 'chat', target: 'c 1', pairKey: 'chat:c 1', on: true });
    expect(classify({ method: 'DELETE', path: '/api/v1/pleroma/chats/1/messages' })).toBeNull();
  });
});

describe('OutboxQueue', () => {
  it('sends in the order made and empties', async () => {
    const sent: string[] = [];
    const q = makeQueue(async (e) => (sent.push(e.kind + e.target), { ok: true, data: {} }));
    await q.add(post('a'), 'u');
    await q.add(fav('1'), 'u');
    await q.add(follow('x'), 'u');
    expect(await q.flush('u')).toBe(true);
    expect(sent).toEqual(['post', 'favourite1', 'followx']);
    expect(q.entries).toEqual([]);
  });

  it('an undo cancels the waiting action, and both are gone', async () => {
    const send = vi.fn(async (): Promise<SendResult> => ({ ok: true, data: {} }));
    const q = makeQueue(send);
    await q.add(fav('1'), 'u');
    expect(await q.add(fav('1', false), 'u')).toBe('cancelled');
    await q.add(follow('x'), 'u');
    expect(await q.add(follow('x', false), 'u')).toBe('cancelled');
    await q.flush('u');
    expect(send).not.toHaveBeenCalled();
  });

  it('an undo never cancels an action that may have reached the server: the last click wins there', async () => {
    const sent: string[] = [];
    const q = makeQueue(async (e) => (sent.push(`${e.kind}${e.target}:${e.on}`), { ok: true, data: {} }));
    // An unfavourite whose answer was lost, then a favourite: only the favourite goes (done twice is done once).
    await q.add(fav('1', false), 'u', { tried: true });
    expect(await q.add(fav('1'), 'u')).toMatchObject({ on: true });
    // A favourite whose answer was lost, then an unfavourite: both go, in order, so the undo finds it done.
    await q.add(fav('2'), 'u', { tried: true });
    expect(await q.add(fav('2', false), 'u')).toMatchObject({ on: false });
    // The favourite that took the unfavourite's place stands for it: what the server holds is still unknown.
    expect(q.entries.map((e) => `${e.target}:${e.on}:${e.tried === true}`)).toEqual(['1:true:true', '2:true:true', '2:false:false']);
    expect(await q.flush('u')).toBe(true);
    expect(sent).toEqual(['favourite1:true', 'favourite2:true', 'favourite2:false']);
  });

  it('off (tried), on, off: the server ends off whether or not the first arrived', async () => {
    const sent: string[] = [];
    const q = makeQueue(async (e) => (sent.push(`${e.target}:${e.on}`), { ok: true, data: {} }));
    await q.add(fav('1', false), 'u', { tried: true });
    await q.add(fav('1'), 'u');
    expect(await q.add(fav('1', false), 'u')).not.toBe('cancelled');
    expect(await q.flush('u')).toBe(true);
    expect(sent).toEqual(['1:true', '1:false']);
  });

  it('an entry sent once without an answer counts as tried; one never sent does not', async () => {
    let answer: SendResult = { ok: false, retry: true, unsent: true };
    const q = makeQueue(async () => answer);
    await q.add(fav('1'), 'u');
    await q.flush('u');
    expect(q.entries[0].tried).toBeUndefined();
    answer = { ok: false, retry: true };
    await q.flush('u');
    expect(q.entries[0].tried).toBe(true);
    expect(await q.add(fav('1', false), 'u')).not.toBe('cancelled');
    expect(q.entries).toHaveLength(2);
  });

  it('an entry taken out while it was being sent does not come back when the send fails', async () => {
    let fail: (r: SendResult) => void = () => {};
    const q = makeQueue(() => new Promise<SendResult>((r) => (fail = r)));
    await q.add(fav('1'), 'u');
    const flushed = q.flush('u');
    await vi.waitFor(() => expect(q.entries[0]?.state).toBe('sending'));
    await q.remove(q.entries[0].id);
    fail({ ok: false, retry: true });
    await flushed;
    expect(q.entries).toEqual([]);
    await q.reload();
    expect(q.entries).toEqual([]);
  });

  it('knows when a write must wait behind a kept one on the same target (waiting or being sent)', async () => {
    let release: (r: SendResult) => void = () => {};
    const q = makeQueue(() => new Promise<SendResult>((r) => (release = r)));
    expect(q.mustFollow(fav('1', false), 'u')).toBe(false);
    await q.add(fav('1'), 'u');
    expect(q.mustFollow(fav('1', false), 'u')).toBe(true);
    expect(q.mustFollow(fav('2', false), 'u')).toBe(false);
    expect(q.mustFollow(fav('1', false), 'other')).toBe(false);
    expect(q.mustFollow(post('b'), 'u')).toBe(false);
    const flushed = q.flush('u');
    await vi.waitFor(() => expect(q.entries[0]?.state).toBe('sending'));
    expect(q.mustFollow(fav('1', false), 'u')).toBe(true);
    release({ ok: true, data: {} });
    await flushed;
    expect(q.mustFollow(fav('1', false), 'u')).toBe(false);
  });

  it('stops at a network failure and resends with the same idempotency key', async () => {
    const keys: string[] = [];
    let up = false;
    const q = makeQueue(async (e) => {
      keys.push(e.headers['Idempotency-Key']);
      return up ? { ok: true, data: {} } : { ok: false, retry: true };
    });
    await q.add(post('a'), 'u');
    await q.add(post('b'), 'u');
    expect(await q.flush('u')).toBe(false);
    expect(q.entries.map((e) => e.state)).toEqual(['waiting', 'waiting']);
    up = true;
    expect(await q.flush('u')).toBe(true);
    expect(keys).toHaveLength(3);
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('keeps a caller\'s own idempotency key (the form\'s)', async () => {
    const q = makeQueue(async () => ({ ok: true, data: {} }));
    const e = await q.add({ ...post('a'), headers: { 'Idempotency-Key': 'form-key' } }, 'u');
    expect(e !== null && e !== 'cancelled' && e.headers).toEqual({ 'Idempotency-Key': 'form-key' });
  });

  it('a refusal stays with the server\'s words and the rest go on', async () => {
    const q = makeQueue(async (e) => (e.target === '1' ? { ok: false, retry: false, message: 'Record not found' } : { ok: true, data: {} }));
    await q.add(fav('1'), 'u');
    await q.add(fav('2'), 'u');
    expect(await q.flush('u')).toBe(true);
    expect(q.entries).toMatchObject([{ target: '1', state: 'refused', error: 'Record not found' }]);
  });

  it('another account\'s entries wait for it', async () => {
    const send = vi.fn(async (): Promise<SendResult> => ({ ok: true, data: {} }));
    const q = makeQueue(send);
    await q.add(fav('1'), 'other');
    await q.flush('u');
    expect(send).not.toHaveBeenCalled();
  });

  it('an entry left "sending" by a closed tab is sent again', async () => {
    const storage = memoryStorage();
    const q1 = makeQueue(async () => ({ ok: false, retry: true }), storage);
    await q1.add(post('a'), 'u');
    await storage.put({ ...q1.entries[0], state: 'sending' });
    const send = vi.fn(async (): Promise<SendResult> => ({ ok: true, data: {} }));
    await makeQueue(send, storage).flush('u');
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('backs off, doubling up to a cap', () => {
    expect([0, 1, 2, 3, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 8000]);
  });
});

describe('storage fallback', () => {
  it('works in memory when IndexedDB cannot open, and says so', async () => {
    const s = fallbackStorage(() => Promise.reject(new Error('private window')));
    const q = makeQueue(async () => ({ ok: true, data: {} }), s);
    await q.add(fav('1'), 'u');
    expect(q.entries).toHaveLength(1);
    expect(s.volatile).toBe(true);
  });

  it('keeps what it had when a write fails (quota), from then on in memory', async () => {
    const inner = memoryStorage();
    const broken: OutboxStorage = { volatile: false, load: inner.load, put: async (e) => (e.target === '2' ? Promise.reject(new Error('QuotaExceededError')) : inner.put(e)), remove: inner.remove, update: inner.update };
    const s = fallbackStorage(async () => broken);
    expect(s.volatile).toBe(false);
    const q = makeQueue(async () => ({ ok: true, data: {} }), s);
    await q.add(fav('1'), 'u');
    await q.add(fav('2'), 'u');
    expect(s.volatile).toBe(true);
    expect(q.entries.map((e) => e.target)).toEqual(['1', '2']);
  });
});

describe('leader election', () => {
  it('with Web Locks, the holder leads and the next one takes over when it leaves', async () => {
    // A lock manager like the browser's: one holder, the others queued.
    const waiting: (() => void)[] = [];
    let held = false;
    const locks = {
      request: (_name: string, cb: () => Promise<void>) => {
        const run = () => {
          held = true;
          return cb().then(() => {
            held = false;
            waiting.shift()?.();
          });
        };
        if (!held) return run();
        return new Promise<void>((r) => waiting.push(() => void run().then(r)));
      },
    };
    const a = vi.fn();
    const b = vi.fn();
    const stopA = leadWithLock(locks, a);
    leadWithLock(locks, b);
    await Promise.resolve();
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).not.toHaveBeenCalled();
    stopA();
    await vi.waitFor(() => expect(b).toHaveBeenCalledTimes(1));
  });

  it('without Web Locks, the oldest living tab leads; when it goes, the next one does', () => {
    vi.useFakeTimers();
    const tabs: { cb: (e: MessageEvent) => void }[] = [];
    const bus = (): ChannelLike => {
      const me = { cb: (() => {}) as (e: MessageEvent) => void };
      tabs.push(me);
      return {
        postMessage: (m) => tabs.filter((t) => t !== me).forEach((t) => t.cb({ data: m } as MessageEvent)),
        addEventListener: (_t, cb) => void (me.cb = cb),
        removeEventListener: () => void (me.cb = () => {}),
      };
    };
    const a = vi.fn();
    const b = vi.fn();
    const c = vi.fn();
    const stopA = leadWithChannel(bus(), a, 'a');
    leadWithChannel(bus(), b, 'b');
    leadWithChannel(bus(), c, 'c');
    vi.advanceTimersByTime(SILENCE_MS + HEARTBEAT_MS);
    expect([a.mock.calls.length, b.mock.calls.length, c.mock.calls.length]).toEqual([1, 0, 0]);
    stopA();
    vi.advanceTimersByTime(SILENCE_MS + HEARTBEAT_MS);
    expect([b.mock.calls.length, c.mock.calls.length]).toEqual([1, 0]);
    vi.useRealTimers();
  });
});
