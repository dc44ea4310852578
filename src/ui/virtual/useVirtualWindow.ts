// The virtual window of a list scrolled with the page: follows window scroll and resize, measures
// rendered items (ResizeObserver) and returns the segments to render (items and spacers).
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { afterNextFrame } from '../../lib/frames';
import { heightOf, listClosed, listHolds, rememberHeight } from './heightCache';
import {
  ESTIMATED_HEIGHT,
  growRange,
  overscanFor,
  prefixSums,
  revealStep,
  sameRange,
  segments,
  settleRange,
  windowRange,
  type Range,
  type Segment,
} from './windowMath';

/** Items beyond the viewport rendered at once; the rest of the overscan follows in steps. */
const VISIBLE_OVERSCAN = 0;

/** Marks an item's wrapper with its id, for measurement. */
export const ITEM_ATTR = 'data-vid';

/** How many callers are placing the page themselves right now (placingPage). */
let placing = 0;

/**
 * Runs `place`, which puts the page where it wants by measuring (landing on a post), while the
 * windows leave the page's scroll alone: both correcting one shift scrolled it twice.
 */
export async function placingPage<T>(place: () => Promise<T>): Promise<T> {
  placing += 1;
  try {
    return await place();
  } finally {
    placing -= 1;
  }
}

interface VirtualWindow {
  segments: Segment[];
  /** Watches each item's wrapper (MeasuredItem) while it is mounted; null where there is none. */
  observer: ResizeObserver | null;
}

interface Options {
  /**
   * The list may scroll inside a box of its own (the notifications column and drawer, a chat):
   * that box's scrolling is heard too, and the browser's own anchoring keeps it steady.
   */
  inScroller?: boolean;
  /** Height assumed for an item never measured (a chat line is shorter than a post). */
  estimate?: number;
  /**
   * The box the list scrolls in, when it is much smaller than the viewport (the shoutbox): the
   * window then covers what that box shows, not the whole viewport's height.
   */
  clipTo?: RefObject<HTMLElement | null>;
}

