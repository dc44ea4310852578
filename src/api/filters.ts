// The server's filters: v1 (`/api/v1/filters`, Pleroma/Akkoma) and v2 (`/api/v2/filters`,
// Mastodon/GoToSocial). Raw JSON out; entities/filter.ts normalizes.
import { request } from './http';

const seg = encodeURIComponent;

export interface FilterV1Body {
  phrase: string;
  context: string[];
  whole_word: boolean;
  irreversible: boolean;
  /** Seconds; null clears an expiry; left out: never (new) or unchanged (edit). GoToSocial refuses ''. */
  expires_in?: number | null;
}

export interface FilterV2Body {
  title: string;
  context: string[];
  filter_action: 'warn' | 'hide';
  expires_in?: number | null;
  keywords_attributes: { id?: string; keyword?: string; whole_word?: boolean; _destroy?: boolean }[];
}

export async function fetchFilters(token: string | null, api: 'v1' | 'v2'): Promise<unknown> {
  return (await request(`/api/${api}/filters`, { token })).data;
}

export async function saveFilterV1(token: string | null, id: string | null, body: FilterV1Body): Promise<unknown> {
  const path = id === null ? '/api/v1/filters' : `/api/v1/filters/${seg(id)}`;
  return (await request(path, { method: id === null ? 'POST' : 'PUT', token, json: body })).data;
}

export async function saveFilterV2(token: string | null, id: string | null, body: FilterV2Body): Promise<unknown> {
  const path = id === null ? '/api/v2/filters' : `/api/v2/filters/${seg(id)}`;
  return (await request(path, { method: id === null ? 'POST' : 'PUT', token, json: body })).data;
}

export async function deleteFilter(token: string | null, api: 'v1' | 'v2', id: string): Promise<void> {
  await request(`/api/${api}/filters/${seg(id)}`, { method: 'DELETE', token });
}
