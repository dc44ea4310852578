// Relationships with other accounts, by account id, as the server last reported them; the
// thunks that change them are in relationshipThunks.ts.
import { dictionary } from '../lib/own';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Relationship } from '../entities/types';
import { loggedOut } from './actions';
import type { RootState } from './index';

export function blankRelationship(id: string): Relationship {
  return {
    id,
    following: false,
    followed_by: false,
    blocking: false,
    blocked_by: false,
    muting: false,
    muting_notifications: false,
    subscribing: false,
    showing_reblogs: true,
    requested: false,
    domain_blocking: false,
    endorsed: false,
    note: '',
    locked: false,
  };
}

const relationshipsSlice = createSlice({
  name: 'relationships',
  initialState: () => dictionary<Relationship>(),
  reducers: {
    relationshipsReceived: (state, action: PayloadAction<Relationship[]>) => {
      for (const r of action.payload) if (r && r.id) state[r.id] = r;
    },
    /** The mute list: mark those accounts muted (creating a minimal entry when unknown). */
    mutesReceived: (state, action: PayloadAction<string[]>) => {
      for (const id of action.payload) {
        state[id] = { ...(state[id] ?? blankRelationship(id)), muting: true };
      }
    },
  },
  extraReducers: (b) => b.addCase(loggedOut, () => dictionary<Relationship>()),
});

export const { relationshipsReceived, mutesReceived } = relationshipsSlice.actions;
export default relationshipsSlice.reducer;

export const selectRelationship = (s: RootState, id: string): Relationship | undefined =>
  s.relationships[id];
