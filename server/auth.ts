// Bearer-token authentication. The hook only identifies the caller; `requireUser` and
// `requireScope` refuse. Tokens are looked up by their sha256 digest, never stored plain.
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { appById, parseScopes, scopeAllows, tokenByAccessToken } from './db/oauth.js';
import { userById } from './db/users.js';
import { ApiError } from './http/errors.js';

function bearerOf(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (header) {
    const m = /^Bearer\s+(\S+)$/i.exec(header);
    return m ? m[1] : null;
  }
  // Streaming sockets cannot set headers, so Pleroma also reads the token from the query.
  const query = req.query as Record<string, unknown> | undefined;
  const fromQuery = query?.access_token;
  return typeof fromQuery === 'string' && fromQuery ? fromQuery : null;
}

export function installAuth(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
  app.decorateRequest('authFailed', false);
  app.addHook('preHandler', async (req) => {
    const bearer = bearerOf(req);
    if (!bearer) return;
    const store = app.ctx.store;
    const token = tokenByAccessToken(store, bearer);
    const tokenApp = token && appById(store, token.app_id);
    const user = token?.user_id ? userById(store, token.user_id) : null;
    if (!token || !tokenApp || (token.user_id && (!user || user.deactivated))) {
      req.authFailed = true;
      return;
    }
    req.auth = { token, app: tokenApp, user: user ?? null, scopes: parseScopes(token.scopes) };
  });
}

function unauthenticated(app: FastifyInstance): ApiError {
  return app.ctx.flavor === 'mastodon'
    ? new ApiError(401, 'The access token is invalid')
    : new ApiError(403, 'Invalid credentials.');
}

/** preHandler: a signed-in user whose token carries `scope` (e.g. 'read:statuses'). */
export function requireUser(app: FastifyInstance, scope?: string): preHandlerAsyncHookHandler {
  return async (req: FastifyRequest, _reply: FastifyReply) => {
    if (!req.auth?.user) throw unauthenticated(app);
    if (scope && !scopeAllows(req.auth.scopes, scope)) {
      throw new ApiError(403, `Insufficient permissions: ${scope}.`);
    }
  };
}

/** preHandler: in private-instance mode, visitors may not read public data. */
export function requireUserIfPrivate(app: FastifyInstance): preHandlerAsyncHookHandler {
  return async (req: FastifyRequest) => {
    if (app.ctx.config().private && !req.auth?.user) {
      throw app.ctx.flavor === 'mastodon' ? new ApiError(401, 'This method requires an authenticated user') : new ApiError(403, 'This resource requires authentication.');
    }
  };
}
