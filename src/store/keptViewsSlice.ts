// Which views show a kept copy (store/keptViews.ts) and since when it was kept: the "Offline — as
// of 10:42" notice reads it. Lazy: injected with the kept views' chunk.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from './actions';

export interface KeptViewsState {
  /** View key → when the copy on screen was kept (ms since epoch). */
  shown: Record<string, number>;
}

const keptViewsSlice = createSlice({
  name: 'keptViews',
  initialState: (): KeptViewsState => ({ shown: {} }),
  reducers: {
    keptViewShown: (state, action: PayloadAction<{ key: string; savedAt: number }>) => {
      state.shown[action.payload.key] = action.payload.savedAt;
    },
    /** The network is back: the views refresh, no notice stays. */
    keptViewsLeft: (state) => {
      state.shown = {};
    },
  },
  extraReducers: (b) => b.addCase(loggedOut, () => ({ shown: {} })),
});

export const { keptViewShown, keptViewsLeft } = keptViewsSlice.actions;
export default keptViewsSlice.reducer;
