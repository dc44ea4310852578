// Polls. Raw server JSON; entities/normalizePoll normalizes.
import { request } from './http';

const path = (id: string) => `/api/v1/polls/${encodeURIComponent(id)}`;

/** GET /api/v1/polls/:id */
export async function fetchPoll(id: string, token: string | null): Promise<unknown> {
  return (await request(path(id), { token })).data;
}

/** POST /api/v1/polls/:id/votes with { choices } → the poll */
export async function votePoll(id: string, choices: number[], token: string | null): Promise<unknown> {
  return (await request(`${path(id)}/votes`, { method: 'POST', token, json: { choices } })).data;
}
