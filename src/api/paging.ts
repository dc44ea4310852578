// Link-paged lists of accounts or domains (mutes, blocks, domain blocks, follow requests,
// followers, followees): one page at a time by max_id, and where the list ends. Servers differ
// at the end: Mastodon leaves rel="next" off, Pleroma sends it under every non-empty page, so
// only a full page with a next link means there may be more (no "Load more" under a list
// that has ended).
import type { Cursors } from '../entities/types';
import { request, type ApiResponse } from './http';

/** Asked for explicitly, so a short page can be told from a full one whatever the server's default. */
export const LIST_PAGE_SIZE = 20;

/** The cursor of the next page, or null when this page was the last. */
export function nextPageCursor(cursors: Cursors, received: number, limit: number = LIST_PAGE_SIZE): string | null {
  return received >= limit ? cursors.maxId : null;
}

/** GET one page of a list; `cursors.maxId` is null at the end of the list. */
export async function fetchListPage(
  path: string,
  token: string | null | undefined,
  maxId?: string | null,
  limit: number = LIST_PAGE_SIZE,
): Promise<ApiResponse<unknown>> {
  const res = await request(path, { token, query: { max_id: maxId || undefined, limit } });
  const received = Array.isArray(res.data) ? res.data.length : 0;
  return { ...res, cursors: { ...res.cursors, maxId: nextPageCursor(res.cursors, received, limit) } };
}
