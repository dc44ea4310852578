// Pure arithmetic of the virtual window: which items of a long list
// are rendered for a viewport, and the spacer heights standing in for the others. No DOM here.

/** Height assumed for an item that has never been measured. */
export const ESTIMATED_HEIGHT = 150;
/** The window is the larger of 3 and ceil(window height / 80) items on each side... */
const MIN_OVERSCAN = 3;
const ROW_PX = 80;
/** ...plus a few more, so that fast scrolling rarely reaches the edge of what is rendered. */
const EXTRA_OVERSCAN = 3;

/** Items rendered on each side of those in the viewport. */
export function overscanFor(viewportHeight: number): number {
  const h = Number.isFinite(viewportHeight) && viewportHeight > 0 ? viewportHeight : 0;
  return Math.max(MIN_OVERSCAN, Math.ceil(h / ROW_PX)) + EXTRA_OVERSCAN;
}

/** Offsets of each item: `prefix[i]` is where item i starts, `prefix[n]` the total height. */
export function prefixSums(heights: readonly number[]): Float64Array {
  const prefix = new Float64Array(heights.length + 1);
  for (let i = 0; i < heights.length; i++) prefix[i + 1] = prefix[i] + heights[i];
  return prefix;
}

/** The item at offset `y` (clamped to the first and last item); -1 for an empty list. */
export function indexAt(prefix: Float64Array, y: number): number {
  const n = prefix.length - 1;
  if (n <= 0) return -1;
  if (y < prefix[1]) return 0;
  if (y >= prefix[n - 1]) return n - 1;
  let lo = 0;
  let hi = n - 1;
  // Invariant: prefix[lo] <= y < prefix[hi + 1].
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (prefix[mid] <= y) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** A half-open run of item indices [start, end). */
export interface Range {
  start: number;
  end: number;
}

/** The items to render for a viewport spanning [top, bottom) in list coordinates. */
export function windowRange(prefix: Float64Array, top: number, bottom: number, overscan: number): Range {
  const n = prefix.length - 1;
  if (n <= 0) return { start: 0, end: 0 };
  const first = indexAt(prefix, top);
  const last = indexAt(prefix, Math.max(top, bottom - 1));
  return { start: Math.max(0, first - overscan), end: Math.min(n, last + 1 + overscan) };
}

export const sameRange = (a: Range, b: Range): boolean => a.start === b.start && a.end === b.end;

export type Segment =
  | { kind: 'item'; index: number }
  | { kind: 'gap'; from: number; to: number; height: number };

/**
 * What the list renders, in order: the items of `range`, any `pinned` items outside it (a focused
 * article stays mounted), and one spacer for each run of items between them.
 */
export function segments(prefix: Float64Array, range: Range, pinned: readonly number[] = []): Segment[] {
  const n = prefix.length - 1;
  const start = Math.max(0, Math.min(range.start, n));
  const end = Math.max(start, Math.min(range.end, n));
  const extra = pinned.filter((i) => Number.isInteger(i) && i >= 0 && i < n && (i < start || i >= end));
  const shown: number[] = [...new Set(extra)];
  for (let i = start; i < end; i++) shown.push(i);
  shown.sort((a, b) => a - b);

  const out: Segment[] = [];
  let next = 0;
  const gapTo = (to: number) => {
    if (to > next) out.push({ kind: 'gap', from: next, to, height: prefix[to] - prefix[next] });
  };
  for (const index of shown) {
    gapTo(index);
    out.push({ kind: 'item', index });
    next = index + 1;
  }
  gapTo(n);
  return out;
}

/** Items mounted per task while the window grows towards its full overscan. */
export const MOUNT_STEP = 4;

const isEmpty = (r: Range): boolean => r.end <= r.start;

/**
 * The range to render now, on the way from `current` to `target`: what is in view (`visible`, a
 * part of `target`) at once, plus what of `current` is still wanted. Mounting a whole overscan in
 * one task was a long task; the rest comes in steps (`growRange`).
 */
export function settleRange(current: Range, visible: Range, target: Range): Range {
  const start = Math.max(current.start, target.start);
  const end = Math.min(current.end, target.end);
  if (end <= start || isEmpty(current)) return { ...visible };
  if (isEmpty(visible)) return { start, end };
  return { start: Math.min(start, visible.start), end: Math.max(end, visible.end) };
}

/** One step from `current` (within `target`) towards `target`: at most `step` more items. */
export function growRange(current: Range, target: Range, step = MOUNT_STEP): Range {
  if (isEmpty(current)) return { start: target.start, end: Math.min(target.end, target.start + step) };
  const start = Math.max(current.start, target.start);
  const end = Math.min(current.end, target.end);
  const above = start - target.start;
  const below = target.end - end;
  // Share the step between both sides; one side takes what the other does not need.
  const up = Math.min(above, Math.max(Math.ceil(step / 2), step - below));
  const down = Math.min(below, step - up);
  return { start: start - up, end: end + down };
}

/**
 * One step of revealing what is in view after a jump (a fling, End, a scrollbar drag): at most
 * `step` items more than what of `current` is still wanted, from the top of the view down, so a
 * jump never mounts a whole screen of items in one task. Equals `current` (within `target`) once
 * that covers `visible`.
 */
export function revealStep(current: Range, visible: Range, target: Range, step = MOUNT_STEP): Range {
  const kept = { start: Math.max(current.start, target.start), end: Math.min(current.end, target.end) };
  const head = { start: visible.start, end: Math.min(visible.end, visible.start + step) };
  // Nothing kept touches the view: start over at its top (what was there leaves).
  if (isEmpty(kept) || visible.end <= kept.start || visible.start >= kept.end) return head;
  const up = Math.min(step, Math.max(0, kept.start - visible.start));
  const down = Math.min(step - up, Math.max(0, visible.end - kept.end));
  return { start: kept.start - up, end: kept.end + down };
}
