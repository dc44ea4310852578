import { emptyTimeline, mergeTimeline, showNew, type TimelineState } from './timelineMerge';

const cursors = (maxId: string | null, minId: string | null) => ({ maxId, minId });
const ids = (from: number, to: number) => {
  const out: string[] = [];
  for (let i = from; i >= to; i--) out.push(String(i));
  return out;
};

describe('mergeTimeline', () => {
  it('fills an empty timeline and takes cursors from the Link header as strings', () => {
    const tl = mergeTimeline(emptyTimeline(), {
      ids: ['9', '8', '7'],
      returned: 3,
      cursors: cursors('7', '9'),
      direction: 'initial',
    });
    expect(tl.statuses).toEqual(['9', '8', '7']);
    expect(tl.visibleStatuses).toEqual(['9', '8', '7']);
    expect(tl.maxId).toBe('7');
    expect(tl.minId).toBe('9');
    expect(tl.loaded).toBe(true);
    expect(tl.loading).toBe(false);
  });

  it('falls back to the first and last ids when there is no Link header', () => {
    const tl = mergeTimeline(emptyTimeline(), {
      ids: ['AbC9', 'AbC1'],
      returned: 2,
      cursors: cursors(null, null),
      direction: 'initial',
    });
    expect(tl.maxId).toBe('AbC1');
    expect(tl.minId).toBe('AbC9');
  });

  it('appends older pages without duplicates and moves maxId', () => {
    let tl = mergeTimeline(emptyTimeline(), { ids: ['9', '8'], returned: 2, cursors: cursors('8', '9'), direction: 'initial' });
    tl = mergeTimeline(tl, { ids: ['8', '7', '6'], returned: 3, cursors: cursors('6', '8'), direction: 'older' });
    expect(tl.statuses).toEqual(['9', '8', '7', '6']);
    expect(tl.visibleStatuses).toEqual(['9', '8', '7', '6']);
    expect(tl.maxId).toBe('6');
    expect(tl.minId).toBe('9');
    expect(tl.bottomedOut).toBe(false);
  });

  it('stays the kept copy through older pages, until a first or newer page from the server', () => {
    let tl = mergeTimeline(emptyTimeline(), { ids: ['9', '8'], returned: 2, cursors: cursors('8', '9'), direction: 'initial', kept: true });
    expect(tl.kept).toBe(true);
    tl = mergeTimeline(tl, { ids: ['7'], returned: 1, cursors: cursors('7', '7'), direction: 'older' });
    expect(tl.kept).toBe(true);
    tl = mergeTimeline(tl, { ids: ['10', '9'], returned: 2, cursors: cursors('9', '10'), direction: 'newer' });
    expect(tl.kept).toBe(false);
  });

  it('bottoms out when an older fetch returns zero items', () => {
    let tl = mergeTimeline(emptyTimeline(), { ids: ['2', '1'], returned: 2, cursors: cursors('1', '2'), direction: 'initial' });
    tl = mergeTimeline(tl, { ids: [], returned: 0, cursors: cursors(null, null), direction: 'older' });
    expect(tl.bottomedOut).toBe(true);
    expect(tl.maxId).toBe('1');
  });

  it('does not bottom out when the page had items that were all invalid or known', () => {
    let tl = mergeTimeline(emptyTimeline(), { ids: ['2', '1'], returned: 2, cursors: cursors('1', '2'), direction: 'initial' });
    tl = mergeTimeline(tl, { ids: ['1'], returned: 1, cursors: cursors('1', null), direction: 'older' });
    expect(tl.bottomedOut).toBe(false);
  });

  it('counts newer statuses until shown, and shows them immediately when asked', () => {
    const base = mergeTimeline(emptyTimeline(), { ids: ['5', '4'], returned: 2, cursors: cursors('4', '5'), direction: 'initial' });
    const counted = mergeTimeline(base, { ids: ['7', '6', '5'], returned: 3, cursors: cursors(null, '7'), direction: 'newer' });
    expect(counted.statuses).toEqual(['7', '6', '5', '4']);
    expect(counted.visibleStatuses).toEqual(['5', '4']);
    expect(counted.newStatusCount).toBe(2);
    expect(counted.minId).toBe('7');
    const shown = mergeTimeline(base, {
      ids: ['6'],
      returned: 1,
      cursors: cursors(null, null),
      direction: 'newer',
      showImmediately: true,
    });
    expect(shown.visibleStatuses).toEqual(['6', '5', '4']);
    expect(shown.newStatusCount).toBe(0);
    expect(shown.minId).toBe('6');
  });

  it('queues a flush when 20 or more new statuses arrive on a filled timeline', () => {
    const base = mergeTimeline(emptyTimeline(), { ids: ['1'], returned: 1, cursors: cursors('1', '1'), direction: 'initial' });
    const tl = mergeTimeline(base, { ids: ids(21, 2), returned: 20, cursors: cursors(null, '21'), direction: 'newer' });
    expect(tl.flushMarker).toBe(true);
    expect(tl.newStatusCount).toBe(20);
  });

  it('clears a previous error on success', () => {
    const failed: TimelineState = { ...emptyTimeline(), error: { status: 500, statusText: 'x', message: 'x' } };
    expect(mergeTimeline(failed, { ids: [], returned: 0, cursors: cursors(null, null), direction: 'initial' }).error).toBeNull();
  });
});

describe('showNew', () => {
  it('makes the newest 50 visible, resets the count and re-opens older loading', () => {
    const all = ids(80, 1);
    const tl: TimelineState = { ...emptyTimeline(), statuses: all, visibleStatuses: all.slice(20), newStatusCount: 20, bottomedOut: true, loaded: true };
    const next = showNew(tl);
    expect(next.visibleStatuses).toEqual(all.slice(0, 50));
    expect(next.statuses).toHaveLength(50);
    expect(next.newStatusCount).toBe(0);
    expect(next.maxId).toBe('31');
    expect(next.bottomedOut).toBe(false);
  });
});
