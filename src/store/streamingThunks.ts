// Keeping the visible timeline live (streaming states, polling, notices):
// a socket when the `streaming` setting is on and someone is signed in, polling every 10 s when
// it is off, not joined yet, closed or broken. A broken socket (any close code but 1000/1001)
// says so once, polls, and reconnects after 1 s × retry multiplier (at most 3 s).
import { openStream, type StreamConnection } from '../api/streaming';
import type { TimelineName } from '../api/timelines';
import { selectEffectiveConfig } from './configSlice';
import { isFetcherRunning, registerFetcher, startFetcher, stopFetcher, TIMELINE_POLL_MS, timelineFetcherKey } from './fetchers';
import { pushNotice } from './noticesSlice';
import { streamBatch } from './streamBatch';
import { handleStreamMessage } from './streamingEvents';
import { liveStarted, liveStopped, pollingChanged, streamingStatusChanged } from './streamingSlice';
import { fetchTimeline } from './timelineThunks';
import type { AppThunk } from './index';

export const RECONNECT_BASE_MS = 1000;
export const MAX_RETRY_MULTIPLIER = 3;
export const IGNORED_CLOSE_CODES: ReadonlySet<number> = new Set([1000, 1001]);
export const STREAM_NOTICE_MS = 5000;
const LIVE_KEY = 'live:socket';

/** The stream that feeds a timeline, or null for timelines that are only polled. */
export interface LiveSubject {
  tag?: string | null;
  listId?: string | null;
}

export function streamFor(name: TimelineName, subject: LiveSubject = {}): { stream: string; tag?: string; list?: string } | null {
  const { tag, listId } = subject;
  switch (name) {
    case 'friends':
      return { stream: 'user' };
    case 'public':
      return { stream: 'public:local' };
    case 'publicAndExternal':
      return { stream: 'public' };
    case 'dms':
      return { stream: 'direct' };
    case 'tag':
      return tag ? { stream: 'hashtag', tag } : null;
    case 'list':
      return listId ? { stream: 'list', list: listId } : null;
    default:
      return null;
  }
}

/** Delay before reconnect attempt number `attempt` (1-based). */
export const reconnectDelay = (attempt: number): number =>
  RECONNECT_BASE_MS * Math.min(Math.max(attempt, 1), MAX_RETRY_MULTIPLIER);

let live: TimelineName | null = null;

const startPolling =
  (name: TimelineName): AppThunk =>
  (dispatch, getState) => {
    const key = timelineFetcherKey(name, 'live');
    // Already polling: keep its rhythm (restarting on every failed reconnect would starve it).
    if (!isFetcherRunning(key)) startFetcher(key, () => void dispatch(fetchTimeline(name, { newer: true })), TIMELINE_POLL_MS);
    if (!getState().streaming.polling) dispatch(pollingChanged(true));
  };

const stopPolling =
  (name: TimelineName): AppThunk =>
  (dispatch, getState) => {
    stopFetcher(timelineFetcherKey(name, 'live'));
    if (getState().streaming.polling) dispatch(pollingChanged(false));
  };

/** Makes `name` the live timeline: streams it when possible, polls it otherwise. */
export const startLive =
  (name: TimelineName, opts: LiveSubject = {}): AppThunk =>
  (dispatch, getState) => {
    dispatch(stopLive());
    live = name;
    const state = getState();
    const token = state.auth.userToken;
    const target = streamFor(name, opts);
    if (!selectEffectiveConfig(state).streaming || !token || !target) {
      dispatch(liveStarted({ timeline: name, stream: null, status: 'DISABLED' }));
      dispatch(startPolling(name));
      return;
    }
    dispatch(liveStarted({ timeline: name, stream: target.stream, status: 'STARTING_INITIAL' }));
    // Polling covers the time until the socket joins.
    dispatch(startPolling(name));

    let conn: StreamConnection | null = null;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let attempts = 0;
    let stopped = false;
    const events = streamBatch<AppThunk>((handle) => dispatch(handle));
    const connect = () => {
      conn = openStream(
        { stream: target.stream, tag: target.tag, list: target.list, token },
        {
          onOpen: () => {
            const initial = getState().streaming.status === 'STARTING_INITIAL';
            attempts = 0;
            dispatch(streamingStatusChanged({ status: 'JOINED', closeCode: null }));
            dispatch(stopPolling(name));
            if (!initial) dispatch(pushNotice({ messageKey: 'timeline.socket_reconnected', level: 'success', timeout: STREAM_NOTICE_MS }));
            // Catch up on what was posted while the socket was down, or, on the first join, since
            // the page on screen was fetched (an empty one too: a new list's first post may come
            // before the socket): the stream only brings what comes after it joins.
            if (!initial || getState().timelines[name].loaded) void dispatch(fetchTimeline(name, { newer: true }));
          },
          onMessage: (msg) => events.push(handleStreamMessage(name, msg)),
          onClose: (code) => {
            conn = null;
            events.flush();
            if (stopped) return;
            dispatch(startPolling(name));
            if (IGNORED_CLOSE_CODES.has(code)) {
              console.warn(`Streaming closed normally (${code}); not restarting`);
              dispatch(streamingStatusChanged({ status: 'CLOSED', closeCode: code }));
              return;
            }
            // One notice per outage: failed reconnect attempts stay quiet.
            const before = getState().streaming.status;
            dispatch(streamingStatusChanged({ status: 'ERROR', closeCode: code }));
            if (before === 'JOINED' || before === 'STARTING_INITIAL') {
              dispatch(pushNotice({ messageKey: 'timeline.socket_broke', messageArgs: { 0: code }, level: 'error', timeout: STREAM_NOTICE_MS }));
            }
            attempts += 1;
            timer = setTimeout(() => {
              timer = null;
              if (stopped) return;
              dispatch(streamingStatusChanged({ status: 'STARTING' }));
              connect();
            }, reconnectDelay(attempts));
          },
        },
      );
    };
    registerFetcher(LIVE_KEY, () => {
      stopped = true;
      events.flush();
      if (timer) clearTimeout(timer);
      conn?.close();
      conn = null;
    });
    connect();
  };

/** Ends the live connection and polling (of `name` only, when given). */
export const stopLive =
  (name?: TimelineName): AppThunk =>
  (dispatch, getState) => {
    if (name && live !== name) return;
    const current = live ?? getState().streaming.timeline;
    live = null;
    stopFetcher(LIVE_KEY);
    if (current) stopFetcher(timelineFetcherKey(current, 'live'));
    if (getState().streaming.timeline !== null || getState().streaming.polling) dispatch(liveStopped());
  };
