// Notifications: the list by id, id bounds, seen/unseen and how many
// seen ones are displayed. A lazy slice: injected by the signed-in notifications chunk
// (store/index.ts injectReducer), so visitors never download it.
import { compareIds } from '../lib/ids';
import { dictionary } from '../lib/own';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Notification, NotificationType } from '../entities/types';
import type { NotificationVisibility } from './preferences';
import { isVisibleType } from './notificationCount';
import { loggedOut } from './actions';
import { followRequestAnswered } from './followRequestActions';
import { notificationStreamed } from './streamingActions';
import type { RootState } from './index';

/** Seen notifications displayed at first and after mark-as-read; load older adds SEEN_STEP. */
export const SEEN_INITIAL = 30;
export const SEEN_STEP = 20;
/**
 * Rendered at most, whatever the unseen count (a day of streaming must not grow the
 * page); "load older" shows SEEN_STEP more of what is held before it asks the server.
 */
export const NOTIFICATIONS_WINDOW = SEEN_INITIAL;
/** Held at most (newest first); older ones are dropped and can be fetched again by "load older". */
export const NOTIFICATIONS_KEPT = 100;

export interface NotificationsState {
  byId: Record<string, Notification>;
  /** Valid notifications, newest first by numeric id. */
  ids: string[];
  /** Highest and lowest id ever received, invalid (skipped) ones included. */
  maxId: string | null;
  minId: string | null;
  seenToDisplay: number;
  /** How many of the displayed ones are rendered (NOTIFICATIONS_WINDOW, grown by load older). */
  windowSize: number;
  loading: boolean;
  bottomedOut: boolean;
  error: boolean;
  /** Notification ids whose muted author the user chose to show here. */
  unmuted: Record<string, true>;
  /** Servers without Pleroma's is_seen: everything up to this id (its markers API) is seen. */
  readMarker: string | null;
}

export const initialNotificationsState = (): NotificationsState => ({
  byId: dictionary<Notification>(),
  ids: [],
  maxId: null,
  minId: null,
  seenToDisplay: SEEN_INITIAL,
  windowSize: NOTIFICATIONS_WINDOW,
  loading: false,
  bottomedOut: false,
  error: false,
  unmuted: dictionary<true>(),
  readMarker: null,
});

export { compareIds };

const newer = (a: string | null, b: string): string => (a === null || compareIds(b, a) > 0 ? b : a);
const older = (a: string | null, b: string): string => (a === null || compareIds(b, a) < 0 ? b : a);

export interface PageReceived {
  notifications: Notification[];
  /** Ids of every item of the page, invalid ones too: they still move the bounds. */
  rawIds: string[];
  direction: 'newer' | 'older';
  /** The server has nothing older: a first or older page shorter than asked for. */
  ended?: boolean;
}

function addAll(state: NotificationsState, list: Notification[]) {
  for (const n of list) {
    if (!n.id) continue;
    const known = state.byId[n.id];
    const marked = state.readMarker !== null && compareIds(n.id, state.readMarker) <= 0;
    // The server's seen flag can lag behind a local mark-as-read; seen never goes back.
    state.byId[n.id] = { ...n, seen: n.seen || marked || Boolean(known?.seen) };
  }
  state.ids = Object.keys(state.byId).sort((a, b) => compareIds(b, a));
}

/** Drops the oldest beyond what is kept (never what the window shows); older can be fetched again. */
function keepNewest(state: NotificationsState) {
  const keep = Math.max(NOTIFICATIONS_KEPT, state.windowSize);
  if (state.ids.length <= keep) return;
  for (const id of state.ids.slice(keep)) {
    delete state.byId[id];
    delete state.unmuted[id];
  }
  state.ids = state.ids.slice(0, keep);
  state.minId = state.ids[keep - 1]!;
  state.bottomedOut = false;
}

