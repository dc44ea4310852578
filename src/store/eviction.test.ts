import { entitiesReceived } from './actions';
import { setCurrentUser } from './authSlice';
import { computeReferences, evictUnreferenced, registerReferenceCollector } from './eviction';
import { makeStatus, makeUser } from './testing';
import { timelineReceived } from './timelinesSlice';
import { makeStore } from './index';

function seeded() {
  const store = makeStore();
  store.dispatch(
    entitiesReceived({
      users: ['a', 'b', 'c', 'me', 'x'].map((id) => makeUser({ id })),
      statuses: [
        makeStatus({ id: 'r1', type: 'retweet', retweeted_status: 's1', user: 'a' }),
        makeStatus({ id: 's1', user: 'b' }),
        makeStatus({ id: 'lonely', user: 'c' }),
      ],
    }),
  );
  store.dispatch(setCurrentUser('me'));
  store.dispatch(timelineReceived({ name: 'public', ids: ['r1'], returned: 1, cursors: { maxId: null, minId: null }, direction: 'initial' }));
  return store;
}

describe('eviction', () => {
  it('keeps listed statuses, the statuses repeats point at, their authors and the current user', () => {
    const store = seeded();
    store.dispatch(evictUnreferenced());
    const s = store.getState();
    expect(Object.keys(s.statuses).sort()).toEqual(['r1', 's1']);
    expect(Object.keys(s.users).sort()).toEqual(['a', 'b', 'me']);
  });

  it('lets other lists register what they reference', () => {
    const store = seeded();
    const unregister = registerReferenceCollector(() => ({ statusIds: ['lonely'], userIds: ['x'] }));
    expect(computeReferences(store.getState()).keepStatusIds).toContain('lonely');
    store.dispatch(evictUnreferenced());
    expect(store.getState().statuses.lonely).toBeDefined();
    expect(store.getState().users.x).toBeDefined();
    unregister();
  });
});
