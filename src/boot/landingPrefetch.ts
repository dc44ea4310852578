// A visitor who opens a public timeline (or `/`, whose anonymous landing is the whole known
// network unless the instance says otherwise) gets its first page asked for at once, in parallel
// with startup: it needs no token. Signed-in users keep the usual order, sign-in first (their pages need the token).
import { takePreloaded } from '../api/preloaded';
import type { TimelineName } from '../entities/timelineName';
import type { AppStore } from '../store';
import { selectEffectiveConfig } from '../store/configSlice';
import { prefetchTimelinePage } from '../store/timelinePrefetch';

/** The public timeline a visitor's path shows, if any. */
export function visitorTimelineAt(pathname: string): { timeline: TimelineName; tag?: string } | null {
  if (pathname === '/' || pathname === '/main/all') return { timeline: 'publicAndExternal' };
  if (pathname === '/main/public') return { timeline: 'public' };
  const tag = /^\/tag\/([^/]+)\/?$/.exec(pathname)?.[1];
  if (!tag) return null;
  try {
    return { timeline: 'tag', tag: decodeURIComponent(tag) };
  } catch {
    return null;
  }
}

/** The landing timeline asked for, and whether its page came with the page itself (no wait). */
export type LandingPrefetch = { timeline: TimelineName; tag?: string; embedded: boolean };

export function prefetchLandingTimeline(store: AppStore, pathname = window.location.pathname): LandingPrefetch | null {
  const state = store.getState();
  if (state.auth.userToken) return null;
  const target = visitorTimelineAt(pathname);
  if (!target) return null;
  const config = selectEffectiveConfig(state);
  const query = { ...target, replyVisibility: config.replyVisibility, withMuted: !config.hideMutedPosts };
  const page = config.replyVisibility === 'all' ? embeddedPage(target.timeline, pathname) : undefined;
  prefetchTimelinePage(query, page);
  return { ...target, embedded: page !== undefined };
}

/**
 * Pleroma's page preload carries one public timeline: the whole known network on /main/all, the
 * local one on any other page. It is used only where the path says which one it is.
 */
function embeddedPage(timeline: TimelineName, pathname: string): unknown[] | undefined {
  const embeddedHere = pathname === '/main/all' ? 'publicAndExternal' : pathname === '/main/public' ? 'public' : null;
  if (timeline !== embeddedHere) return undefined;
  const page = takePreloaded('/api/v1/timelines/public');
  return Array.isArray(page) ? page : undefined;
}
