// The home timeline's reading position. At the first home screen of a page load, the
// position is read (this device's from localStorage, the account's from the server marker where it
// is kept; the newer wins, choosePosition), older pages load until that post is held, and the page
// scrolls to it. Then, as the reader moves, the post at the reading line is written here at once
// and to the server a few seconds after the reader settles, and at once (keepalive) when the page
// is hidden or left. Back on a hidden page, a marker moved meanwhile on another device is followed.
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { TimelineName } from '../../../entities/timelineName';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectTimeline } from '../../../store/timelinesSlice';
import { loadHomeMarker, storeHomeMarker } from '../../../store/homeMarkerThunks';
import { loadUntilHeld } from '../../../store/loadUntilHeld';
import { readPosition, writePosition } from '../../../store/readingPosition';
import { compareIds } from '../../../lib/ids';
import { afterConflict, choosePosition, type Target } from './choosePosition';
import { postAtReadingLine, scrollToPost } from './readingLine';
import { selectCurrentUserId } from '../../../store/authSlice';

/** Constants of this feature alone: how deep a restore loads, how long the reader settles. */
export const RESTORE_MAX_PAGES = 10;
export const SAVE_DEBOUNCE_MS = 3000;
const CAPTURE_EVERY_MS = 300;
/** Accounts whose position was restored in this page load (a later visit to home keeps its scroll). */
const restored = new Set<string>();

const SCROLL_KEYS = new Set(['PageDown', 'PageUp', 'ArrowDown', 'ArrowUp', 'Home', 'End', ' ']);

export interface ReadingState {
  /** Posts above the reading position, while the "new above" notice is shown; null otherwise. */
  above: number | null;
  jumpToNewest: () => void;
}

