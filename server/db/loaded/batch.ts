// The batch query every loader uses: ids go in as one JSON array, so a statement runs once per
// page whatever its length, and runs even for no ids (a page's query count does not hang on what
// its posts happen to have).
import type { Store } from '../store.js';

/** The ids of a batch, as a subquery: `WHERE id IN (${IDS})`. */
export const IDS = 'SELECT value FROM json_each(@ids)';

export function byIds<T>(store: Store, sql: string, ids: Iterable<number>, params: Record<string, unknown> = {}): T[] {
  return store.all<T>(sql, { ...params, ids: JSON.stringify([...new Set(ids)]) });
}

/** `sql` answers `id, n` rows. */
export function countBy(store: Store, sql: string, ids: number[], params: Record<string, unknown> = {}): Map<number, number> {
  return new Map(byIds<{ id: number; n: number }>(store, sql, ids, params).map((r) => [r.id, r.n]));
}

/** The ids `sql` answers for a signed-in viewer (`@viewer`); none for a visitor. */
export function idSet(store: Store, viewerId: number | null, sql: string, ids: number[]): Set<number> {
  if (viewerId === null) return new Set();
  return new Set(byIds<{ id: number }>(store, sql, ids, { viewer: viewerId }).map((r) => r.id));
}

export function groupBy<T, K>(rows: T[], key: (r: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const r of rows) {
    const list = out.get(key(r));
    if (list) list.push(r);
    else out.set(key(r), [r]);
  }
  return out;
}
