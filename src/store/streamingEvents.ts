// What each streaming event does (accepted events: update,
// notification, delete, filters_changed, pleroma:chat_update; anything else is warned and dropped).
import type { StreamMessage } from '../api/streaming';
import type { TimelineName } from '../api/timelines';
import { normalizeChat } from '../entities/chat';
import { normalizeNotification } from '../entities/notification';
import { normalizeStatus } from '../entities/status';
import type { Status } from '../entities/types';
import { entitiesReceived } from './actions';
import { statusesReceived } from './statusesSlice';
import { chatUpdateStreamed, filtersChangedStreamed, notificationStreamed } from './streamingActions';
import { timelineReceived } from './timelinesSlice';
import { selectEffectiveConfig } from './configSlice';
import { showNewAtOnce, type TimelineState } from './timelineMerge';
import type { AppThunk, RootState } from './index';
import { announcementEvent } from './announcementEvents';

/**
 * The new-status rules for a streamed status on the live (shown) timeline: at once when the reader
 * is at the top and nothing waits behind 'show new' or 'reload' (then the timeline is paused).
 */
function showsAtOnce(state: RootState, tl: TimelineState): boolean {
  const { streaming, pauseOnUnfocused } = selectEffectiveConfig(state);
  const paused = tl.newStatusCount > 0 || tl.flushMarker;
  return showNewAtOnce({ streaming, scrollTop: window.scrollY, paused, hidden: document.hidden, pauseOnUnfocused });
}

/**
 * A streamed status: into the tables, then on the live timeline, counted as new or shown at once
 * in the same step (deciding once the count had rendered drew the feed twice per status).
 */
const statusStreamed =
  (timeline: TimelineName, normalized: ReturnType<typeof normalizeStatus>): AppThunk =>
  (dispatch, getState) => {
    const status = normalized.entity;
    if (!status.id) return;
    dispatch(entitiesReceived({ users: normalized.users, statuses: [...normalized.statuses, status] }));
    const state = getState();
    const tl = state.timelines[timeline];
    // Before the first page arrives the fetch brings it anyway; merging now would fake a page.
    if (!tl.loaded) return;
    const shownAt = showsAtOnce(state, tl) ? Date.now() : undefined;
    dispatch(timelineReceived({ name: timeline, ids: [status.id], returned: 1, cursors: { maxId: null, minId: null }, direction: 'newer', shownAt }));
  };

/** Marks the status, and the repeats of it, deleted everywhere (a status lives once). */
export const markStatusDeleted =
  (id: string): AppThunk =>
  (dispatch, getState) => {
    const all = getState().statuses;
    const hit: Status[] = [];
    const target = all[id];
    if (target && !target.deleted) hit.push({ ...target, deleted: true });
    for (const st of Object.values(all)) {
      if (st.retweeted_status === id && !st.deleted) hit.push({ ...st, deleted: true });
    }
    if (hit.length > 0) dispatch(statusesReceived(hit));
  };

const nothing: AppThunk = () => {};

/**
 * What a streamed event does. Its payload is normalized now, as it arrives (pure work in the
 * event's own task); the returned thunk only dispatches, so a run of them (store/streamBatch.ts)
 * does no more than that in its task.
 */
export function handleStreamMessage(timeline: TimelineName, msg: StreamMessage): AppThunk {
  switch (msg.event) {
    case 'update':
      return statusStreamed(timeline, normalizeStatus(msg.payload));
    case 'delete': {
      const id = typeof msg.payload === 'number' ? String(msg.payload) : msg.payload;
      return typeof id === 'string' && id ? markStatusDeleted(id) : nothing;
    }
    case 'notification': {
      const n = normalizeNotification(msg.payload);
      if (!n) return nothing;
      return (dispatch) => {
        dispatch(entitiesReceived({ users: n.users, statuses: n.statuses }));
        dispatch(notificationStreamed(n));
      };
    }
    case 'filters_changed':
      return (dispatch) => dispatch(filtersChangedStreamed());
    case 'pleroma:chat_update': {
      const chat = normalizeChat(msg.payload);
      if (!chat) return nothing;
      return (dispatch) => {
        dispatch(entitiesReceived({ users: chat.users, statuses: chat.statuses }));
        dispatch(chatUpdateStreamed(chat));
      };
    }
    case 'status.update': {
      // An edit: the new version replaces the one in the table, so every copy of the
      // post (timelines, conversation, notifications, quotes) shows it; nothing joins a timeline.
      const n = normalizeStatus(msg.payload);
      if (!n.entity.id) return nothing;
      return (dispatch) => dispatch(entitiesReceived({ users: n.users, statuses: [...n.statuses, n.entity] }));
    }
    case 'announcement':
    case 'announcement.reaction':
    case 'announcement.delete':
      return announcementEvent(msg);
    default:
      return () => console.warn(`Unknown streaming event "${msg.event}", dropped`);
  }
}
