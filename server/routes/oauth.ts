// OAuth 2: the authorize page (code flow, with PKCE when the client asks), the token endpoint
// (password, authorization_code, client_credentials, refresh_token) and revocation.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hashPassword, verifyPassword } from '../crypto.js';
import {
  appByClientId,
  consumeAuthCode,
  createAuthCode,
  createMfaToken,
  grantScopes,
  issueToken,
  revokeAccessToken,
  tokenByRefreshToken,
  type AppRow,
  type IssuedToken,
} from '../db/oauth.js';
import { deleteToken } from '../db/sessions.js';
import { localUserByEmail, userById, userByAcct, type UserRow } from '../db/users.js';
import { baseUrl } from '../http/base.js';
import { ApiError, badRequest } from '../http/errors.js';
import { sendHtml } from '../http/html.js';
import { str } from '../http/params.js';
import { signInLimitOf } from '../http/signInLimit.js';
import { OOB_URI, redirectUrisOf } from './mastodon/apps.js';
import { authorizePage, codePage, errorPage, type AuthorizeForm } from './oauth-page.js';
import { checkChallenge, verifierMatches } from './oauth-pkce.js';

type Body = Record<string, unknown>;

// 400 (as Pleroma does), so a stale app registration is not mistaken for a wrong password (401).
const invalidClient = () => new ApiError(400, 'invalid_client', { error_description: 'Client authentication failed' });

// Verifying against a throwaway hash when the account does not exist keeps timing uniform.
let dummyHash: string | null = null;
const dummy = () => (dummyHash ??= hashPassword('not-a-real-password'));

export function clientApp(app: FastifyInstance, body: Body, requireSecret = true): AppRow {
  const clientId = str(body.client_id);
  const found = clientId ? appByClientId(app.ctx.store, clientId) : undefined;
  if (!found) throw invalidClient();
  if (requireSecret && str(body.client_secret) !== found.client_secret) throw invalidClient();
  return found;
}

/** Local account by nickname or email. */
function findLogin(app: FastifyInstance, name: string): UserRow | undefined {
  const store = app.ctx.store;
  if (name.includes('@') && !name.startsWith('@')) {
    const byEmail = localUserByEmail(store, name);
    if (byEmail) return byEmail;
  }
  const user = userByAcct(app.ctx.store, name);
  return user && user.domain === null ? user : undefined;
}

/** Checks the password and the account state; throws Pleroma's errors (429 once too many failed). */
function authenticate(app: FastifyInstance, ip: string, name: string, password: string): UserRow {
  const user = findLogin(app, name);
  const limit = signInLimitOf(app);
  limit.check(ip, user?.id);
  const ok = verifyPassword(password, user?.password_hash ?? dummy());
  if (!user || !user.password_hash || !ok) {
    limit.failed(ip, user?.id);
    throw new ApiError(401, 'Invalid credentials');
  }
  if (user.deactivated) throw new ApiError(403, 'Your account is currently disabled', { identifier: 'account_is_disabled' });
  if (user.password_reset_pending) throw new ApiError(403, 'Password reset is required', { identifier: 'password_reset_required' });
  if (!user.is_approved) throw new ApiError(403, 'Your account is awaiting approval.', { identifier: 'awaiting_approval' });
  if (!user.is_confirmed && app.ctx.config().activationRequired) {
    throw new ApiError(403, 'Your login is missing a confirmed e-mail address', { identifier: 'missing_confirmed_email' });
  }
  return user;
}

export function tokenResponse(req: FastifyRequest, issued: IssuedToken, user: UserRow | null) {
  const { row } = issued;
  return {
    id: row.id,
    token_type: 'Bearer',
    access_token: issued.accessToken,
    refresh_token: issued.refreshToken,
    expires_in: Math.floor((row.expires_at - Date.now()) / 1000),
    scope: row.scopes,
    created_at: Math.floor(row.created_at / 1000),
    ...(user ? { me: `${baseUrl(req)}/users/${user.nickname}` } : {}),
  };
}

