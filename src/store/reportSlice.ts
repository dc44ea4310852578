// The user-reporting dialog: which user it is open for,
// the pre-ticked statuses, and the form state idle → processing → error | success.
import { createAction, createSlice } from '@reduxjs/toolkit';
import { loggedOut } from './actions';
import type { RootState } from './index';

/** Opens the report dialog for a user, with these of their statuses ticked. */
export const reportRequested = createAction<{ userId: string; statusIds: string[] }>('statusActions/reportRequested');

export type ReportFormState = 'idle' | 'processing' | 'error' | 'success';

export interface ReportState {
  /** The reported account; null while the dialog is closed. */
  userId: string | null;
  preTickedIds: string[];
  state: ReportFormState;
}

const initialState: ReportState = { userId: null, preTickedIds: [], state: 'idle' };

const reportSlice = createSlice({
  name: 'report',
  initialState,
  reducers: {
    reportClosed: () => initialState,
    reportSubmitting: (state) => {
      state.state = 'processing';
    },
    reportFailed: (state) => {
      state.state = 'error';
    },
    reportSucceeded: (state) => {
      state.state = 'success';
    },
  },
  extraReducers: (b) => {
    b.addCase(reportRequested, (_state, action) => ({
      userId: action.payload.userId,
      preTickedIds: action.payload.statusIds,
      state: 'idle',
    }));
    b.addCase(loggedOut, () => initialState);
  },
});

export const { reportClosed, reportSubmitting, reportFailed, reportSucceeded } = reportSlice.actions;
export default reportSlice.reducer;

export const selectReport = (s: RootState): ReportState => s.report;
