// The browser's idle time, for work nobody waits for yet (requestIdleCallback where there is one).

export type IdleDeadline = { timeRemaining: () => number };
type IdleScheduler = (cb: (deadline: IdleDeadline) => void, opts?: { timeout: number }) => number;

/** Work that is not urgent waits at most this long for the browser to be idle. */
const IDLE_TIMEOUT_MS = 1000;
/** Without idle callbacks, each plain task works this long before it yields. */
const FALLBACK_SLICE_MS = 8;

/** Resolves in an idle period, with how long it lasts; a plain task where idle callbacks are missing (Safari). */
export function whenIdle(): Promise<IdleDeadline> {
  const ric = (globalThis as { requestIdleCallback?: IdleScheduler }).requestIdleCallback;
  if (typeof ric === 'function') return new Promise((resolve) => ric(resolve, { timeout: IDLE_TIMEOUT_MS }));
  return new Promise((resolve) =>
    setTimeout(() => {
      const end = performance.now() + FALLBACK_SLICE_MS;
      resolve({ timeRemaining: () => Math.max(0, end - performance.now()) });
    }, 0),
  );
}
