// Chat thunks: the list, opening a chat by account, messages
// newest/older, read markers, delete, and sending with an optimistic pending message that is
// retried on a 5xx or network failure (1000 ms × 2^n, 10 tries, one idempotency key) and kept in
// the outbox (chatOutbox.ts) until the server has it.
import * as api from '../api/chats';
import { ApiError } from '../api/http';
import * as searchApi from '../api/search';
import { normalizeChat, normalizeChatMessage } from '../entities/chat';
import { emojifyText } from '../entities/html';
import type { Attachment, Chat, ChatMessage } from '../entities/types';
import { normalizeUser } from '../entities/user';
import { CHAT_PAGE, readIdToSend, retryDelay, shouldRetrySend } from '../lib/chatRules';
import { entitiesReceived } from './actions';
import { selectToken } from './authSlice';
import { outboxOf, removeFromOutbox, saveToOutbox, type OutboxItem } from './chatOutbox';
import {
  chatListFailed,
  chatListReceived,
  chatOpened,
  chatUpdated,
  messageRemoved,
  messagesFailed,
  messagesReceived,
  olderRequested,
  outgoingAdded,
  outgoingSent,
  outgoingState,
  readSent,
} from './chatsSlice';
import type { Dispatch } from '@reduxjs/toolkit';
import type { AppThunk, RootState } from './index';

/** Idempotency keys of sends in flight or waiting for their next try (this tab). */
const inFlight = new Set<string>();

const me = (s: RootState) => s.auth.currentUserId;

function receiveChat(dispatch: Dispatch, raw: unknown): Chat | null {
  const n = normalizeChat(raw);
  if (!n) return null;
  dispatch(entitiesReceived({ users: n.users }));
  dispatch(chatUpdated(n.entity));
  return n.entity;
}

const messagesOf = (items: unknown[]): ChatMessage[] =>
  items.map(normalizeChatMessage).filter((m): m is ChatMessage => m !== null);

export const fetchChatList = (): AppThunk<Promise<void>> => async (dispatch, getState) => {
  try {
    const raw = await api.fetchChats(selectToken(getState()));
    const chats = raw.map(normalizeChat).filter((c) => c !== null);
    dispatch(entitiesReceived({ users: chats.flatMap((c) => c.users) }));
    dispatch(chatListReceived(chats.map((c) => c.entity)));
  } catch (e) {
    console.warn('Fetching chats failed', e);
    dispatch(chatListFailed());
  }
};

/** The chat with an account, created if needed; rejects when the server refuses. */
export const openChatWithAccount =
  (accountId: string): AppThunk<Promise<string>> =>
  async (dispatch, getState) => {
    const chat = receiveChat(dispatch, await api.chatByAccountId(accountId, selectToken(getState())));
    if (!chat) throw new Error('malformed chat');
    return chat.id;
  };

function outgoingMessage(item: OutboxItem, userId: string, pending: boolean): ChatMessage {
  return {
    id: item.localId,
    chat_id: item.chatId,
    account_id: userId,
    created_at: item.createdAt,
    content: emojifyText(item.text),
    emojis: [],
    attachments: item.attachment ? [item.attachment] : [],
    card: null,
    pending,
    error: !pending,
    idempotency_key: item.idempotencyKey,
  };
}

/** Shows the chat: what the outbox still holds for it (pending if a try is running), then the newest page. */
export const enterChat =
  (chatId: string): AppThunk<Promise<void>> =>
  async (dispatch, getState) => {
    const userId = me(getState()) ?? '';
    const outgoing = outboxOf(userId, chatId).map((i) => outgoingMessage(i, userId, inFlight.has(i.idempotencyKey)));
    dispatch(chatOpened({ chatId, outgoing }));
    await dispatch(refreshChatMessages(chatId));
  };

/** Newer messages (since the newest we hold), or the first page. */
export const refreshChatMessages =
  (chatId: string): AppThunk<Promise<void>> =>
  async (dispatch, getState) => {
    const view = getState().chats?.view;
    if (!view || view.chatId !== chatId) return;
    const newest = view.ids[view.ids.length - 1] ?? null;
    try {
      const page = await api.fetchChatMessages(chatId, { sinceId: newest, limit: CHAT_PAGE }, selectToken(getState()));
      const messages = messagesOf(page.items);
      const first = newest === null;
      dispatch(messagesReceived({ chatId, messages, me: me(getState()), bottomedOut: first ? page.items.length < CHAT_PAGE : undefined }));
    } catch (e) {
      console.warn('Fetching chat messages failed', e);
      dispatch(messagesFailed({ chatId }));
    }
  };

export const loadOlderMessages =
  (chatId: string): AppThunk<Promise<void>> =>
  async (dispatch, getState) => {
    const view = getState().chats?.view;
    if (!view || view.chatId !== chatId || view.loadingOlder || view.bottomedOut || view.ids.length === 0) return;
    dispatch(olderRequested({ chatId }));
    try {
      const page = await api.fetchChatMessages(chatId, { maxId: view.ids[0], limit: CHAT_PAGE }, selectToken(getState()));
      dispatch(messagesReceived({ chatId, messages: messagesOf(page.items), me: me(getState()), older: true, bottomedOut: page.items.length < CHAT_PAGE }));
    } catch (e) {
      console.warn('Fetching older chat messages failed', e);
      dispatch(messagesFailed({ chatId }));
    }
  };

