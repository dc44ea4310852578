// Many accounts: remembering the signed-in account, adding one (here or on another
// instance), switching, signing out of one or all, unread counts and acting as another account.
// Switching starts the page again as the other account (its stored session, its kept last page):
// a fresh store, so nothing of one account can reach another's screen.
import { ApiError } from '../api/http';
import { mfaChallenge, passwordGrant, type MfaChallengeType, type OAuthApp, type TokenResponse } from '../api/oauth';
import {
  notificationsMarkerAt,
  notificationsSinceAt,
  registerAppAt,
  revokeAt,
  statusActionAt,
  verifyAt,
} from '../api/accountsElsewhere';
import type { ActAsAction, Status } from '../entities/types';
import { normalizeUser } from '../entities/user';
import { statusIdAt } from './accountsResolve';
import { forgetSettings, swapSettings } from './accountSettings';
import { accountKey, readAccounts, removeAccount, upsertAccount, writeAccounts, type AccountList, type StoredAccount } from './accounts';
import { oauthRedirectUri } from './authThunks';
import { tokenKey } from './lastSeen';
import { forgetParkedLastSeen, swapLastSeen } from './lastSeenDb';
import { getStorage, PERSIST_KEY, serialize } from './persistence';
import { markSessionLeaving } from './sessionLeaving';
import { DRAFTS_KEY } from './draftsSlice';
import type { AppThunk, RootState } from './index';

const pageOrigin = (): string => window.location.origin;
export const activeOrigin = (s: RootState): string => s.auth.server || pageOrigin();

export function loadAccountList(): AccountList {
  const storage = getStorage();
  return readAccounts(storage, storage?.getItem(PERSIST_KEY) ?? null, pageOrigin());
}

/** Accounts other than the active one. */
export const otherAccounts = (list: AccountList): StoredAccount[] => list.accounts.filter((a) => accountKey(a) !== list.active);

/** Keeps the active account's entry up to date (handle, avatar, app) while it is signed in. */
export const rememberActiveAccount = (): AppThunk<AccountList> => (_dispatch, getState) => {
  const s = getState();
  const list = loadAccountList();
  const me = s.auth.currentUserId ? s.users[s.auth.currentUserId] : undefined;
  if (!s.auth.userToken || !me || s.auth.loginState !== 'loggedIn') return list;
  const next = upsertAccount(list, {
    origin: activeOrigin(s),
    app: s.auth.app,
    token: s.auth.userToken,
    id: me.id,
    acct: me.is_local ? `${me.screen_name}@${new URL(activeOrigin(s)).host}` : me.screen_name,
    avatar: me.profile_image_url,
  });
  const updated = { ...next, accounts: next.accounts.map((a) => (accountKey(a) === next.active ? { ...a, signInAgain: false } : a)) };
  writeAccounts(getStorage(), updated);
  return updated;
};

/** Drafts are per account: the leaving account's are put aside, the next one's come back. */
export function swapDrafts(storage: Storage | null, fromToken: string | null, toToken: string | null): void {
  if (!storage) return;
  try {
    const current = storage.getItem(DRAFTS_KEY);
    if (fromToken && current) storage.setItem(`${DRAFTS_KEY}:${tokenKey(fromToken)}`, current);
    storage.removeItem(DRAFTS_KEY);
    const next = toToken ? storage.getItem(`${DRAFTS_KEY}:${tokenKey(toToken)}`) : null;
    if (next && toToken) {
      storage.setItem(DRAFTS_KEY, next);
      storage.removeItem(`${DRAFTS_KEY}:${tokenKey(toToken)}`);
    }
  } catch (e) {
    console.warn('Keeping drafts across accounts failed', e);
  }
}

/** The page starts again with `account`'s session (null: signed out, on `path`). */
async function startSessionOf(state: RootState, account: StoredAccount | null, path: string): Promise<void> {
  const storage = getStorage();
  const stored = serialize(state);
  const sameOrigin = !account || account.origin === pageOrigin();
  const oauth = account
    ? {
        clientId: account.app?.client_id ?? null,
        clientSecret: account.app?.client_secret ?? null,
        // The app token belongs to the app of the instance it came from.
        appToken: account.origin === activeOrigin(state) && account.app?.client_id === state.auth.app?.client_id ? state.auth.appToken : null,
        userToken: account.token,
        ...(sameOrigin ? {} : { server: account.origin }),
      }
    : { ...stored.oauth, userToken: null, server: undefined };
  markSessionLeaving();
  await swapLastSeen(account ? tokenKey(account.token) : null);
  swapDrafts(storage, state.auth.userToken, account?.token ?? null);
  const config = swapSettings(storage, state.config, state.auth.userToken, account?.token ?? null);
  try {
    storage?.setItem(PERSIST_KEY, JSON.stringify({ ...stored, config, oauth }));
  } catch (e) {
    console.warn('Could not store the next session', e);
  }
  window.location.assign(path);
}

