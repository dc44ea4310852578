// Chats (lazy slice, injected by features/chats): the chat list, which chat belongs to which
// recipient, and the one open chat view: its messages (server ones oldest first, then the
// outgoing ones in send order), paging bounds, the new-message count and the last read marker
// sent. Rules (culling, read ids, ordering) are lib/chatRules.ts.
import { dictionary } from '../lib/own';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Chat, ChatMessage } from '../entities/types';
import { compareChatIds, idsToCull, CHAT_HELD, CHAT_KEEP } from '../lib/chatRules';
import { loggedOut } from './actions';
import type { RootState } from './index';
import { chatUpdateStreamed } from './streamingActions';

export interface ChatViewState {
  chatId: string;
  /** Server messages, oldest first. */
  ids: string[];
  /** Messages not yet on the server (pending or failed), by their local id, in send order. */
  outgoing: string[];
  byId: Record<string, ChatMessage>;
  loaded: boolean;
  error: boolean;
  loadingOlder: boolean;
  /** No older messages on the server. */
  bottomedOut: boolean;
  /** Messages from the other side that arrived while the reader was not at the bottom. */
  newMessageCount: number;
  lastReadSent: string | null;
}

export interface ChatsState {
  ids: string[];
  byId: Record<string, Chat>;
  loaded: boolean;
  error: boolean;
  /** recipient account id → chat id */
  byRecipient: Record<string, string>;
  view: ChatViewState | null;
}

const initialState: ChatsState = { ids: [], byId: dictionary<Chat>(), loaded: false, error: false, byRecipient: dictionary<string>(), view: null };

const byUpdated = (s: ChatsState) => (a: string, b: string) => (s.byId[b]?.updated_at ?? '').localeCompare(s.byId[a]?.updated_at ?? '');

function upsertChat(state: ChatsState, chat: Chat): void {
  const known = state.byId[chat.id];
  state.byId[chat.id] = chat;
  state.byRecipient[chat.account] = chat.id;
  if (!known) state.ids.push(chat.id);
  state.ids.sort(byUpdated(state));
}

function viewOf(state: ChatsState, chatId: string): ChatViewState | null {
  return state.view && state.view.chatId === chatId ? state.view : null;
}

/** Adds server messages, replacing any outgoing one with the same idempotency key. */
function mergeMessages(view: ChatViewState, messages: ChatMessage[], me: string | null): number {
  const newest = view.ids[view.ids.length - 1] ?? null;
  let fresh = 0;
  for (const m of messages) {
    if (m.idempotency_key) {
      const local = view.outgoing.find((id) => view.byId[id]?.idempotency_key === m.idempotency_key);
      if (local) {
        view.outgoing = view.outgoing.filter((id) => id !== local);
        delete view.byId[local];
      }
    }
    if (!view.byId[m.id]) {
      view.ids.push(m.id);
      if (newest !== null && compareChatIds(m.id, newest) > 0 && m.account_id !== me) fresh += 1;
    }
    view.byId[m.id] = m;
  }
  view.ids.sort(compareChatIds);
  return fresh;
}

/** Drops all but the newest `keep` server messages; the dropped ones can be loaded again. */
function keepNewest(view: ChatViewState, keep: number): void {
  const drop = idsToCull(view.ids, keep);
  if (drop.length === 0) return;
  for (const id of drop) delete view.byId[id];
  view.ids = view.ids.slice(drop.length);
  view.bottomedOut = false;
}

