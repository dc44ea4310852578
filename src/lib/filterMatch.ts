// Applying server filters to a post shown in a context (home, notifications, public, thread,
// account): v2 servers say which filters a post hit (`filtered`), v1 filters are matched here
// (Pleroma marks nothing). Expired filters never apply. A hide beats a warn.

export interface MatchKeyword {
  keyword: string;
  wholeWord: boolean;
}

export interface MatchFilter {
  title: string;
  context: readonly string[];
  keywords: readonly MatchKeyword[];
  action: 'warn' | 'hide';
  expiresAt: string | null;
}

export interface FilterVerdict {
  action: 'warn' | 'hide' | null;
  /** Titles of the warn filters that apply (for "Filtered: …"). */
  titles: string[];
}

export const NO_VERDICT: FilterVerdict = { action: null, titles: [] };

const WORD_CHAR = /[\p{L}\p{N}_]/u;

/** Case-insensitive; a whole-word keyword may not touch a letter, digit or _ at a word-char edge. */
export function keywordHits(text: string, k: MatchKeyword): boolean {
  const keyword = k.keyword.trim();
  if (keyword === '') return false;
  const escaped = keyword.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
  if (!k.wholeWord) return new RegExp(escaped, 'iu').test(text);
  const start = WORD_CHAR.test(keyword[0]) ? '(?<![\\p{L}\\p{N}_])' : '';
  const end = WORD_CHAR.test(keyword[keyword.length - 1]) ? '(?![\\p{L}\\p{N}_])' : '';
  return new RegExp(`${start}${escaped}${end}`, 'iu').test(text);
}

export function isExpired(f: Pick<MatchFilter, 'expiresAt'>, now: number): boolean {
  return f.expiresAt !== null && Date.parse(f.expiresAt) <= now;
}

/** The filters of `filters` that apply in `context` and match the text. */
export function matchingFilters<F extends MatchFilter>(filters: readonly F[], text: string, context: string, now: number): F[] {
  return filters.filter((f) => f.context.includes(context) && !isExpired(f, now) && f.keywords.some((k) => keywordHits(text, k)));
}

/** What to do with a post the given filters hit, in the context it is shown in. */
export function filterVerdict(hits: readonly MatchFilter[], context: string | null, now: number): FilterVerdict {
  if (context === null) return NO_VERDICT;
  const applying = hits.filter((f) => f.context.includes(context) && !isExpired(f, now));
  if (applying.length === 0) return NO_VERDICT;
  if (applying.some((f) => f.action === 'hide')) return { action: 'hide', titles: [] };
  return { action: 'warn', titles: [...new Set(applying.map((f) => f.title))] };
}
