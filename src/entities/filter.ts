// The server's filters, one model for both APIs: v2 (`/api/v2/filters`: Mastodon, GoToSocial)
// and v1 (`/api/v1/filters`: Pleroma, Akkoma). A v1 filter is a filter with one keyword, its
// phrase, as title. Also the FilterResults a v2 server puts in a status's `filtered`.
import { arr, bool, id, isObj, obj, str, strOrNull, strings, type Obj } from './coerce';

export const FILTER_CONTEXTS = ['home', 'notifications', 'public', 'thread', 'account'] as const;
export type FilterContext = (typeof FILTER_CONTEXTS)[number];
export type FilterAction = 'warn' | 'hide';

export interface FilterKeyword {
  /** v2 keyword id; null for a v1 phrase or a keyword not saved yet. */
  id: string | null;
  keyword: string;
  wholeWord: boolean;
}

export interface ServerFilter {
  id: string;
  api: 'v1' | 'v2';
  title: string;
  context: FilterContext[];
  keywords: FilterKeyword[];
  /** v2: as set. v1: matches are hidden (the client applies them), so always 'hide'. */
  action: FilterAction;
  /** v1 only: the server drops matches itself. */
  irreversible: boolean;
  /** ISO time, or null for never. */
  expiresAt: string | null;
}

export interface FilterHit {
  filter: ServerFilter;
  keywordMatches: string[];
}

const contexts = (v: unknown): FilterContext[] =>
  strings(v).filter((c): c is FilterContext => (FILTER_CONTEXTS as readonly string[]).includes(c));

const expiry = (v: unknown): string | null => {
  const s = strOrNull(v);
  return s !== null && !Number.isNaN(Date.parse(s)) ? s : null;
};

export function normalizeFilterV1(raw: unknown): ServerFilter | null {
  if (!isObj(raw) || id(raw.id) === '') return null;
  const phrase = str(raw.phrase);
  return {
    id: id(raw.id),
    api: 'v1',
    title: phrase,
    context: contexts(raw.context),
    keywords: [{ id: null, keyword: phrase, wholeWord: bool(raw.whole_word, true) }],
    action: 'hide',
    irreversible: bool(raw.irreversible),
    expiresAt: expiry(raw.expires_at),
  };
}

export function normalizeFilterV2(raw: unknown): ServerFilter | null {
  if (!isObj(raw) || id(raw.id) === '') return null;
  return {
    id: id(raw.id),
    api: 'v2',
    title: str(raw.title),
    context: contexts(raw.context),
    keywords: arr(raw.keywords)
      .filter(isObj)
      .map((k: Obj) => ({ id: id(k.id) || null, keyword: str(k.keyword), wholeWord: bool(k.whole_word) })),
    action: str(raw.filter_action) === 'hide' ? 'hide' : 'warn',
    irreversible: false,
    expiresAt: expiry(raw.expires_at),
  };
}

export function normalizeFilterList(raw: unknown, api: 'v1' | 'v2'): ServerFilter[] {
  const one = api === 'v1' ? normalizeFilterV1 : normalizeFilterV2;
  return arr(raw)
    .map(one)
    .filter((f): f is ServerFilter => f !== null);
}

/** A status's `filtered` (v2 FilterResult[]); anything malformed is left out. */
export function normalizeFilterResults(raw: unknown): FilterHit[] {
  return arr(raw)
    .filter(isObj)
    .map((r) => ({ filter: normalizeFilterV2(obj(r).filter), keywordMatches: strings(r.keyword_matches) }))
    .filter((h): h is FilterHit => h.filter !== null);
}
