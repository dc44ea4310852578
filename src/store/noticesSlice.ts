// Global notices: level defaults to error, no automatic timeout
// unless one is given.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AppThunk, RootState } from './index';

export interface GlobalNotice {
  id: string;
  messageKey: string;
  messageArgs?: Record<string, unknown> | unknown[];
  level: 'error' | 'warning' | 'success' | 'info';
  timeout?: number;
}

const noticesSlice = createSlice({
  name: 'notices',
  initialState: [] as GlobalNotice[],
  reducers: {
    noticeAdded: (state, action: PayloadAction<GlobalNotice>) => {
      state.push(action.payload);
    },
    dismissNotice: (state, action: PayloadAction<string>) =>
      state.filter((n) => n.id !== action.payload),
  },
});

export const { noticeAdded, dismissNotice } = noticesSlice.actions;
export default noticesSlice.reducer;

let counter = 0;

/** Adds a notice and returns its id; dismisses it after `timeout` ms when one is given. */
export const pushNotice =
  (
    n: Omit<GlobalNotice, 'id' | 'level'> & { level?: GlobalNotice['level'] },
  ): AppThunk<string> =>
  (dispatch) => {
    counter += 1;
    const id = `notice-${Date.now().toString(36)}-${counter}`;
    dispatch(noticeAdded({ ...n, id, level: n.level ?? 'error' }));
    if (n.timeout && n.timeout > 0) setTimeout(() => dispatch(dismissNotice(id)), n.timeout);
    return id;
  };

export const selectNotices = (s: RootState): GlobalNotice[] => s.notices;
