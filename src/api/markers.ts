// /api/v1/markers for the home timeline: where the reader stopped, shared by every
// device of the account. The notifications marker lives in api/notifications.ts (read state).
import { request } from './http';

/** GET /api/v1/markers?timeline[]=home: the raw answer ({} when there is none). */
export async function fetchHomeMarker(token: string | null): Promise<unknown> {
  return (await request('/api/v1/markers', { token, query: { timeline: ['home'] } })).data;
}

/** POST /api/v1/markers with home[last_read_id]; `keepalive` when sent as the page is left. */
export async function saveHomeMarker(lastReadId: string, token: string | null, keepalive = false): Promise<unknown> {
  return (await request('/api/v1/markers', { method: 'POST', token, form: { 'home[last_read_id]': lastReadId }, keepalive })).data;
}
