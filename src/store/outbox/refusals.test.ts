import { makeStore } from '..';
import { entitiesReceived } from '../actions';
import { setCurrentUser } from '../authSlice';
import { blankRelationship, relationshipsReceived } from '../relationshipsSlice';
import { makeStatus, makeUser } from '../testing';
import { undoRefused } from './refusals';
import type { OutboxEntry } from './types';

vi.mock('../../api/polls', () => ({ votePoll: vi.fn(), fetchPoll: vi.fn(() => new Promise(() => {})) }));

const refused = (over: Partial<OutboxEntry>): OutboxEntry => ({
  id: 'e', seq: 1, userId: 'me', state: 'refused', error: 'No', method: 'POST', path: '/', headers: {},
  kind: 'favourite', target: 's', pairKey: null, on: true, ...over,
});

function setup() {
  const store = makeStore();
  store.dispatch(setCurrentUser('me'));
  store.dispatch(
    entitiesReceived({
      users: [makeUser({ id: 'me' })],
      statuses: [makeStatus({ id: 's', favorited: true, fave_num: 3, bookmarked: true, emoji_reactions: [{ name: '👍', count: 2, me: true, url: null, accounts: ['me', 'b'] }] })],
    }),
  );
  return store;
}

describe('undoRefused: a refused action shows what the server left', () => {
  it('a favourite: the flag and count as before the click, once however often it runs', () => {
    const store = setup();
    const e = refused({ kind: 'favourite', pairKey: 'status:s:favourite' });
    undoRefused(store.dispatch, store.getState(), e);
    undoRefused(store.dispatch, store.getState(), e);
    expect(store.getState().statuses.s).toMatchObject({ favorited: false, fave_num: 2 });
  });

  it('a bookmark and a reaction', () => {
    const store = setup();
    undoRefused(store.dispatch, store.getState(), refused({ kind: 'bookmark', pairKey: 'status:s:bookmark' }));
    undoRefused(store.dispatch, store.getState(), refused({ kind: 'react', pairKey: 'status:s:react:👍' }));
    expect(store.getState().statuses.s.bookmarked).toBe(false);
    expect(store.getState().statuses.s.emoji_reactions).toEqual([{ name: '👍', count: 1, me: false, url: null, accounts: ['b'] }]);
  });

  it('a block of an account', () => {
    const store = setup();
    store.dispatch(relationshipsReceived([{ ...blankRelationship('5'), blocking: true }]));
    undoRefused(store.dispatch, store.getState(), refused({ kind: 'block', target: '5', pairKey: 'account:5:block' }));
    expect(store.getState().relationships['5'].blocking).toBe(false);
  });
});
