// The leading tab's sending rhythm: while the server does not answer, new actions wait for the
// next try (1 s, 2 s, 4 s, 8 s…) instead of each asking at once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, request } from '../../api/http';
import { SILENCE_MS } from './leader';
import { keep, start, stop } from './service';

vi.mock('../../api/http', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/http')>()),
  request: vi.fn(),
}));

const host = {
  dispatch: vi.fn(),
  getState: () => ({ auth: { userToken: 't', currentUserId: 'me' } }) as never,
};
const sends = () => vi.mocked(request).mock.calls.length;

describe('the outbox while the server is down', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.mocked(request).mockReset();
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  it('sends new actions with the next try, not one request each, and all once the server answers', async () => {
    vi.mocked(request).mockRejectedValue(new ApiError('Bad Gateway', { status: 502, url: '/api/v1/statuses/0/favourite' }));
    start(host);
    await vi.advanceTimersByTimeAsync(SILENCE_MS + 500); // this tab leads
    for (let i = 0; i < 10; i++) {
      expect(await keep(host, `/api/v1/statuses/${i}/favourite`, { method: 'POST', token: 't' })).toBe(true);
      await vi.advanceTimersByTimeAsync(300);
    }
    // 3 s: the first action's try, then the ones after 1 s and after 2 s more.
    expect(sends()).toBeLessThanOrEqual(3);

    vi.mocked(request).mockResolvedValue({ data: {}, status: 200, cursors: { maxId: null, minId: null }, headers: new Headers() });
    const before = sends();
    await vi.advanceTimersByTimeAsync(8000);
    expect(sends() - before).toBe(10); // in order, each once
    expect(vi.mocked(request).mock.calls.slice(before).map(([path]) => path)).toEqual(
      Array.from({ length: 10 }, (_, i) => `/api/v1/statuses/${i}/favourite`),
    );
  });
});
