import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../entities/types';
import type { OutboxEntry } from '../../store/outbox/types';
import { outboxChatMessages } from './outboxChatMessages';

const entry = (id: string, over: Partial<OutboxEntry> = {}): OutboxEntry => ({
  id, seq: Date.UTC(2026, 10, 20, 10) * 1000, userId: 'me', state: 'waiting', error: null, method: 'POST',
  path: '/api/v1/pleroma/chats/c1/messages', headers: { 'Idempotency-Key': `k-${id}` }, form: { content: `text ${id}` },
  kind: 'chat', target: 'c1', pairKey: 'chat:c1', on: true, ...over,
});

describe('chat messages waiting in the outbox', () => {
  it('are this chat\'s and this account\'s, waiting or refused with the server\'s words, with their attachment', () => {
    const attachment = { id: 'm1' };
    const list = outboxChatMessages(
      [entry('a', { display: { attachment } }), entry('b', { state: 'refused', error: 'Blocked' }), entry('c', { target: 'c2' }), entry('d', { userId: 'other' })],
      'c1', 'me', [],
    );
    expect(list.map((m) => [m.id, m.pending, m.error, m.outbox])).toEqual([
      ['outbox-a', true, false, { state: 'waiting', error: null }],
      ['outbox-b', false, true, { state: 'refused', error: 'Blocked' }],
    ]);
    expect(list[0]).toMatchObject({ content: 'text a', attachments: [attachment], idempotency_key: 'k-a', created_at: '2026-11-20T10:00:00.000Z' });
  });

  it('leave out one the server already has (same key)', () => {
    const held = [{ id: '9', idempotency_key: 'k-a' } as ChatMessage];
    expect(outboxChatMessages([entry('a'), entry('b')], 'c1', 'me', held).map((m) => m.id)).toEqual(['outbox-b']);
  });
});