const slice = createSlice({
  name: 'notifications',
  initialState: initialNotificationsState,
  reducers: {
    loadingStarted: (state) => {
      state.loading = true;
    },
    fetchFailed: (state) => {
      state.loading = false;
      state.error = true;
    },
    pageReceived: (state, action: PayloadAction<PageReceived>) => {
      const { notifications, rawIds, direction } = action.payload;
      state.loading = false;
      state.error = false;
      addAll(state, notifications);
      for (const id of rawIds) {
        state.maxId = newer(state.maxId, id);
        state.minId = older(state.minId, id);
      }
      if (action.payload.ended) state.bottomedOut = true;
      if (direction === 'newer') keepNewest(state);
      if (direction === 'older') {
        if (rawIds.length === 0) state.bottomedOut = true;
        // The older page is what the user asked to see.
        state.seenToDisplay += notifications.length;
        state.windowSize += notifications.length;
      }
    },
    /** Load older when enough seen ones are already here: show up to SEEN_STEP more. */
    seenDisplayGrown: (state, action: PayloadAction<number>) => {
      const was = state.seenToDisplay;
      state.seenToDisplay = Math.min(state.seenToDisplay + SEEN_STEP, action.payload);
      state.windowSize += state.seenToDisplay - was;
    },
    seenDisplaySet: (state, action: PayloadAction<number>) => {
      state.seenToDisplay = action.payload;
    },
    windowGrown: (state) => {
      state.windowSize += SEEN_STEP;
    },
    readMarkerReceived: (state, action: PayloadAction<string>) => {
      state.readMarker = newer(state.readMarker, action.payload);
      for (const id of state.ids) if (compareIds(id, state.readMarker) <= 0) state.byId[id]!.seen = true;
    },
    allMarkedSeen: (state, action: PayloadAction<string | null>) => {
      const upTo = action.payload;
      if (upTo !== null && state.readMarker !== null) state.readMarker = newer(state.readMarker, upTo);
      for (const id of state.ids) {
        if (upTo === null || compareIds(id, upTo) <= 0) state.byId[id]!.seen = true;
      }
      state.seenToDisplay = SEEN_INITIAL;
      state.windowSize = NOTIFICATIONS_WINDOW;
    },
    oneMarkedSeen: (state, action: PayloadAction<string>) => {
      const n = state.byId[action.payload];
      if (n) n.seen = true;
    },
    removed: (state, action: PayloadAction<string>) => {
      delete state.byId[action.payload];
      delete state.unmuted[action.payload];
      state.ids = state.ids.filter((id) => id !== action.payload);
    },
    restored: (state, action: PayloadAction<Notification>) => {
      addAll(state, [action.payload]);
    },
    unmutedLocally: (state, action: PayloadAction<{ id: string; shown: boolean }>) => {
      if (action.payload.shown) state.unmuted[action.payload.id] = true;
      else delete state.unmuted[action.payload.id];
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(notificationStreamed, (state, action) => {
        const n = action.payload.entity;
        if (!n.id) return;
        addAll(state, [n]);
        state.maxId = newer(state.maxId, n.id);
        state.minId = older(state.minId, n.id);
        keepNewest(state);
      })
      // An approved request is a follow now, and seen; a denied one goes. Wherever it
      // was answered (here or on the friend-requests page).
      .addCase(followRequestAnswered, (state, action) => {
        const { accountId, answer } = action.payload;
        for (const id of state.ids) {
          const n = state.byId[id]!;
          if (n.type !== 'follow_request' || n.from_profile !== accountId) continue;
          if (answer === 'reject') {
            delete state.byId[id];
            delete state.unmuted[id];
          } else {
            n.type = 'follow';
            n.seen = true;
          }
        }
        if (answer === 'reject') state.ids = state.ids.filter((id) => id in state.byId);
      })
      .addCase(loggedOut, () => initialNotificationsState());
  },
});

export const {
  loadingStarted,
  fetchFailed,
  pageReceived,
  seenDisplayGrown,
  seenDisplaySet,
  windowGrown,
  allMarkedSeen,
  readMarkerReceived,
  oneMarkedSeen,
  removed,
  restored,
  unmutedLocally,
} = slice.actions;
export default slice.reducer;

/** The visible notifications, newest first, optionally only some types. */
export function filterNotifications(
  state: NotificationsState,
  visibility: NotificationVisibility,
  types?: readonly NotificationType[],
): Notification[] {
  const out: Notification[] = [];
  for (const id of state.ids) {
    const n = state.byId[id];
    if (!n) continue;
    if (types ? types.includes(n.type) : isVisibleType(n.type, visibility)) out.push(n);
  }
  return out;
}

/** All unseen ones, then at most `seenToDisplay` seen ones, in id order. */
export function displayedNotifications(list: Notification[], seenToDisplay: number): Notification[] {
  let seenLeft = seenToDisplay;
  return list.filter((n) => {
    if (!n.seen) return true;
    seenLeft -= 1;
    return seenLeft >= 0;
  });
}

/** The rendered part of the displayed ones: the newest `windowSize`. */
export const windowOf = (shown: Notification[], windowSize: number): Notification[] =>
  shown.length > windowSize ? shown.slice(0, windowSize) : shown;

export const countUnseen = (list: Notification[]): number => list.reduce((c, n) => c + (n.seen ? 0 : 1), 0);

export const selectNotificationsState = (s: RootState): NotificationsState | undefined => s.notifications;