/** Lays out `ids` in the window; `pinned` ids are rendered wherever they are (focus). */
export function useVirtualWindow(
  listRef: RefObject<HTMLElement | null>,
  ids: readonly string[],
  pinned: readonly string[],
  { inScroller = false, estimate = ESTIMATED_HEIGHT, clipTo }: Options = {},
): VirtualWindow {
  const [heightsVersion, setHeightsVersion] = useState(0);
  // The height cache keeps what this list holds while it is open, and for a while after.
  const [owner] = useState(() => ({}));
  useLayoutEffect(() => listHolds(owner, ids), [owner, ids]);
  useEffect(() => () => listClosed(owner), [owner]);
  const prefix = useMemo(
    () => prefixSums(ids.map((id) => heightOf(id, estimate))),
    // heightsVersion: the cache changed.
    [ids, estimate, heightsVersion], // eslint-disable-line react-hooks/exhaustive-deps
  );
  // The first commit holds only what is in view, so the first statuses paint sooner; the
  // overscan follows a few items per task once that frame is out (scheduleGrow).
  const [range, setRange] = useState<Range>(() => windowRange(prefix, 0, viewportHeight(), VISIBLE_OVERSCAN));
  const painted = useRef(false);
  const prefixRef = useRef(prefix);
  const rangeRef = useRef(range);
  const later = useRef(0);
  const [leaving, setLeaving] = useState<Range | null>(null);
  const dropTimer = useRef(0);
  prefixRef.current = prefix;
  rangeRef.current = range;

  /** The full window (with overscan) and what is in view, from the list's place in the viewport. */
  const measureView = useCallback((): { target: Range; visible: Range } | null => {
    const list = listRef.current;
    if (!list) return null;
    const view = viewBounds(clipTo?.current ?? null);
    const vh = view.bottom - view.top;
    const top = view.top - list.getBoundingClientRect().top;
    return {
      target: windowRange(prefixRef.current, top, top + vh, overscanFor(vh)),
      visible: windowRange(prefixRef.current, top, top + vh, VISIBLE_OVERSCAN),
    };
  }, [listRef, clipTo]);

  /** Mounts the rest of the overscan a few items per task, so that no task mounts many. */
  const grow = useCallback(() => {
    later.current = 0;
    const view = measureView();
    if (!view) return;
    const current = rangeRef.current;
    // What is in view comes first, a step at a time, then the rest of the overscan.
    const next = covers(current, view.visible)
      ? growRange(settleRange(current, view.visible, view.target), view.target)
      : revealStep(current, view.visible, view.target);
    if (!sameRange(next, current)) {
      rangeRef.current = next;
      // Rendered in this task, so that each step is its own task and steps never pile up.
      flushSync(() => setRange(next));
    }
    if (!sameRange(next, view.target)) later.current = window.setTimeout(grow, 0);
  }, [measureView]);

  /**
   * Grows in the next task, or, before the window's first frame, once that frame is on screen (its
   * paint, on a busy machine, no longer shares the processor with the growth).
   */
  const scheduleGrow = useCallback(() => {
    if (painted.current) {
      later.current = window.setTimeout(grow, 0);
      return;
    }
    later.current = -1; // taken: one wait for the first frame, not one per update
    afterNextFrame(() => {
      painted.current = true;
      if (later.current === -1) later.current = window.setTimeout(grow, 0);
    });
  }, [grow]);

  /** Recomputes the window: what is in view now, the rest of the overscan in later steps. */
  const update = useCallback((urgent: boolean) => {
    const view = measureView();
    if (!view) return;
    const current = rangeRef.current;
    // A jump past what is rendered (restored scroll, End key, scrollbar drag, fast fling) would
    // show blank space: render the top of the view at once, the rest of it in the next tasks
    // (a whole screen of statuses mounted in the scroll event was a long task).
    const jumped = urgent && !covers(current, view.visible);
    const next = jumped ? revealStep(current, view.visible, view.target) : settleRange(current, view.visible, view.target);
    if (!sameRange(next, view.target) && !later.current) scheduleGrow();
    if (sameRange(next, current)) return;
    rangeRef.current = next;
    if (jumped) {
      // What was rendered leaves in a task of its own: mounting the new view and unmounting the
      // old one (a whole overscan) in one task was a long task.
      flushSync(() => {
        setLeaving((l) => l ?? current);
        setRange(next);
      });
      window.clearTimeout(dropTimer.current);
      dropTimer.current = window.setTimeout(() => setLeaving(null), 0);
    } else setRange(next);
  }, [measureView, scheduleGrow]);

  useLayoutEffect(() => update(false), [prefix, update]);

  useEffect(() => {
    const onScroll = () => update(true);
    // Scroll events of a box do not bubble; a capturing listener on the window hears them.
    window.addEventListener('scroll', onScroll, { passive: true, capture: inScroller });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll, { capture: inScroller });
      window.removeEventListener('resize', onScroll);
      window.clearTimeout(later.current);
      window.clearTimeout(dropTimer.current);
      later.current = 0;
    };
  }, [update, inScroller]);

  const observer = useMemo(() => {
    if (typeof ResizeObserver === 'undefined') return null;
    return new ResizeObserver((entries) => {
      let changed = false;
      let shift = 0;
      for (const entry of entries) {
        const el = entry.target as HTMLElement;
        const id = el.getAttribute(ITEM_ATTR);
        if (!id || !el.isConnected) continue;
        const box = entry.borderBoxSize?.[0];
        const height = box ? box.blockSize : el.getBoundingClientRect().height;
        const delta = height - heightOf(id, estimate);
        if (!rememberHeight(id, height)) continue;
        changed = true;
        // Scroll anchoring: an item wholly above the viewport grew or shrank (an image loaded,
        // or it replaced a spacer of estimated height), so what is in view moved by the delta.
        if (el.getBoundingClientRect().bottom - delta <= 0) shift += delta;
      }
      if (shift !== 0 && !inScroller && placing === 0) window.scrollBy(0, shift);
      if (changed) setHeightsVersion((v) => v + 1);
    });
  }, [inScroller, estimate]);
  useEffect(() => () => observer?.disconnect(), [observer]);

  const pinnedIndices = useMemo(() => {
    const kept = pinned.map((id) => ids.indexOf(id));
    if (leaving) for (let i = leaving.start; i < leaving.end; i++) kept.push(i);
    return kept;
  }, [pinned, ids, leaving]);
  const segs = useMemo(() => segments(prefix, range, pinnedIndices), [prefix, range, pinnedIndices]);
  return { segments: segs, observer };
}

const covers = (r: Range, inner: Range): boolean => inner.start >= r.start && inner.end <= r.end;

/** What of the viewport (client coordinates) can show the list: all of it, or the part `box` covers. */
function viewBounds(box: HTMLElement | null): { top: number; bottom: number } {
  const vh = viewportHeight();
  if (!box) return { top: 0, bottom: vh };
  const rect = box.getBoundingClientRect();
  const top = Math.min(vh, Math.max(0, rect.top));
  return { top, bottom: Math.max(top, Math.min(vh, rect.bottom)) };
}

function viewportHeight(): number {
  return typeof window === 'undefined' ? 800 : window.innerHeight;
}
