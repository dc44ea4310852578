// Cursor paging for every list the API pages: max_id / since_id / min_id / limit become one
// WHERE, ORDER and LIMIT. min_id pages upward from its cursor (ascending, then turned round), so
// every page reads newest first.
import type { Store } from './store.js';

export interface Page {
  maxId?: number;
  sinceId?: number;
  minId?: number;
  limit: number;
}

export interface PagedQuery {
  /** What to select, e.g. `s.*, s.id AS cursor_id`. */
  select: string;
  /** The FROM clause with its joins. */
  from: string;
  /** Conditions besides the cursor's, joined with AND. */
  where: string[];
  params: Record<string, unknown>;
  /** The column the cursors compare with (ids grow with time). */
  cursor: string;
  page: Page;
}

export function pagedAll<T>(store: Store, q: PagedQuery): T[] {
  const where = [...q.where];
  const params: Record<string, unknown> = { ...q.params, limit: q.page.limit };
  let order = 'DESC';
  if (q.page.maxId !== undefined) {
    where.push(`${q.cursor} < @maxId`);
    params.maxId = q.page.maxId;
  }
  if (q.page.minId !== undefined) {
    where.push(`${q.cursor} > @minId`);
    params.minId = q.page.minId;
    order = 'ASC';
  } else if (q.page.sinceId !== undefined) {
    where.push(`${q.cursor} > @sinceId`);
    params.sinceId = q.page.sinceId;
  }
  const rows = store.all<T>(
    `SELECT ${q.select} FROM ${q.from} WHERE ${where.join(' AND ')} ORDER BY ${q.cursor} ${order} LIMIT @limit`,
    params,
  );
  return order === 'ASC' ? rows.reverse() : rows;
}
