// Status actions: the two-way toggles, delete, and who favourited or
// repeated. Raw server JSON; entities/ normalizes.
import { request } from './http';

export type StatusToggleAction =
  | 'favourite'
  | 'unfavourite'
  | 'reblog'
  | 'unreblog'
  | 'bookmark'
  | 'unbookmark'
  | 'pin'
  | 'unpin'
  | 'mute'
  | 'unmute';

const path = (id: string) => `/api/v1/statuses/${encodeURIComponent(id)}`;

/** POST /api/v1/statuses/:id/:action → the status as the caller now sees it (a reblog wraps it). */
export async function postStatusAction(id: string, action: StatusToggleAction, token: string | null): Promise<unknown> {
  return (await request(`${path(id)}/${action}`, { method: 'POST', token })).data;
}

/** DELETE /api/v1/statuses/:id */
export async function deleteStatus(id: string, token: string | null): Promise<unknown> {
  return (await request(path(id), { method: 'DELETE', token })).data;
}

/** GET /api/v1/statuses/:id/favourited_by → accounts */
export async function fetchFavouritedBy(id: string, token: string | null): Promise<unknown> {
  return (await request(`${path(id)}/favourited_by`, { token })).data;
}

/** GET /api/v1/statuses/:id/reblogged_by → accounts */
export async function fetchRebloggedBy(id: string, token: string | null): Promise<unknown> {
  return (await request(`${path(id)}/reblogged_by`, { token })).data;
}
