import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from './index';
import { ACCOUNTS_KEY, readAccounts, upsertAccount, type StoredAccount } from './accounts';
import { setToken } from './authSlice';
import { markTokenRefused } from './accountsThunks';
import { loginWithStoredToken } from './sessionThunks';

const here = window.location.origin;
const alice: StoredAccount = { origin: here, app: null, token: 'alice-token', id: '1', acct: 'alice@here', avatar: '' };
const bob: StoredAccount = { origin: here, app: null, token: 'bob-token', id: '2', acct: 'bob@here', avatar: '' };
const kept = () => (JSON.parse(localStorage.getItem(ACCOUNTS_KEY)!) as { accounts: StoredAccount[] }).accounts;

describe('a kept account whose token is refused', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem(ACCOUNTS_KEY, JSON.stringify({ version: 1, accounts: [alice, bob] }));
  });
  afterEach(() => vi.restoreAllMocks());

  it('is marked "sign in again" and the others are left as they are', () => {
    markTokenRefused('alice-token');
    expect(kept().map((a) => [a.acct, a.signInAgain ?? false])).toEqual([
      ['alice@here', true],
      ['bob@here', false],
    ]);
  });

  it('at startup: the refused session ends and its entry asks to sign in again', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{"error":"The access token is invalid"}', { status: 401, headers: { 'content-type': 'application/json' } }));
    const store = makeStore();
    store.dispatch(setToken('alice-token'));
    await store.dispatch(loginWithStoredToken());
    expect(store.getState().auth.userToken).toBeNull();
    await vi.waitFor(() => expect(kept().find((a) => a.token === 'alice-token')?.signInAgain).toBe(true));
    expect(kept().find((a) => a.token === 'bob-token')?.signInAgain).toBeUndefined();
  });

  it('signed in again (a new token for the same person there): the refused entry is replaced, not doubled', () => {
    const list = readAccounts(localStorage, null, here);
    const again = upsertAccount(list, { ...alice, token: 'alice-new-token' });
    expect(again.accounts.map((a) => a.token)).toEqual(['alice-new-token', 'bob-token']);
    expect(again.accounts[0]!.signInAgain).toBeUndefined();
  });
});
