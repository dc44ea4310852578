// Start instantly: for a stored session, the page last seen is put in the store before
// the first render (store/lastSeen.ts), so home shows at once, and with no network at all; the
// snapshot is written again, debounced, as the session changes it. Loaded by main.tsx with a
// dynamic import only when a token is stored: a visitor's first chunk carries none of it.
import type { AppStore } from '../store';
import { fetchTimeline } from '../store/timelineThunks';
import { restoreLastSeen, snapshotOf, usable } from '../store/lastSeen';
import { clearLastSeen, readLastSeen, writeLastSeen } from '../store/lastSeenDb';
import { PICTURE_ATTR, takePicture } from '../store/lastSeenPicture';
import { isSessionLeaving } from '../store/sessionLeaving';
import { afterNextFrame } from '../lib/frames';

/** A slow IndexedDB does not hold the start up longer than this: the network start is as fast. */
const READ_TIMEOUT_MS = 400;
/** Writes wait this long after a change, so a burst of changes is written once. */
export const WRITE_DELAY_MS = 1500;

const timeout = (ms: number) => new Promise<null>((resolve) => setTimeout(() => resolve(null), ms));

/** Restores the last page if this session has one; true when it did. Then keeps it up to date. */
export async function warmStart(store: AppStore): Promise<boolean> {
  const token = store.getState().auth.userToken;
  const snap = await Promise.race([readLastSeen(), timeout(READ_TIMEOUT_MS)]);
  const restored = usable(snap, token);
  if (restored) {
    restoreLastSeen(store, snap);
    if (snap.instance.name) document.title = snap.instance.name;
  }
  keepLastSeen(store);
  return restored;
}

/**
 * Resolves once the kept statuses are on screen in `root` (or after `timeoutMs`): startup's
 * requests and renders then do not compete with the first screen's paint.
 */
export function afterKeptPaint(root: Element, timeoutMs = 1000): Promise<void> {
  return new Promise((resolve) => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      observer.disconnect();
      clearTimeout(timer);
      afterNextFrame(() => setTimeout(resolve, 0));
    };
    // The kept picture (public/last-seen-early.js) is not the app's page: the app's first frame replaces it.
    const painted = () => root.querySelector('[role="feed"] article') !== null && !root.querySelector(`[${PICTURE_ATTR}]`);
    const observer = new MutationObserver(() => painted() && finish());
    const timer = setTimeout(finish, timeoutMs);
    observer.observe(root, { childList: true, subtree: true });
    if (painted()) finish();
  });
}

/** After startup checked the session: what came in meanwhile, under the "show new" rules. */
export function refreshAfterWarmStart(store: AppStore): void {
  if (store.getState().auth.loginState === 'loggedIn') void store.dispatch(fetchTimeline('friends', { newer: true, refresh: true }));
}

/** Writes the snapshot (debounced) as home, the notifications, the account or instance change. */
export function keepLastSeen(store: AppStore): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let last: unknown[] = [];
  const write = () => {
    timer = null;
    if (isSessionLeaving()) return;
    const state = store.getState();
    if (!state.auth.userToken) return void clearLastSeen();
    const snap = snapshotOf(state);
    if (!snap) return;
    // Taken with the data it shows, in the same record: the next start never pairs a picture
    // with other statuses than the ones it draws.
    const picture = takePicture(document.getElementById('app'), state.ui.isMobile);
    void writeLastSeen(picture ? { ...snap, picture } : snap);
  };
  const flush = () => {
    if (timer !== null) clearTimeout(timer);
    write();
  };
  // Every view opened is kept too, for reading offline (its own chunk).
  let stopViews: (() => void) | null = null;
  let stopped = false;
  void import('../store/keptViews')
    .then((m) => (stopped ? undefined : (stopViews = m.keepViews(store))))
    .catch(() => undefined);
  const unsubscribe = store.subscribe(() => {
    if (isSessionLeaving()) return;
    const s = store.getState();
    const watched = [s.auth.userToken, s.auth.loginState, s.timelines.friends.visibleStatuses, s.notifications?.ids, s.instance, s.statuses, s.users];
    if (watched.every((v, i) => v === last[i])) return;
    last = watched;
    // A sign-out drops the snapshot at once; anything else waits for the burst to end.
    if (!s.auth.userToken) {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      void clearLastSeen();
      return;
    }
    timer ??= setTimeout(write, WRITE_DELAY_MS);
  });
  // Leaving the page writes what is pending, and a picture of it if none was taken (scrolled back up).
  const onHide = () => document.visibilityState === 'hidden' && flush();
  document.addEventListener('visibilitychange', onHide);
  window.addEventListener('pagehide', flush);
  return () => {
    stopped = true;
    stopViews?.();
    unsubscribe();
    document.removeEventListener('visibilitychange', onHide);
    window.removeEventListener('pagehide', flush);
    if (timer !== null) clearTimeout(timer);
  };
}
