// A post's quotes, Link-paged: Pleroma/Akkoma /api/v1/pleroma/statuses/:id/quotes, Mastodon 4.5
// /api/v1/statuses/:id/quotes (the capability table says which). Raw JSON out.
import type { ApiResponse } from './http';
import { fetchListPage } from './paging';

export function fetchQuotes(
  id: string,
  api: 'pleroma' | 'mastodon',
  token: string | null,
  maxId?: string | null,
): Promise<ApiResponse<unknown>> {
  const path = api === 'pleroma' ? `/api/v1/pleroma/statuses/${encodeURIComponent(id)}/quotes` : `/api/v1/statuses/${encodeURIComponent(id)}/quotes`;
  return fetchListPage(path, token, maxId);
}
