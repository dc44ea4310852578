// The Redux store. Slices own one table or concern each; cross-slice events are in actions.ts.
import { combineReducers, configureStore, type Reducer, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import type { NotificationsState } from './notificationsSlice';
import type { AccountListsState } from './accountListsSlice';
import type { ListsState } from './listsSlice';
import type { TagsState } from './tagsSlice';
import type { ScheduledState } from './scheduledSlice';
import type { DraftsState } from './draftsSlice';
import type { ChatsState } from './chatsSlice';
import type { ShoutState } from './shoutSlice';
import type { AnnouncementsState } from './announcementsSlice';
import type { BookmarkFoldersState } from './bookmarkFoldersSlice';
import type { FiltersState } from './filtersSlice';
import type { KeptViewsState } from './keptViewsSlice';
import auth from './authSlice';
import config from './configSlice';
import conversations from './conversationsSlice';
import instance from './instanceSlice';
import notices from './noticesSlice';
import relationships from './relationshipsSlice';
import statuses from './statusesSlice';
import timelines from './timelinesSlice';
import ui from './uiSlice';
import users from './usersSlice';
import streaming from './streamingSlice';
import report from './reportSlice';
import { evictionSweep } from './evictionSweep';
import { heldNotifications } from './heldNotifications';

const staticReducers = {
  instance,
  streaming,
  auth,
  users,
  statuses,
  timelines,
  notices,
  ui,
  config,
  relationships,
  conversations,
  report,
};
export const rootReducer = combineReducers(staticReducers);

/**
 * Slices of signed-in features that arrive in lazy chunks (not on the visitor's first paint);
 * absent until injected with injectReducer.
 */
export interface LazyState {
  notifications?: NotificationsState;
  /** Compose drafts (features/compose). */
  drafts?: DraftsState;
  /** Mutes, blocks, domain blocks, follow requests (store/accountListsSlice). */
  accountLists?: AccountListsState;
  /** Chat list and the open chat (features/chats). */
  chats?: ChatsState;
  /** Shoutbox channel state and messages (features/shoutbox). */
  shout?: ShoutState;
  /** Announcements above home and the admin's list (features/announcements). */
  announcements?: AnnouncementsState;
  /** Pleroma bookmark folders (features/bookmark-folders). */
  bookmarkFolders?: BookmarkFoldersState;
  /** The user's lists and their members (store/listsSlice). */
  lists?: ListsState;
  /** Followed and featured hashtags (store/tagsSlice). */
  tags?: TagsState;
  /** The server's filters (store/filtersSlice), once a signed-in reader needs them. */
  serverFilters?: FiltersState;
  /** Scheduled posts (store/scheduledSlice). */
  scheduled?: ScheduledState;
  /** Views showing a copy kept for reading offline (store/keptViews.ts). */
  keptViews?: KeptViewsState;
}
export type RootState = ReturnType<typeof rootReducer> & LazyState;

const lazyReducers: Record<string, Reducer> = {};
const combined = () => combineReducers({ ...staticReducers, ...lazyReducers }) as unknown as Reducer<RootState>;

/** Adds a lazily loaded slice's reducer to a store (once per key and store). */
export function injectReducer(store: { replaceReducer: (r: Reducer<RootState>) => void; getState: () => RootState }, key: keyof LazyState, reducer: Reducer): void {
  const known = lazyReducers[key] === reducer && key in (store.getState() as object);
  lazyReducers[key] = reducer;
  if (!known) store.replaceReducer(combined());
}

export function makeStore(preloaded?: Partial<RootState>) {
  return configureStore({
    reducer: combined(),
    preloadedState: preloaded as RootState | undefined,
    // Entity tables get large; the dev-only immutability/serializability walks cost more than
    // they catch here (everything is plain JSON from normalizers).
    middleware: (getDefault) => getDefault({ immutableCheck: false, serializableCheck: false }).concat(evictionSweep),
    // A run of streamed events renders once (store/streamBatch.ts).
    enhancers: (getDefault) => getDefault().concat(heldNotifications),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type AppThunk<R = void> = ThunkAction<R, RootState, unknown, UnknownAction>;
