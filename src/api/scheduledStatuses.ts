// Scheduled posts (/api/v1/scheduled_statuses): list (Link-paged), move, cancel. They are made by
// POST /api/v1/statuses with scheduled_at (api/postStatus.ts). Raw server JSON.
import { request, type ApiResponse } from './http';
import { fetchListPage } from './paging';

const path = (id: string) => `/api/v1/scheduled_statuses/${encodeURIComponent(id)}`;

export function fetchScheduledStatuses(token: string | null, maxId?: string | null): Promise<ApiResponse<unknown>> {
  return fetchListPage('/api/v1/scheduled_statuses', token, maxId);
}

/** PUT …/:id with a new time (ISO 8601) → the ScheduledStatus. Only the time can change. */
export async function rescheduleStatus(id: string, scheduledAt: string, token: string | null): Promise<unknown> {
  return (await request(path(id), { method: 'PUT', token, json: { scheduled_at: scheduledAt } })).data;
}

export async function cancelScheduledStatus(id: string, token: string | null): Promise<void> {
  await request(path(id), { method: 'DELETE', token });
}
