// Fetching timelines (SPEC §7 "Timelines", §8 timeline error notice).
import { ApiError } from '../api/http';
import { fetchTimeline as apiFetchTimeline, type TimelineName } from '../api/timelines';
import { normalizeStatuses } from '../entities/status';
import type { Normalized, Status } from '../entities/types';
import { entitiesReceived } from './actions';
import { selectToken } from './authSlice';
import { selectEffectiveConfig } from './configSlice';
import { evictUnreferenced } from './eviction';
import { pushNotice } from './noticesSlice';
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
  tag?: string;
  userId?: string;
  showImmediately?: boolean;
}

/** SPEC §9: older-fetch throttle 1 s. */
export const OLDER_FETCH_THROTTLE_MS = 1000;
const lastOlderFetch = new Map<TimelineName, number>();

export function timelineErrorOf(e: unknown): TimelineError {
  if (e instanceof ApiError) return { status: e.status, statusText: e.statusText, message: e.message };
  return { status: 0, statusText: '', message: e instanceof Error ? e.message : String(e) };
}

/** Statuses sanitized per task: a whole page in one task was a long task on slow machines. */
const NORMALIZE_CHUNK = 5;

/** Lets the browser run other tasks (input, frames) between chunks; not a timer, so not throttled. */
function yieldToBrowser(): Promise<void> {
  const s = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof s?.yield === 'function') return s.yield();
  if (typeof MessageChannel === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** normalizeStatuses of a page, a few statuses per task. */
async function normalizeInChunks(data: unknown): Promise<Normalized<Status[]>> {
  if (!Array.isArray(data) || data.length <= NORMALIZE_CHUNK) return normalizeStatuses(data);
  const out: Normalized<Status[]> = { entity: [], users: [], statuses: [] };
  for (let i = 0; i < data.length; i += NORMALIZE_CHUNK) {
    if (i > 0) await yieldToBrowser();
    const part = normalizeStatuses(data.slice(i, i + NORMALIZE_CHUNK));
    out.entity.push(...part.entity);
    out.users.push(...part.users);
    out.statuses.push(...part.statuses);
  }
  return out;
}

export const fetchTimeline =
  (name: TimelineName, opts: FetchTimelineOptions = {}): AppThunk<Promise<void>> =>
  async (dispatch, getState) => {
    if (opts.tag !== undefined || opts.userId !== undefined) {
      dispatch(timelineParamsSet({ name, tag: opts.tag ?? null, userId: opts.userId ?? null }));
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
    dispatch(timelineFetchStarted({ name }));
    try {
      const res = await apiFetchTimeline({
        timeline: name,
        token: selectToken(state),
        maxId: direction === 'older' ? tl.maxId : null,
        sinceId: direction === 'newer' ? tl.minId : null,
        tag: tl.tag ?? opts.tag,
        userId: tl.userId ?? opts.userId,
        replyVisibility: config.replyVisibility,
        withMuted: !config.hideMutedPosts,
      });
      const normalized = await normalizeInChunks(res.data);
      dispatch(entitiesReceived({ users: normalized.users, statuses: [...normalized.statuses, ...normalized.entity] }));
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
    } catch (e) {
      const error = timelineErrorOf(e);
      dispatch(timelineFetchFailed({ name, error }));
      const detail = `${error.status || ''} ${error.statusText}`.trim() || error.message;
      dispatch(pushNotice({ messageKey: 'timeline.error', messageArgs: { 0: detail }, level: 'error', timeout: 5000 }));
    }
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
    const { tag, userId } = getState().timelines[name];
    dispatch(clearTimelineAndEvict(name, true));
    await dispatch(fetchTimeline(name, { tag: tag ?? undefined, userId: userId ?? undefined }));
  };
