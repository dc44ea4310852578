// The browser's idle time, for work nobody waits for yet (requestIdleCallback where there is one).

export type IdleDeadline = { timeRemaining: () => number };
type IdleScheduler = (cb: (deadline: IdleDeadline) => void, opts?: { timeout: number }) => number;

/** Work that is not urgent waits at most this long for the browser to be idle. */
const IDLE_TIMEOUT_MS = 1000;
/**
 * An idle period may last 50 ms, but input that arrives meanwhile still waits for the task to end
 * (and a slow phone's blocking time counts it): work stops after this long, idle or not.
 */
const SLICE_MS = 8;

const sliceFrom = (remaining: () => number): IdleDeadline => {
  const end = performance.now() + SLICE_MS;
  return { timeRemaining: () => Math.max(0, Math.min(remaining(), end - performance.now())) };
};

/** Resolves in an idle period, with how long to work in it; a plain task where idle callbacks are missing (Safari). */
export function whenIdle(): Promise<IdleDeadline> {
  const ric = (globalThis as { requestIdleCallback?: IdleScheduler }).requestIdleCallback;
  if (typeof ric === 'function') return new Promise((resolve) => ric((d) => resolve(sliceFrom(() => d.timeRemaining())), { timeout: IDLE_TIMEOUT_MS }));
  return new Promise((resolve) => setTimeout(() => resolve(sliceFrom(() => Infinity)), 0));
}
