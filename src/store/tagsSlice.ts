// Hashtags: the followed ones (a Link-paged list), whether the user follows a tag
// (by lower-case name, from GET /api/v1/tags/:name), and accounts' featured hashtags.
// Signed-in only, so injected lazily (ensureTagsSlice).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from './actions';
import { injectReducer, type AppStore, type RootState } from './index';

export interface TagsState {
  followed: { names: string[]; maxId: string | null; loading: boolean; loaded: boolean; error: string | null };
  /** Lower-case tag → followed; absent until known. */
  following: Record<string, boolean>;
  /** Account id → its featured hashtags' names. */
  featured: Record<string, string[]>;
}

const initialState = (): TagsState => ({
  followed: { names: [], maxId: null, loading: false, loaded: false, error: null },
  following: {},
  featured: {},
});

const key = (name: string) => name.toLowerCase();

const tagsSlice = createSlice({
  name: 'tags',
  initialState,
  reducers: {
    followedLoading: (state) => {
      state.followed.loading = true;
      state.followed.error = null;
    },
    followedReceived: (state, action: PayloadAction<{ names: string[]; maxId: string | null; append: boolean }>) => {
      const { names, maxId, append } = action.payload;
      const base = append ? state.followed.names : [];
      state.followed = { names: [...base, ...names.filter((n) => !base.includes(n))], maxId, loading: false, loaded: true, error: null };
      for (const n of names) state.following[key(n)] = true;
    },
    followedFailed: (state, action: PayloadAction<string>) => {
      state.followed.loading = false;
      state.followed.error = action.payload;
    },
    /** The server's answer about one tag (its entity, or a follow/unfollow that went through). */
    tagFollowingKnown: (state, action: PayloadAction<{ name: string; following: boolean }>) => {
      const { name, following } = action.payload;
      state.following[key(name)] = following;
      const names = state.followed.names.filter((n) => key(n) !== key(name));
      // Unfollowed from the page: gone from it; followed elsewhere: first, as the server lists it.
      state.followed.names = following && state.followed.loaded ? [name, ...names] : names;
    },
    featuredReceived: (state, action: PayloadAction<{ accountId: string; names: string[] }>) => {
      state.featured[action.payload.accountId] = action.payload.names;
    },
  },
  extraReducers: (b) => b.addCase(loggedOut, () => initialState()),
});

export const { followedLoading, followedReceived, followedFailed, tagFollowingKnown, featuredReceived } = tagsSlice.actions;

const NOT_LOADED = initialState().followed;
const NO_NAMES: string[] = [];

export const selectFollowedTags = (s: RootState): TagsState['followed'] => s.tags?.followed ?? NOT_LOADED;
/** Whether the user follows a tag; undefined until the server said. */
export const selectFollowsTag = (s: RootState, name: string): boolean | undefined => s.tags?.following[key(name)];
export const selectFeaturedTags = (s: RootState, accountId: string): string[] => s.tags?.featured[accountId] ?? NO_NAMES;

export function ensureTagsSlice(store: AppStore): void {
  if (!store.getState().tags) injectReducer(store, 'tags', tagsSlice.reducer);
}
