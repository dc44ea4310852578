// The live connection of the visible timeline: which stream, its
// state, and the last close code. The socket itself lives in streamingThunks (not serializable).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { TimelineName } from '../api/timelines';
import { loggedOut } from './actions';
import type { RootState } from './index';

export type StreamingStatus = 'JOINED' | 'CLOSED' | 'ERROR' | 'DISABLED' | 'STARTING' | 'STARTING_INITIAL';

export interface StreamingState {
  status: StreamingStatus;
  /** The timeline the connection feeds; null when none is live. */
  timeline: TimelineName | null;
  /** Mastodon stream name (user, public, hashtag ...), null when the timeline is only polled. */
  stream: string | null;
  closeCode: number | null;
  /** Polling the timeline runs (streaming off, not joined yet, or broken). */
  polling: boolean;
}

const initialState: StreamingState = {
  status: 'DISABLED',
  timeline: null,
  stream: null,
  closeCode: null,
  polling: false,
};

const streamingSlice = createSlice({
  name: 'streaming',
  initialState,
  reducers: {
    liveStarted: (
      _state,
      action: PayloadAction<{ timeline: TimelineName; stream: string | null; status: StreamingStatus }>,
    ) => ({ ...initialState, ...action.payload }),
    streamingStatusChanged: (
      state,
      action: PayloadAction<{ status: StreamingStatus; closeCode?: number | null }>,
    ) => {
      state.status = action.payload.status;
      if (action.payload.closeCode !== undefined) state.closeCode = action.payload.closeCode;
    },
    pollingChanged: (state, action: PayloadAction<boolean>) => {
      state.polling = action.payload;
    },
    liveStopped: () => initialState,
  },
  extraReducers: (b) => b.addCase(loggedOut, () => initialState),
});

export const { liveStarted, streamingStatusChanged, pollingChanged, liveStopped } = streamingSlice.actions;
export default streamingSlice.reducer;

/** True while the user stream is joined (chats then arrive by it rather than by polling). */
export const selectUserStreamJoined = (s: RootState): boolean => s.streaming.status === 'JOINED' && s.streaming.stream === 'user';
