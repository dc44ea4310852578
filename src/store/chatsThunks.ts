// Chat thunks: the list, opening a chat by account, messages
// newest/older, read markers, delete, and sending with an optimistic pending message that is
// retried on a 5xx (1000 ms × 2^n, 10 tries, one idempotency key). A message that finds no network
// is kept by the outbox (shown waiting, sent by it on reconnect); one the server refuses too, with
// the server's words, to be sent again or deleted.
import * as api from '../api/chats';
import { ApiError, isQueued } from '../api/http';
import * as searchApi from '../api/search';
import { normalizeChat, normalizeChatMessage } from '../entities/chat';
import { emojifyText } from '../entities/html';
import type { Attachment, Chat, ChatMessage } from '../entities/types';
import { normalizeUser } from '../entities/user';
import { CHAT_HELD, CHAT_PAGE, compareChatIds, readIdToSend, retryDelay, shouldRetrySend } from '../lib/chatRules';
import { entitiesReceived } from './actions';
import { selectToken } from './authSlice';
import type { ChatDisplay } from './outbox/chatCarryOver';
import { cancelOutboxEntry, keepRefusedWrite, retryOutboxEntry } from './outbox/start';
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

interface OutboxItem {
  localId: string;
  chatId: string;
  text: string;
  attachment: Attachment | null;
  idempotencyKey: string;
  createdAt: string;
}

/** Messages not on the server that only this tab holds (a refusal the outbox could not keep), for retry. */
const unsent = new Map<string, OutboxItem>();

function outgoingMessage(item: OutboxItem, userId: string): ChatMessage {
  return {
    id: item.localId,
    chat_id: item.chatId,
    account_id: userId,
    created_at: item.createdAt,
    content: emojifyText(item.text),
    emojis: [],
    attachments: item.attachment ? [item.attachment] : [],
    card: null,
    pending: true,
    error: false,
    idempotency_key: item.idempotencyKey,
  };
}

/** Shows the chat (what waits in the outbox shows from there), then the newest page. */
export const enterChat =
  (chatId: string): AppThunk<Promise<void>> =>
  async (dispatch, getState) => {
    const userId = me(getState()) ?? '';
    const outgoing = [...unsent.values()].filter((i) => i.chatId === chatId).map((i) => ({ ...outgoingMessage(i, userId), pending: false, error: true }));
    dispatch(chatOpened({ chatId, outgoing }));
    await dispatch(refreshChatMessages(chatId));
  };

/** The outbox sent a waiting message: the open chat shows the server's. */
export const chatMessageSent =
  (raw: unknown): AppThunk<void> =>
  (dispatch, getState) => {
    const message = normalizeChatMessage(raw);
    if (!message || getState().chats?.view?.chatId !== message.chat_id) return;
    dispatch(messagesReceived({ chatId: message.chat_id, messages: [message], me: me(getState()) }));
  };

/**
 * Pages asked, at most, to reach back from the newest message to the newest held one after a
 * busy pause: no more than the chat holds (what is older leaves anyway, and loads again on the way up).
 */
const GAP_PAGES = CHAT_HELD / CHAT_PAGE;

/**
 * Newer messages (since the newest we hold), or the first page. A server answers `since_id` with
 * the newest page above it, so a full page may leave a gap below it: pages are asked further back
 * (`max_id`) until one comes short, so no message in between is skipped.
 */
