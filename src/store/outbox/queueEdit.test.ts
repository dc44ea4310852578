// Editing a waiting post in place: same place in the order, same key; never while it is being sent.
import { describe, expect, it, vi } from 'vitest';
import type { OfflineWrite } from '../../api/http';
import { OutboxQueue } from './queue';
import { memoryStorage } from './storage';
import type { OutboxEntry, SendResult } from './types';

const post = (text: string): OfflineWrite => ({ method: 'POST', path: '/api/v1/statuses', headers: {}, json: { status: text } });
const fav = (id: string): OfflineWrite => ({ method: 'POST', path: `/api/v1/statuses/${id}/favourite`, headers: {} });

function makeQueue(send: (e: OutboxEntry) => Promise<SendResult>, storage = memoryStorage()) {
  let n = 0;
  let clock = 1000;
  return new OutboxQueue({ storage, send, changed: () => {}, newId: () => `id${++n}`, now: () => clock++ });
}

describe('OutboxQueue.edit', () => {
  it('replaces a waiting post in place, keeping its order and idempotency key', async () => {
    const sent: unknown[] = [];
    const q = makeQueue(async (e) => (sent.push([e.kind, e.json, e.headers['Idempotency-Key']]), { ok: true, data: {} }));
    const first = (await q.add(post('old'), 'u')) as OutboxEntry;
    await q.add(fav('1'), 'u');
    expect(await q.edit(first.id, { status: 'new', spoiler_text: 'cw' })).toBe('edited');
    expect(q.entries.map((e) => e.id)).toEqual([first.id, 'id4']);
    expect(q.entries[0]).toMatchObject({ seq: first.seq, state: 'waiting', json: { status: 'new', spoiler_text: 'cw' } });
    await q.flush('u');
    expect(sent).toEqual([
      ['post', { status: 'new', spoiler_text: 'cw' }, first.headers['Idempotency-Key']],
      ['favourite', undefined, expect.any(String)],
    ]);
  });

  it('refuses to edit an entry being sent, and sends what it claimed', async () => {
    let release: (r: SendResult) => void = () => {};
    const sent: unknown[] = [];
    const q = makeQueue((e) => (sent.push(e.json), new Promise<SendResult>((r) => (release = r))));
    const first = (await q.add(post('old'), 'u')) as OutboxEntry;
    const flushing = q.flush('u');
    await vi.waitFor(() => expect(q.entries[0]?.state).toBe('sending'));
    expect(await q.edit(first.id, { status: 'late' })).toBe('sending');
    release({ ok: true, data: {} });
    await flushing;
    expect(sent).toEqual([{ status: 'old' }]);
    expect(q.entries).toEqual([]);
  });

  it('an edit saved while the sender starts: the sender sends the edited text (it claims from storage)', async () => {
    const sent: unknown[] = [];
    const storage = memoryStorage();
    const q = makeQueue(async (e) => (sent.push(e.json), { ok: true, data: {} }), storage);
    const first = (await q.add(post('old'), 'u')) as OutboxEntry;
    // Another tab edits the stored entry after this tab read the list, before it claims it.
    const other = makeQueue(async () => ({ ok: true, data: {} }), storage);
    await other.reload();
    const flushing = q.flush('u');
    const edited = await other.edit(first.id, { status: 'edited' });
    await flushing;
    // An edit said to be saved is what goes; one refused (being sent) is not: never half of each.
    expect(sent).toEqual([edited === 'edited' ? { status: 'edited' } : { status: 'old' }]);
  });

  it('an entry already gone (sent or cancelled) cannot be edited', async () => {
    const q = makeQueue(async () => ({ ok: true, data: {} }));
    const first = (await q.add(post('old'), 'u')) as OutboxEntry;
    await q.flush('u');
    expect(await q.edit(first.id, { status: 'x' })).toBe('gone');
  });

  it('only posts are edited', async () => {
    const q = makeQueue(async () => ({ ok: true, data: {} }));
    const f = (await q.add(fav('1'), 'u')) as OutboxEntry;
    expect(await q.edit(f.id, { status: 'x' })).toBe('gone');
  });
});

describe('OutboxQueue.edit with media descriptions', () => {
  const describeMedia = (id: string, description: string): OfflineWrite => ({ method: 'PUT', path: `/api/v1/media/${id}`, headers: {}, json: { description } });

  it('sends the new descriptions just before the post, after what was made before it, each once', async () => {
    const sent: unknown[] = [];
    const q = makeQueue(async (e) => (sent.push([e.kind, e.target, e.json]), { ok: true, data: {} }));
    await q.add(fav('1'), 'u');
    const p = (await q.add({ ...post('with media'), json: { status: 'with media', media_ids: ['m1', 'm2'] } }, 'u')) as OutboxEntry;
    await q.add(fav('2'), 'u');
    const display = { media: [{ id: 'm1', description: 'a cat' }, { id: 'm2', description: 'a dog' }] };
    expect(await q.edit(p.id, { status: 'edited', media_ids: ['m1', 'm2'] }, { before: [describeMedia('m1', 'a cat')], display })).toBe('edited');
    // Edited twice: the waiting description is replaced, not sent twice.
    expect(await q.edit(p.id, { status: 'edited', media_ids: ['m1', 'm2'] }, { before: [describeMedia('m1', 'a black cat'), describeMedia('m2', 'a dog')], display })).toBe('edited');
    expect(q.entries.find((e) => e.id === p.id)).toMatchObject({ seq: p.seq, display, headers: p.headers });
    await q.flush('u');
    expect(sent).toEqual([
      ['favourite', '1', undefined],
      ['media', 'm1', { description: 'a black cat' }],
      ['media', 'm2', { description: 'a dog' }],
      ['post', '', { status: 'edited', media_ids: ['m1', 'm2'] }],
      ['favourite', '2', undefined],
    ]);
  });

  it('queues no description for a post that is gone or being sent', async () => {
    let release: (r: SendResult) => void = () => {};
    const q = makeQueue(() => new Promise<SendResult>((r) => (release = r)));
    const p = (await q.add(post('x'), 'u')) as OutboxEntry;
    const flushing = q.flush('u');
    await vi.waitFor(() => expect(q.entries[0].state).toBe('sending'));
    expect(await q.edit(p.id, { status: 'y' }, { before: [describeMedia('m1', 'late')] })).toBe('sending');
    expect(await q.edit('nope', { status: 'y' }, { before: [describeMedia('m1', 'late')] })).toBe('gone');
    expect(q.entries.map((e) => e.kind)).toEqual(['post']);
    release({ ok: true, data: {} });
    await flushing;
  });
});