const chatsSlice = createSlice({
  name: 'chats',
  initialState,
  reducers: {
    chatListReceived: (state, action: PayloadAction<Chat[]>) => {
      state.ids = [];
      state.byId = dictionary<Chat>();
      for (const chat of action.payload) upsertChat(state, chat);
      state.loaded = true;
      state.error = false;
    },
    chatListFailed: (state) => {
      state.error = true;
    },
    chatUpdated: (state, action: PayloadAction<Chat>) => upsertChat(state, action.payload),
    chatOpened: (state, action: PayloadAction<{ chatId: string; outgoing: ChatMessage[] }>) => {
      const byId = dictionary<ChatMessage>();
      for (const m of action.payload.outgoing) byId[m.id] = m;
      state.view = {
        chatId: action.payload.chatId,
        ids: [],
        outgoing: action.payload.outgoing.map((m) => m.id),
        byId,
        loaded: false,
        error: false,
        loadingOlder: false,
        bottomedOut: false,
        newMessageCount: 0,
        lastReadSent: null,
      };
    },
    chatClosed: (state) => {
      state.view = null;
    },
    messagesReceived: (
      state,
      action: PayloadAction<{ chatId: string; messages: ChatMessage[]; me: string | null; older?: boolean; bottomedOut?: boolean }>,
    ) => {
      const view = viewOf(state, action.payload.chatId);
      if (!view) return;
      const held = view.ids.length;
      const fresh = mergeMessages(view, action.payload.messages, action.payload.me);
      if (!action.payload.older) {
        view.newMessageCount += fresh;
        // A reader scrolled up in a busy chat: what arrives pushes the oldest out.
        keepNewest(view, Math.max(CHAT_HELD, held));
      }
      if (action.payload.bottomedOut !== undefined) view.bottomedOut = action.payload.bottomedOut;
      view.loaded = true;
      view.error = false;
      if (action.payload.older) view.loadingOlder = false;
    },
    messagesFailed: (state, action: PayloadAction<{ chatId: string }>) => {
      const view = viewOf(state, action.payload.chatId);
      if (!view) return;
      view.error = true;
      view.loadingOlder = false;
    },
    olderRequested: (state, action: PayloadAction<{ chatId: string }>) => {
      const view = viewOf(state, action.payload.chatId);
      if (view) view.loadingOlder = true;
    },
    newMessagesSeen: (state) => {
      if (state.view) state.view.newMessageCount = 0;
    },
    /** At the bottom for 5 s, only the newest 50 stay; older ones can be loaded again. */
    messagesCulled: (state) => {
      if (state.view) keepNewest(state.view, CHAT_KEEP);
    },
    outgoingAdded: (state, action: PayloadAction<ChatMessage>) => {
      const view = viewOf(state, action.payload.chat_id);
      if (!view) return;
      view.outgoing.push(action.payload.id);
      view.byId[action.payload.id] = action.payload;
    },
    outgoingSent: (state, action: PayloadAction<{ localId: string; message: ChatMessage }>) => {
      const { localId, message } = action.payload;
      const view = viewOf(state, message.chat_id);
      if (!view) return;
      view.outgoing = view.outgoing.filter((id) => id !== localId);
      delete view.byId[localId];
      mergeMessages(view, [message], message.account_id);
    },
    outgoingState: (state, action: PayloadAction<{ chatId: string; localId: string; pending: boolean; error: boolean }>) => {
      const m = viewOf(state, action.payload.chatId)?.byId[action.payload.localId];
      if (!m) return;
      m.pending = action.payload.pending;
      m.error = action.payload.error;
    },
    messageRemoved: (state, action: PayloadAction<{ chatId: string; id: string }>) => {
      const view = viewOf(state, action.payload.chatId);
      if (!view) return;
      view.ids = view.ids.filter((id) => id !== action.payload.id);
      view.outgoing = view.outgoing.filter((id) => id !== action.payload.id);
      delete view.byId[action.payload.id];
    },
    readSent: (state, action: PayloadAction<{ chatId: string; lastReadId: string }>) => {
      const view = viewOf(state, action.payload.chatId);
      if (view) view.lastReadSent = action.payload.lastReadId;
    },
  },
  extraReducers: (b) => {
    b.addCase(chatUpdateStreamed, (state, action) => upsertChat(state, action.payload.entity));
    b.addCase(loggedOut, () => initialState);
  },
});

export const {
  chatListReceived,
  chatListFailed,
  chatUpdated,
  chatOpened,
  chatClosed,
  messagesReceived,
  messagesFailed,
  olderRequested,
  newMessagesSeen,
  messagesCulled,
  outgoingAdded,
  outgoingSent,
  outgoingState,
  messageRemoved,
  readSent,
} = chatsSlice.actions;
export default chatsSlice.reducer;

const EMPTY: string[] = [];
export const selectChatIds = (s: RootState): string[] => s.chats?.ids ?? EMPTY;
export const selectChat = (s: RootState, id: string): Chat | undefined => s.chats?.byId[id];
export const selectChatView = (s: RootState): ChatViewState | null => s.chats?.view ?? null;
export const selectChatsLoaded = (s: RootState): boolean => s.chats?.loaded ?? false;
export const selectChatsFailed = (s: RootState): boolean => s.chats?.error ?? false;
/** The recipients of the chats, in list order (a new array each time: compare with shallowEqual). */
export const selectChatAccounts = (s: RootState): string[] => selectChatIds(s).flatMap((id) => selectChat(s, id)?.account ?? []);
export const selectChatIdFor = (s: RootState, recipientId: string): string | undefined => s.chats?.byRecipient[recipientId];
