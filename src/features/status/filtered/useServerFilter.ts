// Whether the server's filters hide a status, or show it as "Filtered: <title>", where it is shown:
// v2 servers mark the status (`filtered`), v1 filters are matched here (Pleroma marks nothing).
import { useEffect, useMemo } from 'react';
import type { Status } from '../../../entities/types';
import { filterVerdict, matchingFilters, NO_VERDICT, type FilterVerdict } from '../../../lib/filterMatch';
import { selectServerFilters } from '../../../store/filtersSlice';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { useFilterContextName } from '../content/FilterContextName';
import { useStatusPlace } from '../content/StatusPlace';

export function useServerFilter(status: Status | undefined, wrapper: Status | undefined): FilterVerdict {
  const dispatch = useAppDispatch();
  const place = useStatusPlace();
  const listContext = useFilterContextName();
  const context = place.kind === 'profile' ? 'account' : place.kind === 'conversation' ? 'thread' : listContext;
  const api = useAppSelector((s) => s.instance.filtersApi);
  const signedIn = useAppSelector((s) => !!s.auth.userToken);
  const viewerId = useAppSelector((s) => s.auth.currentUserId ?? null);
  const v1 = useAppSelector(selectServerFilters);
  const wantsV1 = api === 'v1' && signedIn && context !== null;
  useEffect(() => {
    // The loader is its own chunk: most readers (visitors, v2 servers) never need it.
    if (wantsV1 && v1.status === 'idle') {
      void import('../../../store/filtersThunks').then(({ loadServerFilters }) => dispatch(loadServerFilters()), () => undefined);
    }
  }, [wantsV1, v1.status, dispatch]);
  return useMemo(() => {
    // One's own posts are never filtered (as Mastodon's front end; Pleroma exempts them too).
    if (!status || context === null || status.user === viewerId) return NO_VERDICT;
    const now = Date.now();
    if (api === 'v1') {
      if (!wantsV1) return NO_VERDICT;
      const hits = matchingFilters(v1.items, `${status.text}\n${status.summary}`, context, now);
      return filterVerdict(hits, context, now);
    }
    const hits = [...(status.filtered ?? []), ...(wrapper?.filtered ?? [])].map((h) => h.filter);
    return hits.length > 0 ? filterVerdict(hits, context, now) : NO_VERDICT;
  }, [status, wrapper, context, api, wantsV1, v1.items, viewerId]);
}
