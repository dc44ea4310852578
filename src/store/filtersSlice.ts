// The signed-in user's server filters (entities/filter.ts), loaded when first needed: v1 ones are
// matched by the client, v2 ones are listed for editing (statuses carry their own hits). A lazy
// slice, injected by the loader (visitors never carry it); read through filtersSelectors.ts.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ServerFilter } from '../entities/filter';
import { loggedOut } from './actions';
import { filtersChangedStreamed } from './streamingActions';
import { injectReducer, type AppStore } from './index';

export interface FiltersState {
  items: ServerFilter[];
  /** idle: to be (re)loaded; a `filters_changed` event makes the list idle again. */
  status: 'idle' | 'loading' | 'loaded' | 'failed';
}

const initialState: FiltersState = { items: [], status: 'idle' };

const filtersSlice = createSlice({
  name: 'serverFilters',
  initialState,
  reducers: {
    filtersLoading: (state) => {
      state.status = 'loading';
    },
    filtersLoaded: (state, action: PayloadAction<ServerFilter[]>) => {
      state.items = action.payload;
      state.status = 'loaded';
    },
    filtersFailed: (state) => {
      state.status = 'failed';
    },
    filterSaved: (state, action: PayloadAction<ServerFilter>) => {
      const i = state.items.findIndex((f) => f.id === action.payload.id);
      if (i >= 0) state.items[i] = action.payload;
      else state.items.push(action.payload);
    },
    filterDeleted: (state, action: PayloadAction<string>) => {
      state.items = state.items.filter((f) => f.id !== action.payload);
    },
  },
  extraReducers: (b) => {
    b.addCase(loggedOut, () => initialState);
    b.addCase(filtersChangedStreamed, (state) => {
      if (state.status !== 'loading') state.status = 'idle';
    });
  },
});

export const { filtersLoading, filtersLoaded, filtersFailed, filterSaved, filterDeleted } = filtersSlice.actions;

/** Adds the slice to `store` (once). */
export function ensureFiltersSlice(store: AppStore): void {
  if (!store.getState().serverFilters) injectReducer(store, 'serverFilters', filtersSlice.reducer);
}
