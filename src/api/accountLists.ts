// Mutes and blocks as lists you can undo. Raw JSON; Link header pages.
import { request, type ApiResponse } from './http';
import { fetchListPage } from './paging';

export type AccountListKind = 'mutes' | 'blocks';

/** GET /api/v1/mutes or /api/v1/blocks → accounts */
export function fetchAccountList(kind: AccountListKind, token: string | null, maxId?: string | null, limit?: number): Promise<ApiResponse<unknown>> {
  return fetchListPage(`/api/v1/${kind}`, token, maxId, limit);
}

/** POST /api/v1/accounts/:id/unmute or /unblock → the relationship */
export async function undoAccountRelation(kind: AccountListKind, id: string, token: string | null): Promise<unknown> {
  const action = kind === 'mutes' ? 'unmute' : 'unblock';
  return (await request(`/api/v1/accounts/${encodeURIComponent(id)}/${action}`, { method: 'POST', token })).data;
}
