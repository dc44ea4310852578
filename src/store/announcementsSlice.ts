// Announcements (lazy slice, injected by features/announcements): what members see above home,
// with their read state and reactions, and the admin's full list. Streaming events update both.
import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Announcement } from '../entities/announcement';
import { loggedOut } from './actions';
import type { RootState } from './index';
import { announcementDeleteStreamed, announcementReactionStreamed, announcementStreamed } from './streamingActions';

export interface AnnouncementsState {
  items: Announcement[];
  loaded: boolean;
  /** The admin page's list (every announcement, newest first); null until fetched. */
  admin: Announcement[] | null;
}

const initialState: AnnouncementsState = { items: [], loaded: false, admin: null };

function upsert(list: Announcement[], a: Announcement, atStart = false): Announcement[] {
  const i = list.findIndex((x) => x.id === a.id);
  if (i < 0) return atStart ? [a, ...list] : [...list, a];
  const next = list.slice();
  next[i] = a;
  return next;
}

function setReaction(a: Announcement, name: string, change: { count?: number; me?: boolean; delta?: number }): void {
  let r = a.reactions.find((x) => x.name === name);
  if (!r) {
    r = { name, count: 0, me: false, url: null };
    a.reactions.push(r);
  }
  if (change.count !== undefined) r.count = change.count;
  if (change.delta !== undefined) r.count = Math.max(0, r.count + change.delta);
  if (change.me !== undefined) r.me = change.me;
  a.reactions = a.reactions.filter((x) => x.count > 0);
}

const announcementsSlice = createSlice({
  name: 'announcements',
  initialState,
  reducers: {
    announcementsReceived: (state, action: PayloadAction<Announcement[]>) => {
      state.items = action.payload;
      state.loaded = true;
    },
    announcementDismissed: (state, action: PayloadAction<string>) => {
      const a = state.items.find((x) => x.id === action.payload);
      if (a) a.read = true;
    },
    /** Optimistic: my reaction given (on) or taken back. */
    announcementReactionToggled: (state, action: PayloadAction<{ id: string; name: string; on: boolean }>) => {
      const { id, name, on } = action.payload;
      const a = state.items.find((x) => x.id === id);
      const current = a?.reactions.find((r) => r.name === name);
      if (!a || (current?.me ?? false) === on) return;
      setReaction(a, name, { me: on, delta: on ? 1 : -1 });
    },
    adminAnnouncementsReceived: (state, action: PayloadAction<Announcement[]>) => {
      state.admin = action.payload;
    },
    adminAnnouncementSaved: (state, action: PayloadAction<Announcement>) => {
      state.admin = upsert(state.admin ?? [], action.payload, true);
    },
    adminAnnouncementDeleted: (state, action: PayloadAction<string>) => {
      state.admin = (state.admin ?? []).filter((a) => a.id !== action.payload);
      state.items = state.items.filter((a) => a.id !== action.payload);
    },
  },
  extraReducers: (b) =>
    b
      .addCase(loggedOut, () => initialState)
      .addCase(announcementStreamed, (state, action) => {
        // A changed announcement keeps this reader's dismissal.
        const old = state.items.find((a) => a.id === action.payload.id);
        state.items = upsert(state.items, { ...action.payload, read: action.payload.read || (old?.read ?? false) });
      })
      .addCase(announcementReactionStreamed, (state, action) => {
        const a = state.items.find((x) => x.id === action.payload.announcementId);
        if (a) setReaction(a, action.payload.name, { count: action.payload.count });
      })
      .addCase(announcementDeleteStreamed, (state, action) => {
        state.items = state.items.filter((a) => a.id !== action.payload);
        if (state.admin) state.admin = state.admin.filter((a) => a.id !== action.payload);
      }),
});

export const {
  announcementsReceived,
  announcementDismissed,
  announcementReactionToggled,
  adminAnnouncementsReceived,
  adminAnnouncementSaved,
  adminAnnouncementDeleted,
} = announcementsSlice.actions;
export default announcementsSlice.reducer;

const EMPTY: Announcement[] = [];
/** What is shown above home: not yet dismissed. */
export const selectUnreadAnnouncements = createSelector(
  (s: RootState) => s.announcements?.items ?? EMPTY,
  (items) => items.filter((a) => !a.read),
);
export const selectAdminAnnouncements = (s: RootState): Announcement[] | null => s.announcements?.admin ?? null;
