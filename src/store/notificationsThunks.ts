// Notification thunks (with the notifications.error notice): fetch newer/older,
// the seen-to-display rule, mark read, dismiss, follow-request answers, polling.
import {
  dismissNotification as apiDismiss,
  fetchGroupedNotifications,
  fetchNotifications,
  fetchNotificationsMarker,
  markNotificationsRead,
  saveNotificationsMarker,
} from '../api/notifications';
import { normalizeNotification, rawNotificationId } from '../entities/notification';
import { normalizeGroupedNotifications } from '../entities/notificationGroupV2';
import type { Notification, Status, User } from '../entities/types';
import { entitiesReceived } from './actions';
import { inChunks } from './normalizePage';
import { selectUserToken } from './authSlice';
import { selectEffectiveConfig } from './configSlice';
import { startFetcher, stopFetcher } from './fetchers';
import { answerFollowRequestOf } from './followRequestsThunks';
import { pushNotice } from './noticesSlice';
import {
  allMarkedSeen,
  displayedNotifications,
  fetchFailed,
  filterNotifications,
  loadingStarted,
  oneMarkedSeen,
  pageReceived,
  readMarkerReceived,
  removed,
  restored,
  seenDisplayGrown,
  seenDisplaySet,
  windowGrown,
} from './notificationsSlice';
import type { AppThunk, RootState } from './index';

export const NOTIFICATIONS_POLL_MS = 10_000;
export const NOTIFICATIONS_ERROR_MS = 5000;
export const NOTIFICATIONS_FETCHER = 'notifications';
/** Asked for on every fetch, so a shorter page is known to be the end of the list. */
const PAGE_SIZE = 20;

type NormalizedPage = { notifications: Notification[]; rawIds: string[]; users: User[]; statuses: Status[] };

/** Raw page → valid notifications into the tables (added to `out`); every id still counts toward the bounds. */
export function normalizePage(
  items: unknown[],
  out: NormalizedPage = { notifications: [], rawIds: [], users: [], statuses: [] },
): NormalizedPage {
  const { notifications, rawIds, users, statuses } = out;
  for (const item of items) {
    const rawId = rawNotificationId(item);
    // Decimal (Pleroma, Mastodon) or fixed-length ULID (GoToSocial): both order by compareIds.
    if (rawId && /^[0-9A-Za-z]+$/.test(rawId)) rawIds.push(rawId);
    const n = normalizeNotification(item); // logs and returns null when invalid
    if (!n) continue;
    notifications.push(n.entity);
    users.push(...n.users);
    statuses.push(...n.statuses);
  }
  return out;
}

/**
 * One page, grouped by the server where the capability table says it groups (Mastodon ≥ 4.3),
 * single notifications elsewhere; `count` is the page's length for the end-of-list rule.
 */
async function fetchPage(
  state: RootState,
  cursor: { sinceId?: string | null; maxId?: string | null },
): Promise<ReturnType<typeof normalizePage> & { count: number }> {
  const opts = { token: selectUserToken(state), ...cursor, limit: PAGE_SIZE };
  if (state.instance.groupedNotifications) return normalizeGroupedNotifications(await fetchGroupedNotifications(opts));
  const page = await fetchNotifications(opts);
  // A few per task: a page of 40 mentions sanitized in one task was a long task.
  const out = normalizePage([]);
  await inChunks(page.items, (chunk) => normalizePage(chunk, out));
  return { ...out, count: page.items.length };
}

/** The session (token) whose notifications marker was read: once per session. */
let markerAskedWith: string | null = null;
const inFlight = new Set<'newer' | 'older'>();

/**
 * One page newer than what is here (or the first page). Resolves with the notifications that
 * were not known before, for desktop alerts; [] on failure (after the error notice).
 */
