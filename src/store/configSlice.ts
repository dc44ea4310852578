// User preferences slice (persisted). setOption is the one writer of what is persisted.
import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { InstanceSettings } from '../entities/instance';
import {
  defaultPreferences,
  INSTANCE_DEFAULTED_KEYS,
  type InstanceDefaultedPreferences,
  type UserPreferences,
} from './preferences';
import type { RootState } from './index';

export type { UserPreferences } from './preferences';

/** { name, value } with the value typed by the option name. */
export type SetOptionPayload = {
  [K in keyof UserPreferences]-?: { name: K; value: UserPreferences[K] };
}[keyof UserPreferences];

const configSlice = createSlice({
  name: 'config',
  initialState: defaultPreferences,
  reducers: {
    setOption: (state, action: PayloadAction<SetOptionPayload>) => {
      (state as Record<string, unknown>)[action.payload.name] = action.payload.value;
    },
    /**
     * Replace with restored values over the defaults. The payload is what the one validator
     * (preferencesCheck.ts) kept of a file, over the current state: the restore checks it before
     * dispatching, so this reducer (in the first chunk) does not carry the validator.
     */
    configLoaded: (_state, action: PayloadAction<Partial<UserPreferences>>) => ({ ...defaultPreferences(), ...action.payload }),
  },
});

export const { setOption, configLoaded } = configSlice.actions;
export default configSlice.reducer;

export const selectConfig = (s: RootState): UserPreferences => s.config;

export type EffectiveConfig = UserPreferences & Required<InstanceDefaultedPreferences>;

/** Preferences with the instance-defaulted ones resolved. */
export const selectEffectiveConfig = createSelector(
  [selectConfig, (s: RootState): InstanceSettings => s.instance],
  (config, instance): EffectiveConfig => {
    const out: Record<string, unknown> = { ...config };
    for (const k of INSTANCE_DEFAULTED_KEYS) {
      if (out[k] === undefined) out[k] = instance[k];
    }
    return out as unknown as EffectiveConfig;
  },
);
