// Background fetchers (polling now, streaming later), keyed by name so a timeline view can start
// its own and logout can stop them all. Not Redux state: timers are not serializable.
type Stop = () => void;

const running = new Map<string, Stop>();

/** Runs `tick` every `intervalMs` (not immediately). Restarting a key replaces the old fetcher. */
export function startFetcher(key: string, tick: () => void, intervalMs: number): void {
  stopFetcher(key);
  const handle = setInterval(tick, intervalMs);
  running.set(key, () => clearInterval(handle));
}

/** Registers a fetcher with its own stop function (e.g. a WebSocket). */
export function registerFetcher(key: string, stop: Stop): void {
  stopFetcher(key);
  running.set(key, stop);
}

export function stopFetcher(key: string): void {
  const stop = running.get(key);
  if (stop) {
    running.delete(key);
    stop();
  }
}

export function stopAllFetchers(): void {
  for (const key of [...running.keys()]) stopFetcher(key);
}

export function isFetcherRunning(key: string): boolean {
  return running.has(key);
}

/** Timeline polling interval. */
export const TIMELINE_POLL_MS = 10_000;
export const timelineFetcherKey = (name: string, extra = ''): string => `timeline:${name}:${extra}`;