export const fetchNewerNotifications =
  (): AppThunk<Promise<Notification[]>> =>
  async (dispatch, getState) => {
    const state = getState().notifications;
    if (!state || inFlight.has('newer')) return [];
    inFlight.add('newer');
    const first = state.maxId === null;
    if (first) dispatch(loadingStarted());
    try {
      const token = selectUserToken(getState());
      // Read state lives in the markers API where notifications carry no Pleroma is_seen (and
      // the capability table says the server keeps that marker). Caught at once: if the page
      // fetch throws first, this promise is never awaited.
      // Asked once per session, not only on the first page: a warm start begins with
      // the kept notifications, whose read state may be older than the server's.
      const askMarker = (first || markerAskedWith !== token) && keepsMarkerReadState(getState());
      if (askMarker) markerAskedWith = token;
      const marker = askMarker
        ? fetchNotificationsMarker(token).catch((e: unknown) => (console.warn('Reading the notifications marker failed', e), null))
        : null;
      const result = await fetchPage(getState(), { sinceId: state.maxId });
      const lastRead = marker ? await marker : null;
      if (lastRead) dispatch(readMarkerReceived(lastRead));
      const before = getState().notifications?.byId ?? {};
      const fresh = result.notifications.filter((n) => !before[n.id]);
      dispatch(entitiesReceived({ users: result.users, statuses: result.statuses }));
      // A short first page is the whole list: no "load older" under it.
      const ended = first && result.count < PAGE_SIZE;
      dispatch(pageReceived({ notifications: result.notifications, rawIds: result.rawIds, direction: 'newer', ended }));
      return fresh;
    } catch (e) {
      console.warn('Error fetching notifications', e);
      dispatch(fetchFailed());
      dispatch(pushNotice({ messageKey: 'notifications.error', messageArgs: [errorMessage(e)], timeout: NOTIFICATIONS_ERROR_MS }));
      return [];
    } finally {
      inFlight.delete('newer');
    }
  };

const errorMessage = (e: unknown): string => (e instanceof Error ? e.message : String(e));

/**
 * "Load older": show up to 20 more seen ones while there are seen ones not displayed;
 * only when all are displayed, fetch an older page from the server.
 */
export const loadOlderNotifications =
  (): AppThunk<Promise<void>> =>
  async (dispatch, getState) => {
    const s = getState();
    const state = s.notifications;
    if (!state || state.loading || inFlight.has('older')) return;
    const list = filterNotifications(state, selectEffectiveConfig(s).notificationVisibility);
    // What is held but not rendered comes first: the window grows before anything is fetched.
    if (displayedNotifications(list, state.seenToDisplay).length > state.windowSize) {
      dispatch(windowGrown());
      return;
    }
    const seenCount = list.filter((n) => n.seen).length;
    if (state.seenToDisplay < seenCount) {
      dispatch(seenDisplayGrown(seenCount));
      return;
    }
    if (state.seenToDisplay > seenCount) dispatch(seenDisplaySet(seenCount));
    if (state.bottomedOut) return;
    inFlight.add('older');
    dispatch(loadingStarted());
    try {
      const result = await fetchPage(getState(), { maxId: state.minId });
      dispatch(entitiesReceived({ users: result.users, statuses: result.statuses }));
      const ended = result.count < PAGE_SIZE;
      dispatch(pageReceived({ notifications: result.notifications, rawIds: result.rawIds, direction: 'older', ended }));
    } catch (e) {
      console.warn('Error fetching older notifications', e);
      dispatch(fetchFailed());
      dispatch(pushNotice({ messageKey: 'notifications.error', messageArgs: [errorMessage(e)], timeout: NOTIFICATIONS_ERROR_MS }));
    } finally {
      inFlight.delete('older');
    }
  };

/** Read state in /api/v1/markers: no Pleroma is_seen, and a server that keeps that marker. */
function keepsMarkerReadState(s: RootState): boolean {
  return !s.instance.pleromaBackend && s.instance.markers.includes('notifications');
}

/** Mark everything up to the newest notification seen (server first, locally at once). */
export const markAllNotificationsRead =
  (): AppThunk<Promise<void>> =>
  async (dispatch, getState) => {
    const state = getState().notifications;
    if (!state) return;
    const top = state.ids[0] ?? null;
    const hasUnseen = state.ids.some((id) => !state.byId[id]?.seen);
    dispatch(allMarkedSeen(top));
    if (!hasUnseen || top === null) return;
    try {
      const token = selectUserToken(getState());
      // Pleroma's mark-as-read moves its notifications marker too, so every device agrees.
      if (getState().instance.pleromaBackend) await markNotificationsRead({ maxId: top }, token);
      else if (keepsMarkerReadState(getState())) await saveNotificationsMarker(top, token);
    } catch (e) {
      console.warn('Marking notifications read failed', e);
    }
  };

