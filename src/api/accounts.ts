import { request, type ApiResponse } from './http';

export async function verifyCredentials(token: string): Promise<unknown> {
  return (await request('/api/v1/accounts/verify_credentials', { token })).data;
}

export async function fetchAccount(id: string, token?: string | null): Promise<unknown> {
  return (await request(`/api/v1/accounts/${encodeURIComponent(id)}`, { token })).data;
}

export async function fetchRelationships(ids: string[], token: string): Promise<unknown> {
  if (ids.length === 0) return [];
  return (await request('/api/v1/accounts/relationships', { token, query: { id: ids } })).data;
}

export function fetchMutes(token: string): Promise<ApiResponse<unknown>> {
  return request('/api/v1/mutes', { token });
}
