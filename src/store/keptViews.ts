// Reading offline: every timeline, conversation and profile a signed-in person opened
// keeps its last statuses (keptViewsRecord.ts) in IndexedDB (keptViewsDb.ts), written debounced.
// When a view's request fails for lack of network, the kept copy is shown instead, marked with
// when it was kept (keptViewsSlice.ts: the "Offline — as of" notice). When the network is back,
// the views refresh under the "show new" rules: new statuses wait behind "Show new".
// Loaded only for a signed-in session (boot/warmStart.ts, store/offlineFallback.ts).
import { ApiError } from '../api/http';
import type { TimelineName } from '../api/timelines';
import { entitiesReceived } from './actions';
import { fetchConversation } from './conversationThunks';
import { injectReducer, type AppStore, type AppThunk, type RootState } from './index';
import { conversationViewKey, timelineViewKey } from './keptViewKeys';
import { clearViews, findProfileView, readView, writeViews } from './keptViewsDb';
import { keptViewOf, restoreConversation, restoreTimeline, viewsIn, type KeptView } from './keptViewsRecord';
import keptViewsReducer, { keptViewShown, keptViewsLeft } from './keptViewsSlice';
import { tokenKey } from './lastSeen';
import { fetchTimeline } from './timelineThunks';

/** The browser says it is offline, or the request never reached a server. */
export function lackOfNetwork(e: unknown): boolean {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true;
  return (e instanceof ApiError && e.status === 0) || e instanceof TypeError;
}

/** Writes wait this long after a change, so a burst of changes is written once. */
export const KEEP_DELAY_MS = 1500;

const ownerOf = (state: RootState): string | null => (state.auth.userToken ? tokenKey(state.auth.userToken) : null);
const shownKeys = (state: RootState): Record<string, number> => state.keptViews?.shown ?? {};

/**
 * Keeps the views the store holds as they change. A view's latest state is held (state is
 * immutable) until the write, so a view left meanwhile (a tag replaced by another) is still kept.
 */
export function keepViews(store: AppStore): () => void {
  // The notice's slice, there before any kept copy is shown (only a kept session shows one).
  injectReducer(store, 'keptViews', keptViewsReducer);
  const pending = new Map<string, RootState>();
  let last = new Map<string, unknown>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let hadToken = !!store.getState().auth.userToken;
  const write = () => {
    timer = null;
    const now = Date.now();
    const views = [...pending].map(([key, state]) => {
      const owner = ownerOf(state);
      return owner ? keptViewOf(state, key, owner, now) : null;
    });
    pending.clear();
    const kept = views.filter((v): v is KeptView => v !== null);
    if (kept.length > 0) void writeViews(kept);
  };
  const flush = () => {
    if (timer === null) return;
    clearTimeout(timer);
    write();
  };
  const look = () => {
    const state = store.getState();
    if (!state.auth.userToken) {
      // A sign-out drops what was kept at once.
      if (hadToken) void clearViews();
      hadToken = false;
      pending.clear();
      last = new Map();
      return;
    }
    hadToken = true;
    const views = viewsIn(state);
    const shown = shownKeys(state);
    for (const [key, content] of views) {
      // A kept copy on screen is not kept again: its time stays the time it was kept.
      if (last.get(key) !== content && shown[key] === undefined) pending.set(key, state);
    }
    last = views;
    if (pending.size > 0) timer ??= setTimeout(write, KEEP_DELAY_MS);
  };
  // The keeper starts after the first screen: what the store already holds is kept too.
  look();
  const unsubscribe = store.subscribe(look);
  const onHide = () => document.visibilityState === 'hidden' && flush();
  const onOnline = () => store.dispatch(refreshKeptViews());
  document.addEventListener('visibilitychange', onHide);
  window.addEventListener('pagehide', flush);
  window.addEventListener('online', onOnline);
  return () => {
    unsubscribe();
    window.removeEventListener('online', onOnline);
    document.removeEventListener('visibilitychange', onHide);
    window.removeEventListener('pagehide', flush);
    if (timer !== null) clearTimeout(timer);
  };
}

/** Reads view `key` if this session kept it. */
async function ownView(state: RootState, read: Promise<KeptView | null>): Promise<KeptView | null> {
  const owner = ownerOf(state);
  const view = await read;
  return owner && view && view.owner === owner ? view : null;
}

/**
 * A timeline's request failed for lack of network: its kept copy instead, if there is one.
 * True when the timeline shows a kept copy (so no error notice is due).
 */
export const keptTimelineInstead =
  (name: TimelineName): AppThunk<Promise<boolean>> =>
  async (dispatch, getState) => {
    const key = timelineViewKey(name, getState().timelines[name]);
    if (!key) return false;
    if (shownKeys(getState())[key] !== undefined) return true;
    if (getState().timelines[name].statuses.length > 0) return false;
    const view = await ownView(getState(), readView(key));
    const tl = getState().timelines[name];
    // Left or filled meanwhile: nothing to put back.
    if (!view || view.ids.length === 0 || timelineViewKey(name, tl) !== key || tl.statuses.length > 0) return false;
    restoreTimeline(dispatch, name, view);
    dispatch(keptViewShown({ key, savedAt: view.savedAt }));
    return true;
  };

/** The same for a conversation; true when its kept copy is shown. */
export const keptConversationInstead =
  (id: string): AppThunk<Promise<boolean>> =>
  async (dispatch, getState) => {
    const key = conversationViewKey(id);
    const view = await ownView(getState(), readView(key));
    if (!view) return false;
    restoreConversation(dispatch, view);
    dispatch(keptViewShown({ key, savedAt: view.savedAt }));
    return true;
  };

/** A profile's account from a kept view of its posts; its id, or null. */
export const keptProfileInstead =
  (idOrName: string): AppThunk<Promise<string | null>> =>
  async (dispatch, getState) => {
    const view = await ownView(getState(), findProfileView(idOrName));
    if (!view?.profileUserId) return null;
    dispatch(entitiesReceived({ users: view.users }));
    return view.profileUserId;
  };

/** The network is back: the notices leave and every view shown from a kept copy refreshes. */
const refreshKeptViews = (): AppThunk => (dispatch, getState) => {
  const shown = shownKeys(getState());
  if (Object.keys(shown).length === 0) return;
  dispatch(keptViewsLeft());
  for (const [name, tl] of Object.entries(getState().timelines)) {
    const key = timelineViewKey(name as TimelineName, tl);
    if (key && shown[key] !== undefined) void dispatch(fetchTimeline(name as TimelineName, { newer: true, refresh: true }));
  }
  for (const id of Object.keys(getState().conversations ?? {})) {
    if (shown[conversationViewKey(id)] !== undefined) void dispatch(fetchConversation(id));
  }
};