export const markNotificationRead =
  (id: string): AppThunk<Promise<void>> =>
  async (dispatch, getState) => {
    const n = getState().notifications?.byId[id];
    if (!n || n.seen) return;
    dispatch(oneMarkedSeen(id));
    // A marker can only say "up to here": one notification alone stays read on this screen only.
    if (!getState().instance.pleromaBackend) return;
    try {
      await markNotificationsRead({ id }, selectUserToken(getState()));
    } catch (e) {
      console.warn('Marking a notification read failed', e);
    }
  };

/** Removes it at once; it comes back with an error notice if the server refuses. */
export const dismissNotification =
  (id: string): AppThunk<Promise<boolean>> =>
  async (dispatch, getState) => {
    const n = getState().notifications?.byId[id];
    if (!n) return false;
    dispatch(removed(id));
    try {
      await apiDismiss(id, selectUserToken(getState()));
      return true;
    } catch (e) {
      dispatch(restored(n));
      dispatch(pushNotice({ messageKey: 'notifications.error', messageArgs: [errorMessage(e)], timeout: NOTIFICATIONS_ERROR_MS }));
      return false;
    }
  };

/**
 * Approve turns the request into a follow and marks it seen (the notifications slice
 * hears followRequestAnswered); the friend-requests list and count change with it
 * (answerFollowRequestOf).
 */
export const approveFollowRequest =
  (notificationId: string): AppThunk<Promise<void>> =>
  async (dispatch, getState) => {
    const n = getState().notifications?.byId[notificationId];
    if (!n || n.type !== 'follow_request') return;
    const outcome = await dispatch(answerFollowRequestOf(n.from_profile, 'authorize'));
    if (!outcome.ok) {
      dispatch(pushNotice({ messageKey: 'notifications.follow_request_error', messageArgs: [errorMessage(outcome.error)], timeout: NOTIFICATIONS_ERROR_MS }));
      return;
    }
    if (!getState().instance.pleromaBackend) return;
    await markNotificationsRead({ id: notificationId }, selectUserToken(getState())).catch((e) => console.warn('Marking a notification read failed', e));
  };

/** Deny removes the request and the notification, here and on the server. */
export const denyFollowRequest =
  (notificationId: string): AppThunk<Promise<void>> =>
  async (dispatch, getState) => {
    const n = getState().notifications?.byId[notificationId];
    if (!n || n.type !== 'follow_request') return;
    const outcome = await dispatch(answerFollowRequestOf(n.from_profile, 'reject'));
    if (!outcome.ok) {
      dispatch(pushNotice({ messageKey: 'notifications.follow_request_error', messageArgs: [errorMessage(outcome.error)], timeout: NOTIFICATIONS_ERROR_MS }));
      return;
    }
    // The request is gone, so a failed dismiss only leaves a stale notification on the server.
    await apiDismiss(notificationId, selectUserToken(getState())).catch((e) => console.warn('Dismissing a notification failed', e));
  };

/**
 * Keeps notifications live: the first page now, then every 10 s unless the user stream is
 * joined (its 'notification' events arrive through streamingEvents then). `onNew` hears of
 * each new batch (desktop alerts).
 */
export const startNotificationsFetcher =
  (onNew?: (list: Notification[]) => void): AppThunk =>
  (dispatch, getState) => {
    const tick = (force: boolean) => {
      const s = getState();
      const streamed = selectEffectiveConfig(s).streaming && s.streaming.status === 'JOINED' && s.streaming.stream === 'user';
      if (streamed && !force) return;
      void dispatch(fetchNewerNotifications()).then((fresh) => {
        if (fresh.length > 0) onNew?.(fresh);
      });
    };
    tick(true);
    startFetcher(NOTIFICATIONS_FETCHER, () => tick(false), NOTIFICATIONS_POLL_MS);
  };

export const stopNotificationsFetcher = (): void => stopFetcher(NOTIFICATIONS_FETCHER);

/** What a list shows: visible kinds (or the given types), seen ones limited. */
