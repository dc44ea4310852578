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
    expect(max).toBeLessThanOrEqual(UNREFERENCED_STATUS_BOUND + 5);
    expect(store.getState().statuses.listed).toBeDefined();
    expect(store.getState().users.u).toBeDefined();
  });
});
