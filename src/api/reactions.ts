// Pleroma emoji reactions. Raw server JSON; entities/ normalizes.
import { request } from './http';

const path = (id: string) => `/api/v1/pleroma/statuses/${encodeURIComponent(id)}/reactions`;

/** GET → [{ name, count, me, accounts, url }] */
export async function fetchReactions(id: string, token: string | null): Promise<unknown> {
  return (await request(path(id), { token })).data;
}

/** PUT …/reactions/:emoji → the status */
export async function addReaction(id: string, emoji: string, token: string | null): Promise<unknown> {
  return (await request(`${path(id)}/${encodeURIComponent(emoji)}`, { method: 'PUT', token })).data;
}

/** DELETE …/reactions/:emoji → the status */
export async function removeReaction(id: string, emoji: string, token: string | null): Promise<unknown> {
  return (await request(`${path(id)}/${encodeURIComponent(emoji)}`, { method: 'DELETE', token })).data;
}
