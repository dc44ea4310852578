// Interface state that is not a user preference: layout mode and the remembered timeline.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { selectUnseenCount } from './notificationCount';
import type { RootState } from './index';

/** The timelines remembered as "last visited". */
export type RememberedTimeline = 'friends' | 'public' | 'publicAndExternal' | 'bookmarks' | 'dms';

/** The settings modal: hidden, visible or minimized (peek). */
export type SettingsModalState = 'hidden' | 'visible' | 'minimized';

export interface UiState {
  isMobile: boolean;
  lastTimeline: RememberedTimeline | null;
  settingsModal: SettingsModalState;
  /** Tab the settings modal should show when it opens (e.g. 'profile', 'filtering'). */
  settingsTab: string | null;
  /** The status the quote form is open for; null or absent while closed. */
  quoting?: string | null;
}

export const MOBILE_BREAKPOINT = 800;

const initialState: UiState = {
  isMobile: typeof window !== 'undefined' ? window.innerWidth <= MOBILE_BREAKPOINT : false,
  lastTimeline: null,
  settingsModal: 'hidden',
  settingsTab: null,
  quoting: null,
};

const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    setMobile: (state, action: PayloadAction<boolean>) => {
      state.isMobile = action.payload;
    },
    setLastTimeline: (state, action: PayloadAction<RememberedTimeline>) => {
      state.lastTimeline = action.payload;
    },
    settingsOpened: (state, action: PayloadAction<string | undefined>) => {
      state.settingsModal = 'visible';
      state.settingsTab = action.payload ?? null;
    },
    settingsClosed: (state) => {
      state.settingsModal = 'hidden';
    },
    /** Peek: visible and minimized toggle; a hidden modal stays hidden. */
    settingsPeeked: (state) => {
      if (state.settingsModal !== 'hidden') state.settingsModal = state.settingsModal === 'visible' ? 'minimized' : 'visible';
    },
    quoteOpened: (state, action: PayloadAction<string>) => {
      state.quoting = action.payload;
    },
    quoteClosed: (state) => {
      state.quoting = null;
    },
  },
});

export const { setMobile, setLastTimeline, settingsOpened, settingsClosed, settingsPeeked, quoteOpened, quoteClosed } = uiSlice.actions;
export default uiSlice.reducer;

export const selectIsMobile = (s: RootState): boolean => s.ui.isMobile;
export const selectSettingsModal = (s: RootState): SettingsModalState => s.ui.settingsModal;
export const selectSettingsTab = (s: RootState): string | null => s.ui.settingsTab;
export const selectQuoting = (s: RootState): string | null => s.ui.quoting ?? null;
export const selectLastTimeline = (s: RootState): RememberedTimeline | null => s.ui.lastTimeline;
/**
 * Unread chat messages for the nav badge, menu dot and title: from the chat list once the (lazy)
 * chats slice has it, else the account's `unread_chat_count`.
 */
export const selectUnreadChatCount = (s: RootState): number => {
  if (s.chats?.loaded) return s.chats.ids.reduce((sum, id) => sum + (s.chats?.byId[id]?.unread ?? 0), 0);
  const me = s.auth.currentUserId ? s.users[s.auth.currentUserId] : undefined;
  return me?.unread_chat_count ?? 0;
};
export const selectUnseenNotificationCount = selectUnseenCount;
