// Older statuses load when the bottom of the page is near the viewport, and at most one
// older fetch starts a second. Near was once 750 px; it is two screens now, so a
// reader scrolling steadily never meets the end. The position is checked while the reader scrolls
// (at most every 200 ms), not once scrolling stops: a reader who never pauses used to starve. The
// trigger reaches further ahead the faster the reader goes, and the fetch is told how many
// statuses a second the reader passes (a fast reader gets bigger pages, timelineThunks); a request
// the 1 s throttle holds back runs when the throttle lapses.
import { useCallback, useEffect, useRef } from 'react';

export const LOAD_TRIGGER_PX = 750;
/** The trigger is at least this many viewport heights from the end. */
export const LOAD_TRIGGER_SCREENS = 2;
/** The 200 ms scroll timing, as a throttle: checks keep coming while scrolling goes on. */
export const SCROLL_CHECK_MS = 200;
/** Prefetch horizon: ask for the next page when the reader would reach the end within this. */
export const PREFETCH_AHEAD_MS = 2000;
/** Scroll samples older than this say nothing about the current speed. */
const SPEED_MEMORY_MS = 600;

const readPageHeight = () => Math.max(document.documentElement.scrollHeight, document.body.scrollHeight);

/**
 * The page's height as of the last layout, kept by a ResizeObserver: reading scrollHeight in a
 * scroll handler right after a commit forced a second layout into the same task.
 */
let observedHeight: number | null = null;
let observers = 0;
let heightObserver: ResizeObserver | null = null;
function observePageHeight(): () => void {
  if (typeof ResizeObserver === 'undefined') return () => {};
  if (observers++ === 0) {
    heightObserver = new ResizeObserver(() => {
      observedHeight = readPageHeight();
    });
    heightObserver.observe(document.body);
  }
  return () => {
    if (--observers > 0) return;
    heightObserver?.disconnect();
    heightObserver = null;
    observedHeight = null;
  };
}

/** Pixels between the viewport's bottom and the page's bottom; null before layout. */
export function distanceToPageBottom(): number | null {
  const pageHeight = observedHeight ?? readPageHeight();
  if (pageHeight === 0) return null;
  return pageHeight - (window.innerHeight + window.scrollY);
}

/** How far ahead of the end a fetch starts, at a downward speed in px/s. */
export function triggerDistance(speedPxPerS: number, viewportPx = window.innerHeight): number {
  return Math.max(LOAD_TRIGGER_PX, LOAD_TRIGGER_SCREENS * viewportPx, (speedPxPerS * PREFETCH_AHEAD_MS) / 1000);
}

/** Statuses a second a reader passes at `speedPxPerS`, from the page's height per loaded status. */
export function readingRate(speedPxPerS: number, loadedCount: number): number {
  const pageHeight = observedHeight ?? readPageHeight();
  if (loadedCount <= 0 || pageHeight <= 0) return 0;
  return speedPxPerS / (pageHeight / loadedCount);
}

/** How fast the reader goes when an older page is asked for (the fetch sizes its page by it). */
export interface ReadingPace {
  /** Statuses a second the reader passes. */
  readingRate: number;
  /** The end of the list is within a screen of the viewport: loading lags behind the reader. */
  caughtUp: boolean;
}

/** Downward scrolling speed, smoothed over recent scroll events. */
export class ScrollSpeed {
  private y = 0;
  private t = -Infinity;
  private speed = 0;

  sample(y: number, t: number): void {
    const dt = t - this.t;
    if (!Number.isFinite(dt)) this.speed = 0;
    // Scrolling from rest: the move happened since the last frame, not over the whole pause, so
    // spreading it over SPEED_MEMORY_MS underestimates it — but a 3,000 px wheel jump still reads
    // as fast, and the first older fetch after it can ask for a big page.
    else if (dt > SPEED_MEMORY_MS) this.speed = ((y - this.y) / SPEED_MEMORY_MS) * 1000;
    else if (dt > 0) this.speed = 0.5 * this.speed + 0.5 * (((y - this.y) / dt) * 1000);
    this.y = y;
    this.t = t;
  }

  /** px/s downward now (0 when scrolling up or stopped a while ago). */
  at(t: number): number {
    return t - this.t > SPEED_MEMORY_MS ? 0 : Math.max(0, this.speed);
  }
}

function cancel(timer: { current: ReturnType<typeof setTimeout> | undefined }): void {
  clearTimeout(timer.current);
  timer.current = undefined;
}

/**
 * Loads older pages as the reader nears the end. `waitMs` says how long the older-fetch throttle
 * still holds. Returns `requestOlder` for the footer button: it loads now, or when the throttle
 * lapses, instead of ignoring a press that came too soon.
 */
export function useLoadOlderOnScroll(
  enabled: boolean,
  loadOlder: (pace: ReadingPace) => void,
  waitMs: () => number,
  loadedCount: number,
): () => void {
  const latest = useRef({ enabled, loadOlder, waitMs, loadedCount });
  latest.current = { enabled, loadOlder, waitMs, loadedCount };
  const speed = useRef(new ScrollSpeed());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lastCheck = useRef(-Infinity);

  /** Loads now when the throttle allows, else once it lapses (if still wanted then). */
  const load = useCallback((force: boolean) => {
    cancel(timer);
    lastCheck.current = performance.now();
    const { enabled: on, loadOlder: run, waitMs: wait, loadedCount: count } = latest.current;
    if (!on) return;
    const now = speed.current.at(performance.now());
    const distance = distanceToPageBottom();
    if (!force && (distance === null || distance > triggerDistance(now))) return;
    const remaining = wait();
    if (remaining > 0) timer.current = setTimeout(() => load(force), remaining);
    // A reader held at the end scrolls no further, so the speed reads 0; that they are there at
    // all says the pages are not keeping up.
    else run({ readingRate: readingRate(now, count), caughtUp: distance !== null && distance < window.innerHeight });
  }, []);

  useEffect(() => {
    const unobserve = observePageHeight();
    speed.current.sample(window.scrollY, performance.now());
    const onScroll = () => {
      const now = performance.now();
      speed.current.sample(window.scrollY, now);
      if (timer.current !== undefined || !latest.current.enabled) return;
      const since = now - lastCheck.current;
      if (since >= SCROLL_CHECK_MS) load(false);
      else timer.current = setTimeout(() => load(false), SCROLL_CHECK_MS - since);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      unobserve();
      cancel(timer);
    };
  }, [load]);

  // Each time loading becomes possible (a page landed, a short first page that cannot scroll),
  // look; while it is not, nothing is pending.
  useEffect(() => {
    if (!enabled) return cancel(timer);
    // After the next layout, so the page height includes what was just added.
    if (typeof ResizeObserver === 'undefined') return load(false);
    const frame = requestAnimationFrame(() => {
      timer.current = setTimeout(() => load(false), 0);
    });
    return () => cancelAnimationFrame(frame);
  }, [enabled, load]);

  return useCallback(() => load(true), [load]);
}
