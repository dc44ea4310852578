import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from './index';
import { ACCOUNTS_KEY, readAccounts, upsertAccount, type StoredAccount } from './accounts';
import { setToken } from './authSlice';
import { countUnread, loadAccountList, otherAccounts } from './accountsThunks';
import { loginWithStoredToken } from './sessionThunks';

const here = window.location.origin;
const alice: StoredAccount = { origin: here, app: null, token: 'alice-token', id: '1', acct: 'alice@here', avatar: '' };
const bob: StoredAccount = { origin: here, app: null, token: 'bob-token', id: '2', acct: 'bob@here', avatar: '' };
const kept = () => (JSON.parse(localStorage.getItem(ACCOUNTS_KEY)!) as { accounts: StoredAccount[] }).accounts;
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The server refuses alice's token (Mastodon: 401; Pleroma: 403 "Invalid credentials.") and knows bob's. */
const serve = (refusal: 401 | 403 = 401) =>
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (_input, init) => {
    const auth = new Headers(init?.headers).get('Authorization');
    return auth === 'Bearer alice-token' ? json({ error: refusal === 401 ? 'The access token is invalid' : 'Invalid credentials.' }, refusal) : json(auth ? [] : {});
  });

/** What the switcher does on mount and every minute: count the unread of every account not active. */
async function poll(store: ReturnType<typeof makeStore>) {
  return Promise.all(otherAccounts(loadAccountList()).map((a) => store.dispatch(countUnread(a))));
}

describe('a kept account whose token is refused', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem(ACCOUNTS_KEY, JSON.stringify({ version: 1, accounts: [alice, bob] }));
  });
  afterEach(() => vi.restoreAllMocks());

  it('at startup: the refused session ends, and the poll marks that entry "sign in again" and no other', async () => {
    serve();
    const store = makeStore();
    store.dispatch(setToken('alice-token'));
    await store.dispatch(loginWithStoredToken());
    expect(store.getState().auth.userToken).toBeNull();
    // No active session now: every kept account is polled.
    expect(await poll(store)).toEqual(['signInAgain', 0]);
    expect(kept().map((a) => [a.acct, a.signInAgain ?? false])).toEqual([
      ['alice@here', true],
      ['bob@here', false],
    ]);
  });

  it.each([401, 403] as const)('when polled while another account is active (refused with %i): only that one is marked', async (refusal) => {
    serve(refusal);
    localStorage.setItem('vuex-lz', JSON.stringify({ oauth: { userToken: 'bob-token' } }));
    expect(await poll(makeStore())).toEqual(['signInAgain']);
    expect(kept().find((a) => a.token === 'alice-token')?.signInAgain).toBe(true);
    expect(kept().find((a) => a.token === 'bob-token')?.signInAgain).toBeUndefined();
  });

  it('signed in again (a new token for the same person there): the refused entry is replaced in place, not doubled', () => {
    const list = readAccounts(localStorage, null, here);
    const again = upsertAccount({ ...list, accounts: list.accounts.map((a) => ({ ...a, signInAgain: a === list.accounts[0] })) }, { ...alice, token: 'alice-new-token' });
    expect(again.accounts.map((a) => a.token)).toEqual(['alice-new-token', 'bob-token']);
    expect(again.accounts[0]!.signInAgain).toBeUndefined();
  });
});
