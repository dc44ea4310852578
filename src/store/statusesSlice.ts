// Status entity table by id: a status lives here once; timelines and other lists hold ids.
import { dictionary } from '../lib/own';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Status } from '../entities/types';
import { entitiesEvicted, entitiesReceived, loggedOut } from './actions';
import type { RootState } from './index';

export type StatusesState = Record<string, Status>;

function upsert(state: StatusesState, statuses: Status[]): void {
  for (const st of statuses) if (st && st.id) state[st.id] = st;
}

const statusesSlice = createSlice({
  name: 'statuses',
  initialState: () => dictionary<Status>() as StatusesState,
  reducers: {
    statusesReceived: (state, action: PayloadAction<Status[]>) => upsert(state, action.payload),
    /** Optimistic or partial updates (status actions): merge fields into a status we hold. */
    statusPatched: (state, action: PayloadAction<{ id: string; patch: Partial<Status> }>) => {
      const st = state[action.payload.id];
      if (st) Object.assign(st, action.payload.patch);
    },
  },
  extraReducers: (b) => {
    b.addCase(entitiesReceived, (state, action) => upsert(state, action.payload.statuses ?? []));
    b.addCase(entitiesEvicted, (state, action) => {
      const keep = new Set(action.payload.keepStatusIds);
      for (const id of Object.keys(state)) if (!keep.has(id)) delete state[id];
    });
    b.addCase(loggedOut, () => dictionary<Status>());
  },
});

export const { statusesReceived, statusPatched } = statusesSlice.actions;
export default statusesSlice.reducer;

export const selectStatusById = (s: RootState, id: string): Status | undefined => s.statuses[id];
