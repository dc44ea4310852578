import { request } from './http';

export async function fetchStatus(id: string, token?: string | null): Promise<unknown> {
  return (await request(`/api/v1/statuses/${encodeURIComponent(id)}`, { token })).data;
}

/** { ancestors, descendants } */
export async function fetchContext(id: string, token?: string | null): Promise<unknown> {
  return (await request(`/api/v1/statuses/${encodeURIComponent(id)}/context`, { token })).data;
}
