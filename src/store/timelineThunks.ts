// Fetching timelines, and the timeline error notice.
import { ApiError } from '../api/http';
import {
  fetchTimeline as apiFetchTimeline,
  TIMELINE_PAGE_MAX,
  TIMELINE_PAGE_SIZE,
  type TimelineName,
  type TimelineQuery,
} from '../api/timelines';
import { pageEntitiesReceived } from './actions';
import { selectToken, selectUserToken } from './authSlice';
import { selectEffectiveConfig } from './configSlice';
import { evictUnreferenced } from './eviction';
import { pushNotice } from './noticesSlice';
import { keptInstead } from './offlineFallback';
import { normalizeInChunks, normalizeWhenIdle, yieldToBrowser } from './normalizePage';
import { takePrefetched, type PrefetchedPage } from './timelinePrefetch';
import type { FetchDirection, TimelineError } from './timelineMerge';
import {
  clearTimeline,
  timelineFetchFailed,
  timelineFetchStarted,
  timelineParamsSet,
  timelineReceived,
} from './timelinesSlice';
import type { AppThunk } from './index';

export interface FetchTimelineOptions {
  older?: boolean;
  /** Fetch statuses newer than what we have (polling/"reload" use this). */
  newer?: boolean;
  /**
   * With `newer`: the newest page without since_id, so the statuses already held get the server's
   * current state too (after a warm start, boot/warmStart.ts); unknown ones are new as usual.
   */
  refresh?: boolean;
  tag?: string;
  userId?: string;
  listId?: string;
  showImmediately?: boolean;
  /** Only the page startup fetched already, if there is one; never the network (startup, before mount). */
  prefetchedOnly?: boolean;
  /**
   * With `older`: how many statuses a second the reader is passing. Faster than a page a second,
   * one fetch a second (the throttle) cannot keep up with pages of 20, so the fetch asks for the
   * largest page servers give.
   */
  readingRate?: number;
  /** With `older`: the reader already sees the end of the list, so a page of 20 comes too late. */
  caughtUp?: boolean;
}

/** Older-fetch throttle 1 s. */
export const OLDER_FETCH_THROTTLE_MS = 1000;
const lastOlderFetch = new Map<TimelineName, number>();

/** How long the older-fetch throttle still holds for this timeline (0: a fetch may start now). */
export function olderFetchWaitMs(name: TimelineName, now = Date.now()): number {
  return Math.max(0, OLDER_FETCH_THROTTLE_MS - (now - (lastOlderFetch.get(name) ?? -Infinity)));
}

export function timelineErrorOf(e: unknown): TimelineError {
  if (e instanceof ApiError) return { status: e.status, statusText: e.statusText, message: e.message };
  return { status: 0, statusText: '', message: e instanceof Error ? e.message : String(e) };
}

