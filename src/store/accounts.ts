// The signed-in accounts of this browser (many accounts): a list kept in localStorage
// under `starling-accounts`, one of them active. The active one's session is also the stored
// session of `vuex-lz` (store/persistence.ts) that startup signs in with, so a person who never
// adds a second account has exactly the session they had; a session stored before this list
// existed becomes its first entry. Tokens live only here and in `vuex-lz`, never in a URL.
import type { OAuthApp } from '../api/oauth';

export const ACCOUNTS_KEY = 'starling-accounts';

export interface StoredAccount {
  /** The instance origin ('https://example.social'); the page's own origin for this instance. */
  origin: string;
  app: OAuthApp | null;
  token: string;
  /** Empty until the account was verified once. */
  id: string;
  acct: string;
  avatar: string;
  /** The server refused the token (401): this account asks to be signed in again. */
  signInAgain?: boolean;
}

export interface AccountList {
  accounts: StoredAccount[];
  /** Key (accountKey) of the active account, or null when none is signed in. */
  active: string | null;
}

/** One account's identity: which instance, which token. */
export const accountKey = (a: Pick<StoredAccount, 'origin' | 'token'>): string => `${a.origin}#${fingerprint(a.token)}`;

/** FNV-1a of the token: tells accounts apart without repeating the token. */
function fingerprint(token: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < token.length; i += 1) {
    h ^= token.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(36);
}

const str = (v: unknown): string => (typeof v === 'string' ? v : '');

function appOf(v: unknown): OAuthApp | null {
  if (!v || typeof v !== 'object') return null;
  const o = v as Record<string, unknown>;
  return str(o.client_id) && str(o.client_secret) ? { client_id: str(o.client_id), client_secret: str(o.client_secret) } : null;
}

function accountOf(v: unknown): StoredAccount | null {
  if (!v || typeof v !== 'object') return null;
  const o = v as Record<string, unknown>;
  if (!str(o.origin) || !str(o.token)) return null;
  return {
    origin: str(o.origin),
    app: appOf(o.app),
    token: str(o.token),
    id: str(o.id),
    acct: str(o.acct),
    avatar: str(o.avatar),
    ...(o.signInAgain === true ? { signInAgain: true } : {}),
  };
}

/** The session stored in `vuex-lz` (what the current version keeps), as an account. */
function sessionOf(raw: string | null, pageOrigin: string): StoredAccount | null {
  if (!raw) return null;
  try {
    const oauth = (JSON.parse(raw) as { oauth?: Record<string, unknown> } | null)?.oauth;
    const token = str(oauth?.userToken);
    if (!token) return null;
    const app = str(oauth?.clientId) && str(oauth?.clientSecret) ? { client_id: str(oauth?.clientId), client_secret: str(oauth?.clientSecret) } : null;
    return { origin: str(oauth?.server) || pageOrigin, app, token, id: '', acct: '', avatar: '' };
  } catch {
    return null;
  }
}

/**
 * The list as stored, with the stored session (`vuex-lz`) as the active account: a session from
 * before the list (or signed in since) is added, so the list always holds the active account.
 */
export function readAccounts(storage: Storage | null, sessionRaw: string | null, pageOrigin: string): AccountList {
  let accounts: StoredAccount[] = [];
  try {
    const parsed = JSON.parse(storage?.getItem(ACCOUNTS_KEY) ?? 'null') as { accounts?: unknown } | null;
    if (Array.isArray(parsed?.accounts)) accounts = parsed.accounts.map(accountOf).filter((a): a is StoredAccount => a !== null);
  } catch {
    accounts = [];
  }
  const session = sessionOf(sessionRaw, pageOrigin);
  if (!session) return { accounts, active: null };
  const key = accountKey(session);
  if (!accounts.some((a) => accountKey(a) === key)) accounts = [...accounts, session];
  return { accounts, active: key };
}

export function writeAccounts(storage: Storage | null, list: AccountList): void {
  try {
    storage?.setItem(ACCOUNTS_KEY, JSON.stringify({ version: 1, accounts: list.accounts }));
  } catch (e) {
    console.warn('Could not keep the account list', e);
  }
}

/**
 * The list with `account` added, or updated in place (same instance and token). A new token of a
 * person already listed there (signed in again after a refusal) takes that entry's place.
 */
export function upsertAccount(list: AccountList, account: StoredAccount): AccountList {
  const key = accountKey(account);
  let at = list.accounts.findIndex((a) => accountKey(a) === key);
  if (at >= 0) return { ...list, accounts: list.accounts.map((a, i) => (i === at ? { ...a, ...account } : a)) };
  at = account.id ? list.accounts.findIndex((a) => a.origin === account.origin && a.id === account.id) : -1;
  const accounts = at < 0 ? [...list.accounts, account] : list.accounts.map((a, i) => (i === at ? account : a));
  return { ...list, accounts };
}

export function removeAccount(list: AccountList, key: string): AccountList {
  return { accounts: list.accounts.filter((a) => accountKey(a) !== key), active: list.active === key ? null : list.active };
}

/** '@nick@host' as the account is shown (its instance's host until it was verified once). */
export const accountHandle = (a: Pick<StoredAccount, 'acct' | 'origin'>): string => `@${a.acct || new URL(a.origin).host}`;
