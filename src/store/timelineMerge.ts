// Pure timeline list logic (the timeline state and its transitions), kept apart from the
// slice so the rules are easy to test and reuse (the list-change check in useNewStatuses too).
import type { Cursors } from '../entities/types';

/** Statuses shown after "show new". */
export const VISIBLE_TIMELINE_SIZE = 50;
/** A newer fetch this large on a filled timeline may have skipped some: queue a flush. */
export const FLUSH_THRESHOLD = 20;

export interface TimelineError {
  status: number;
  statusText: string;
  message: string;
}

export interface TimelineState {
  /** Every id known for this timeline, newest first. */
  statuses: string[];
  /** What the feed shows; newer ids wait in `statuses` until "show new". */
  visibleStatuses: string[];
  newStatusCount: number;
  /** Cursor for older pages (max_id). */
  maxId: string | null;
  /** Cursor for newer pages (since_id). */
  minId: string | null;
  loading: boolean;
  /** At least one fetch finished (tells "no statuses" apart from "not loaded yet"). */
  loaded: boolean;
  error: TimelineError | null;
  bottomedOut: boolean;
  userId: string | null;
  tag: string | null;
  /** The list a 'list' timeline shows. */
  listId: string | null;
  /** A gap may exist between new and shown statuses: "show new" becomes "reload". */
  flushMarker: boolean;
  /**
   * The list is the copy kept from the last visit (warm start), not yet refreshed by the server:
   * what depends on where the list stands now (the reading position's restore) waits for it.
   */
  kept: boolean;
  /** When streamed statuses were last shown at once (ms since the epoch; 0: never): clicks wait a moment. */
  shownAt: number;
}

export type FetchDirection = 'initial' | 'older' | 'newer';

export function emptyTimeline(): TimelineState {
  return {
    statuses: [],
    visibleStatuses: [],
    newStatusCount: 0,
    maxId: null,
    minId: null,
    loading: false,
    loaded: false,
    error: null,
    bottomedOut: false,
    userId: null,
    tag: null,
    listId: null,
    flushMarker: false,
    kept: false,
    shownAt: 0,
  };
}

function fresh(ids: string[], known: Set<string>): string[] {
  const out: string[] = [];
  for (const id of ids) {
    if (!known.has(id)) {
      known.add(id);
      out.push(id);
    }
  }
  return out;
}

export interface MergeInput {
  ids: string[];
  /** How many items the server returned (before any were dropped as invalid). */
  returned: number;
  cursors: Cursors;
  direction: FetchDirection;
  /** For newer fetches: show at once instead of counting them as new. */
  showImmediately?: boolean;
  /** The page is the copy kept from the last visit (boot/warmStart.ts), not the server's answer. */
  kept?: boolean;
}

/** Returns the timeline after merging one fetched page. */
export function mergeTimeline(tl: TimelineState, input: MergeInput): TimelineState {
  const { ids, returned, cursors, direction } = input;
  // An older page leaves the top as it was; the first or a newer page says where it stands now.
  const base = { ...tl, loading: false, loaded: true, error: null, kept: direction === 'older' ? tl.kept : input.kept === true };
  if (direction === 'older') {
    const known = new Set(tl.statuses);
    const added = fresh(ids, known);
    return {
      ...base,
      statuses: [...tl.statuses, ...added],
      visibleStatuses: [...tl.visibleStatuses, ...added.filter((id) => !tl.visibleStatuses.includes(id))],
      maxId: cursors.maxId ?? ids[ids.length - 1] ?? tl.maxId,
      // Bottoms out when an older fetch returns zero.
      bottomedOut: returned === 0,
    };
  }
  if (direction === 'initial' || tl.statuses.length === 0) {
    const list = fresh(ids, new Set());
    return {
      ...base,
      statuses: list,
      visibleStatuses: list,
      newStatusCount: 0,
      maxId: cursors.maxId ?? list[list.length - 1] ?? null,
      minId: cursors.minId ?? list[0] ?? null,
      bottomedOut: false,
      flushMarker: false,
    };
  }
  // Newer: prepend; shown now or counted for "show new (N)".
  const added = fresh(ids, new Set(tl.statuses));
  const statuses = [...added, ...tl.statuses];
  const minId = cursors.minId ?? added[0] ?? tl.minId;
  if (input.showImmediately) {
    return { ...base, statuses, visibleStatuses: [...added, ...tl.visibleStatuses], minId };
  }
  return {
    ...base,
    statuses: dropUnreachableWaiting(statuses, tl.visibleStatuses),
    minId,
    newStatusCount: tl.newStatusCount + added.length,
    flushMarker: tl.flushMarker || added.length >= FLUSH_THRESHOLD,
  };
}

/**
 * Waiting ids (in `statuses`, not yet shown) past the first VISIBLE_TIMELINE_SIZE of the list can
 * never be shown: "show new" keeps only that many, and older pages add only ids never seen. They
 * are dropped (a timeline scrolled away from the top for hours stays bounded); the count
 * for "show new (N)" is kept apart and stays exact.
 */
export function dropUnreachableWaiting(statuses: string[], visible: string[]): string[] {
  if (statuses.length - visible.length <= VISIBLE_TIMELINE_SIZE) return statuses;
  const shown = new Set(visible);
  return statuses.filter((id, i) => i < VISIBLE_TIMELINE_SIZE || shown.has(id));
}

/** "Show new": the newest 50 become the list; older pages are fetched again on demand. */
export function showNew(tl: TimelineState): TimelineState {
  const visible = tl.statuses.slice(0, VISIBLE_TIMELINE_SIZE);
  const trimmed = visible.length < tl.statuses.length;
  return {
    ...tl,
    statuses: visible,
    visibleStatuses: visible,
    newStatusCount: 0,
    maxId: trimmed ? (visible[visible.length - 1] ?? null) : tl.maxId,
    bottomedOut: trimmed ? false : tl.bottomedOut,
  };
}

/** New statuses show at once only within 15 px of the top. */
export const NEW_AT_TOP_PX = 15;
/** After new statuses are shown, clicks on the feed are ignored for 1 s. */
export const CLICK_BLOCK_MS = 1000;

export interface ShowAtOnceInput {
  streaming: boolean;
  /** How far the page is scrolled down, px. */
  scrollTop: number;
  paused: boolean;
  /** The tab is hidden (document.hidden). */
  hidden: boolean;
  pauseOnUnfocused: boolean;
}

/**
 * With streaming on, near the top, not paused, and the tab visible (or
 * pause-on-unfocused off), new statuses show at once; otherwise the timeline pauses.
 */
export function showNewAtOnce(i: ShowAtOnceInput): boolean {
  return i.streaming && i.scrollTop < NEW_AT_TOP_PX && !i.paused && (!i.hidden || !i.pauseOnUnfocused);
}
