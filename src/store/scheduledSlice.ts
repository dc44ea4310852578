// Scheduled posts: the person's list, Link-paged, soonest first as fetched. Signed-in
// only, so injected lazily (ensureScheduledSlice) by the page and the post form.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ScheduledStatus } from '../entities/scheduledStatus';
import { loggedOut } from './actions';
import { injectReducer, type AppStore, type RootState } from './index';

export interface ScheduledState {
  items: ScheduledStatus[];
  maxId: string | null;
  loading: boolean;
  loaded: boolean;
  error: string | null;
}

const initialState = (): ScheduledState => ({ items: [], maxId: null, loading: false, loaded: false, error: null });

const scheduledSlice = createSlice({
  name: 'scheduled',
  initialState,
  reducers: {
    scheduledLoading: (state) => {
      state.loading = true;
      state.error = null;
    },
    scheduledReceived: (state, action: PayloadAction<{ items: ScheduledStatus[]; maxId: string | null; append: boolean }>) => {
      const { items, maxId, append } = action.payload;
      const base = append ? state.items.filter((s) => !items.some((n) => n.id === s.id)) : [];
      Object.assign(state, { items: [...base, ...items], maxId, loading: false, loaded: true, error: null });
    },
    scheduledFailed: (state, action: PayloadAction<string>) => {
      state.loading = false;
      state.error = action.payload;
    },
    /** A post just scheduled, or moved: replaced in place, or added at the top. */
    scheduledUpserted: (state, action: PayloadAction<ScheduledStatus>) => {
      const i = state.items.findIndex((s) => s.id === action.payload.id);
      if (i >= 0) state.items[i] = action.payload;
      else if (state.loaded) state.items.unshift(action.payload);
    },
    scheduledRemoved: (state, action: PayloadAction<string>) => {
      state.items = state.items.filter((s) => s.id !== action.payload);
    },
  },
  extraReducers: (b) => b.addCase(loggedOut, () => initialState()),
});

export const { scheduledLoading, scheduledReceived, scheduledFailed, scheduledUpserted, scheduledRemoved } = scheduledSlice.actions;

const NOT_LOADED = initialState();
export const selectScheduled = (s: RootState): ScheduledState => s.scheduled ?? NOT_LOADED;

export function ensureScheduledSlice(store: AppStore): void {
  if (!store.getState().scheduled) injectReducer(store, 'scheduled', scheduledSlice.reducer);
}