export const fetchTimeline =
  (name: TimelineName, opts: FetchTimelineOptions = {}): AppThunk<Promise<void>> =>
  async (dispatch, getState) => {
    if (opts.tag !== undefined || opts.userId !== undefined || opts.listId !== undefined) {
      dispatch(timelineParamsSet({ name, tag: opts.tag ?? null, userId: opts.userId ?? null, listId: opts.listId ?? null }));
    }
    const state = getState();
    const tl = state.timelines[name];
    if (tl.loading) return;
    if (opts.older) {
      if (tl.bottomedOut) return;
      const now = Date.now();
      if (now - (lastOlderFetch.get(name) ?? 0) < OLDER_FETCH_THROTTLE_MS) return;
      lastOlderFetch.set(name, now);
    }
    const direction: FetchDirection = opts.older
      ? 'older'
      : opts.newer && tl.statuses.length > 0
        ? 'newer'
        : 'initial';
    const config = selectEffectiveConfig(state);
    const query: TimelineQuery = {
      timeline: name,
      token: selectToken(state),
      maxId: direction === 'older' ? tl.maxId : null,
      sinceId: direction === 'newer' && !opts.refresh ? tl.minId : null,
      tag: tl.tag ?? opts.tag,
      userId: tl.userId ?? opts.userId,
      listId: tl.listId ?? opts.listId,
      limit: direction === 'older' && (opts.caughtUp || (opts.readingRate ?? 0) > TIMELINE_PAGE_SIZE) ? TIMELINE_PAGE_MAX : undefined,
      replyVisibility: config.replyVisibility,
      withMuted: !config.hideMutedPosts,
      dmsFromConversations: !state.instance.pleromaBackend,
    };
    // Startup may have fetched and normalized a visitor's first page already; if that failed, ask again.
    const early = direction === 'initial' ? takePrefetched(query, selectUserToken(state) !== null) : null;
    if (opts.prefetchedOnly && !early) return;
    dispatch(timelineFetchStarted({ name }));
    try {
      const fresh = async (): Promise<PrefetchedPage> => {
        const answer = await apiFetchTimeline(query);
        return { res: answer, normalized: await normalizeInChunks(answer.data) };
      };
      const { res, normalized, rest } = early ? await early.catch(fresh) : await fresh();
      dispatch(pageEntitiesReceived(normalized));
      dispatch(
        timelineReceived({
          name,
          ids: normalized.entity.map((s) => s.id),
          returned: Array.isArray(res.data) ? res.data.length : normalized.entity.length,
          cursors: res.cursors,
          direction,
          showImmediately: opts.showImmediately,
        }),
      );
      if (rest) {
        // Still loading: the end of the list is not the end of the page, so no older fetch starts.
        dispatch(timelineFetchStarted({ name }));
        void dispatch(appendRestOfPage(name, normalized.entity.at(-1)?.id ?? null, rest));
      }
    } catch (e) {
      // Offline: the copy kept when it was last read, with its notice instead of an error notice.
      const kept = await dispatch(keptInstead(e, (m) => m.keptTimelineInstead(name)));
      if (kept && !getState().timelines[name].loading) return;
      const error = timelineErrorOf(e);
      dispatch(timelineFetchFailed({ name, error }));
      if (kept) return;
      const detail = `${error.status || ''} ${error.statusText}`.trim() || error.message;
      dispatch(pushNotice({ messageKey: 'timeline.error', messageArgs: { 0: detail }, level: 'error', timeout: 5000 }));
    }
  };

/**
 * The rest of a page that came with the page itself, in the browser's idle time after its first
 * statuses are painted: appended as an older page would be. A list cleared meanwhile (which also
 * ended its loading) is left as it is.
 */
const appendRestOfPage =
  (name: TimelineName, lastId: string | null, rest: unknown[]): AppThunk<Promise<void>> =>
  async (dispatch, getState) => {
    const normalized = await normalizeWhenIdle(rest);
    // The list renders (a store update renders at once) in a task of its own, not in the last idle chunk's.
    await yieldToBrowser(true);
    if (getState().timelines[name].statuses.at(-1) !== lastId) return;
    dispatch(pageEntitiesReceived(normalized));
    const ids = normalized.entity.map((s) => s.id);
    dispatch(timelineReceived({ name, ids, returned: rest.length, cursors: { maxId: null, minId: null }, direction: 'older' }));
  };

/** Clear a timeline and drop the entities nothing lists any more. */
export const clearTimelineAndEvict =
  (name: TimelineName, keepUserId = false): AppThunk =>
  (dispatch) => {
    dispatch(clearTimeline({ name, keepUserId }));
    dispatch(evictUnreferenced());
  };

/** "Reload" after a flush marker: clear and fetch again. */
export const reloadTimeline =
  (name: TimelineName): AppThunk<Promise<void>> =>
  async (dispatch, getState) => {
    const { tag, userId, listId } = getState().timelines[name];
    dispatch(clearTimelineAndEvict(name, true));
    await dispatch(fetchTimeline(name, { tag: tag ?? undefined, userId: userId ?? undefined, listId: listId ?? undefined }));
  };
