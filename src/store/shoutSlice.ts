// The shoutbox (lazy slice, injected by features/shoutbox): the channel state and the messages
// heard since joining (history first). Only the newest SHOUT_KEEP stay in memory.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ShoutState as ChannelState } from '../api/shout';
import type { ShoutMessage } from '../entities/shout';
import { loggedOut } from './actions';
import type { RootState } from './index';

export const SHOUT_KEEP = 100;

export interface ShoutState {
  channel: ChannelState;
  messages: ShoutMessage[];
}

const initialState: ShoutState = { channel: 'closed', messages: [] };

const keepNewest = (list: ShoutMessage[]) => (list.length > SHOUT_KEEP ? list.slice(list.length - SHOUT_KEEP) : list);

const shoutSlice = createSlice({
  name: 'shout',
  initialState,
  reducers: {
    shoutChannelChanged: (state, action: PayloadAction<ChannelState>) => {
      state.channel = action.payload;
    },
    /** The `messages` event on (re)join: the history replaces what we had. */
    shoutHistoryReceived: (state, action: PayloadAction<ShoutMessage[]>) => {
      state.messages = keepNewest(action.payload);
    },
    shoutReceived: (state, action: PayloadAction<ShoutMessage>) => {
      if (state.messages.some((m) => m.id === action.payload.id)) return;
      state.messages = keepNewest([...state.messages, action.payload]);
    },
  },
  extraReducers: (b) => b.addCase(loggedOut, () => initialState),
});

export const { shoutChannelChanged, shoutHistoryReceived, shoutReceived } = shoutSlice.actions;
export default shoutSlice.reducer;

const EMPTY: ShoutMessage[] = [];
export const selectShoutMessages = (s: RootState): ShoutMessage[] => s.shout?.messages ?? EMPTY;
/** The shoutbox is available only while the channel is joined. */
export const selectShoutJoined = (s: RootState): boolean => s.shout?.channel === 'joined';
/** The channel's state; 'closed' before the slice or the channel exists. */
export const selectShoutChannel = (s: RootState): ChannelState => s.shout?.channel ?? 'closed';
