// A session restored from the last page (boot/warmStart.ts) stays signed in while the stored
// token is checked and while the server cannot be reached; the server's refusal ends it.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { verifyCredentials } from '../api/accounts';
import { ApiError } from '../api/http';
import { entitiesReceived, loggedOut } from './actions';
import { setCurrentUser, setToken } from './authSlice';
import { makeStore } from './index';
import { loginWithStoredToken } from './sessionThunks';
import { makeUser } from './testing';

vi.mock('../api/accounts', () => ({ verifyCredentials: vi.fn(), fetchMutes: vi.fn() }));

function restoredSession() {
  const store = makeStore();
  store.dispatch(setToken('t'));
  store.dispatch(entitiesReceived({ users: [makeUser({ id: 'me' })] }));
  store.dispatch(setCurrentUser('me'));
  return store;
}

describe('loginWithStoredToken after a warm start', () => {
  beforeEach(() => vi.mocked(verifyCredentials).mockReset());

  it('stays signed in while the check runs and when it succeeds', async () => {
    const store = restoredSession();
    let answer!: (v: unknown) => void;
    vi.mocked(verifyCredentials).mockReturnValueOnce(new Promise((r) => (answer = r)));
    const done = store.dispatch(loginWithStoredToken());
    expect(store.getState().auth.loginState).toBe('loggedIn');
    answer({ id: 'me', acct: 'me', username: 'me' });
    await done;
    expect(store.getState().auth.loginState).toBe('loggedIn');
  });

  it('stays signed in when the network is down', async () => {
    const store = restoredSession();
    vi.mocked(verifyCredentials).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await store.dispatch(loginWithStoredToken());
    expect(store.getState().auth.loginState).toBe('loggedIn');
    expect(store.getState().auth.userToken).toBe('t');
  });

  it('signs out when the server refuses the token', async () => {
    const store = restoredSession();
    vi.mocked(verifyCredentials).mockRejectedValueOnce(new ApiError('no', { status: 401, url: '/api/v1/accounts/verify_credentials' }));
    await store.dispatch(loginWithStoredToken());
    expect(store.getState().auth.loginState).toBe('anonymous');
    expect(store.getState().auth.userToken).toBeNull();
  });

  it('a sign-out during the check stays signed out, whatever the check answers', async () => {
    for (const answer of [{ id: 'me', acct: 'me', username: 'me' }, new ApiError('no', { status: 401, url: '/api/v1/accounts/verify_credentials' })]) {
      const store = restoredSession();
      let settle!: () => void;
      vi.mocked(verifyCredentials).mockReturnValueOnce(
        new Promise((resolve, reject) => (settle = () => (answer instanceof Error ? reject(answer) : resolve(answer)))),
      );
      const done = store.dispatch(loginWithStoredToken());
      store.dispatch(loggedOut());
      settle();
      await done;
      expect(store.getState().auth).toMatchObject({ userToken: null, currentUserId: null, loginState: 'anonymous' });
    }
  });

  it('a cold start is still signed out when the network is down', async () => {
    const store = makeStore();
    store.dispatch(setToken('t'));
    vi.mocked(verifyCredentials).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await store.dispatch(loginWithStoredToken());
    expect(store.getState().auth.loginState).toBe('anonymous');
  });
});
