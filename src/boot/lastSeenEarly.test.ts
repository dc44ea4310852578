// public/last-seen-early.js reads the snapshot before the app's code runs: it must name the same
// storage key, database, store and record as the app.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LAST_SEEN_DB, LAST_SEEN_KEY, LAST_SEEN_STORE } from '../lib/lastSeenDbNames';
import { PERSIST_KEY } from '../store/persistence';

const script = readFileSync(path.resolve(__dirname, '../../public/last-seen-early.js'), 'utf8');

describe('the early last-seen read', () => {
  it('reads the record the app writes, only for a stored session', () => {
    expect(script).toContain(`localStorage.getItem('${PERSIST_KEY}')`);
    expect(script).toContain(`indexedDB.open('${LAST_SEEN_DB}')`);
    expect(script).toContain(`transaction('${LAST_SEEN_STORE}').objectStore('${LAST_SEEN_STORE}').get('${LAST_SEEN_KEY}')`);
  });

  it('is loaded without holding the page up', () => {
    const html = readFileSync(path.resolve(__dirname, '../../index.html'), 'utf8');
    expect(html).toContain('<script async src="/last-seen-early.js"></script>');
  });
});

describe('readLastSeen', () => {
  it('takes the early read’s answer once', async () => {
    const { readLastSeen } = await import('../store/lastSeenDb');
    const snap = { version: 1, key: 'k' } as never;
    window.__starlingLastSeen = Promise.resolve(snap);
    await expect(readLastSeen()).resolves.toBe(snap);
    expect(window.__starlingLastSeen).toBeUndefined();
    // jsdom has no IndexedDB: with no early answer left, nothing.
    await expect(readLastSeen()).resolves.toBeNull();
  });
});
