// Whether the server's filters hide a status, or show it as "Filtered: <title>", where it is shown:
// v2 servers mark the status (`filtered`), v1 filters are matched here (Pleroma marks nothing).
// The matcher and the bar come in their own chunk the first time a filter may apply; until it
// has arrived such a status is held back (hidden), never shown unfiltered.
import { useEffect, useMemo, useState } from 'react';
import { useStore } from 'react-redux';
import type { Status } from '../../../entities/types';
import type { FilterVerdict } from '../../../lib/filterMatch';
import type { AppStore } from '../../../store';
import { selectServerFilters } from '../../../store/filtersSelectors';
import { useAppSelector } from '../../../store/hooks';
import { selectCurrentUserId, selectUserToken } from '../../../store/authSlice';
import { selectInstance } from '../../../store/instanceSlice';
import { useFilterContextName } from '../content/FilterContextName';
import { useStatusPlace } from '../content/StatusPlace';

type Chunk = typeof import('./serverFilterChunk');

export interface ServerFilterView extends FilterVerdict {
  /** The "Filtered: …" bar, there once the chunk is (always, when the action is warn). */
  Bar: Chunk['FilteredBar'] | null;
}

const NO_FILTER: ServerFilterView = { action: null, titles: [], Bar: null };
const PENDING: ServerFilterView = { action: 'hide', titles: [], Bar: null };

let loaded: Chunk | null = null;
let loading: Promise<Chunk> | null = null;

function loadChunk(): Promise<Chunk> {
  loading ??= import('./serverFilterChunk').then((m) => (loaded = m));
  return loading;
}

/** The chunk, once `needed`; re-renders when it arrives. */
function useFilterChunk(needed: boolean): Chunk | null {
  const [chunk, setChunk] = useState<Chunk | null>(loaded);
  useEffect(() => {
    if (!needed || chunk) return;
    let live = true;
    loadChunk().then(
      (m) => live && setChunk(m),
      (e: unknown) => console.warn('The server filter chunk did not load', e),
    );
    return () => {
      live = false;
    };
  }, [needed, chunk]);
  return chunk;
}

export function useServerFilter(status: Status | undefined, wrapper: Status | undefined): ServerFilterView {
  const store = useStore() as AppStore;
  const place = useStatusPlace();
  const listContext = useFilterContextName();
  const context = place.kind === 'profile' ? 'account' : place.kind === 'conversation' ? 'thread' : listContext;
  const api = useAppSelector((s) => selectInstance(s).filtersApi);
  const signedIn = useAppSelector((s) => selectUserToken(s) !== null);
  const viewerId = useAppSelector(selectCurrentUserId);
  const v1 = useAppSelector(selectServerFilters);
  const wantsV1 = api === 'v1' && signedIn && context !== null;
  useEffect(() => {
    // The loader is its own chunk: most readers (visitors, v2 servers) never need it.
    if (wantsV1 && v1.status === 'idle') {
      void import('../../../store/filtersThunks').then(({ startServerFilters }) => startServerFilters(store), () => undefined);
    }
  }, [wantsV1, v1.status, store]);
  // One's own posts are never filtered (as Mastodon's front end; Pleroma exempts them too).
  const applies = !!status && context !== null && status.user !== viewerId;
  const v2Hits = useMemo(
    () => (api === 'v1' ? [] : [...(status?.filtered ?? []), ...(wrapper?.filtered ?? [])].map((h) => h.filter)),
    [api, status, wrapper],
  );
  const anyFilter = applies && (api === 'v1' ? wantsV1 && v1.items.length > 0 : v2Hits.length > 0);
  const chunk = useFilterChunk(anyFilter);
  return useMemo(() => {
    if (!anyFilter || !status) return NO_FILTER;
    if (!chunk) return PENDING;
    const now = Date.now();
    const hits = api === 'v1' ? chunk.matchingFilters(v1.items, `${status.text}\n${status.summary}`, context, now) : v2Hits;
    return { ...chunk.filterVerdict(hits, context, now), Bar: chunk.FilteredBar };
  }, [anyFilter, chunk, status, api, v1.items, v2Hits, context]);
}
