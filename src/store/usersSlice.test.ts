import { entitiesReceived } from './actions';
import { makeStore } from './index';
import { makeSource, makeUser } from './testing';

describe('users table', () => {
  it("keeps the owner's source when a plain view of the same account arrives", () => {
    const store = makeStore();
    const source = makeSource({ note: 'plain *bio*', fields: [{ name: 'Website', value: 'https://alice.example' }], privacy: 'unlisted' });
    store.dispatch(entitiesReceived({ users: [makeUser({ id: '1', credentials: true, source, token: 't', follow_request_count: 2 })] }));
    // A status of hers: the public view, no source, with the rendered fields only.
    store.dispatch(entitiesReceived({ users: [makeUser({ id: '1', name: 'Alice', credentials: false, source: null, token: null })] }));
    const me = store.getState().users['1'];
    expect(me.name).toBe('Alice');
    expect(me.source).toEqual(source);
    expect(me.credentials).toBe(true);
    expect(me.token).toBe('t');
    expect(me.follow_request_count).toBe(2);
  });

  it("takes a newer owner's view over the old source", () => {
    const store = makeStore();
    store.dispatch(entitiesReceived({ users: [makeUser({ id: '1', credentials: true, source: makeSource({ note: 'old' }) })] }));
    store.dispatch(entitiesReceived({ users: [makeUser({ id: '1', credentials: true, source: makeSource({ note: 'new' }) })] }));
    expect(store.getState().users['1'].source?.note).toBe('new');
  });
});
