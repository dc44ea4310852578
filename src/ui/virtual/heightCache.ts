// The last measured height of each status in a feed, kept across mounts so that a timeline
// re-opened (back navigation) has the same total height and offsets as when it was left.
// Bounded: the oldest entries are forgotten first.
import { ESTIMATED_HEIGHT } from './windowMath';

const MAX_ENTRIES = 10_000;
const heights = new Map<string, number>();

export function heightOf(id: string, estimate = ESTIMATED_HEIGHT): number {
  return heights.get(id) ?? estimate;
}

/** Records a measured height; true when it differs from what was known. */
export function rememberHeight(id: string, height: number): boolean {
  const known = heights.get(id);
  if (known !== undefined && Math.abs(known - height) < 0.5) return false;
  heights.delete(id);
  heights.set(id, height);
  if (heights.size > MAX_ENTRIES) {
    const oldest = heights.keys().next();
    if (!oldest.done) heights.delete(oldest.value);
  }
  return true;
}

/** For tests. */
export function forgetHeights(): void {
  heights.clear();
}
