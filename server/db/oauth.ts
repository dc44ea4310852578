// OAuth apps, access tokens and authorization codes. Secrets given to clients are random;
// tokens and codes are kept only as sha256 digests.
import { randomToken, sha256 } from '../crypto.js';
import type { Store } from './store.js';

export interface AppRow {
  id: number;
  name: string;
  website: string | null;
  redirect_uris: string;
  scopes: string;
  client_id: string;
  client_secret: string;
  created_at: number;
}

export interface TokenRow {
  id: number;
  app_id: number;
  user_id: number | null;
  scopes: string;
  created_at: number;
  expires_at: number;
}

/** Pleroma's default token lifetime is long; ten years keeps demo sessions alive. */
export const TOKEN_LIFETIME_MS = 10 * 365 * 24 * 3600 * 1000;
const CODE_LIFETIME_MS = 10 * 60 * 1000;

export function createApp(
  store: Store,
  input: { name: string; website: string | null; redirectUris: string; scopes: string },
): AppRow {
  const clientId = randomToken(24);
  const clientSecret = randomToken(32);
  const id = store.insert(
    'INSERT INTO apps (name, website, redirect_uris, scopes, client_id, client_secret, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    [input.name, input.website, input.redirectUris, input.scopes, clientId, clientSecret, Date.now()],
  );
  return store.get<AppRow>('SELECT * FROM apps WHERE id = ?', [id])!;
}

export function appByClientId(store: Store, clientId: string): AppRow | undefined {
  return store.get<AppRow>('SELECT * FROM apps WHERE client_id = ?', [clientId]);
}

export function appById(store: Store, id: number): AppRow | undefined {
  return store.get<AppRow>('SELECT * FROM apps WHERE id = ?', [id]);
}

export interface IssuedToken {
  row: TokenRow;
  accessToken: string;
  refreshToken: string;
}

export function issueToken(store: Store, appId: number, userId: number | null, scopes: string): IssuedToken {
  const accessToken = randomToken();
  const refreshToken = randomToken();
  const now = Date.now();
  const id = store.insert(
    'INSERT INTO tokens (app_id, user_id, token_hash, refresh_hash, scopes, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    [appId, userId, sha256(accessToken), sha256(refreshToken), scopes, now, now + TOKEN_LIFETIME_MS],
  );
  const row = store.get<TokenRow>('SELECT id, app_id, user_id, scopes, created_at, expires_at FROM tokens WHERE id = ?', [id])!;
  return { row, accessToken, refreshToken };
}

export function tokenByAccessToken(store: Store, accessToken: string): TokenRow | undefined {
  const row = store.get<TokenRow>(
    'SELECT id, app_id, user_id, scopes, created_at, expires_at FROM tokens WHERE token_hash = ?',
    [sha256(accessToken)],
  );
  return row && row.expires_at > Date.now() ? row : undefined;
}

export function tokenByRefreshToken(store: Store, refreshToken: string): TokenRow | undefined {
  return store.get<TokenRow>('SELECT id, app_id, user_id, scopes, created_at, expires_at FROM tokens WHERE refresh_hash = ?', [
    sha256(refreshToken),
  ]);
}

/** Removes the token (named by its access or refresh value); answers whose it was, if any. */
export function revokeAccessToken(store: Store, appId: number, token: string): number | null {
  const hash = sha256(token);
  const row = store.get<{ user_id: number | null }>('SELECT user_id FROM tokens WHERE app_id = ? AND (token_hash = ? OR refresh_hash = ?)', [appId, hash, hash]);
  store.run('DELETE FROM tokens WHERE app_id = ? AND (token_hash = ? OR refresh_hash = ?)', [appId, hash, hash]);
  return row?.user_id ?? null;
}

/** A token by id, if it exists and has not expired. */
export function liveTokenById(store: Store, id: number): TokenRow | undefined {
  const row = store.get<TokenRow>('SELECT id, app_id, user_id, scopes, created_at, expires_at FROM tokens WHERE id = ?', [id]);
  return row && row.expires_at > Date.now() ? row : undefined;
}

export function createAuthCode(
  store: Store,
  appId: number,
  userId: number,
  redirectUri: string,
  scopes: string,
  codeChallenge: string | null = null,
): string {
  const code = randomToken(24);
  store.run(
    'INSERT INTO auth_codes (code_hash, app_id, user_id, redirect_uri, scopes, expires_at, code_challenge) VALUES (?, ?, ?, ?, ?, ?, ?)',
    [sha256(code), appId, userId, redirectUri, scopes, Date.now() + CODE_LIFETIME_MS, codeChallenge],
  );
  return code;
}

export interface AuthCodeGrant {
  user_id: number;
  redirect_uri: string;
  scopes: string;
  /** The S256 challenge the code was issued for (PKCE), or null. */
  code_challenge: string | null;
}

/** Codes are single use: reading one deletes it. */
export function consumeAuthCode(store: Store, appId: number, code: string): AuthCodeGrant | undefined {
  const hash = sha256(code);
  const row = store.get<AuthCodeGrant & { expires_at: number }>(
    'SELECT user_id, redirect_uri, scopes, code_challenge, expires_at FROM auth_codes WHERE code_hash = ? AND app_id = ?',
    [hash, appId],
  );
  if (!row) return undefined;
  store.run('DELETE FROM auth_codes WHERE code_hash = ?', [hash]);
  return row.expires_at > Date.now() ? row : undefined;
}

export function createMfaToken(store: Store, userId: number, appId: number, scopes: string): string {
  const token = randomToken(24);
  store.run('INSERT INTO mfa_tokens (token_hash, user_id, app_id, scopes, expires_at) VALUES (?, ?, ?, ?, ?)', [
    sha256(token),
    userId,
    appId,
    scopes,
    Date.now() + CODE_LIFETIME_MS,
  ]);
  return token;
}

/** Scopes are space separated; `read` covers `read:statuses` and so on. */
export function parseScopes(value: string | undefined | null): string[] {
  return (value ?? '').split(/[\s+,]+/).filter(Boolean);
}

export function scopeAllows(granted: string[], needed: string): boolean {
  const parent = needed.split(':')[0];
  return granted.includes(needed) || granted.includes(parent);
}

/** The requested scopes limited to what the app registered (the app's list if none asked). */
export function grantScopes(appScopes: string, requested: string | undefined): string[] | null {
  const allowed = parseScopes(appScopes);
  const asked = parseScopes(requested);
  if (asked.length === 0) return allowed;
  return asked.every((s) => scopeAllows(allowed, s)) ? asked : null;
}
