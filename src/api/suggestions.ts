// Who-to-follow suggestions: GET /api/v1/suggestions, with credentials.
import { request } from './http';

/** GET /api/v1/suggestions → accounts (or v2-style { account } entries on some servers) */
export async function fetchSuggestions(token: string | null): Promise<unknown> {
  return (await request('/api/v1/suggestions', { token })).data;
}
