// The request layer hands the outbox writes that found no network, never an HTTP error answer.
import { offlineWriteOf } from '../store/outbox/offlineWrite';
import { ApiError, isQueued, request, setOfflineWriteKeeper, setWriteOrderCheck, type OfflineWrite } from './http';

let kept: OfflineWrite[];
let tries: boolean[];
beforeEach(() => {
  kept = [];
  tries = [];
  setOfflineWriteKeeper(async (path, opts, tried) => {
    const w = offlineWriteOf(path, opts);
    if (w) {
      kept.push(w);
      tries.push(tried);
    }
    return w !== null;
  });
});
afterEach(() => {
  setOfflineWriteKeeper(null);
  setWriteOrderCheck(null);
  vi.unstubAllGlobals();
});

const fav = () => request('/api/v1/statuses/1/favourite', { method: 'POST', token: 't', headers: { 'Idempotency-Key': 'k' } });

describe('offline writes', () => {
  it('a write with no answer (TypeError) is kept and reported as queued', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    const err = await fav().catch((e: unknown) => e);
    expect(isQueued(err)).toBe(true);
    expect(kept).toEqual([{ method: 'POST', path: '/api/v1/statuses/1/favourite', headers: { 'Idempotency-Key': 'k' }, json: undefined, form: undefined }]);
    expect(tries, 'it went out: the server may have done it').toEqual([true]);
  });

  it('offline, the write is kept without trying the network', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('navigator', { onLine: false });
    expect(isQueued(await fav().catch((e: unknown) => e))).toBe(true);
    expect(fetch).not.toHaveBeenCalled();
    expect(tries).toEqual([false]);
  });

  it('an HTTP error answer, a read, the outbox\'s own send and a refused write are not kept', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"error":"Record not found"}', { status: 404, headers: { 'content-type': 'application/json' } })));
    const err = await fav().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(isQueued(err)).toBe(false);
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    expect(isQueued(await request('/api/v1/timelines/home', { token: 't' }).catch((e: unknown) => e))).toBe(false);
    expect(isQueued(await request('/api/v1/statuses/1/favourite', { method: 'POST', token: 't', noOutbox: true }).catch((e: unknown) => e))).toBe(false);
    setOfflineWriteKeeper(async () => false);
    expect(await fav().catch((e: unknown) => (e as ApiError).status)).toBe(0);
    expect(kept).toEqual([]);
  });

  it('a write the instance\'s proxy answers with 502, 503 or 504 is kept (the instance is not there); a 500 is not', async () => {
    for (const status of [502, 503, 504]) {
      vi.stubGlobal('fetch', vi.fn(async () => new Response('<html>Bad Gateway</html>', { status, headers: { 'content-type': 'text/html' } })));
      expect(isQueued(await fav().catch((e: unknown) => e)), String(status)).toBe(true);
    }
    expect(tries).toEqual([true, true, true]);
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"error":"Internal server error"}', { status: 500, headers: { 'content-type': 'application/json' } })));
    const err = await fav().catch((e: unknown) => e);
    expect(isQueued(err)).toBe(false);
    expect((err as ApiError).status).toBe(500);
    expect(kept).toHaveLength(3);
  });

  it('online, a write on a target with a kept action still ahead is kept behind it, not sent past it', async () => {
    const fetch = vi.fn(async () => new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetch);
    setWriteOrderCheck((path) => path === '/api/v1/statuses/1/favourite');
    expect(isQueued(await fav().catch((e: unknown) => e))).toBe(true);
    expect(fetch).not.toHaveBeenCalled();
    expect(kept).toHaveLength(1);
    await request('/api/v1/statuses/2/favourite', { method: 'POST', token: 't' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
