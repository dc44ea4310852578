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
  if (!t.timer && Date.now() - t.now >= seconds * 1000) t.now = Date.now();
  return t;
}

function subscribe(seconds: number, listener: () => void): () => void {
  const t = ticker(seconds);
  t.listeners.add(listener);
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

/** Current time in ms, re-rendering every `seconds` (0 or less: the time at mount, no updates). */
export function useNow(seconds: number): number {
  const active = seconds > 0;
  const [mountedAt] = useState(() => Date.now());
  const live = useSyncExternalStore(
    (listener) => (active ? subscribe(seconds, listener) : noop),
    () => (active ? ticker(seconds).now : 0),
  );
  return active ? live : mountedAt;
}
