// Search: GET /api/v2/search. Raw server JSON; entities/ normalizes.
import { request } from './http';

export interface SearchParams {
  q: string;
  /** Ask the server to look up a remote account or status by @user@host or URL. */
  resolve?: boolean;
  limit?: number;
  offset?: number;
  following?: boolean;
  type?: 'accounts' | 'statuses' | 'hashtags';
}

/** GET /api/v2/search → { accounts, statuses, hashtags } */
export async function search2(params: SearchParams, token: string | null): Promise<unknown> {
  const { q, resolve, limit, offset, following, type } = params;
  return (
    await request('/api/v2/search', {
      token,
      query: { q, resolve: resolve || undefined, limit, offset, following: following || undefined, type, with_relationships: true },
    })
  ).data;
}

/** Mention suggestions: GET /api/v2/search?type=accounts&limit=5&resolve=false → { accounts }. */
export async function searchAccounts(q: string, token: string | null, signal?: AbortSignal): Promise<unknown> {
  return (
    await request('/api/v2/search', { token, signal, query: { q, type: 'accounts', limit: 5, resolve: false } })
  ).data;
}
