import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addAccountWithCode, addAccountWithPassword, loadAccountList, originOfDomain, swapDrafts } from './accountsThunks';
import { makeStore } from './index';
import { PERSIST_KEY } from './persistence';
import { DRAFTS_KEY } from './draftsSlice';

describe('originOfDomain', () => {
  it('reads a typed domain as its https origin, and keeps a given scheme and port', () => {
    expect(originOfDomain(' social.example ')).toBe('https://social.example');
    expect(originOfDomain('http://127.0.0.1:9104')).toBe('http://127.0.0.1:9104');
    expect(originOfDomain('https://social.example/')).toBe('https://social.example');
  });

  it('refuses what is not an instance: paths, queries, credentials, nothing', () => {
    expect(originOfDomain('')).toBeNull();
    expect(originOfDomain('social.example/@alice')).toBeNull();
    expect(originOfDomain('social.example?x=1')).toBeNull();
    expect(originOfDomain('user@social.example')).toBeNull();
  });
});

describe('drafts per account', () => {
  it('puts the leaving account\'s drafts aside and brings the next one\'s back', () => {
    localStorage.clear();
    localStorage.setItem(DRAFTS_KEY, '{"new":{"text":"alice writes"}}');
    swapDrafts(localStorage, 'alice-token', 'bob-token');
    expect(localStorage.getItem(DRAFTS_KEY)).toBeNull();
    localStorage.setItem(DRAFTS_KEY, '{"new":{"text":"bob writes"}}');
    swapDrafts(localStorage, 'bob-token', 'alice-token');
    expect(localStorage.getItem(DRAFTS_KEY)).toBe('{"new":{"text":"alice writes"}}');
    swapDrafts(localStorage, 'alice-token', 'bob-token');
    expect(localStorage.getItem(DRAFTS_KEY)).toBe('{"new":{"text":"bob writes"}}');
  });
});

describe('adding an account whose instance asks for a second factor', () => {
  const OTHER = 'https://other.example';
  const app = { client_id: 'cid', client_secret: 'secret' };
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem(PERSIST_KEY, JSON.stringify({ oauth: { userToken: 'alice-token' } }));
  });
  afterEach(() => vi.restoreAllMocks());

  /** The other instance: a password that needs a code, `good` the only code it takes. */
  function serveOther(good: string) {
    return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      const form = new URLSearchParams(String(init?.body ?? ''));
      if (url === `${OTHER}/api/v1/apps`) return json(app);
      if (url === `${OTHER}/oauth/token`) return json({ error: 'mfa_required', mfa_token: 'mfa-1', supported_challenge_types: 'totp' }, 403);
      if (url === `${OTHER}/oauth/mfa/challenge`) {
        return form.get('mfa_token') === 'mfa-1' && form.get('code') === good ? json({ access_token: 'carol-token' }) : json({ error: 'Invalid code' }, 400);
      }
      if (url === `${OTHER}/api/v1/accounts/verify_credentials`) return json({ id: '9', username: 'carol', acct: 'carol', avatar: '' });
      return json({ error: 'not here' }, 404);
    });
  }

  const addedAccts = () => loadAccountList().accounts.map((a) => a.acct);

  it('the password grant there answers with the code step; nothing is asked here and nothing is added', async () => {
    const fetchMock = serveOther('123456');
    const before = localStorage.getItem(PERSIST_KEY);
    const out = await makeStore().dispatch(addAccountWithPassword(OTHER, 'carol', 'pw'));
    expect(out).toEqual({ kind: 'mfa', pending: { origin: OTHER, app, mfaToken: 'mfa-1' } });
    expect(fetchMock.mock.calls.every(([u]) => String(u).startsWith(OTHER))).toBe(true);
    expect(addedAccts()).not.toContain('carol@other.example');
    expect(localStorage.getItem(PERSIST_KEY)).toBe(before);
  });

  it('a wrong code is said and adds nothing; the right one, from the recovery codes, adds the account there', async () => {
    const fetchMock = serveOther('abcd-efgh');
    const store = makeStore();
    const pending = { origin: OTHER, app, mfaToken: 'mfa-1' };
    expect(await store.dispatch(addAccountWithCode(pending, '000000', 'totp'))).toEqual({ kind: 'error', messageKey: 'accounts.wrong_code', serverMessage: 'Invalid code' });
    expect(addedAccts()).not.toContain('carol@other.example');

    const before = localStorage.getItem(PERSIST_KEY);
    const out = await store.dispatch(addAccountWithCode(pending, 'abcd-efgh', 'recovery'));
    expect(out.kind).toBe('added');
    const challenge = fetchMock.mock.calls.filter(([u]) => String(u) === `${OTHER}/oauth/mfa/challenge`).at(-1)!;
    expect(String(challenge[1]?.body)).toContain('challenge_type=recovery');
    const carol = loadAccountList().accounts.find((a) => a.acct === 'carol@other.example');
    expect(carol).toMatchObject({ origin: OTHER, token: 'carol-token', app });
    // Added, not yet switched to: the active session is as it was.
    expect(localStorage.getItem(PERSIST_KEY)).toBe(before);
    expect(fetchMock.mock.calls.every(([u]) => String(u).startsWith(OTHER))).toBe(true);
  });
});
