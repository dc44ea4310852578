// Hashtags one follows and an account's featured hashtags. Raw server JSON.
import { request, type ApiResponse } from './http';
import { fetchListPage } from './paging';

const tagPath = (name: string) => `/api/v1/tags/${encodeURIComponent(name)}`;

/** GET /api/v1/tags/:name → a Tag with `following`. */
export async function fetchTag(name: string, token: string | null): Promise<unknown> {
  return (await request(tagPath(name), { token })).data;
}

/** POST /api/v1/tags/:name/follow or /unfollow → the Tag. */
export async function followTag(name: string, follow: boolean, token: string | null): Promise<unknown> {
  return (await request(`${tagPath(name)}/${follow ? 'follow' : 'unfollow'}`, { method: 'POST', token })).data;
}

/** One page of /api/v1/followed_tags (Link paging). */
export function fetchFollowedTags(token: string | null, maxId?: string | null): Promise<ApiResponse<unknown>> {
  return fetchListPage('/api/v1/followed_tags', token, maxId);
}

/** GET /api/v1/accounts/:id/featured_tags (only where the capability table says the server has it). */
export async function fetchFeaturedTags(accountId: string, token: string | null): Promise<unknown> {
  return (await request(`/api/v1/accounts/${encodeURIComponent(accountId)}/featured_tags`, { token })).data;
}
