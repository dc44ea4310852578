// Filters as the two APIs render them: v1 as Pleroma (`phrase`, `irreversible`, string ids), v2
// and its keywords as Mastodon, and the `filtered` FilterResults on a status (Mastodon flavour).
import { contextsOf, keywordsOf, type FilterRow, type KeywordRow } from '../db/filters.js';
import type { StatusRow } from '../db/statuses.js';
import { filterableText, keywordMatches } from '../text/filter-match.js';
import { iso, type RenderCtx } from './context.js';

export function renderFilterV1(f: FilterRow, k: KeywordRow | undefined) {
  return {
    id: String(f.id),
    phrase: k?.keyword ?? f.title,
    context: contextsOf(f),
    whole_word: !!k?.whole_word,
    irreversible: f.action === 'hide',
    expires_at: iso(f.expires_at),
  };
}

export const renderKeyword = (k: KeywordRow) => ({ id: String(k.id), keyword: k.keyword, whole_word: !!k.whole_word });

export function renderFilterV2(f: FilterRow, keywords: KeywordRow[]) {
  return {
    id: String(f.id),
    title: f.title,
    context: contextsOf(f),
    expires_at: iso(f.expires_at),
    filter_action: f.action,
    keywords: keywords.map(renderKeyword),
    statuses: [],
  };
}

export function renderFilterV2Row(rc: RenderCtx, f: FilterRow) {
  return renderFilterV2(f, keywordsOf(rc.store, f.id));
}

/**
 * Mastodon's `filtered`: every active v2 filter of the viewer with a keyword in the post, in all
 * its contexts; the client applies the context it shows the post in. The viewer's own posts too,
 * as Mastodon does.
 */
export function filterResults(rc: RenderCtx, s: StatusRow) {
  const filters = rc.viewer ? rc.loaded.viewerFilters() : [];
  if (filters.length === 0) return [];
  const text = filterableText(s.content, s.spoiler_text);
  const out: unknown[] = [];
  for (const f of filters) {
    const hits = f.keywords.filter((k) => keywordMatches(k, text)).map((k) => k.keyword);
    if (hits.length > 0) out.push({ filter: renderFilterV2(f, f.keywords), keyword_matches: hits, status_matches: null });
  }
  return out;
}
