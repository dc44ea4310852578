// Interface state that is not a user preference: layout mode and the remembered timeline.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { selectUnseenCount } from './notificationCount';
import type { RootState } from './index';

/** The timelines SPEC §2 remembers as "last visited". */
export type RememberedTimeline = 'friends' | 'public' | 'publicAndExternal' | 'bookmarks' | 'dms';

export interface UiState {
  isMobile: boolean;
  lastTimeline: RememberedTimeline | null;
}

export const MOBILE_BREAKPOINT = 800;

const initialState: UiState = {
  isMobile: typeof window !== 'undefined' ? window.innerWidth <= MOBILE_BREAKPOINT : false,
  lastTimeline: null,
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
  },
});

export const { setMobile, setLastTimeline } = uiSlice.actions;
export default uiSlice.reducer;

export const selectIsMobile = (s: RootState): boolean => s.ui.isMobile;
export const selectLastTimeline = (s: RootState): RememberedTimeline | null => s.ui.lastTimeline;
// Chats arrive in a later issue; this keeps the Shell's badge wired meanwhile.
export const selectUnreadChatCount = (_s: RootState): number => 0;
export const selectUnseenNotificationCount = selectUnseenCount;
