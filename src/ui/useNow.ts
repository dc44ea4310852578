import { useState, useSyncExternalStore } from 'react';

// One shared timer per interval, however many components show relative times (a timeline can
// hold hundreds of them).
interface Ticker {
  now: number;
  listeners: Set<() => void>;
  timer: ReturnType<typeof setInterval> | null;
}
const tickers = new Map<number, Ticker>();

function ticker(seconds: number): Ticker {
  let t = tickers.get(seconds);
  if (!t) {
    t = { now: Date.now(), listeners: new Set(), timer: null };
    tickers.set(seconds, t);
  }
  // An idle ticker's time may be old; refresh it, but at most once per interval so repeated
  // snapshot reads stay equal.
  // (abs: a clock set back must not leave a time in the future).
  if (!t.timer && Math.abs(Date.now() - t.now) >= seconds * 1000) t.now = Date.now();
  return t;
}

// A running ticker's time can be up to one interval old. A newly shown time must not be read
// against it (a post made 4 s ago would look 56 s in the future), so a new subscriber refreshes
// it for everyone, at most once a second.
const FRESH_MS = 1000;

function subscribe(seconds: number, listener: () => void): () => void {
  const t = ticker(seconds);
  t.listeners.add(listener);
  if (t.timer && Math.abs(Date.now() - t.now) >= FRESH_MS) {
    t.now = Date.now();
    t.listeners.forEach((l) => l());
  }
  if (!t.timer) {
    t.timer = setInterval(() => {
      t.now = Date.now();
      t.listeners.forEach((l) => l());
    }, seconds * 1000);
  }
  return () => {
    t.listeners.delete(listener);
    if (t.listeners.size === 0 && t.timer) {
      clearInterval(t.timer);
      t.timer = null;
    }
  };
}

const noop = () => {};

/**
 * Current time in ms, re-rendering every `seconds` (0 or less: the time at mount, no updates).
 * Never earlier than the component's mount: the first render needs no stale shared tick.
 */
export function useNow(seconds: number): number {
  const active = seconds > 0;
  const [mountedAt] = useState(() => Date.now());
  const live = useSyncExternalStore(
    (listener) => (active ? subscribe(seconds, listener) : noop),
    () => (active ? ticker(seconds).now : 0),
  );
  return active ? Math.max(live, mountedAt) : mountedAt;
}
