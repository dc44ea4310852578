// The last measured height of each item of a virtual list, kept across mounts so that a list
// re-opened (back navigation) has the same total height and offsets as when it was left.
// Bounded by what the lists hold, as the store's statuses are (store/evictionSweep.ts): each
// mounted window names its ids, and so do the last few closed ones (the screens back navigation
// returns to); once the cache outgrows what the last sweep kept, the heights of ids no such list
// holds are dropped. MAX_ENTRIES is the backstop, oldest first.
import { ESTIMATED_HEIGHT } from './windowMath';

const MAX_ENTRIES = 10_000;
/** Heights of ids no list holds that may pile up before a sweep drops them. */
export const UNLISTED_HEIGHT_BOUND = 500;
/** Closed lists whose heights are kept for a return to them. */
export const CLOSED_LISTS_KEPT = 8;

const heights = new Map<string, number>();
const openLists = new Map<object, readonly string[]>();
const closedLists: (readonly string[])[] = [];
let keptLastSweep = 0;

export function heightOf(id: string, estimate = ESTIMATED_HEIGHT): number {
  return heights.get(id) ?? estimate;
}

/** Records a measured height; true when it differs from what was known. */
export function rememberHeight(id: string, height: number): boolean {
  const known = heights.get(id);
  if (known !== undefined && Math.abs(known - height) < 0.5) return false;
  heights.delete(id);
  heights.set(id, height);
  if (known === undefined) sweepWhenGrown();
  if (heights.size > MAX_ENTRIES) {
    const oldest = heights.keys().next();
    if (!oldest.done) heights.delete(oldest.value);
  }
  return true;
}

/** The ids the mounted list `owner` shows now (called again whenever they change). */
export function listHolds(owner: object, ids: readonly string[]): void {
  openLists.set(owner, ids);
}

/** List `owner` unmounted: its ids are kept among the last closed lists'. */
export function listClosed(owner: object): void {
  const ids = openLists.get(owner);
  if (!openLists.delete(owner) || !ids) return;
  closedLists.push(ids);
  if (closedLists.length > CLOSED_LISTS_KEPT) closedLists.shift();
}

function sweepWhenGrown(): void {
  if (heights.size <= keptLastSweep + UNLISTED_HEIGHT_BOUND) return;
  const listed = new Set<string>();
  for (const ids of [...openLists.values(), ...closedLists]) for (const id of ids) listed.add(id);
  for (const id of heights.keys()) if (!listed.has(id)) heights.delete(id);
  keptLastSweep = heights.size;
}

/** For tests. */
export function forgetHeights(): void {
  heights.clear();
  openLists.clear();
  closedLists.length = 0;
  keptLastSweep = 0;
}
