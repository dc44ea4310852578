// The last-seen snapshot in IndexedDB (idb): one record, the latest session's, so the store stays
// bounded. Where IndexedDB is missing or refuses (some private windows, a full disk), every call
// resolves quietly and the app starts as it always did.
import { openDB, type IDBPDatabase } from 'idb';
import { LAST_SEEN_DB as DB_NAME, LAST_SEEN_KEY as KEY, LAST_SEEN_STORE as STORE } from '../lib/lastSeenDbNames';
import type { LastSeen } from './lastSeen';

let db: Promise<IDBPDatabase | null> | null = null;

function open(): Promise<IDBPDatabase | null> {
  db ??= (typeof indexedDB === 'undefined'
    ? Promise.resolve(null)
    : openDB(DB_NAME, 1, { upgrade: (d) => void d.createObjectStore(STORE) })
  ).catch((e: unknown) => {
    console.warn('IndexedDB is unavailable; the next start will not show the last page at once', e);
    return null;
  });
  return db;
}

declare global {
  interface Window {
    /** The read public/last-seen-early.js started before the app's scripts ran. */
    __starlingLastSeen?: Promise<LastSeen | null>;
  }
}

/** The snapshot: the early read's answer when there was one (taken once), else read now. */
export async function readLastSeen(): Promise<LastSeen | null> {
  const early = typeof window === 'undefined' ? undefined : window.__starlingLastSeen;
  if (early) {
    window.__starlingLastSeen = undefined;
    const snap = await early.catch(() => null);
    if (snap) return snap;
  }
  try {
    return ((await (await open())?.get(STORE, KEY)) as LastSeen | undefined) ?? null;
  } catch {
    return null;
  }
}

export async function writeLastSeen(snap: LastSeen): Promise<void> {
  try {
    await (await open())?.put(STORE, snap, KEY);
  } catch (e) {
    console.warn('Keeping the last page failed', e);
  }
}

export async function clearLastSeen(): Promise<void> {
  try {
    await (await open())?.delete(STORE, KEY);
  } catch {
    /* nothing kept, nothing to clear */
  }
}

/** Where an account that is not the active one keeps its last page. */
const parked = (key: string) => `account:${key}`;

/**
 * Switching accounts: the active account's last page is put aside under its key and the next
 * account's (if it has one) becomes the one the next start restores; none for a new account.
 */
export async function swapLastSeen(nextKey: string | null): Promise<void> {
  try {
    const d = await open();
    if (!d) return;
    const current = (await d.get(STORE, KEY)) as LastSeen | undefined;
    if (current?.key) await d.put(STORE, current, parked(current.key));
    const next = nextKey ? ((await d.get(STORE, parked(nextKey))) as LastSeen | undefined) : undefined;
    if (next) await d.put(STORE, next, KEY);
    else await d.delete(STORE, KEY);
  } catch (e) {
    console.warn('Keeping the last page across accounts failed', e);
  }
}

/** A signed-out account's kept page goes with it. */
export async function forgetParkedLastSeen(key: string): Promise<void> {
  try {
    await (await open())?.delete(STORE, parked(key));
  } catch {
    /* nothing kept */
  }
}
