import { describe, expect, it, vi } from 'vitest';
import { requestsSettled, withToken } from './tokenRequests';

describe('requests under way with a token', () => {
  it('waits for the requests of that token only, then resolves', async () => {
    let finish: (v: string) => void = () => undefined;
    const slow = withToken('t1', new Promise<string>((r) => (finish = r)));
    void withToken('t2', new Promise(() => undefined)); // another token's request never settles
    let settled = false;
    const waiting = requestsSettled('t1').then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    finish('done');
    await waiting;
    expect(settled).toBe(true);
    await expect(slow).resolves.toBe('done');
  });

  it('counts a failed request as settled, and gives the failure to its caller', async () => {
    const failing = withToken('t3', Promise.reject(new Error('401')));
    await expect(failing).rejects.toThrow('401');
    await expect(requestsSettled('t3')).resolves.toBeUndefined();
  });

  it('stops waiting after the limit when a request hangs', async () => {
    vi.useFakeTimers();
    try {
      void withToken('t4', new Promise(() => undefined));
      const waiting = requestsSettled('t4', 3000);
      await vi.advanceTimersByTimeAsync(3000);
      await expect(waiting).resolves.toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
