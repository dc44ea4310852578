// Writes behind the filter routes (v1 and v2 share the rows, see db/filters.ts), and the
// keyword look-ups the v2 keyword sub-resources need.
import type { KeywordRow } from './filters.js';
import type { Store } from './store.js';

export interface FilterFields {
  title: string;
  context: string;
  action: string;
  expiresAt: number | null;
}

export function insertFilter(store: Store, userId: number, version: 1 | 2, f: FilterFields, now = Date.now()): number {
  return store.insert(
    'INSERT INTO filters (user_id, api_version, title, context, action, expires_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    [userId, version, f.title, f.context, f.action, f.expiresAt, now],
  );
}

export function updateFilter(store: Store, id: number, f: FilterFields): void {
  store.run('UPDATE filters SET title = ?, context = ?, action = ?, expires_at = ? WHERE id = ?', [f.title, f.context, f.action, f.expiresAt, id]);
}

export function deleteFilter(store: Store, id: number): void {
  store.run('DELETE FROM filters WHERE id = ?', [id]);
}

export function insertKeyword(store: Store, filterId: number, keyword: string, wholeWord: boolean): number {
  return store.insert('INSERT INTO filter_keywords (filter_id, keyword, whole_word) VALUES (?, ?, ?)', [filterId, keyword, wholeWord ? 1 : 0]);
}

export function updateKeyword(store: Store, id: number, keyword: string, wholeWord: boolean): void {
  store.run('UPDATE filter_keywords SET keyword = ?, whole_word = ? WHERE id = ?', [keyword, wholeWord ? 1 : 0, id]);
}

export function deleteKeyword(store: Store, id: number): void {
  store.run('DELETE FROM filter_keywords WHERE id = ?', [id]);
}

/** A v1 filter has one phrase: its keywords are replaced by that one. */
export function replaceKeywords(store: Store, filterId: number, keyword: string, wholeWord: boolean): void {
  store.run('DELETE FROM filter_keywords WHERE filter_id = ?', [filterId]);
  insertKeyword(store, filterId, keyword, wholeWord);
}

export function keywordById(store: Store, id: number): KeywordRow | undefined {
  return store.get<KeywordRow>('SELECT * FROM filter_keywords WHERE id = ?', [id]);
}

/** A keyword of one of the user's v2 filters. */
export function ownV2Keyword(store: Store, id: number, userId: number): KeywordRow | undefined {
  return store.get<KeywordRow>(
    'SELECT k.* FROM filter_keywords k JOIN filters f ON f.id = k.filter_id WHERE k.id = ? AND f.user_id = ? AND f.api_version = 2',
    [id, userId],
  );
}
