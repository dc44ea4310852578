// POST /api/v1/apps: register an OAuth client.
import type { FastifyInstance } from 'fastify';
import { createApp, parseScopes } from '../../db/oauth.js';
import { badRequest, ApiError } from '../../http/errors.js';
import { list, str } from '../../http/params.js';

export const OOB_URI = 'urn:ietf:wg:oauth:2.0:oob';
const KNOWN_SCOPE = /^(read|write|follow|push|admin)(:[a-z_:]+)?$/;

export function isValidRedirectUri(uri: string): boolean {
  if (uri === OOB_URI) return true;
  try {
    const u = new URL(uri);
    return u.protocol !== 'javascript:' && u.protocol !== 'data:' && !u.hash;
  } catch {
    return false;
  }
}

export function redirectUrisOf(value: string): string[] {
  return value.split(/\s+/).filter(Boolean);
}

export function registerApps(app: FastifyInstance): void {
  app.post('/api/v1/apps', async (req) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const name = str(body.client_name)?.trim();
    if (!name) throw new ApiError(422, 'Validation failed: client_name can\'t be blank');
    if (name.length > 200) throw badRequest('client_name is too long');
    const redirectUris = Array.isArray(body.redirect_uris) ? list(body.redirect_uris) : redirectUrisOf(str(body.redirect_uris) ?? '');
    if (redirectUris.length === 0) throw new ApiError(422, 'Validation failed: redirect_uris can\'t be blank');
    if (!redirectUris.every(isValidRedirectUri)) throw new ApiError(422, 'Validation failed: redirect_uris must be absolute URIs');
    const scopes = parseScopes(str(body.scopes) ?? 'read');
    if (scopes.length === 0 || !scopes.every((s) => KNOWN_SCOPE.test(s))) throw badRequest('Invalid scopes');
    const website = str(body.website)?.trim() || null;
    const row = createApp(app.ctx.store, { name, website, redirectUris: redirectUris.join('\n'), scopes: scopes.join(' ') });
    return {
      id: String(row.id),
      name: row.name,
      website: row.website,
      redirect_uri: redirectUris.join('\n'),
      redirect_uris: redirectUris,
      scopes,
      client_id: row.client_id,
      client_secret: row.client_secret,
      vapid_key: app.ctx.secrets.vapidPublicKey,
    };
  });

  app.get('/api/v1/apps/verify_credentials', async (req) => {
    if (!req.auth) throw app.ctx.flavor === 'mastodon' ? new ApiError(401, 'The access token is invalid') : new ApiError(403, 'Invalid credentials.');
    return { name: req.auth.app.name, website: req.auth.app.website, vapid_key: app.ctx.secrets.vapidPublicKey };
  });
}
