// Per-navigation effects: scroll reset/restoration and the remembered timeline.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { matchRoutes, useLocation, useNavigationType, type RouteObject } from 'react-router';
import { useAppDispatch } from '../store/hooks';
import { setLastTimeline, type RememberedTimeline } from '../store/uiSlice';

export interface RouteHandle {
  name?: string;
  /** The screen positions itself (conversation scrolls to its status): no reset. */
  dontScroll?: boolean;
}

/** Which remembered timeline a path is, if any. */
export function rememberedTimelineOf(pathname: string): RememberedTimeline | null {
  if (pathname === '/main/friends') return 'friends';
  if (pathname === '/main/public') return 'public';
  if (pathname === '/main/all') return 'publicAndExternal';
  if (pathname === '/bookmarks') return 'bookmarks';
  if (/^\/users\/[^/]+\/dms\/?$/.test(pathname)) return 'dms';
  return null;
}

// Browsers keep about 50 history entries a tab: older positions can never be returned to.
const POSITIONS_KEPT = 100;
const positions = new Map<string, number>();

/** The entry scrolled last goes to the end, so the oldest dropped is one left long ago. */
function rememberPosition(key: string, y: number): void {
  positions.delete(key);
  positions.set(key, y);
  if (positions.size > POSITIONS_KEPT) positions.delete(positions.keys().next().value as string);
}

export function RouteEffects({ routes }: { routes: RouteObject[] }) {
  const location = useLocation();
  const navType = useNavigationType();
  const dispatch = useAppDispatch();
  const currentKey = useRef(location.key);

  // Remember where each history entry was scrolled, keyed by its location key.
  useEffect(() => {
    const onScroll = () => rememberPosition(currentKey.current, window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useLayoutEffect(() => {
    currentKey.current = location.key;
    const saved = positions.get(location.key);
    if (navType === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    const matches = matchRoutes(routes, location) ?? [];
    const dontScroll = matches.some((m) => (m.route.handle as RouteHandle | undefined)?.dontScroll);
    if (!dontScroll) window.scrollTo(0, 0);
    // Only a new location should move the page, not a re-render.
  }, [location.key]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    const remembered = rememberedTimelineOf(location.pathname);
    if (remembered) dispatch(setLastTimeline(remembered));
  }, [location.pathname, dispatch]);

  return null;
}
