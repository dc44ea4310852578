// The statuses table stays bounded during a long session: what no list references is
// swept once more than UNREFERENCED_STATUS_BOUND of it piles up.
import { entitiesReceived } from './actions';
import { UNREFERENCED_STATUS_BOUND } from './evictionSweep';
import { makeStatus, makeUser } from './testing';
import { timelineReceived } from './timelinesSlice';
import { makeStore } from './index';

describe('eviction sweep', () => {
  it('bounds the statuses table and keeps what a timeline lists', () => {
    const store = makeStore();
    store.dispatch(entitiesReceived({ users: [makeUser({ id: 'u' })], statuses: [makeStatus({ id: 'listed', user: 'u' })] }));
    store.dispatch(timelineReceived({ name: 'friends', ids: ['listed'], returned: 1, cursors: { maxId: null, minId: null }, direction: 'initial' }));
    let max = 0;
    // As streaming delivers them: a few at a time.
    for (let i = 0; i < 3 * UNREFERENCED_STATUS_BOUND; i += 5) {
      const statuses = [0, 1, 2, 3, 4].map((k) => makeStatus({ id: `s${i + k}`, user: 'u' }));
      store.dispatch(entitiesReceived({ users: [], statuses }));
      max = Math.max(max, Object.keys(store.getState().statuses).length);
    }
    // The bound, the 5 a sweep keeps because they just arrived, and the next 5.
    expect(max).toBeLessThanOrEqual(UNREFERENCED_STATUS_BOUND + 11);
    expect(store.getState().statuses.listed).toBeDefined();
    expect(store.getState().users.u).toBeDefined();
  });

  it('never sweeps statuses away before the list that brought them names them', () => {
    const store = makeStore();
    store.dispatch(entitiesReceived({ users: [makeUser({ id: 'u' })], statuses: [] }));
    // Older pages of 40, each stored and then listed, as fetchTimeline does: every third one tips
    // the table over the bound.
    for (let page = 0; page < 10; page++) {
      const ids = Array.from({ length: 40 }, (_, k) => `p${page}-${k}`);
      store.dispatch(entitiesReceived({ users: [], statuses: ids.map((id) => makeStatus({ id, user: 'u' })) }));
      store.dispatch(timelineReceived({ name: 'friends', ids, returned: 40, cursors: { maxId: null, minId: null }, direction: page === 0 ? 'initial' : 'older' }));
    }
    const { statuses, timelines } = store.getState();
    expect(timelines.friends.statuses).toHaveLength(400);
    expect(timelines.friends.statuses.filter((id) => !statuses[id])).toEqual([]);
  });
});
