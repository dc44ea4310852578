import { setActivation, setPermissionGroup, setUserTags, deleteUser } from '../api/admin';
import { ApiError } from '../api/http';
import { makeStore } from './index';
import { setCurrentUser, setToken } from './authSlice';
import { deleteAccount, toggleActivation, toggleRight, toggleTag } from './moderationThunks';
import { statusesReceived } from './statusesSlice';
import { makeStatus, makeUser } from './testing';
import { usersReceived } from './usersSlice';

vi.mock('../api/admin', () => ({ setActivation: vi.fn(), setPermissionGroup: vi.fn(), setUserTags: vi.fn(), deleteUser: vi.fn() }));

function setup() {
  const store = makeStore();
  const bob = makeUser({ id: '2', screen_name: 'bob', is_local: true, rights: { admin: false, moderator: false }, role: 'member', tags: [] });
  store.dispatch(usersReceived([makeUser({ id: '1', screen_name: 'admin', role: 'admin' }), bob]));
  store.dispatch(setToken('admin-token'));
  store.dispatch(setCurrentUser('1'));
  return { store, bob };
}

beforeEach(() => vi.clearAllMocks());

it('updates rights, role, activation and tags after the server says ok', async () => {
  const { store, bob } = setup();
  await store.dispatch(toggleRight(bob, 'moderator', true));
  expect(setPermissionGroup).toHaveBeenCalledWith('bob', 'moderator', true, 'admin-token');
  expect(store.getState().users['2']).toMatchObject({ rights: { moderator: true }, role: 'moderator' });
  await store.dispatch(toggleActivation(bob, false));
  expect(store.getState().users['2'].deactivated).toBe(true);
  await store.dispatch(toggleTag(bob, 'mrf_tag:sandbox', true));
  expect(setUserTags).toHaveBeenCalledWith('bob', ['mrf_tag:sandbox'], true, 'admin-token');
  expect(store.getState().users['2'].tags).toEqual(['mrf_tag:sandbox']);
});

it('leaves the state alone when the server refuses', async () => {
  const { store, bob } = setup();
  vi.mocked(setPermissionGroup).mockRejectedValue(new ApiError('HTTP 403', { status: 403, url: '/x', body: { error: 'User is not an admin.' } }));
  await expect(store.dispatch(toggleRight(bob, 'admin', true))).rejects.toThrow();
  expect(store.getState().users['2'].rights.admin).toBe(false);
  vi.mocked(setActivation).mockRejectedValue(new Error('down'));
  await expect(store.dispatch(toggleActivation(bob, false))).rejects.toThrow();
  expect(store.getState().users['2'].deactivated).toBe(false);
});

it("marks the deleted user's statuses (and repeats of them) deleted", async () => {
  const { store, bob } = setup();
  store.dispatch(statusesReceived([makeStatus({ id: 's1', user: '2' }), makeStatus({ id: 's2', user: '1', retweeted_status: 's1' }), makeStatus({ id: 's3', user: '1' })]));
  await store.dispatch(deleteAccount(bob));
  expect(deleteUser).toHaveBeenCalledWith('bob', 'admin-token');
  const s = store.getState().statuses;
  expect([s.s1.deleted, s.s2.deleted, s.s3.deleted]).toEqual([true, true, false]);
});
