// Parameters shared by the v1 and v2 filter routes: contexts, expiry, and Mastodon's
// `keywords_attributes` (a JSON array, an object with index keys, or flat `[]` form fields).
import { unprocessable } from '../../http/errors.js';
import { bool, list, str } from '../../http/params.js';
import { FILTER_CONTEXTS, type FilterContext } from '../../db/filters.js';

const MAX_EXPIRES_IN = 10 * 365 * 24 * 3600;

export function contextParam(value: unknown): FilterContext[] {
  const asked = list(value);
  if (asked.length === 0) throw unprocessable("Validation failed: Context can't be blank");
  if (asked.some((c) => !(FILTER_CONTEXTS as readonly string[]).includes(c))) {
    throw unprocessable('Validation failed: Context None or invalid context supplied');
  }
  return [...new Set(asked)] as FilterContext[];
}

/** `expires_in` seconds → a time; '' or absent → never. */
export function expiresAtParam(value: unknown, now = Date.now()): number | null {
  const s = str(value);
  if (s === undefined || s === '' || s === 'null') return null;
  const n = Number(s);
  if (!Number.isInteger(n) || n <= 0 || n > MAX_EXPIRES_IN) throw unprocessable('Validation failed: Expires in is invalid');
  return now + n * 1000;
}

export interface KeywordAttrs {
  id?: number;
  keyword?: string;
  whole_word?: boolean;
  destroy: boolean;
}

/** Flat `keywords_attributes[][keyword]=a&keywords_attributes[][whole_word]=1` arrive one object per field: regroup as Rails does (a repeated key starts the next). */
function regroup(items: unknown[]): Record<string, unknown>[] {
  const objects = items.filter((i): i is Record<string, unknown> => !!i && typeof i === 'object');
  // JSON sends whole objects; only the flat form has one field per object.
  if (objects.some((o) => Object.keys(o).length !== 1)) return objects;
  const out: Record<string, unknown>[] = [];
  for (const item of objects) {
    const last = out[out.length - 1];
    if (last && !(Object.keys(item)[0] in last)) Object.assign(last, item);
    else out.push({ ...item });
  }
  return out;
}

export function keywordAttrsParam(value: unknown): KeywordAttrs[] {
  if (value === undefined || value === null || value === '') return [];
  const items = Array.isArray(value) ? value : typeof value === 'object' ? Object.values(value) : [];
  return regroup(items).map((o) => {
    const id = str(o.id);
    return {
      id: id !== undefined && /^\d+$/.test(id) ? Number(id) : undefined,
      keyword: str(o.keyword),
      whole_word: bool(o.whole_word),
      destroy: bool(o._destroy) ?? false,
    };
  });
}

export function keywordText(value: unknown): string {
  const keyword = str(value)?.trim() ?? '';
  if (keyword === '') throw unprocessable("Validation failed: Keyword can't be blank");
  return keyword;
}
