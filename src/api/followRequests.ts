// Follow requests to a locked account.
import { request, type ApiResponse } from './http';
import { fetchListPage } from './paging';

/** GET /api/v1/follow_requests → accounts waiting for approval; Link header pages it. */
export function fetchFollowRequests(token: string | null, maxId?: string | null): Promise<ApiResponse<unknown>> {
  return fetchListPage('/api/v1/follow_requests', token, maxId);
}

/** POST /api/v1/follow_requests/:id/authorize or /reject → the relationship */
export async function answerFollowRequest(
  accountId: string,
  answer: 'authorize' | 'reject',
  token: string | null,
): Promise<unknown> {
  return (await request(`/api/v1/follow_requests/${encodeURIComponent(accountId)}/${answer}`, { method: 'POST', token })).data;
}
