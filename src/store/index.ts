// The Redux store. Slices own one table or concern each; cross-slice events are in actions.ts.
import { combineReducers, configureStore, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
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

export const rootReducer = combineReducers({
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
});

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloaded?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: preloaded as RootState | undefined,
    // Entity tables get large; the dev-only immutability/serializability walks cost more than
    // they catch here (everything is plain JSON from normalizers).
    middleware: (getDefault) => getDefault({ immutableCheck: false, serializableCheck: false }),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type AppThunk<R = void> = ThunkAction<R, RootState, unknown, UnknownAction>;
