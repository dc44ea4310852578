// Chat messages in the outbox: the ones earlier versions kept in localStorage move in once and
// go with their keys; a refused message kept with the server's words goes again when asked.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, request } from '../../api/http';
import { SILENCE_MS } from './leader';
import { publishOutbox } from './marks';
import { keep, retry, start, stop } from './service';

vi.mock('../../api/http', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/http')>()),
  request: vi.fn(),
}));
vi.mock('./marks', () => ({ publishOutbox: vi.fn() }));

const host = {
  dispatch: vi.fn(),
  getState: () => ({ auth: { userToken: 't', currentUserId: 'me' }, statuses: {}, relationships: {} }) as never,
};
const answered = { data: { id: '9', chat_id: 'c1' }, status: 200, cursors: { maxId: null, minId: null }, headers: new Headers() };
const lastView = () => vi.mocked(publishOutbox).mock.calls.at(-1)![0];
const old = (chatId: string, text: string, key: string, createdAt: string, attachment: unknown = null) => ({ localId: `local-${key}`, chatId, text, attachment, idempotencyKey: key, createdAt });

describe('chat messages in the outbox service', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.mocked(request).mockReset();
    vi.mocked(publishOutbox).mockClear();
    localStorage.clear();
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  it('carries the old localStorage messages over once, oldest first, and sends them with their keys', async () => {
    localStorage.setItem(
      'starling-chat-outbox',
      JSON.stringify({
        me: { c1: [old('c1', 'second', 'k2', '2026-11-20T10:05:00Z', { id: 'm1' })], c2: [old('c2', 'first', 'k1', '2026-11-20T10:00:00Z')] },
        other: { c3: [old('c3', 'theirs', 'k3', '2026-11-20T10:01:00Z')] },
      }),
    );
    vi.mocked(request).mockResolvedValue(answered);
    start(host);
    expect(localStorage.getItem('starling-chat-outbox')).toBeNull();
    await vi.advanceTimersByTimeAsync(SILENCE_MS + 500);
    const calls = vi.mocked(request).mock.calls;
    expect(calls.map(([path, o]) => [path, o?.form, o?.headers?.['Idempotency-Key']])).toEqual([
      ['/api/v1/pleroma/chats/c2/messages', { content: 'first' }, 'k1'],
      ['/api/v1/pleroma/chats/c1/messages', { content: 'second', media_id: 'm1' }, 'k2'],
    ]);
    // Another account's message waits for it, with what the chat shows of it.
    expect(lastView().entries).toMatchObject([{ kind: 'chat', userId: 'other', form: { content: 'theirs' }, state: 'waiting' }]);
    stop();
    start(host);
    await vi.advanceTimersByTimeAsync(SILENCE_MS + 500);
    expect(calls).toHaveLength(2);
  });

  it('keeps a refused message with the server\'s words, unsent, and sends it with its key when asked', async () => {
    vi.mocked(request).mockResolvedValue(answered);
    start(host);
    await vi.advanceTimersByTimeAsync(SILENCE_MS + 500);
    const opts = { method: 'POST' as const, token: 't', form: { content: 'hi' }, headers: { 'Idempotency-Key': 'k9' }, outboxDisplay: { attachment: null } };
    expect(await keep(host, '/api/v1/pleroma/chats/c1/messages', opts, { refusal: 'Recipient blocks you' })).toBe(true);
    await vi.advanceTimersByTimeAsync(2000);
    expect(request).not.toHaveBeenCalled();
    const entry = lastView().entries[0];
    expect(entry).toMatchObject({ state: 'refused', error: 'Recipient blocks you', display: { attachment: null } });

    await retry(entry.id);
    await vi.advanceTimersByTimeAsync(0);
    expect(vi.mocked(request).mock.calls.map(([p, o]) => [p, o?.headers?.['Idempotency-Key']])).toEqual([['/api/v1/pleroma/chats/c1/messages', 'k9']]);
    expect(lastView().entries).toEqual([]);
    expect(host.dispatch).toHaveBeenCalled();
  });

  it('a refusal when sent shows on the message with the server\'s words', async () => {
    vi.mocked(request).mockRejectedValue(new ApiError('', { status: 422, url: '/x', body: { error: 'Too long' } }));
    start(host);
    await vi.advanceTimersByTimeAsync(SILENCE_MS + 500);
    await keep(host, '/api/v1/pleroma/chats/c1/messages', { method: 'POST', token: 't', form: { content: 'x'.repeat(9) } });
    await vi.advanceTimersByTimeAsync(0);
    expect(lastView().entries).toMatchObject([{ kind: 'chat', state: 'refused', error: 'Too long', form: { content: 'xxxxxxxxx' } }]);
  });
});
