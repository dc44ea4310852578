import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../api/chats';
import { ApiError, QueuedWriteError } from '../api/http';
import { setCurrentUser, setToken } from './authSlice';
import reducer, { chatOpened } from './chatsSlice';
import { deleteChatMessage, enterChat, refreshChatMessages, retryChatMessage, sendChatMessage } from './chatsThunks';
import { injectReducer, makeStore } from './index';
import { cancelOutboxEntry, keepRefusedWrite, retryOutboxEntry } from './outbox/start';

let keepsRefused = true;
vi.mock('./outbox/start', () => ({
  keepRefusedWrite: vi.fn(() => async () => keepsRefused),
  retryOutboxEntry: vi.fn(async () => {}),
  cancelOutboxEntry: vi.fn(async () => {}),
}));

vi.mock('../api/chats', async (actual) => ({
  chatMessageWrite: (await actual<typeof api>()).chatMessageWrite,
  postChatMessage: vi.fn(),
  fetchChatMessages: vi.fn(async () => ({ items: [], cursors: {} })),
  fetchChats: vi.fn(async () => []),
  readChat: vi.fn(),
  deleteChatMessage: vi.fn(),
  chatByAccountId: vi.fn(),
}));

const serverMessage = (key: string) => ({ id: '500', chat_id: 'c1', account_id: '1', content: 'hi', created_at: '2026-11-20T10:00:00Z', idempotency_key: key });

function signedInStore() {
  const store = makeStore();
  injectReducer(store, 'chats', reducer);
  store.dispatch(setToken('token'));
  store.dispatch(setCurrentUser('1'));
  store.dispatch(chatOpened({ chatId: 'c1', outgoing: [] }));
  return store;
}

const view = (store: ReturnType<typeof makeStore>) => store.getState().chats!.view!;

