// A timeline scrolled away from the top keeps counting what streams in, but holds only
// the waiting ids that "show new" could still show.
import { VISIBLE_TIMELINE_SIZE, dropUnreachableWaiting, emptyTimeline, mergeTimeline, showNew } from './timelineMerge';

const page = (from: number, count: number) => Array.from({ length: count }, (_, i) => String(from - i));

describe('waiting statuses of a timeline', () => {
  it('stay bounded while hundreds stream in, with an exact count and the same result for show new', () => {
    let tl = mergeTimeline(emptyTimeline(), { ids: page(100, 30), returned: 30, cursors: { maxId: null, minId: null }, direction: 'initial' });
    let unbounded = [...tl.statuses];
    for (let id = 101; id <= 600; id++) {
      tl = mergeTimeline(tl, { ids: [String(id)], returned: 1, cursors: { maxId: null, minId: null }, direction: 'newer' });
      unbounded = [String(id), ...unbounded];
    }
    expect(tl.newStatusCount).toBe(500);
    expect(tl.statuses.length).toBe(VISIBLE_TIMELINE_SIZE + 30);
    expect(tl.visibleStatuses).toEqual(page(100, 30));
    expect(showNew(tl).visibleStatuses).toEqual(unbounded.slice(0, VISIBLE_TIMELINE_SIZE));
  });

  it('keeps every shown id, wherever it sits in the list', () => {
    const visible = ['own', ...page(100, 10)];
    const statuses = [...page(300, 60), 'own', ...page(100, 10)];
    const kept = dropUnreachableWaiting(statuses, visible);
    expect(kept).toEqual([...page(300, VISIBLE_TIMELINE_SIZE), 'own', ...page(100, 10)]);
  });
});