/** Sends the read marker for the newest server message, only when it moved forward. */
export const markChatRead =
  (chatId: string): AppThunk<Promise<void>> =>
  async (dispatch, getState) => {
    const s = getState();
    const view = s.chats?.view;
    if (!view || view.chatId !== chatId) return;
    const newest = view.ids[view.ids.length - 1] ?? null;
    const unread = s.chats?.byId[chatId]?.unread ?? 0;
    const lastId = readIdToSend(newest, view.lastReadSent);
    if (lastId === null) return;
    dispatch(readSent({ chatId, lastReadId: lastId }));
    // Nothing unread on the server's side: remember the marker, say nothing.
    if (unread === 0 && view.lastReadSent === null) return;
    try {
      receiveChat(dispatch, await api.readChat(chatId, lastId, selectToken(s)));
    } catch (e) {
      console.warn('Marking the chat read failed', e);
    }
  };

function deliver(item: OutboxItem, attempt: number): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const s = getState();
    const userId = me(s);
    if (!userId) {
      inFlight.delete(item.idempotencyKey);
      return;
    }
    inFlight.add(item.idempotencyKey);
    try {
      const raw = await api.postChatMessage(
        item.chatId,
        { content: item.text, mediaId: item.attachment?.id, idempotencyKey: item.idempotencyKey },
        selectToken(s),
      );
      inFlight.delete(item.idempotencyKey);
      removeFromOutbox(userId, item.chatId, item.localId);
      const message = normalizeChatMessage(raw);
      if (message) dispatch(outgoingSent({ localId: item.localId, message }));
      else dispatch(messageRemoved({ chatId: item.chatId, id: item.localId }));
      void dispatch(refreshChatMessages(item.chatId));
      void dispatch(fetchChatList());
    } catch (e) {
      const status = e instanceof ApiError ? e.status : 0;
      // Signed out (or another user) meanwhile: the outbox keeps it for its owner.
      if (me(getState()) !== userId) {
        inFlight.delete(item.idempotencyKey);
        return;
      }
      if (shouldRetrySend(status, attempt)) {
        setTimeout(() => void dispatch(deliver(item, attempt + 1)), retryDelay(attempt));
        return;
      }
      inFlight.delete(item.idempotencyKey);
      dispatch(outgoingState({ chatId: item.chatId, localId: item.localId, pending: false, error: true }));
    }
  };
}

function newKey(): string {
  const c = globalThis.crypto;
  return typeof c?.randomUUID === 'function' ? c.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/** Shows the message as pending at once and delivers it. */
export const sendChatMessage =
  (chatId: string, text: string, attachment: Attachment | null): AppThunk<void> =>
  (dispatch, getState) => {
    const userId = me(getState());
    if (!userId) return;
    const key = newKey();
    const item: OutboxItem = { localId: `local-${key}`, chatId, text, attachment, idempotencyKey: key, createdAt: new Date().toISOString() };
    saveToOutbox(userId, item);
    dispatch(outgoingAdded(outgoingMessage(item, userId, true)));
    void dispatch(deliver(item, 0));
  };

/** A failed message again, with the same idempotency key (the server keeps at most one). */
export const retryChatMessage =
  (chatId: string, localId: string): AppThunk<void> =>
  (dispatch, getState) => {
    const item = outboxOf(me(getState()) ?? '', chatId).find((i) => i.localId === localId);
    if (!item || inFlight.has(item.idempotencyKey)) return;
    dispatch(outgoingState({ chatId, localId, pending: true, error: false }));
    void dispatch(deliver(item, 0));
  };

/** Deletes a sent message on the server, or drops an unsent one from the outbox. */
export const deleteChatMessage =
  (chatId: string, messageId: string): AppThunk<Promise<boolean>> =>
  async (dispatch, getState) => {
    const s = getState();
    const m = s.chats?.view?.byId[messageId];
    if (m && (m.pending || m.error)) {
      removeFromOutbox(me(s) ?? '', chatId, messageId);
      dispatch(messageRemoved({ chatId, id: messageId }));
      return true;
    }
    try {
      await api.deleteChatMessage(chatId, messageId, selectToken(s));
      dispatch(messageRemoved({ chatId, id: messageId }));
      void dispatch(fetchChatList());
      return true;
    } catch (e) {
      console.warn('Deleting the chat message failed', e);
      return false;
    }
  };

/** People to start a chat with: account search (GET /api/v2/search?type=accounts) → user ids. */
export const searchChatPeople =
  (q: string): AppThunk<Promise<string[]>> =>
  async (dispatch, getState) => {
    const raw = (await searchApi.search2({ q, type: 'accounts', limit: 20, resolve: false }, selectToken(getState()))) as { accounts?: unknown };
    const users = (Array.isArray(raw?.accounts) ? raw.accounts : []).map(normalizeUser).filter((u) => u.id);
    dispatch(entitiesReceived({ users }));
    return users.map((u) => u.id);
  };
