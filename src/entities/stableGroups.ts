// The groups of a recomputed notifications list keep the objects of the previous computation
// where nothing in them changed, so that a memoised row is not rendered again when an older page,
// a streamed notification or a read marker changes the list (1,000 notifications, and
// a long session's stream). Notifications are immutable entities: identity is equality.
import type { NotificationGroup } from './notificationGroup';

const sameItems = <T>(a: readonly T[], b: readonly T[]) => a.length === b.length && a.every((x, i) => x === b[i]);

function unchanged(a: NotificationGroup, b: NotificationGroup): boolean {
  return (
    a.latest === b.latest &&
    a.count === b.count &&
    a.seen === b.seen &&
    a.status === b.status &&
    sameItems(a.members, b.members) &&
    sameItems(a.accountIds, b.accountIds)
  );
}

/** `next` with each group equal to one of `previous` (same key and contents) replaced by that one. */
export function keepUnchangedGroups(previous: readonly NotificationGroup[], next: NotificationGroup[]): NotificationGroup[] {
  if (previous.length === 0) return next;
  const byKey = new Map(previous.map((g) => [g.key, g]));
  let allKept = next.length === previous.length;
  const out = next.map((g, i) => {
    const old = byKey.get(g.key);
    if (old && unchanged(old, g)) {
      if (previous[i] !== old) allKept = false;
      return old;
    }
    allKept = false;
    return g;
  });
  return allKept ? (previous as NotificationGroup[]) : out;
}
