import { beforeEach, describe, expect, it, vi } from 'vitest';
import { appRegistered, setToken } from './authSlice';
import { makeStore } from './index';
import { signOut } from './signOut';

const signOutActiveWhenMany = vi.fn();
vi.mock('./accountsThunks', () => ({ signOutActiveWhenMany: () => signOutActiveWhenMany }));
/** The account list as it stood when the token was revoked. */
let listAtRevoke: string | null | undefined;
vi.mock('../api/oauth', () => ({
  revokeToken: vi.fn(async () => {
    listAtRevoke = window.localStorage.getItem('starling-accounts');
    return true;
  }),
}));

const kept = (n: number) =>
  window.localStorage.setItem('starling-accounts', JSON.stringify({ accounts: Array.from({ length: n }, (_, i) => ({ token: `t${i}` })), active: null }));

function signedIn() {
  const store = makeStore();
  store.dispatch(appRegistered({ client_id: 'c', client_secret: 's' }));
  store.dispatch(setToken('t0'));
  return store;
}

describe('signOut', () => {
  beforeEach(() => {
    window.localStorage.clear();
    signOutActiveWhenMany.mockReset();
    listAtRevoke = undefined;
  });

  it('hands over to another kept account', async () => {
    kept(2);
    signOutActiveWhenMany.mockResolvedValueOnce(true);
    const store = signedIn();
    expect(await store.dispatch(signOut())).toBe('handedOver');
  });

  it('ends the session and forgets the last kept account', async () => {
    kept(1);
    const store = signedIn();
    expect(await store.dispatch(signOut())).toBe('signedOut');
    expect(signOutActiveWhenMany).not.toHaveBeenCalled();
    expect(store.getState().auth.userToken).toBeNull();
    expect(window.localStorage.getItem('starling-accounts')).toBeNull();
    // Gone before the token is revoked: never an "other account" polled with a dying token.
    expect(listAtRevoke).toBeNull();
  });
});
