// public/last-seen-early.js reads the snapshot before the app's code runs: it must name the same
// storage key, database, store and record as the app.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LAST_SEEN_DB, LAST_SEEN_KEY, LAST_SEEN_STORE } from '../lib/lastSeenDbNames';
import { PERSIST_KEY } from '../store/persistence';
import { LAST_SEEN_VERSION, tokenKey } from '../store/lastSeen';
import { HOME_PATH, PICTURE_ATTR, type LastSeenPicture } from '../store/lastSeenPicture';
import { MOBILE_BREAKPOINT } from '../store/uiSlice';

const script = readFileSync(path.resolve(__dirname, '../../public/last-seen-early.js'), 'utf8');

describe('the early last-seen read', () => {
  it('reads the record the app writes, only for a stored session', () => {
    expect(script).toContain(`localStorage.getItem('${PERSIST_KEY}')`);
    expect(script).toContain(`indexedDB.open('${LAST_SEEN_DB}')`);
    expect(script).toContain(`transaction('${LAST_SEEN_STORE}').objectStore('${LAST_SEEN_STORE}').get('${LAST_SEEN_KEY}')`);
  });

  it('is asked for by theme-boot.js, without holding the page up, only when a session is stored', () => {
    const boot = readFileSync(path.resolve(__dirname, '../../public/theme-boot.js'), 'utf8');
    const load = (stored: string | null) => {
      localStorage.clear();
      if (stored !== null) localStorage.setItem(PERSIST_KEY, stored);
      document.head.querySelectorAll('script').forEach((s) => s.remove());
      new Function(boot)();
      return [...document.head.querySelectorAll('script')].map((s) => [s.getAttribute('src'), s.async]);
    };
    expect(load(JSON.stringify({ oauth: { userToken: 'tok' } }))).toEqual([['/last-seen-early.js', true]]);
    expect(load(null)).toEqual([]);
    expect(load(JSON.stringify({ oauth: { clientId: 'c' } }))).toEqual([]);
    localStorage.clear();
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

describe('the kept picture, shown before the app runs', () => {
  const TOKEN = 'tok-123';
  const picture = (over: Partial<LastSeenPicture> = {}): LastSeenPicture => ({
    path: HOME_PATH, mobile: false, breakpoint: MOBILE_BREAKPOINT,
    html: '<div class="shell"><main><div role="feed"><div data-vid="1"><article>kept post</article></div></div></main></div>',
    ...over,
  });

  /** Runs the early script against a stored session and an IndexedDB holding `record`. */
  function runEarly(record: unknown, token = TOKEN, lastTimeline?: string) {
    localStorage.setItem(PERSIST_KEY, JSON.stringify({ oauth: { userToken: token }, ui: { lastTimeline } }));
    const request = (result: unknown) => {
      const req: { result: unknown; onsuccess?: () => void } = { result };
      queueMicrotask(() => req.onsuccess?.());
      return req;
    };
    const db = { transaction: () => ({ objectStore: () => ({ get: () => request(record) }) }), close: () => undefined };
    const indexedDB = { open: () => request(db) };
    const fetch = () => Promise.resolve({ ok: false });
    new Function('indexedDB', 'fetch', 'window', script)(indexedDB, fetch, Object.assign(window, { indexedDB }));
    return window.__starlingLastSeen;
  }

  beforeEach(() => {
    document.body.innerHTML = '<div id="app"></div>';
    window.history.replaceState(null, '', HOME_PATH);
    window.innerWidth = 1280;
  });
  afterEach(() => {
    localStorage.clear();
    window.__starlingLastSeen = undefined;
    Reflect.deleteProperty(window, 'indexedDB');
  });
  const app = () => document.getElementById('app')!;

  it('draws this session’s picture, inert and marked, where it was taken and at the / that leads there', async () => {
    const record = { version: LAST_SEEN_VERSION, key: tokenKey(TOKEN), picture: picture(), instance: { redirectRootLogin: HOME_PATH } };
    await runEarly(record);
    const shell = app().firstElementChild!;
    expect(shell.hasAttribute('inert')).toBe(true);
    expect(shell.hasAttribute(PICTURE_ATTR)).toBe(true);
    expect(app().querySelector('article')?.textContent).toBe('kept post');

    window.history.replaceState(null, '', '/');
    for (const [last, redirect, drawn] of [
      [undefined, HOME_PATH, true],
      ['friends', '/main/all', true],
      ['public', HOME_PATH, false],
      [undefined, '/main/all', false],
    ] as const) {
      app().replaceChildren();
      await runEarly({ ...record, instance: { redirectRootLogin: redirect } }, TOKEN, last);
      expect(app().querySelector('article') !== null, `${last} ${redirect}`).toBe(drawn);
    }
  });

  it('draws nothing for another session, another page, another layout, or over the app', async () => {
    const record = { version: LAST_SEEN_VERSION, key: tokenKey(TOKEN), picture: picture() };
    await runEarly(record, 'someone-else');
    expect(app().childElementCount).toBe(0);

    window.history.replaceState(null, '', '/main/all');
    await runEarly(record);
    expect(app().childElementCount).toBe(0);

    window.history.replaceState(null, '', HOME_PATH);
    window.innerWidth = 390;
    await runEarly(record);
    expect(app().childElementCount).toBe(0);

    window.innerWidth = 1280;
    app().innerHTML = '<p>the app</p>';
    await runEarly(record);
    expect(app().textContent).toBe('the app');
  });
});
