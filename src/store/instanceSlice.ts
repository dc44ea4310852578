// The capability table. Boot builds it with the entities/
// instanceBuilders helpers and stores the result; components only read it.
import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { instanceEmojis } from '../entities/html';
import type { InstanceSettings } from '../entities/instance';
import { defaultInstanceSettings } from '../entities/instanceBuilders';
import type { RootState } from './index';

const instanceSlice = createSlice({
  name: 'instance',
  initialState: (): InstanceSettings => defaultInstanceSettings(),
  reducers: {
    /** Replace the whole table (boot computes it with the pure builders). */
    instanceSettingsSet: (_state, action: PayloadAction<InstanceSettings>) => action.payload,
    /** Merge a few fields (e.g. tos, panel content, emoji arriving after mount). */
    instanceSettingsMerged: (state, action: PayloadAction<Partial<InstanceSettings>>) => ({
      ...state,
      ...action.payload,
    }),
  },
});

export const { instanceSettingsSet, instanceSettingsMerged } = instanceSlice.actions;
export default instanceSlice.reducer;

export const selectInstance = (s: RootState): InstanceSettings => s.instance;

/** The instance's custom emoji as status emoji (shortcode → picture), for plain texts like shouts. */
export const selectInstanceEmojis = createSelector([(s: RootState) => s.instance.customEmoji], instanceEmojis);
