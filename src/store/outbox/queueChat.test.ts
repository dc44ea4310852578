import { describe, expect, it } from 'vitest';
import type { OfflineWrite } from '../../api/http';
import { OutboxQueue } from './queue';
import { memoryStorage } from './storage';
import type { OutboxEntry, SendResult } from './types';

const chat = (chatId: string, content: string, key?: string): OfflineWrite => ({
  method: 'POST',
  path: `/api/v1/pleroma/chats/${chatId}/messages`,
  headers: key ? { 'Idempotency-Key': key } : {},
  form: { content },
});
const fav = (id: string): OfflineWrite => ({ method: 'POST', path: `/api/v1/statuses/${id}/favourite`, headers: {} });

function makeQueue(send: (e: OutboxEntry) => Promise<SendResult>) {
  let n = 0;
  let clock = 1000;
  return new OutboxQueue({ storage: memoryStorage(), send, changed: () => {}, newId: () => `id${++n}`, now: () => clock++ });
}

describe('chat messages in the outbox', () => {
  it('are sent in the order made among the other actions, each with its own key, the given one kept', async () => {
    const sent: { what: string; key: string }[] = [];
    const q = makeQueue(async (e) => {
      sent.push({ what: `${e.kind}:${e.form?.content ?? e.target}`, key: e.headers['Idempotency-Key'] });
      return { ok: true, data: {} };
    });
    await q.add(chat('c1', 'first', 'k-first'), 'u');
    await q.add(fav('7'), 'u');
    await q.add(chat('c1', 'second'), 'u');
    expect(await q.flush('u')).toBe(true);
    expect(sent.map((s) => s.what)).toEqual(['chat:first', 'favourite:7', 'chat:second']);
    expect(sent[0].key).toBe('k-first');
    expect(new Set(sent.map((s) => s.key)).size).toBe(3);
  });

  it('a later message of the chat goes behind a waiting one; another chat does not', async () => {
    const q = makeQueue(async () => ({ ok: false, retry: true }));
    await q.add(chat('c1', 'waiting'), 'u');
    expect(q.mustFollow(chat('c1', 'next'), 'u')).toBe(true);
    expect(q.mustFollow(chat('c2', 'elsewhere'), 'u')).toBe(false);
  });

  it("a refusal keeps the text with the server's words; sent again, it goes with the same key", async () => {
    const keys: string[] = [];
    let answer: SendResult = { ok: false, retry: false, message: 'Recipient blocks you' };
    const q = makeQueue(async (e) => (keys.push(e.headers['Idempotency-Key']), answer));
    await q.add(chat('c1', 'hello'), 'u');
    await q.flush('u');
    expect(q.entries[0]).toMatchObject({ state: 'refused', error: 'Recipient blocks you', form: { content: 'hello' } });
    answer = { ok: true, data: {} };
    expect(await q.retry(q.entries[0].id)).toBe(true);
    expect(q.entries[0]).toMatchObject({ state: 'waiting', error: null });
    await q.flush('u');
    expect(q.entries).toEqual([]);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('keeps a write the server already refused without sending it, until it is sent again', async () => {
    const sent: string[] = [];
    const q = makeQueue(async (e) => (sent.push(e.id), { ok: true, data: {} }));
    const kept = await q.add(chat('c1', 'refused', 'k1'), 'u', { refusal: 'Too long' });
    expect(kept).toMatchObject({ state: 'refused', error: 'Too long', headers: { 'Idempotency-Key': 'k1' } });
    await q.flush('u');
    expect(sent).toEqual([]);
    expect(await q.retry('nope')).toBe(false);
    await q.retry((kept as OutboxEntry).id);
    await q.flush('u');
    expect(sent).toEqual([(kept as OutboxEntry).id]);
  });

  it('keeps what the screen shows of it (the attachment) without sending it', async () => {
    const q = makeQueue(async () => ({ ok: false, retry: true }));
    await q.add({ ...chat('c1', 'look'), display: { attachment: { id: 'm1' } } }, 'u');
    expect(q.entries[0].display).toEqual({ attachment: { id: 'm1' } });
  });
});
