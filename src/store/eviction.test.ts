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

  it('keeps the posts that listed statuses and repeated ones quote, with their authors', () => {
    const store = makeStore();
    store.dispatch(
      entitiesReceived({
        users: ['a', 'b', 'c', 'd'].map((id) => makeUser({ id })),
        statuses: [
          makeStatus({ id: 's1', user: 'a', quote: { state: 'accepted', statusId: 'q1', url: null } }),
          makeStatus({ id: 'q1', user: 'b' }),
          makeStatus({ id: 'r1', type: 'retweet', retweeted_status: 's2', user: 'a' }),
          makeStatus({ id: 's2', user: 'a', quote: { state: 'accepted', statusId: 'q2', url: null } }),
          makeStatus({ id: 'q2', user: 'c' }),
          makeStatus({ id: 'other', user: 'd' }),
        ],
      }),
    );
    store.dispatch(timelineReceived({ name: 'public', ids: ['s1', 'r1'], returned: 2, cursors: { maxId: null, minId: null }, direction: 'initial' }));
    store.dispatch(evictUnreferenced());
    expect(Object.keys(store.getState().statuses).sort()).toEqual(['q1', 'q2', 'r1', 's1', 's2']);
    expect(Object.keys(store.getState().users).sort()).toEqual(['a', 'b', 'c']);
  });
});

