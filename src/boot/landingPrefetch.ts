// A visitor who opens a public timeline (or `/`, whose anonymous landing is the whole known
// network unless the instance says otherwise) gets its first page asked for at once, in parallel
// with startup: it needs no token. Signed-in users keep SPEC's order (their pages need the token).
import type { TimelineName } from '../api/timelines';
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

export function prefetchLandingTimeline(store: AppStore, pathname = window.location.pathname): void {
  const state = store.getState();
  if (state.auth.userToken) return;
  const target = visitorTimelineAt(pathname);
  if (!target) return;
  const config = selectEffectiveConfig(state);
  prefetchTimelinePage({ ...target, replyVisibility: config.replyVisibility, withMuted: !config.hideMutedPosts });
}
