// Lists: /api/v1/lists and its members, the lists holding an account, and the
// accounts one follows to pick members from. Raw server JSON; entities/list.ts normalizes.
import { request, type ApiResponse } from './http';
import { fetchListPage } from './paging';

export interface ListFields {
  title?: string;
  /** Only where the server has them (entities/list.ts tells from the list entity). */
  replies_policy?: 'followed' | 'list' | 'none';
  exclusive?: boolean;
}

const listPath = (id: string) => `/api/v1/lists/${encodeURIComponent(id)}`;

export async function fetchLists(token: string | null): Promise<unknown> {
  return (await request('/api/v1/lists', { token })).data;
}

export async function createList(fields: ListFields, token: string | null): Promise<unknown> {
  return (await request('/api/v1/lists', { method: 'POST', token, json: fields })).data;
}

export async function updateList(id: string, fields: ListFields, token: string | null): Promise<unknown> {
  return (await request(listPath(id), { method: 'PUT', token, json: fields })).data;
}

export async function deleteList(id: string, token: string | null): Promise<void> {
  await request(listPath(id), { method: 'DELETE', token });
}

/** One page of a list's members (Link paging). */
export function fetchListAccounts(id: string, token: string | null, maxId?: string | null): Promise<ApiResponse<unknown>> {
  return fetchListPage(`${listPath(id)}/accounts`, token, maxId);
}

/** POST (add) or DELETE (remove) account_ids[] on a list. */
export async function changeListAccounts(id: string, accountIds: string[], add: boolean, token: string | null): Promise<void> {
  await request(`${listPath(id)}/accounts`, add
    ? { method: 'POST', token, json: { account_ids: accountIds } }
    : { method: 'DELETE', token, query: { account_ids: accountIds } });
}

/** The signed-in user's lists that hold an account. */
export async function fetchAccountLists(accountId: string, token: string | null): Promise<unknown> {
  return (await request(`/api/v1/accounts/${encodeURIComponent(accountId)}/lists`, { token })).data;
}

/** Accounts one follows whose name starts with `q` (list members must be followed). */
export async function searchFollowing(q: string, token: string | null, signal?: AbortSignal): Promise<unknown> {
  return (await request('/api/v1/accounts/search', { token, signal, query: { q, following: true, resolve: false, limit: 10 } })).data;
}