export const switchToAccount =
  (key: string): AppThunk<Promise<void>> =>
  async (dispatch, getState) => {
    const list = dispatch(rememberActiveAccount());
    const target = list.accounts.find((a) => accountKey(a) === key);
    if (!target || key === list.active) return;
    await startSessionOf(getState(), target, '/');
  };

/** Another account on this instance, through its own sign-in (form or the server's page). */
export const addAccountHere = (): AppThunk<Promise<void>> => async (dispatch, getState) => {
  dispatch(rememberActiveAccount());
  await startSessionOf(getState(), null, '/login');
};

export interface PendingMfa {
  origin: string;
  app: OAuthApp;
  /** What that instance's password grant answered with `mfa_required`, for its challenge. */
  mfaToken: string;
}

export type AddOutcome =
  | { kind: 'added'; key: string }
  /** That instance asks for a second factor: the code step, then addAccountWithCode. */
  | { kind: 'mfa'; pending: PendingMfa }
  | { kind: 'error'; messageKey: 'accounts.wrong_credentials' | 'accounts.wrong_code' | 'accounts.unreachable' | 'accounts.add_failed'; serverMessage: string | null };

/** `domain` typed by the person ('social.example' or a URL) → its origin; null when not a host. */
export function originOfDomain(domain: string): string | null {
  const d = domain.trim();
  if (!d) return null;
  try {
    const u = new URL(/^https?:\/\//i.test(d) ? d : `https://${d}`);
    return u.pathname === '/' && !u.search && !u.username ? u.origin : null;
  } catch {
    return null;
  }
}

/** The account behind `token` at `origin` joins the list (not active); its key. */
export async function joinAccount(origin: string, app: OAuthApp, token: string): Promise<string> {
  const me = normalizeUser(await verifyAt(origin, token));
  const account: StoredAccount = { origin, app, token, id: me.id, acct: `${me.screen_name}@${new URL(origin).host}`, avatar: me.profile_image_url };
  writeAccounts(getStorage(), upsertAccount(loadAccountList(), account));
  return accountKey(account);
}

/** A token answer there: the account joins, the code step comes, or why not (`refused`: what a 4xx means). */
async function addFromTokenAnswer(origin: string, app: OAuthApp, res: TokenResponse, refused: 'accounts.wrong_credentials' | 'accounts.wrong_code'): Promise<AddOutcome> {
  if (res.access_token) return { kind: 'added', key: await joinAccount(origin, app, res.access_token) };
  if (res.error === 'mfa_required' && res.mfa_token) return { kind: 'mfa', pending: { origin, app, mfaToken: res.mfa_token } };
  if (res.status === 400 || res.status === 401 || res.status === 403) return { kind: 'error', messageKey: refused, serverMessage: res.error ?? null };
  return { kind: 'error', messageKey: 'accounts.add_failed', serverMessage: (res.status ?? 500) < 500 ? (res.error ?? null) : null };
}

function addErrorOf(e: unknown): AddOutcome {
  if (e instanceof ApiError && (e.status === 400 || e.status === 401 || e.status === 403)) {
    return { kind: 'error', messageKey: 'accounts.wrong_credentials', serverMessage: e.serverMessage };
  }
  if (e instanceof TypeError || (e instanceof ApiError && e.status === 0)) return { kind: 'error', messageKey: 'accounts.unreachable', serverMessage: null };
  return { kind: 'error', messageKey: 'accounts.add_failed', serverMessage: e instanceof ApiError ? e.serverMessage : null };
}

/** Signs in on another instance with the password grant; the account joins the list, not active. */
export const addAccountWithPassword =
  (origin: string, username: string, password: string): AppThunk<Promise<AddOutcome>> =>
  async (dispatch) => {
    dispatch(rememberActiveAccount());
    try {
      const app = await registerAppAt(origin, oauthRedirectUri());
      return await addFromTokenAnswer(origin, app, await passwordGrant(app, username, password, oauthRedirectUri(), origin), 'accounts.wrong_credentials');
    } catch (e) {
      return addErrorOf(e);
    }
  };

/** The code step of that add (TOTP or a recovery code), answered at that instance, never here. */
export const addAccountWithCode =
  (pending: PendingMfa, code: string, type: MfaChallengeType): AppThunk<Promise<AddOutcome>> =>
  async (dispatch) => {
    dispatch(rememberActiveAccount());
    try {
      return await addFromTokenAnswer(pending.origin, pending.app, await mfaChallenge(pending.app, pending.mfaToken, code, type, pending.origin), 'accounts.wrong_code');
    } catch (e) {
      return addErrorOf(e);
    }
  };

export function markSignInAgain(key: string): void {
  const list = loadAccountList();
  writeAccounts(getStorage(), { ...list, accounts: list.accounts.map((a) => (accountKey(a) === key ? { ...a, signInAgain: true } : a)) });
}

/**
 * Reading its own notifications, the token itself was refused: 401, or 403 where Pleroma and Akkoma
 * say "Invalid credentials." (as the stored-token sign-in at startup reads it too).
 */
const tokenRefused = (e: unknown): boolean => e instanceof ApiError && (e.status === 401 || e.status === 403);

/** Unread notifications of a non-active account, or 'signInAgain' when its token was refused. */
export const countUnread =
  (account: StoredAccount): AppThunk<Promise<number | 'signInAgain' | null>> =>
  async () => {
    try {
      const marker = await notificationsMarkerAt(account.origin, account.token).catch((e: unknown) => {
        if (tokenRefused(e)) throw e;
        return null;
      });
      const list = await notificationsSinceAt(account.origin, account.token, marker, 40);
      // Pleroma says per notification whether it was seen; elsewhere the marker decided.
      return list.filter((n) => (n as { pleroma?: { is_seen?: unknown } } | null)?.pleroma?.is_seen !== true).length;
    } catch (e) {
      if (tokenRefused(e)) {
        markSignInAgain(accountKey(account));
        return 'signInAgain';
      }
      return null;
    }
  };

/** Signs one account out (revoking its token, best effort); the active one hands over to the next. */
export const signOutAccount =
  (key: string): AppThunk<Promise<void>> =>
  async (dispatch, getState) => {
    const list = dispatch(rememberActiveAccount());
    const account = list.accounts.find((a) => accountKey(a) === key);
    if (!account) return;
    if (account.app) await revokeAt(account.origin, account.app, account.token).catch((e: unknown) => console.warn('Token revocation failed', e));
    const rest = removeAccount(list, key);
    writeAccounts(getStorage(), rest);
    if (key === list.active) await startSessionOf(getState(), rest.accounts[0] ?? null, rest.accounts[0] ? '/' : '/main/public');
    forgetPutAside(getStorage(), account.token);
  };

/** What was put aside for a signed-out account (kept page, drafts, settings) goes with it. */
function forgetPutAside(storage: Storage | null, token: string): void {
  void forgetParkedLastSeen(tokenKey(token));
  forgetSettings(storage, token);
  try {
    storage?.removeItem(`${DRAFTS_KEY}:${tokenKey(token)}`);
  } catch {
    /* storage unavailable: nothing was put aside */
  }
}

export const signOutAll = (): AppThunk<Promise<void>> => async (dispatch, getState) => {
  const list = dispatch(rememberActiveAccount());
  await Promise.all(list.accounts.map((a) => (a.app ? revokeAt(a.origin, a.app, a.token).catch(() => undefined) : undefined)));
  await Promise.all(list.accounts.map((a) => forgetParkedLastSeen(tokenKey(a.token))));
  writeAccounts(getStorage(), { accounts: [], active: null });
  await startSessionOf(getState(), null, '/main/public');
};

export type ActAsOutcome = { kind: 'done' } | { kind: 'error'; messageKey: 'accounts.not_found_there' | 'accounts.refused_there' | 'accounts.sign_in_again' | 'accounts.act_failed' };

/**
 * Favourite, repeat or bookmark `status` as another signed-in account. On another instance the
 * post is found there first (search with resolve); what cannot be found is said, nothing is sent.
 */
export const actAs =
  (key: string, status: Status, action: ActAsAction): AppThunk<Promise<ActAsOutcome>> =>
  async (_dispatch, getState) => {
    const account = loadAccountList().accounts.find((a) => accountKey(a) === key);
    if (!account) return { kind: 'error', messageKey: 'accounts.act_failed' };
    try {
      const id = await statusIdAt(account, status, activeOrigin(getState()));
      if (!id) return { kind: 'error', messageKey: 'accounts.not_found_there' };
      await statusActionAt(account.origin, account.token, id, action);
      return { kind: 'done' };
    } catch (e) {
      if (e instanceof ApiError && e.status === 401) {
        markSignInAgain(key);
        return { kind: 'error', messageKey: 'accounts.sign_in_again' };
      }
      if (e instanceof ApiError && e.status === 404) return { kind: 'error', messageKey: 'accounts.not_found_there' };
      if (e instanceof ApiError && (e.status === 403 || e.status === 422)) return { kind: 'error', messageKey: 'accounts.refused_there' };
      return { kind: 'error', messageKey: 'accounts.act_failed' };
    }
  };

/**
 * The sign-out button with several accounts: the active one signs out and the next takes over
 * (true). With one account (false) the usual sign-out runs; its entry leaves the list.
 */
export const signOutActiveWhenMany = (): AppThunk<Promise<boolean>> => async (dispatch) => {
  const list = loadAccountList();
  if (!list.active) return false;
  if (list.accounts.length > 1) {
    await dispatch(signOutAccount(list.active));
    return true;
  }
  writeAccounts(getStorage(), removeAccount(list, list.active));
  return false;
};
