import { isDraft } from '@reduxjs/toolkit';
import reducer, { showNewStatuses, timelineReceived } from './timelinesSlice';
import * as merge from './timelineMerge';

const page = (ids: string[], direction: merge.FetchDirection) => ({
  name: 'friends' as const,
  ids,
  returned: ids.length,
  cursors: { maxId: null, minId: null },
  direction,
});

describe('timelines reducer', () => {
  it('merges pages into the list as it was, not into a draft of it', () => {
    const mergeSpy = vi.spyOn(merge, 'mergeTimeline');
    const showSpy = vi.spyOn(merge, 'showNew');
    let state = reducer(undefined, timelineReceived(page(['3', '2'], 'initial')));
    state = reducer(state, timelineReceived(page(['1'], 'older')));
    state = reducer(state, timelineReceived(page(['4'], 'newer')));
    state = reducer(state, showNewStatuses({ name: 'friends' }));
    expect(state.friends.visibleStatuses).toEqual(['4', '3', '2', '1']);
    expect(mergeSpy).toHaveBeenCalledTimes(3);
    for (const [tl] of [...mergeSpy.mock.calls, ...showSpy.mock.calls]) expect(isDraft(tl)).toBe(false);
  });
});
