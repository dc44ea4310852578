// Conversations by focused status id: the ids above (ancestors) and below (descendants) it, and
// the fetch state of the conversation page. Statuses themselves live in the statuses table.
import { dictionary } from '../lib/own';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from './actions';
import type { RootState } from './index';

export interface ConversationState {
  ancestors: string[];
  descendants: string[];
  loading: boolean;
  /** Message of the last failure, null when fine. */
  error: string | null;
  loaded: boolean;
}

const blank = (): ConversationState => ({ ancestors: [], descendants: [], loading: false, error: null, loaded: false });

const conversationsSlice = createSlice({
  name: 'conversations',
  initialState: () => dictionary<ConversationState>(),
  reducers: {
    conversationFetchStarted: (state, action: PayloadAction<string>) => {
      const c = (state[action.payload] ??= blank());
      c.loading = true;
      c.error = null;
    },
    /** Only for a page still open: a late answer must not bring back a closed one (it holds its statuses). */
    conversationReceived: (state, action: PayloadAction<{ id: string; ancestors: string[]; descendants: string[] }>) => {
      const { id, ancestors, descendants } = action.payload;
      if (!state[id]) return;
      state[id] = { ancestors, descendants, loading: false, error: null, loaded: true };
    },
    conversationFetchFailed: (state, action: PayloadAction<{ id: string; error: string }>) => {
      const c = (state[action.payload.id] ??= blank());
      c.loading = false;
      c.error = action.payload.error;
    },
    /** The page was left: forget the lists so eviction may drop their statuses. */
    conversationClosed: (state, action: PayloadAction<string>) => {
      delete state[action.payload];
    },
  },
  extraReducers: (b) => b.addCase(loggedOut, () => dictionary<ConversationState>()),
});

export const { conversationFetchStarted, conversationReceived, conversationFetchFailed, conversationClosed } =
  conversationsSlice.actions;
export default conversationsSlice.reducer;

const EMPTY = blank();
export const selectConversation = (s: RootState, id: string): ConversationState => s.conversations?.[id] ?? EMPTY;
