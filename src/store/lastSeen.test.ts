import { describe, expect, it } from 'vitest';
import type { Notification } from '../entities/types';
import { entitiesReceived } from './actions';
import { setCurrentUser, setToken } from './authSlice';
import { makeStore } from './index';
import { HOME_KEPT, restoreLastSeen, snapshotOf, tokenKey, usable } from './lastSeen';
import { pageReceived } from './notificationsSlice';
import notificationsReducer from './notificationsSlice';
import { injectReducer } from './index';
import { makeStatus, makeUser } from './testing';
import { timelineReceived } from './timelinesSlice';

const note = (id: string, status: string | null, from: string): Notification => ({
  id, type: 'like', seen: false, status, from_profile: from, target: null, emoji: null, emoji_url: null, created_at: '2026-01-01T00:00:00Z',
});

/** A signed-in session whose home shows `count` statuses (the newest is a repeat) and one notification. */
function session(count: number) {
  const store = makeStore();
  const me = makeUser({ id: 'me', screen_name: 'me' });
  const author = makeUser({ id: 'a1', screen_name: 'author' });
  const fan = makeUser({ id: 'f1', screen_name: 'fan' });
  const stranger = makeUser({ id: 'x1', screen_name: 'stranger' });
  const original = makeStatus({ id: 'orig', user: 'x1' });
  const statuses = Array.from({ length: count }, (_, i) => makeStatus({ id: String(1000 - i), user: 'a1' }));
  statuses[0] = makeStatus({ id: '1000', user: 'a1', retweeted_status: 'orig' });
  store.dispatch(setToken('secret-token'));
  store.dispatch(entitiesReceived({ users: [me, author, fan, stranger], statuses: [original, ...statuses] }));
  store.dispatch(setCurrentUser('me'));
  const ids = statuses.map((s) => s.id);
  store.dispatch(timelineReceived({ name: 'friends', ids, returned: ids.length, cursors: { maxId: null, minId: null }, direction: 'initial' }));
  injectReducer(store, 'notifications', notificationsReducer);
  store.dispatch(pageReceived({ notifications: [note('n1', '999', 'f1')], rawIds: ['n1'], direction: 'newer' }));
  return store;
}

describe('the last-seen snapshot', () => {
  it('keeps home’s newest statuses with the accounts and repeated posts they show, and the notifications', () => {
    const snap = snapshotOf(session(60).getState(), 5)!;
    expect(snap.home).toHaveLength(HOME_KEPT);
    expect(snap.home[0]).toBe('1000');
    expect(snap.statuses.map((s) => s.id)).toContain('orig');
    expect(snap.users.map((u) => u.id).sort()).toEqual(['a1', 'f1', 'me', 'x1']);
    expect(snap.notifications.map((n) => n.id)).toEqual(['n1']);
    expect(snap.key).toBe(tokenKey('secret-token'));
    expect(JSON.stringify(snap)).not.toContain('secret-token');
    expect(snap.savedAt).toBe(5);
  });

  it('is taken only from a signed-in session with home statuses on screen', () => {
    expect(snapshotOf(makeStore().getState())).toBeNull();
    const store = makeStore();
    store.dispatch(setToken('t'));
    store.dispatch(entitiesReceived({ users: [makeUser({ id: 'me' })] }));
    store.dispatch(setCurrentUser('me'));
    expect(snapshotOf(store.getState())).toBeNull();
  });

  it('is shown only to the session it was taken from', () => {
    const snap = snapshotOf(session(3).getState());
    expect(usable(snap, 'secret-token')).toBe(true);
    expect(usable(snap, 'another-token')).toBe(false);
    expect(usable(snap, null)).toBe(false);
    expect(usable(null, 'secret-token')).toBe(false);
  });

  it('restores home, the account, the instance and the notifications into a fresh store', () => {
    const before = session(5).getState();
    const snap = snapshotOf(before)!;
    const store = makeStore();
    store.dispatch(setToken('secret-token'));
    restoreLastSeen(store, snap);
    const s = store.getState();
    expect(s.auth.loginState).toBe('loggedIn');
    expect(s.auth.currentUserId).toBe('me');
    expect(s.timelines.friends.visibleStatuses).toEqual(before.timelines.friends.visibleStatuses);
    expect(s.timelines.friends.loaded).toBe(true);
    // Kept until the server's first answer says where home stands now.
    expect(s.timelines.friends.kept).toBe(true);
    expect(s.timelines.friends.minId).toBe('1000');
    expect(s.statuses.orig).toBeDefined();
    expect(s.notifications?.ids).toEqual(['n1']);
    expect(s.instance).toEqual(before.instance);
  });
});