function scopesOrThrow(appRow: AppRow, requested: string | undefined): string {
  const scopes = grantScopes(appRow.scopes, requested);
  if (!scopes) throw badRequest('Invalid scope');
  return scopes.join(' ');
}

function tokenGrant(app: FastifyInstance, req: FastifyRequest) {
  const body = (req.body ?? {}) as Body;
  const store = app.ctx.store;
  const grant = str(body.grant_type);
  switch (grant) {
    case 'password': {
      const appRow = clientApp(app, body);
      const username = str(body.username) ?? str(body.name);
      const password = str(body.password);
      if (!username || !password) throw badRequest('Missing username or password');
      const user = authenticate(app, req.ip, username, password);
      const scopes = scopesOrThrow(appRow, str(body.scope) ?? str(body.scopes));
      if (user.mfa_enabled) {
        throw new ApiError(403, 'mfa_required', {
          mfa_token: createMfaToken(store, user.id, appRow.id, scopes),
          supported_challenge_types: 'totp',
        });
      }
      return tokenResponse(req, store.tx(() => issueToken(store, appRow.id, user.id, scopes)), user);
    }
    case 'authorization_code': {
      const appRow = clientApp(app, body);
      const code = str(body.code);
      if (!code) throw badRequest('Missing code');
      const issued = store.tx(() => {
        const grantRow = consumeAuthCode(store, appRow.id, code);
        if (!grantRow) return null;
        const redirect = str(body.redirect_uri);
        if (redirect && redirect !== grantRow.redirect_uri) return null;
        if (!verifierMatches(grantRow.code_challenge, str(body.code_verifier) || undefined)) return null;
        return { token: issueToken(store, appRow.id, grantRow.user_id, grantRow.scopes), userId: grantRow.user_id };
      });
      if (!issued) throw badRequest('invalid_grant');
      return tokenResponse(req, issued.token, userById(store, issued.userId) ?? null);
    }
    case 'client_credentials': {
      const appRow = clientApp(app, body);
      const scopes = scopesOrThrow(appRow, str(body.scope) ?? str(body.scopes));
      return tokenResponse(req, store.tx(() => issueToken(store, appRow.id, null, scopes)), null);
    }
    case 'refresh_token': {
      const appRow = clientApp(app, body);
      const refresh = str(body.refresh_token);
      const old = refresh ? tokenByRefreshToken(store, refresh) : undefined;
      if (!old || old.app_id !== appRow.id) throw badRequest('invalid_grant');
      const issued = store.tx(() => {
        deleteToken(store, old.id);
        return issueToken(store, appRow.id, old.user_id, old.scopes);
      });
      if (old.user_id !== null) app.ctx.events.emit('access:revoked', old.user_id);
      return tokenResponse(req, issued, old.user_id ? (userById(store, old.user_id) ?? null) : null);
    }
    default:
      throw badRequest('unsupported_grant_type');
  }
}

interface AuthorizeParams {
  clientId: string;
  redirectUri: string;
  scope: string;
  state: string;
  responseType: string;
  codeChallenge: string;
  codeChallengeMethod: string;
}

function authorizeParams(source: Body): AuthorizeParams {
  const nested = source.authorization && typeof source.authorization === 'object' ? (source.authorization as Body) : {};
  const get = (k: string) => str(nested[k]) ?? str(source[k]) ?? '';
  return {
    clientId: get('client_id'),
    redirectUri: get('redirect_uri'),
    scope: get('scope') || get('scopes'),
    state: get('state'),
    responseType: get('response_type') || 'code',
    codeChallenge: get('code_challenge'),
    codeChallengeMethod: get('code_challenge_method'),
  };
}