export const refreshChatMessages =
  (chatId: string): AppThunk<Promise<void>> =>
  async (dispatch, getState) => {
    const view = getState().chats?.view;
    if (!view || view.chatId !== chatId) return;
    const newest = view.ids[view.ids.length - 1] ?? null;
    const token = selectToken(getState());
    try {
      let page = await api.fetchChatMessages(chatId, { sinceId: newest, limit: CHAT_PAGE }, token);
      const messages = messagesOf(page.items);
      let pages = 1;
      while (newest !== null && page.items.length >= CHAT_PAGE && pages < GAP_PAGES && messages.length > 0) {
        const oldest = messages.reduce((a, m) => (compareChatIds(m.id, a) < 0 ? m.id : a), messages[0].id);
        page = await api.fetchChatMessages(chatId, { sinceId: newest, maxId: oldest, limit: CHAT_PAGE }, token);
        messages.push(...messagesOf(page.items));
        pages += 1;
      }
      const first = newest === null;
      // Still full after the last page asked: older messages are there to load by scrolling up.
      const gapLeft = !first && page.items.length >= CHAT_PAGE;
      dispatch(
        messagesReceived({ chatId, messages, me: me(getState()), bottomedOut: first ? page.items.length < CHAT_PAGE : gapLeft ? false : undefined }),
      );
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
    if (!userId) return;
    const m = { content: item.text, mediaId: item.attachment?.id, idempotencyKey: item.idempotencyKey };
    const display: ChatDisplay = { attachment: item.attachment };
    try {
      const raw = await api.postChatMessage(item.chatId, m, selectToken(s), display);
      const message = normalizeChatMessage(raw);
      if (message) dispatch(outgoingSent({ localId: item.localId, message }));
      else dispatch(messageRemoved({ chatId: item.chatId, id: item.localId }));
      void dispatch(refreshChatMessages(item.chatId));
      void dispatch(fetchChatList());
    } catch (e) {
      // No network: the outbox has it now and shows it waiting.
      if (isQueued(e)) {
        dispatch(messageRemoved({ chatId: item.chatId, id: item.localId }));
        return;
      }
      const status = e instanceof ApiError ? e.status : 0;
      if (me(getState()) !== userId) return;
      if (shouldRetrySend(status, attempt)) {
        setTimeout(() => void dispatch(deliver(item, attempt + 1)), retryDelay(attempt));
        return;
      }
      const words = e instanceof ApiError ? (e.serverMessage ?? e.message) : String(e);
      const { path, ...opts } = api.chatMessageWrite(item.chatId, m);
      const kept = await dispatch(keepRefusedWrite(path, { ...opts, token: selectToken(getState()), outboxDisplay: display }, words)).catch(() => false);
      if (kept) {
        dispatch(messageRemoved({ chatId: item.chatId, id: item.localId }));
        return;
      }
      unsent.set(item.localId, item);
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
    dispatch(outgoingAdded(outgoingMessage(item, userId)));
    void dispatch(deliver(item, 0));
  };

/** The id a message waiting in the outbox has in the chat view. */
export const OUTBOX_MESSAGE_PREFIX = 'outbox-';
const outboxEntryOf = (messageId: string) => (messageId.startsWith(OUTBOX_MESSAGE_PREFIX) ? messageId.slice(OUTBOX_MESSAGE_PREFIX.length) : null);

/** A failed message again, with the same idempotency key (the server keeps at most one). */
export const retryChatMessage =
  (chatId: string, localId: string): AppThunk<void> =>
  (dispatch) => {
    const entry = outboxEntryOf(localId);
    if (entry) {
      void retryOutboxEntry(entry);
      return;
    }
    const item = unsent.get(localId);
    if (!item) return;
    unsent.delete(localId);
    dispatch(outgoingState({ chatId, localId, pending: true, error: false }));
    void dispatch(deliver(item, 0));
  };

/** Deletes a sent message on the server, or drops an unsent one (from the outbox, or this tab). */
export const deleteChatMessage =
  (chatId: string, messageId: string): AppThunk<Promise<boolean>> =>
  async (dispatch, getState) => {
    const s = getState();
    const entry = outboxEntryOf(messageId);
    if (entry) {
      await cancelOutboxEntry(entry);
      return true;
    }
    const m = s.chats?.view?.byId[messageId];
    if (m && (m.pending || m.error)) {
      unsent.delete(messageId);
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
