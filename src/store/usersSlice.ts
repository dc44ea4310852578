// User entity table by id. Every fetch that brings users merges them here (entitiesReceived).
import { dictionary } from '../lib/own';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { User } from '../entities/types';
import { entitiesEvicted, entitiesReceived, loggedOut } from './actions';
import type { RootState } from './index';

export type UsersState = Record<string, User>;

function upsert(state: UsersState, users: User[]): void {
  for (const u of users) {
    if (!u || !u.id) continue;
    const prev = state[u.id];
    // A plain account view must not wipe what verify_credentials told us about ourselves
    // (the editable source, the pending follow-request count, the chat token, the unread chat
    // count and the notification settings are only in the owner's view).
    const ownerOnly =
      prev?.credentials && !u.credentials
        ? {
            source: prev.source,
            follow_request_count: prev.follow_request_count,
            token: prev.token,
            unread_chat_count: prev.unread_chat_count,
            notification_settings: prev.notification_settings,
          }
        : null;
    state[u.id] = prev ? { ...prev, ...u, credentials: prev.credentials || u.credentials, ...ownerOnly } : u;
  }
}

const usersSlice = createSlice({
  name: 'users',
  // Keyed by ids from servers and URLs: no prototype, so '__proto__' or 'constructor' finds nothing.
  initialState: () => dictionary<User>(),
  reducers: {
    usersReceived: (state, action: PayloadAction<User[]>) => upsert(state, action.payload),
  },
  extraReducers: (b) => {
    b.addCase(entitiesReceived, (state, action) => upsert(state, action.payload.users ?? []));
    b.addCase(entitiesEvicted, (state, action) => {
      const keep = new Set(action.payload.keepUserIds);
      for (const id of Object.keys(state)) if (!keep.has(id)) delete state[id];
    });
    b.addCase(loggedOut, () => dictionary<User>());
  },
});

export const { usersReceived } = usersSlice.actions;
export default usersSlice.reducer;

export const selectUsers = (s: RootState): UsersState => s.users;
export const selectUserById = (s: RootState, id: string): User | undefined => s.users[id];
