// What a signed-in person last saw (to start instantly): home's newest statuses with what
// they show (authors, repeated and quoted posts), the notifications, the account and the instance.
// Taken from the store as a bounded snapshot and put back before the first render of the next
// start; kept in IndexedDB by store/lastSeenDb.ts. Only signed-in code loads this module.
import type { InstanceSettings } from '../entities/instance';
import type { Notification, Status, User } from '../entities/types';
import { entitiesReceived } from './actions';
import { keptEntities } from './keptEntities';
import type { LastSeenPicture } from './lastSeenPicture';
import { setCurrentUser } from './authSlice';
import { instanceSettingsSet } from './instanceSlice';
import { injectReducer, type AppStore, type RootState } from './index';
import notificationsReducer, { pageReceived } from './notificationsSlice';
import { timelineReceived } from './timelinesSlice';

export const LAST_SEEN_VERSION = 1;
/** Home statuses kept: a first screen and some scrolling. */
export const HOME_KEPT = 40;
/** Notifications kept: the notification column's first screen. */
export const NOTIFICATIONS_SAVED = 40;

export interface LastSeen {
  version: typeof LAST_SEEN_VERSION;
  /** Whose snapshot (tokenKey of the session's token): another session never sees it. */
  key: string;
  savedAt: number;
  userId: string;
  instance: InstanceSettings;
  home: string[];
  notifications: Notification[];
  statuses: Status[];
  users: User[];
  /** The first screen as it was drawn, when it was home at the top (store/lastSeenPicture.ts). */
  picture?: LastSeenPicture;
}

/** A short fingerprint of a token (FNV-1a): tells sessions apart without storing the token again. */
export function tokenKey(token: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < token.length; i += 1) {
    h ^= token.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return `${h.toString(36)}.${token.length}`;
}

/** The snapshot of a signed-in session whose home timeline has statuses on screen; else null. */
export function snapshotOf(state: RootState, now = Date.now()): LastSeen | null {
  const { userToken, currentUserId, loginState } = state.auth;
  const home = state.timelines.friends.visibleStatuses.slice(0, HOME_KEPT);
  const me = currentUserId ? state.users[currentUserId] : undefined;
  if (!userToken || !me || loginState !== 'loggedIn' || home.length === 0) return null;
  const notifications = (state.notifications?.ids ?? [])
    .slice(0, NOTIFICATIONS_SAVED)
    .map((id) => state.notifications?.byId[id])
    .filter((n): n is Notification => n !== undefined);

  const { addUser, addStatus, statuses, users } = keptEntities(state);
  users.set(me.id, me);
  home.forEach(addStatus);
  const shownHome = home.filter((id) => statuses.has(id));
  for (const n of notifications) {
    addUser(n.from_profile);
    addUser(n.target);
    addStatus(n.status);
  }
  return {
    version: LAST_SEEN_VERSION,
    key: tokenKey(userToken),
    savedAt: now,
    userId: me.id,
    instance: state.instance,
    home: shownHome,
    notifications,
    statuses: [...statuses.values()],
    users: [...users.values()],
  };
}

/** Is this snapshot one this session may show? */
export function usable(snap: LastSeen | undefined | null, token: string | null): snap is LastSeen {
  return !!snap && !!token && snap.version === LAST_SEEN_VERSION && snap.key === tokenKey(token) && snap.home.length > 0;
}

/**
 * Puts the snapshot in the store as the answers it came from would: the instance, the entities,
 * the signed-in account, home as a first page and the notifications as a newer page. What the
 * server says next arrives under the usual rules (new statuses wait behind "show new").
 */
export function restoreLastSeen(store: AppStore, snap: LastSeen): void {
  const { dispatch } = store;
  dispatch(instanceSettingsSet(snap.instance));
  dispatch(entitiesReceived({ users: snap.users, statuses: snap.statuses }));
  dispatch(setCurrentUser(snap.userId));
  dispatch(
    timelineReceived({
      name: 'friends',
      ids: snap.home,
      returned: snap.home.length,
      cursors: { maxId: snap.home.at(-1) ?? null, minId: snap.home[0] ?? null },
      direction: 'initial',
      kept: true,
    }),
  );
  if (snap.notifications.length === 0) return;
  injectReducer(store, 'notifications', notificationsReducer);
  const rawIds = snap.notifications.map((n) => n.id);
  dispatch(pageReceived({ notifications: snap.notifications, rawIds, direction: 'newer', ended: false }));
}
