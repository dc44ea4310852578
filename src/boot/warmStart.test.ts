// The snapshot keeper writes after changes (debounced), drops the snapshot on sign-out, and
// where IndexedDB is missing (jsdom, some private windows) the start is the usual one.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { entitiesReceived, loggedOut } from '../store/actions';
import { setCurrentUser, setToken } from '../store/authSlice';
import { makeStore } from '../store';
import { makeStatus, makeUser } from '../store/testing';
import { timelineReceived } from '../store/timelinesSlice';
import * as db from '../store/lastSeenDb';
import { afterKeptPaint, keepLastSeen, warmStart, WRITE_DELAY_MS } from './warmStart';
import { PICTURE_ATTR } from '../store/lastSeenPicture';

function signedInWithHome() {
  const store = makeStore();
  store.dispatch(setToken('t'));
  store.dispatch(entitiesReceived({ users: [makeUser({ id: 'me' })], statuses: [makeStatus({ id: '1', user: 'me' })] }));
  store.dispatch(setCurrentUser('me'));
  return store;
}
const homeArrives = (store: ReturnType<typeof makeStore>, ids: string[]) =>
  store.dispatch(timelineReceived({ name: 'friends', ids, returned: ids.length, cursors: { maxId: null, minId: null }, direction: 'initial' }));

describe('keepLastSeen', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('writes once after a burst of changes, not on each', async () => {
    const write = vi.spyOn(db, 'writeLastSeen').mockResolvedValue();
    const store = signedInWithHome();
    const stop = keepLastSeen(store);
    homeArrives(store, ['1']);
    store.dispatch(entitiesReceived({ statuses: [makeStatus({ id: '1', user: 'me', favorited: true })] }));
    expect(write).not.toHaveBeenCalled();
    vi.advanceTimersByTime(WRITE_DELAY_MS);
    expect(write).toHaveBeenCalledTimes(1);
    expect(write.mock.calls[0][0].home).toEqual(['1']);
    stop();
  });

  it('writes the picture of home with the statuses it shows, and none from another page', () => {
    const write = vi.spyOn(db, 'writeLastSeen').mockResolvedValue();
    document.body.innerHTML = '<div id="app"><div role="feed"><div data-vid="1"><article>one</article></div></div></div>';
    window.history.replaceState(null, '', '/main/friends');
    const store = signedInWithHome();
    const stop = keepLastSeen(store);
    homeArrives(store, ['1']);
    vi.advanceTimersByTime(WRITE_DELAY_MS);
    expect(write.mock.calls[0][0].picture?.html).toContain('<article>one</article>');

    window.history.replaceState(null, '', '/main/all');
    store.dispatch(entitiesReceived({ statuses: [makeStatus({ id: '1', user: 'me', favorited: true })] }));
    vi.advanceTimersByTime(WRITE_DELAY_MS);
    expect(write).toHaveBeenCalledTimes(2);
    expect(write.mock.calls[1][0].picture).toBeUndefined();
    stop();
    document.body.innerHTML = '';
  });

  it('drops the snapshot when the person signs out', () => {
    vi.spyOn(db, 'writeLastSeen').mockResolvedValue();
    const clear = vi.spyOn(db, 'clearLastSeen').mockResolvedValue();
    const store = signedInWithHome();
    const stop = keepLastSeen(store);
    homeArrives(store, ['1']);
    store.dispatch(loggedOut());
    expect(clear).toHaveBeenCalled();
    vi.advanceTimersByTime(WRITE_DELAY_MS);
    stop();
  });
});

describe('warmStart without IndexedDB', () => {
  it('restores nothing and leaves the store as it was', async () => {
    expect(typeof indexedDB).toBe('undefined');
    const store = makeStore();
    store.dispatch(setToken('t'));
    const before = store.getState();
    expect(await warmStart(store)).toBe(false);
    expect(store.getState().timelines).toBe(before.timelines);
    expect(store.getState().auth.loginState).toBe(before.auth.loginState);
  });
});

describe('afterKeptPaint', () => {
  it('resolves once a feed article is in the page, not before', async () => {
    const root = document.createElement('div');
    document.body.append(root);
    let resolved = false;
    const done = afterKeptPaint(root, 10_000).then(() => (resolved = true));
    await new Promise((r) => setTimeout(r, 20));
    expect(resolved).toBe(false);
    root.innerHTML = '<div role="feed"><article>first</article></div>';
    await done;
    expect(resolved).toBe(true);
    root.remove();
  });

  it('waits for the app’s own page, not the kept picture drawn before it', async () => {
    const root = document.createElement('div');
    document.body.append(root);
    root.innerHTML = `<div ${PICTURE_ATTR} inert><div role="feed"><article>pictured</article></div></div>`;
    let resolved = false;
    const done = afterKeptPaint(root, 10_000).then(() => (resolved = true));
    await new Promise((r) => setTimeout(r, 20));
    expect(resolved).toBe(false);
    root.innerHTML = '<div role="feed"><article>drawn by the app</article></div>';
    await done;
    expect(resolved).toBe(true);
    root.remove();
  });

  it('resolves after the frame that paints the kept page, so startup does not compete with its paint', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    const frame = async () => {
      for (const cb of frames.splice(0)) cb(0);
      await new Promise((r) => setTimeout(r, 5));
    };
    try {
      const root = document.createElement('div');
      root.innerHTML = '<div role="feed"><article>first</article></div>';
      let resolved = false;
      void afterKeptPaint(root, 10_000).then(() => (resolved = true));
      await frame();
      expect(resolved).toBe(false);
      await frame();
      expect(resolved).toBe(true);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('does not wait longer than its timeout', async () => {
    await afterKeptPaint(document.createElement('div'), 10);
  });
});
