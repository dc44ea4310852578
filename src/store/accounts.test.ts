import { describe, expect, it } from 'vitest';
import { accountKey, readAccounts, removeAccount, upsertAccount, writeAccounts, ACCOUNTS_KEY } from './accounts';

const ORIGIN = 'https://here.example';
// What the current version stores (store/persistence.ts serialize()).
const oldSession = JSON.stringify({
  config: {},
  users: { lastLoginName: 'alice' },
  oauth: { clientId: 'cid', clientSecret: 'secret', appToken: 'apptok', userToken: 'usertok' },
  ui: { lastTimeline: 'friends' },
});

describe('the account list', () => {
  it('carries a session stored by the current version over as the first, active account', () => {
    localStorage.clear();
    const list = readAccounts(localStorage, oldSession, ORIGIN);
    expect(list.accounts).toEqual([
      { origin: ORIGIN, app: { client_id: 'cid', client_secret: 'secret' }, token: 'usertok', id: '', acct: '', avatar: '' },
    ]);
    expect(list.active).toBe(accountKey(list.accounts[0]!));
  });

  it('has no account and none active for a visitor', () => {
    localStorage.clear();
    expect(readAccounts(localStorage, null, ORIGIN)).toEqual({ accounts: [], active: null });
  });

  it('keeps the others and marks the stored session active', () => {
    localStorage.clear();
    const bob = { origin: ORIGIN, app: null, token: 'bobtok', id: '2', acct: 'bob', avatar: '' };
    const first = readAccounts(localStorage, oldSession, ORIGIN);
    writeAccounts(localStorage, upsertAccount(first, bob));
    const again = readAccounts(localStorage, oldSession, ORIGIN);
    expect(again.accounts.map((a) => a.token)).toEqual(['usertok', 'bobtok']);
    expect(again.active).toBe(accountKey(first.accounts[0]!));
    expect(removeAccount(again, accountKey(bob)).accounts.map((a) => a.token)).toEqual(['usertok']);
  });

  it('drops malformed entries and survives unreadable storage', () => {
    localStorage.setItem(ACCOUNTS_KEY, JSON.stringify({ accounts: [{ origin: ORIGIN }, 5, null] }));
    expect(readAccounts(localStorage, null, ORIGIN).accounts).toEqual([]);
    localStorage.setItem(ACCOUNTS_KEY, '{not json');
    expect(readAccounts(localStorage, null, ORIGIN).accounts).toEqual([]);
  });
});
