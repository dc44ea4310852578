import { whenIdle } from './idle';

describe('whenIdle', () => {
  it('without idle callbacks, gives a plain task a few ms that run out', async () => {
    expect('requestIdleCallback' in globalThis).toBe(false); // jsdom, as Safari
    const deadline = await whenIdle();
    expect(deadline.timeRemaining()).toBeGreaterThan(0);
    const until = performance.now() + 10;
    while (performance.now() < until) {
      /* work */
    }
    expect(deadline.timeRemaining()).toBe(0);
  });

  it('ends a long idle period’s work after a few ms all the same', async () => {
    vi.stubGlobal('requestIdleCallback', (cb: (d: { timeRemaining: () => number }) => void) => {
      cb({ timeRemaining: () => 50 });
      return 1;
    });
    try {
      const deadline = await whenIdle();
      expect(deadline.timeRemaining()).toBeLessThanOrEqual(8);
      const until = performance.now() + 10;
      while (performance.now() < until) {
        /* work */
      }
      expect(deadline.timeRemaining()).toBe(0);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('uses requestIdleCallback where there is one, with a time-out', async () => {
    const ric = vi.fn((cb: (d: { timeRemaining: () => number }) => void) => {
      cb({ timeRemaining: () => 6 });
      return 1;
    });
    vi.stubGlobal('requestIdleCallback', ric);
    try {
      expect((await whenIdle()).timeRemaining()).toBe(6);
      expect(ric).toHaveBeenCalledWith(expect.any(Function), { timeout: expect.any(Number) });
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