export function useReadingPosition(name: TimelineName, ids: readonly string[], bodyRef: RefObject<HTMLElement | null>): ReadingState {
  const dispatch = useAppDispatch();
  const userId = useAppSelector((s) => selectCurrentUserId(s));
  // A list kept from the last visit is not where home stands now: the restore waits for the server.
  const loaded = useAppSelector((s) => selectTimeline(s, name).loaded && !selectTimeline(s, name).kept);
  const account = `${window.location.origin}|${userId ?? ''}`;
  const [above, setAbove] = useState<number | null>(null);
  const idsRef = useRef(ids);
  idsRef.current = ids;
  const r = useRef({ tracking: false, restoring: false, cancelled: false, stamp: null as string | null, current: null as Target | null, sent: null as string | null, dirty: false, timer: 0, capture: 0, notice: false });

  const feed = () => bodyRef.current?.querySelector<HTMLElement>('.timeline-feed') ?? null;

  const save = useCallback(
    async (keepalive: boolean, retried = false): Promise<void> => {
      const s = r.current;
      window.clearTimeout(s.timer);
      if (!s.dirty || !s.current) return;
      const id = s.current.id;
      s.dirty = false;
      s.sent = id;
      const outcome = await dispatch(storeHomeMarker(id, keepalive));
      if (outcome === null) return;
      if ('saved' in outcome) {
        if (!outcome.saved) return;
        s.stamp = outcome.saved.stamp;
        if (s.current) writePosition(account, name, { ...s.current, stamp: s.stamp });
      } else if (afterConflict(id, outcome.conflict) === 'retry' && !retried) {
        s.dirty = true;
        await save(keepalive, true);
      } else if (outcome.conflict) s.sent = outcome.conflict.lastReadId;
    },
    [dispatch, account, name],
  );

  /** Where the reader is now: kept here at once, sent to the server once they settle. */
  const capture = useCallback(() => {
    const s = r.current;
    s.capture = 0;
    const el = feed();
    const at = el && postAtReadingLine(el);
    if (!at) return;
    const index = idsRef.current.indexOf(at.id);
    if (s.notice) {
      if (index <= 0) s.notice = false;
      setAbove(s.notice ? index : null);
    }
    if (!s.tracking) return;
    s.current = at;
    writePosition(account, name, { ...at, stamp: s.stamp });
    if (at.id === s.sent) return;
    s.dirty = true;
    window.clearTimeout(s.timer);
    s.timer = window.setTimeout(() => void save(false), SAVE_DEBOUNCE_MS);
  }, [account, name, save]); // eslint-disable-line react-hooks/exhaustive-deps

  const goTo = useCallback(
    async (target: Target | null) => {
      const s = r.current;
      s.restoring = true;
      s.tracking = false;
      s.cancelled = false;
      const cancelled = () => s.cancelled;
      try {
        if (!target) return;
        const held = await dispatch(loadUntilHeld(name, target.id, RESTORE_MAX_PAGES, cancelled));
        // Gone (deleted, filtered) or deeper than we load: the next older post held, if any.
        const id = held ? target.id : idsRef.current.find((x) => compareIds(x, target.id) < 0);
        if (!id || cancelled()) return;
        const to = { id, offset: held ? target.offset : 0 };
        for (let n = 0; n < 30 && !idsRef.current.includes(id); n++) await new Promise((res) => requestAnimationFrame(res));
        if (idsRef.current.indexOf(id) === 0 && to.offset === 0) {
          // The reader was at the top: the top it is (the "show new" rules show what arrives
          // at once only there), not the first post's edge under the header.
          window.scrollTo({ top: 0 });
          s.notice = false;
          setAbove(null);
          return;
        }
        const el = feed();
        if (!el || cancelled()) return;
        await scrollToPost(el, idsRef.current, to, cancelled);
        s.notice = idsRef.current.indexOf(id) > 0;
        setAbove(s.notice ? idsRef.current.indexOf(id) : null);
      } finally {
        s.restoring = false;
        s.tracking = true;
        // Where the reader now is (a position newer than the server's is sent).
        capture();
      }
    },
    [dispatch, name, capture], // eslint-disable-line react-hooks/exhaustive-deps
  );

  // The first home screen of this page load: restore.
  useEffect(() => {
    if (!loaded || !userId || restored.has(account)) {
      // Back on home later in this page load: the scroll is kept; what was synced is known here.
      if (loaded && !r.current.tracking) {
        r.current.tracking = true;
        r.current.stamp = readPosition(account, name)?.stamp ?? null;
      }
      return;
    }
    restored.add(account);
    void (async () => {
      const local = readPosition(account, name);
      const server = await dispatch(loadHomeMarker());
      const target = choosePosition(local, server);
      const s = r.current;
      // From here this device has seen the server's marker as it is now.
      s.stamp = server?.stamp ?? local?.stamp ?? null;
      s.sent = server?.lastReadId ?? null;
      await goTo(target);
    })();
  }, [loaded, userId, account, name, dispatch, goTo]);

  // Posts shown at once at the top move the post at the reading line with no scroll (the reader at
  // the top reads the newest one): taken once they are painted.
  useEffect(() => {
    if (!r.current.tracking) return;
    const frame = requestAnimationFrame(() => capture());
    return () => cancelAnimationFrame(frame);
  }, [ids[0], capture]); // eslint-disable-line react-hooks/exhaustive-deps

  // Following the reader; leaving; coming back.
  useEffect(() => {
    const s = r.current;
    const onScroll = () => {
      if (!s.capture) s.capture = window.setTimeout(capture, CAPTURE_EVERY_MS);
    };
    const stopRestore = () => {
      if (s.restoring) s.cancelled = true;
    };
    const onKey = (e: KeyboardEvent) => SCROLL_KEYS.has(e.key) && stopRestore();
    const onHide = () => void save(true);
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        capture();
        void save(true);
        return;
      }
      void (async () => {
        const server = await dispatch(loadHomeMarker());
        if (!server || server.stamp === s.stamp || server.lastReadId === s.current?.id || s.restoring) return;
        s.stamp = server.stamp;
        s.sent = server.lastReadId;
        await goTo({ id: server.lastReadId, offset: 0 });
      })();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('wheel', stopRestore, { passive: true });
    window.addEventListener('touchstart', stopRestore, { passive: true });
    window.addEventListener('keydown', onKey);
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('wheel', stopRestore);
      window.removeEventListener('touchstart', stopRestore);
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onVisibility);
      window.clearTimeout(s.capture);
      s.capture = 0;
      s.cancelled = true;
      // Leaving the screen is leaving the position: send it now.
      void save(false);
    };
  }, [capture, save, dispatch, goTo]);

  const jumpToNewest = useCallback(() => {
    r.current.notice = false;
    setAbove(null);
    window.scrollTo({ top: 0 });
    feed()?.querySelector<HTMLElement>('article')?.focus({ preventScroll: true });
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  return { above, jumpToNewest };
}
