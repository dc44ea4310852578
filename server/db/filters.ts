// Filter rows (v1 and v2 share them, see the filters migration) and the queries behind the
// filter routes, the `filtered` results on statuses and the irreversible (v1) filtering.
import type Database from 'better-sqlite3';
import { filterableText, keywordPattern, type FilterKeyword } from '../text/filter-match.js';
import type { Store } from './store.js';

export const FILTER_CONTEXTS = ['home', 'notifications', 'public', 'thread', 'account'] as const;
export type FilterContext = (typeof FILTER_CONTEXTS)[number];

export interface FilterRow {
  id: number;
  user_id: number;
  api_version: 1 | 2;
  title: string;
  context: string;
  action: 'warn' | 'hide';
  expires_at: number | null;
  created_at: number;
}

export interface KeywordRow extends FilterKeyword {
  id: number;
  filter_id: number;
  keyword: string;
  whole_word: number;
}

export interface FilterWithKeywords extends FilterRow {
  keywords: KeywordRow[];
}

export const contextsOf = (f: FilterRow): FilterContext[] => JSON.parse(f.context) as FilterContext[];

export function filterOf(store: Store, userId: number, id: number, version: 1 | 2): FilterRow | undefined {
  return store.get<FilterRow>('SELECT * FROM filters WHERE id = ? AND user_id = ? AND api_version = ?', [id, userId, version]);
}

export function keywordsOf(store: Store, filterId: number): KeywordRow[] {
  return store.all<KeywordRow>('SELECT * FROM filter_keywords WHERE filter_id = ? ORDER BY id', [filterId]);
}

export function filtersOf(store: Store, userId: number, version: 1 | 2): FilterRow[] {
  return store.all<FilterRow>('SELECT * FROM filters WHERE user_id = ? AND api_version = ? ORDER BY id', [userId, version]);
}

/** The user's filters of one API that have not expired, with their keywords. */
export function activeFilters(store: Store, userId: number, version: 1 | 2, now = Date.now()): FilterWithKeywords[] {
  return store
    .all<FilterRow>('SELECT * FROM filters WHERE user_id = ? AND api_version = ? AND (expires_at IS NULL OR expires_at > ?) ORDER BY id', [
      userId,
      version,
      now,
    ])
    .map((f) => ({ ...f, keywords: keywordsOf(store, f.id) }));
}

/**
 * Pleroma drops what a user's irreversible filters match from every list it serves them
 * (timelines, notifications, streaming), their own posts excepted, whatever the context: one
 * pattern for all of them, handed to SQL as a parameter of `filter_hit` (registered below).
 */
export function irreversiblePattern(store: Store, userId: number | null): string | null {
  if (userId === null) return null;
  const patterns = activeFilters(store, userId, 1)
    .filter((f) => f.action === 'hide')
    .flatMap((f) => f.keywords.map(keywordPattern))
    .filter((p): p is string => p !== null);
  return patterns.length > 0 ? patterns.map((p) => `(?:${p})`).join('|') : null;
}

const compiled = new Map<string, RegExp>();

/** SQL `filter_hit(pattern, content_html, spoiler_text)`: 1 when the pattern matches the post. */
export function registerFilterFunction(db: Database.Database): void {
  db.function('filter_hit', { deterministic: true }, (pattern: unknown, content: unknown, spoiler: unknown) => {
    if (typeof pattern !== 'string' || pattern === '') return 0;
    let re = compiled.get(pattern);
    if (!re) {
      re = new RegExp(pattern, 'iu');
      if (compiled.size > 500) compiled.clear();
      compiled.set(pattern, re);
    }
    return re.test(filterableText(String(content ?? ''), String(spoiler ?? ''))) ? 1 : 0;
  });
}

/** The SQL condition over a status `s` (and its reblogged `r`) that the irreversible filters keep. */
export const NOT_IRREVERSIBLY_FILTERED_SQL = `(@filterPattern IS NULL OR s.user_id = @viewer
  OR NOT filter_hit(@filterPattern, s.content || ' ' || IFNULL(r.content, ''), s.spoiler_text || ' ' || IFNULL(r.spoiler_text, '')))`;
