// Domain blocks: GET, POST, DELETE /api/v1/domain_blocks.
import { request, type ApiResponse } from './http';
import { fetchListPage } from './paging';

/** GET /api/v1/domain_blocks → list of domain names; Link header pages it. */
export function fetchDomainBlocks(token: string | null, maxId?: string | null): Promise<ApiResponse<unknown>> {
  return fetchListPage('/api/v1/domain_blocks', token, maxId);
}

export async function blockDomain(domain: string, token: string | null): Promise<void> {
  await request('/api/v1/domain_blocks', { method: 'POST', token, json: { domain } });
}

export async function unblockDomain(domain: string, token: string | null): Promise<void> {
  await request('/api/v1/domain_blocks', { method: 'DELETE', token, json: { domain } });
}