/** Resolves the app and redirect URI or explains what is wrong (never redirects on error). */
function checkAuthorize(
  app: FastifyInstance,
  p: AuthorizeParams,
): { appRow: AppRow; redirectUri: string; scopes: string; codeChallenge: string | null } | string {
  if (p.responseType !== 'code') return 'Unsupported response_type';
  const appRow = p.clientId ? appByClientId(app.ctx.store, p.clientId) : undefined;
  if (!appRow) return 'Unknown client_id';
  const registered = redirectUrisOf(appRow.redirect_uris);
  const redirectUri = p.redirectUri || registered[0];
  if (!registered.includes(redirectUri)) return 'The redirect_uri does not match the application';
  const scopes = grantScopes(appRow.scopes, p.scope);
  if (!scopes) return 'The requested scope is not allowed for this application';
  const pkce = checkChallenge(p.codeChallenge, p.codeChallengeMethod);
  if ('error' in pkce) return pkce.error;
  return { appRow, redirectUri, scopes: scopes.join(' '), codeChallenge: pkce.challenge };
}

const AUTHORIZE_CSP = "default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'";

function sendPage(reply: FastifyReply, status: number, html: string) {
  return sendHtml(reply, status, html, { csp: AUTHORIZE_CSP });
}

export function registerOauth(app: FastifyInstance): void {
  const instanceName = () => app.ctx.config().name;
  /** The sign-in form carries the request on, PKCE challenge included, to its POST. */
  const pageForm = (p: AuthorizeParams, checked: Exclude<ReturnType<typeof checkAuthorize>, string>): AuthorizeForm => ({
    instanceName: instanceName(),
    appName: checked.appRow.name,
    clientId: p.clientId,
    redirectUri: checked.redirectUri,
    scope: checked.scopes,
    state: p.state,
    codeChallenge: checked.codeChallenge,
  });

  app.get('/oauth/authorize', async (req, reply) => {
    const p = authorizeParams(req.query as Body);
    const checked = checkAuthorize(app, p);
    if (typeof checked === 'string') return sendPage(reply, 400, errorPage(instanceName(), checked));
    return sendPage(reply, 200, authorizePage(pageForm(p, checked)));
  });

  app.post('/oauth/authorize', async (req, reply) => {
    const body = (req.body ?? {}) as Body;
    const p = authorizeParams(body);
    const checked = checkAuthorize(app, p);
    if (typeof checked === 'string') return sendPage(reply, 400, errorPage(instanceName(), checked));
    const nested = (body.authorization && typeof body.authorization === 'object' ? body.authorization : body) as Body;
    const name = str(nested.name) ?? str(nested.username) ?? '';
    const password = str(nested.password) ?? '';
    let user: UserRow;
    try {
      user = authenticate(app, req.ip, name, password);
    } catch (err) {
      const message = err instanceof ApiError && err.statusCode === 401 ? 'Invalid username or password' : (err as Error).message;
      return sendPage(reply, 401, authorizePage({ ...pageForm(p, checked), username: name, error: message }));
    }
    const store = app.ctx.store;
    const code = store.tx(() => createAuthCode(store, checked.appRow.id, user.id, checked.redirectUri, checked.scopes, checked.codeChallenge));
    if (checked.redirectUri === OOB_URI) return sendPage(reply, 200, codePage(instanceName(), code));
    const target = new URL(checked.redirectUri);
    target.searchParams.set('code', code);
    if (p.state) target.searchParams.set('state', p.state);
    return reply.header('Cache-Control', 'no-store').redirect(target.toString(), 302);
  });

  app.post('/oauth/token', async (req, reply) => {
    reply.header('Cache-Control', 'no-store');
    return tokenGrant(app, req);
  });

  app.post('/oauth/revoke', async (req) => {
    const body = (req.body ?? {}) as Body;
    const appRow = clientApp(app, body);
    const token = str(body.token);
    if (!token) throw badRequest('Missing token');
    const userId = app.ctx.store.tx(() => revokeAccessToken(app.ctx.store, appRow.id, token));
    if (userId !== null) app.ctx.events.emit('access:revoked', userId);
    return {};
  });
}
