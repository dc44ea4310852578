// OAuth app registration and token grants. Secrets travel in form bodies only.
import { ApiError, getServer, request } from './http';
import { requestsSettled } from './tokenRequests';

export interface OAuthApp {
  client_id: string;
  client_secret: string;
}

export interface TokenResponse {
  access_token?: string;
  error?: string;
  identifier?: string;
  mfa_token?: string;
  /** HTTP status of a failed token request (401 = wrong username or password). */
  status?: number;
}

export const OAUTH_SCOPES = 'read write follow push admin';
const CLIENT_NAME = 'Starling';

function text(v: unknown): string {
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '';
}

export async function registerApp(redirectUri: string): Promise<OAuthApp> {
  const { data } = await request<Record<string, unknown>>('/api/v1/apps', {
    method: 'POST',
    form: { client_name: CLIENT_NAME, redirect_uris: redirectUri, scopes: OAUTH_SCOPES },
  });
  const app = { client_id: text(data?.client_id), client_secret: text(data?.client_secret) };
  if (!app.client_id || !app.client_secret) {
    throw new ApiError('The server did not return app credentials', { status: 200, body: data, url: '/api/v1/apps' });
  }
  return app;
}

function toTokenResponse(body: unknown): TokenResponse {
  const b = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const out: TokenResponse = {};
  if (typeof b.access_token === 'string') out.access_token = b.access_token;
  if (typeof b.error === 'string') out.error = b.error;
  else if (typeof b.error_description === 'string') out.error = b.error_description;
  if (typeof b.identifier === 'string') out.identifier = b.identifier;
  if (typeof b.mfa_token === 'string') out.mfa_token = b.mfa_token;
  return out;
}

/**
 * Token endpoints answer failures (wrong password, mfa_required, password reset) with a JSON
 * body the login form needs, so those come back as a TokenResponse; network errors still throw.
 */
async function tokenRequest(path: string, form: Record<string, string>, instance?: string): Promise<TokenResponse> {
  try {
    const { data } = await request(path, { method: 'POST', form, instance });
    return toTokenResponse(data);
  } catch (e) {
    if (e instanceof ApiError && e.status !== 0 && e.body && typeof e.body === 'object') {
      const r = toTokenResponse(e.body);
      if (!r.error && !r.mfa_token) r.error = e.serverMessage ?? e.message;
      r.status = e.status;
      return r;
    }
    throw e;
  }
}

/** The redirect URI is the one the app registered: servers that check it refuse any other. */
export async function getClientToken(app: OAuthApp, redirectUri: string): Promise<string> {
  const r = await tokenRequest('/oauth/token', {
    client_id: app.client_id,
    client_secret: app.client_secret,
    grant_type: 'client_credentials',
    redirect_uri: redirectUri,
  });
  if (!r.access_token) {
    throw new ApiError(r.error ?? 'No client token', { status: 200, body: r, url: '/oauth/token' });
  }
  return r.access_token;
}

/**
 * A refusal that says the server has no password grant (GoToSocial: 400 unsupported_grant_type),
 * as opposed to wrong credentials: the sign-in has to go through the server's own page.
 */
export function passwordGrantRefused(r: TokenResponse): boolean {
  return r.status === 400 && (r.error === 'unsupported_grant_type' || r.error === 'unauthorized_client');
}

/** `instance`: another instance's origin (adding an account there); else this client's server. */
export function passwordGrant(app: OAuthApp, username: string, password: string, redirectUri: string, instance?: string): Promise<TokenResponse> {
  return tokenRequest(
    '/oauth/token',
    {
      client_id: app.client_id,
      client_secret: app.client_secret,
      grant_type: 'password',
      username,
      password,
      scope: OAUTH_SCOPES,
      // Servers without the grant check the form first and only then say so (GoToSocial).
      redirect_uri: redirectUri,
    },
    instance,
  );
}

/** The token request's form for a code (`codeVerifier`: the PKCE verifier whose challenge went with the authorization request). */
export function codeGrantForm(app: OAuthApp, code: string, redirectUri: string, codeVerifier?: string): Record<string, string> {
  return {
    client_id: app.client_id,
    client_secret: app.client_secret,
    grant_type: 'authorization_code',
    code,
    redirect_uri: redirectUri,
    ...(codeVerifier ? { code_verifier: codeVerifier } : {}),
  };
}

export function codeGrant(app: OAuthApp, code: string, redirectUri: string, codeVerifier?: string): Promise<TokenResponse> {
  return tokenRequest('/oauth/token', codeGrantForm(app, code, redirectUri, codeVerifier));
}

export type MfaChallengeType = 'totp' | 'recovery';

/** The second step after `mfa_required`, at the instance whose password grant asked for it. */
export function mfaChallenge(
  app: OAuthApp,
  mfaToken: string,
  code: string,
  type: MfaChallengeType,
  instance?: string,
): Promise<TokenResponse> {
  return tokenRequest(
    '/oauth/mfa/challenge',
    {
      client_id: app.client_id,
      client_secret: app.client_secret,
      mfa_token: mfaToken,
      code,
      challenge_type: type,
    },
    instance,
  );
}

/** true when the server confirmed (2xx); false on refusal or network failure. */
export async function revokeToken(app: OAuthApp, token: string): Promise<boolean> {
  await requestsSettled(token);
  try {
    const res = await request('/oauth/revoke', {
      method: 'POST',
      form: { client_id: app.client_id, client_secret: app.client_secret, token },
    });
    return res.status >= 200 && res.status < 300;
  } catch {
    return false;
  }
}

export interface AuthorizeExtras {
  /** Comes back with the code: ties the callback to this tab's sign-in. */
  state?: string;
  /** PKCE S256 challenge (only where the server offers PKCE). */
  codeChallenge?: string;
}

/** `origin`: the instance whose page it is (another one when adding an account there). */
export function authorizeUrl(app: OAuthApp, redirectUri: string, extras: AuthorizeExtras = {}, origin = getServer()): string {
  const q = new URLSearchParams({
    response_type: 'code',
    client_id: app.client_id,
    redirect_uri: redirectUri,
    scope: OAUTH_SCOPES,
  });
  if (extras.state) q.set('state', extras.state);
  if (extras.codeChallenge) {
    q.set('code_challenge', extras.codeChallenge);
    q.set('code_challenge_method', 'S256');
  }
  return `${origin}/oauth/authorize?${q.toString()}`;
}

/** RFC 8414 server metadata: ask only where the capability table says it is served. */
export async function fetchOAuthServerMetadata(): Promise<unknown> {
  return (await request('/.well-known/oauth-authorization-server', { responseType: 'json' })).data;
}
