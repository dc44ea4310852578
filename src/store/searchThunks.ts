// Search: one call, results normalized into the tables; the page keeps
// the result ids. `resolve` asks the server to look up @user@host handles and post URLs.
import { search2 } from '../api/search';
import { normalizeHashtag } from '../entities/hashtag';
import { normalizeStatus } from '../entities/status';
import type { Hashtag, Status, User } from '../entities/types';
import { normalizeUser } from '../entities/user';
import { arr, obj } from '../entities/coerce';
import { entitiesReceived } from './actions';
import { selectToken } from './authSlice';
import { fetchRelationships } from './relationshipThunks';
import type { AppThunk } from './index';

export interface SearchResult {
  accountIds: string[];
  statusIds: string[];
  hashtags: Hashtag[];
}

export type SearchTab = 'statuses' | 'people' | 'hashtags';
export const SEARCH_TABS: SearchTab[] = ['statuses', 'people', 'hashtags'];

/** `@user@host`, `user@host` or an http(s) URL: things only the server can resolve. */
export function needsResolve(query: string): boolean {
  const q = query.trim();
  return /^@?[^@\s/]+@[^@\s/]+\.[^@\s/]+$/.test(q) || /^https?:\/\/\S+$/i.test(q);
}

/** The first tab with results, else the first tab. */
export function defaultSearchTab(r: SearchResult): SearchTab {
  const counts: Record<SearchTab, number> = {
    statuses: r.statusIds.length,
    people: r.accountIds.length,
    hashtags: r.hashtags.length,
  };
  return SEARCH_TABS.find((tab) => counts[tab] > 0) ?? 'statuses';
}

/** Runs a search; an empty query does nothing (resolves null). Throws the ApiError on failure. */
export const runSearch =
  (query: string): AppThunk<Promise<SearchResult | null>> =>
  async (dispatch, getState) => {
    const q = query.trim();
    if (!q) return null;
    const raw = obj(await search2({ q, resolve: needsResolve(q), limit: 40 }, selectToken(getState())));
    const accounts: User[] = arr(raw.accounts).map(normalizeUser).filter((u) => u.id);
    const users = [...accounts];
    const statuses: Status[] = [];
    const statusIds: string[] = [];
    for (const s of arr(raw.statuses)) {
      const n = normalizeStatus(s);
      if (!n.entity.id) continue;
      users.push(...n.users);
      statuses.push(n.entity, ...n.statuses);
      statusIds.push(n.entity.id);
    }
    dispatch(entitiesReceived({ users, statuses }));
    // Follow buttons need the relationships; a failure only leaves them in their default state.
    dispatch(fetchRelationships(accounts.map((u) => u.id))).catch(() => undefined);
    const hashtags = arr(raw.hashtags)
      .map((h) => (typeof h === 'string' ? normalizeHashtag({ name: h }) : normalizeHashtag(h)))
      .filter((h): h is Hashtag => h !== null);
    return { accountIds: accounts.map((u) => u.id), statusIds, hashtags };
  };

/** Hashtag row numbers from the latest history record. */
export function latestHistory(tag: Hashtag): { accounts: number; uses: number } | null {
  if (!tag.history.length) return null;
  const latest = tag.history.reduce((a, b) => (Number(b.day) > Number(a.day) ? b : a));
  return { accounts: latest.accounts, uses: latest.uses };
}
