import { request, type ApiResponse } from './http';
import { fetchListPage } from './paging';

export async function verifyCredentials(token: string): Promise<unknown> {
  return (await request('/api/v1/accounts/verify_credentials', { token })).data;
}

export async function fetchAccount(id: string, token?: string | null): Promise<unknown> {
  return (await request(`/api/v1/accounts/${encodeURIComponent(id)}`, { token })).data;
}

/** GET /api/v1/accounts/lookup?acct= : a name (local or name@host) without Pleroma's by-name route. */
export async function lookupAccount(acct: string, token?: string | null): Promise<unknown> {
  return (await request('/api/v1/accounts/lookup', { token, query: { acct } })).data;
}

export async function fetchRelationships(ids: string[], token: string): Promise<unknown> {
  if (ids.length === 0) return [];
  return (await request('/api/v1/accounts/relationships', { token, query: { id: ids } })).data;
}

export function fetchMutes(token: string): Promise<ApiResponse<unknown>> {
  return request('/api/v1/mutes', { token });
}

// --- Relationships and account lists. Each returns the server's raw JSON. ---

/** POST /accounts/{id}/{action}: follow (optional reblogs), unfollow, block, unblock, mute, unmute. */
export type AccountAction = 'follow' | 'unfollow' | 'block' | 'unblock' | 'mute' | 'unmute';

export async function accountAction(
  id: string,
  action: AccountAction,
  token: string,
  body?: Record<string, unknown>,
): Promise<unknown> {
  const path = `/api/v1/accounts/${encodeURIComponent(id)}/${action}`;
  return (await request(path, { method: 'POST', token, json: body ?? {} })).data;
}

/** Pleroma extension: POST /pleroma/accounts/{id}/subscribe | unsubscribe. */
export async function accountSubscription(id: string, subscribe: boolean, token: string): Promise<unknown> {
  const path = `/api/v1/pleroma/accounts/${encodeURIComponent(id)}/${subscribe ? 'subscribe' : 'unsubscribe'}`;
  return (await request(path, { method: 'POST', token })).data;
}

/** GET /accounts/{id}/following | followers, paged by max_id (cursors from the Link header). */
export function fetchFollowList(
  id: string,
  kind: 'following' | 'followers',
  opts: { maxId?: string | null; token?: string | null; limit?: number },
): Promise<ApiResponse<unknown>> {
  return fetchListPage(`/api/v1/accounts/${encodeURIComponent(id)}/${kind}`, opts.token, opts.maxId, opts.limit);
}
