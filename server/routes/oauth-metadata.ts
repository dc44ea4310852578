// GET /.well-known/oauth-authorization-server: OAuth 2.0 server metadata (RFC 8414) as Mastodon
// 4.3 serves it. Registered in the mastodon flavour only: Pleroma serves no such document, and a
// client must not learn from this instance what a real Pleroma would not tell it.
// Only what exists is advertised: the query response mode, client secrets in the form body.
import type { FastifyInstance } from 'fastify';
import { baseUrl } from '../http/base.js';

const TOP_SCOPES = ['read', 'write', 'follow', 'push', 'admin'];
// Mastodon's granular scopes; each is covered by its top scope (db/oauth.ts scopeAllows).
const GRANULAR = {
  read: ['accounts', 'blocks', 'bookmarks', 'favourites', 'filters', 'follows', 'lists', 'mutes', 'notifications', 'search', 'statuses'],
  write: ['accounts', 'blocks', 'bookmarks', 'conversations', 'favourites', 'filters', 'follows', 'lists', 'media', 'mutes', 'notifications', 'reports', 'statuses'],
};

export const OAUTH_SCOPES_SUPPORTED = [
  ...TOP_SCOPES,
  ...Object.entries(GRANULAR).flatMap(([top, subs]) => subs.map((s) => `${top}:${s}`)),
];

export function registerOauthMetadata(app: FastifyInstance): void {
  app.get('/.well-known/oauth-authorization-server', async (req) => {
    const base = baseUrl(req);
    return {
      issuer: `${base}/`,
      service_documentation: 'https://docs.joinmastodon.org/',
      authorization_endpoint: `${base}/oauth/authorize`,
      token_endpoint: `${base}/oauth/token`,
      app_registration_endpoint: `${base}/api/v1/apps`,
      revocation_endpoint: `${base}/oauth/revoke`,
      scopes_supported: OAUTH_SCOPES_SUPPORTED,
      response_types_supported: ['code'],
      response_modes_supported: ['query'],
      grant_types_supported: ['authorization_code', 'password', 'client_credentials', 'refresh_token'],
      token_endpoint_auth_methods_supported: ['client_secret_post'],
      code_challenge_methods_supported: ['S256'],
    };
  });
}