describe('sending a chat message', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    keepsRefused = true;
    vi.mocked(api.postChatMessage).mockReset();
    vi.mocked(keepRefusedWrite).mockClear();
  });
  afterEach(() => vi.useRealTimers());

  it('retries a 503 and a network failure after 1000 then 2000 ms with the same key, then shows the server message', async () => {
    const store = signedInStore();
    const post = vi.mocked(api.postChatMessage);
    post.mockRejectedValueOnce(new ApiError('unavailable', { status: 503, url: '/x' }));
    post.mockRejectedValueOnce(new ApiError('Failed to fetch', { status: 0, url: '/x' }));
    post.mockImplementation(async (_chat, m) => serverMessage(m.idempotencyKey));

    store.dispatch(sendChatMessage('c1', 'hi', null));
    const local = view(store).outgoing[0];
    expect(view(store).byId[local]).toMatchObject({ pending: true, error: false });
    await vi.advanceTimersByTimeAsync(0);
    expect(post).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(post).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(post).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(post).toHaveBeenCalledTimes(3);
    const keys = post.mock.calls.map((c) => c[1].idempotencyKey);
    expect(new Set(keys).size).toBe(1);
    expect(view(store).outgoing).toEqual([]);
    expect(view(store).ids).toEqual(['500']);
  });

  it('does not retry a refusal: the outbox keeps it with the server\'s words and the same key, and the chat shows it from there', async () => {
    const store = signedInStore();
    const post = vi.mocked(api.postChatMessage);
    post.mockRejectedValueOnce(new ApiError('refused', { status: 422, url: '/x', body: { error: 'Recipient blocks you' } }));
    store.dispatch(sendChatMessage('c1', 'blocked?', null));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(post).toHaveBeenCalledTimes(1);
    expect(keepRefusedWrite).toHaveBeenCalledTimes(1);
    const [path, opts, words] = vi.mocked(keepRefusedWrite).mock.calls[0];
    expect(path).toBe('/api/v1/pleroma/chats/c1/messages');
    expect(opts).toMatchObject({ method: 'POST', form: { content: 'blocked?' }, headers: { 'Idempotency-Key': post.mock.calls[0][1].idempotencyKey } });
    expect(words).toBe('Recipient blocks you');
    expect(view(store).outgoing).toEqual([]);

    store.dispatch(retryChatMessage('c1', 'outbox-e1'));
    expect(retryOutboxEntry).toHaveBeenCalledWith('e1');
    expect(await store.dispatch(deleteChatMessage('c1', 'outbox-e1'))).toBe(true);
    expect(cancelOutboxEntry).toHaveBeenCalledWith('e1');
  });

  it('a message with no network goes to the outbox: no retry here, the chat shows it from the outbox', async () => {
    const store = signedInStore();
    const post = vi.mocked(api.postChatMessage);
    post.mockRejectedValue(new QueuedWriteError('Waiting to send', { status: 0, url: '/x' }));
    store.dispatch(sendChatMessage('c1', 'on a train', null));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(post).toHaveBeenCalledTimes(1);
    expect(view(store).outgoing).toEqual([]);
    expect(keepRefusedWrite).not.toHaveBeenCalled();
  });

  it('a refusal the outbox cannot keep stays failed in this tab, and a retry sends the same key', async () => {
    keepsRefused = false;
    const store = signedInStore();
    const post = vi.mocked(api.postChatMessage);
    post.mockRejectedValueOnce(new ApiError('refused', { status: 422, url: '/x' }));
    store.dispatch(sendChatMessage('c1', 'blocked?', null));
    await vi.advanceTimersByTimeAsync(0);
    const local = view(store).outgoing[0];
    expect(view(store).byId[local]).toMatchObject({ pending: false, error: true });

    // Reopening the chat shows it again, as failed.
    await store.dispatch(enterChat('c1'));
    expect(view(store).byId[local]).toMatchObject({ error: true });

    post.mockImplementation(async (_chat, m) => serverMessage(m.idempotencyKey));
    store.dispatch(retryChatMessage('c1', local));
    await vi.advanceTimersByTimeAsync(0);
    expect(post).toHaveBeenCalledTimes(2);
    expect(post.mock.calls[1][1].idempotencyKey).toBe(post.mock.calls[0][1].idempotencyKey);
    expect(view(store).ids).toEqual(['500']);
  });

  it('gives up after 10 retries', async () => {
    const store = signedInStore();
    const post = vi.mocked(api.postChatMessage);
    post.mockRejectedValue(new ApiError('down', { status: 502, url: '/x' }));
    store.dispatch(sendChatMessage('c1', 'never', null));
    await vi.advanceTimersByTimeAsync(1000 * (2 ** 11));
    expect(post).toHaveBeenCalledTimes(11);
    expect(keepRefusedWrite).toHaveBeenCalledTimes(1);
  });
});

describe('newer messages after a busy pause', () => {
  const msg = (n: number) => ({ id: String(n), chat_id: 'c1', account_id: '2', content: `m${n}`, created_at: '2026-11-20T10:00:00Z' });
  /** A server holding messages 1..last: since_id/max_id answered newest first, as Pleroma and Mastodon do. */
  function serve(last: number) {
    vi.mocked(api.fetchChatMessages).mockImplementation(async (_chat, q) => {
      const since = Number(q.sinceId ?? 0);
      const max = q.maxId ? Number(q.maxId) : last + 1;
      const items = [];
      for (let n = max - 1; n > since && items.length < (q.limit ?? 20); n--) items.push(msg(n));
      return { items, cursors: { maxId: null, minId: null } };
    });
  }

  it('loads every message since the newest held one, not only the newest page', async () => {
    const store = signedInStore();
    serve(10);
    await store.dispatch(refreshChatMessages('c1'));
    expect(view(store).ids).toHaveLength(10);
    serve(55); // 45 arrive before the next poll
    await store.dispatch(refreshChatMessages('c1'));
    expect(view(store).ids).toEqual(Array.from({ length: 55 }, (_, i) => String(i + 1)));
    expect(view(store).newMessageCount).toBe(45);
  });

  it('a pause longer than the chat holds keeps the newest, with older ones to load again', async () => {
    const store = signedInStore();
    serve(10);
    await store.dispatch(refreshChatMessages('c1'));
    serve(500);
    await store.dispatch(refreshChatMessages('c1'));
    expect(view(store).ids).toHaveLength(400);
    expect(view(store).ids.at(-1)).toBe('500');
    expect(view(store).ids[0]).toBe('101');
    expect(view(store).bottomedOut).toBe(false);
  });
});
