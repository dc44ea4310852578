// Calls made for a signed-in account that is not the active one: each names the
// account's instance origin, so the token goes there and nowhere else. Raw JSON out, as every api/ module.
import { request } from './http';
import { requestsSettled } from './tokenRequests';
import { codeGrantForm, OAUTH_SCOPES, type OAuthApp } from './oauth';
import type { ActAsAction } from '../entities/types';
import type { PostStatusParams } from '../entities/postStatusParams';
import { postBody } from './postStatus';
import { discoverNodeinfoPath } from './instance';

const text = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

export async function registerAppAt(instance: string, redirectUri: string): Promise<OAuthApp> {
  const { data } = await request<Record<string, unknown>>('/api/v1/apps', {
    instance,
    method: 'POST',
    form: { client_name: 'Starling', redirect_uris: redirectUri, scopes: OAUTH_SCOPES },
  });
  return { client_id: text(data?.client_id), client_secret: text(data?.client_secret) };
}

export async function verifyAt(instance: string, token: string): Promise<unknown> {
  return (await request('/api/v1/accounts/verify_credentials', { instance, token })).data;
}

export async function revokeAt(instance: string, app: OAuthApp, token: string): Promise<void> {
  await requestsSettled(token);
  await request('/oauth/revoke', { instance, method: 'POST', form: { client_id: app.client_id, client_secret: app.client_secret, token } });
}

/** The notifications read marker there (null when none was saved). */
export async function notificationsMarkerAt(instance: string, token: string): Promise<string | null> {
  const { data } = await request<Record<string, { last_read_id?: unknown } | undefined>>('/api/v1/markers', {
    instance,
    token,
    query: { 'timeline[]': ['notifications'] },
  });
  return text(data?.notifications?.last_read_id) || null;
}

/** Notifications newer than `sinceId` (at most `limit`). */
export async function notificationsSinceAt(instance: string, token: string, sinceId: string | null, limit: number): Promise<unknown[]> {
  const { data } = await request<unknown>('/api/v1/notifications', { instance, token, query: { since_id: sinceId, limit } });
  return Array.isArray(data) ? data : [];
}

/** The statuses a search for `url` finds there, resolving it from its home if needed. */
export async function resolveStatusAt(instance: string, token: string, url: string): Promise<unknown[]> {
  const { data } = await request<{ statuses?: unknown }>('/api/v2/search', {
    instance,
    token,
    query: { q: url, resolve: true, type: 'statuses', limit: 1 },
  });
  return Array.isArray(data?.statuses) ? data.statuses : [];
}

export async function statusActionAt(instance: string, token: string, id: string, action: ActAsAction): Promise<unknown> {
  return (await request(`/api/v1/statuses/${encodeURIComponent(id)}/${action}`, { instance, token, method: 'POST' })).data;
}

/** A post as that account (POST /api/v1/statuses there), with the same Idempotency-Key on a retry. */
export async function postStatusAt(instance: string, token: string, params: PostStatusParams, idempotencyKey: string): Promise<unknown> {
  const headers = { 'Idempotency-Key': idempotencyKey };
  return (await request('/api/v1/statuses', { instance, token, method: 'POST', json: postBody(params), headers })).data;
}

/** That instance's /api/v1/instance (what its capabilities are read from, with its nodeinfo). */
export async function instanceAt(instance: string): Promise<unknown> {
  return (await request('/api/v1/instance', { instance })).data;
}

/** Its OAuth metadata (RFC 8414): asked only where its version says it serves it. */
export async function oauthMetadataAt(instance: string): Promise<unknown> {
  return (await request('/.well-known/oauth-authorization-server', { instance, responseType: 'json' })).data;
}

/** The code from its sign-in page for a token there (`codeVerifier`: the PKCE verifier, if a challenge went). */
export async function codeGrantAt(instance: string, app: OAuthApp, code: string, redirectUri: string, codeVerifier?: string): Promise<string> {
  const { data } = await request<Record<string, unknown>>('/oauth/token', {
    instance,
    method: 'POST',
    form: codeGrantForm(app, code, redirectUri, codeVerifier),
  });
  return text(data?.access_token);
}

/** Its nodeinfo, where its /.well-known/nodeinfo points. */
export async function nodeinfoAt(instance: string): Promise<unknown> {
  const path = await discoverNodeinfoPath(instance).catch(() => null);
  return (await request(path ?? '/nodeinfo/2.0.json', { instance, responseType: 'json' })).data;
}
