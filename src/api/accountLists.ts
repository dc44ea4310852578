// Mutes and blocks as lists you can undo (SPEC §7 "Accounts"). Raw JSON; Link header pages.
import { request, type ApiResponse } from './http';

export type AccountListKind = 'mutes' | 'blocks';

/** GET /api/v1/mutes or /api/v1/blocks → accounts */
export function fetchAccountList(kind: AccountListKind, token: string | null, maxId?: string | null, limit = 20): Promise<ApiResponse<unknown>> {
  return request(`/api/v1/${kind}`, { token, query: { max_id: maxId ?? undefined, limit } });
}

/** POST /api/v1/accounts/:id/unmute or /unblock → the relationship */
export async function undoAccountRelation(kind: AccountListKind, id: string, token: string | null): Promise<unknown> {
  const action = kind === 'mutes' ? 'unmute' : 'unblock';
  return (await request(`/api/v1/accounts/${encodeURIComponent(id)}/${action}`, { method: 'POST', token })).data;
}
