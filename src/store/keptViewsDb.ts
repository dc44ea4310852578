// The kept views (store/keptViews.ts) in IndexedDB (idb): their own database, so the last-seen
// snapshot's (store/lastSeenDb.ts, opened at version 1 by the service worker too) never needs an
// upgrade. Bounded: past KEPT_VIEWS_MAX views the oldest go. Where IndexedDB is missing or
// refuses, every call resolves quietly: reading offline is then simply not there.
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { KeptView } from './keptViewsRecord';

/** Views kept in all (timelines, conversations, profiles): the oldest saved goes first. */
export const KEPT_VIEWS_MAX = 30;

interface Schema extends DBSchema {
  views: { key: string; value: KeptView; indexes: { savedAt: number; profile: string } };
}

let db: Promise<IDBPDatabase<Schema> | null> | null = null;

function open(): Promise<IDBPDatabase<Schema> | null> {
  db ??= (typeof indexedDB === 'undefined'
    ? Promise.resolve(null)
    : openDB<Schema>('starling-kept', 1, {
        upgrade: (d) => {
          const views = d.createObjectStore('views', { keyPath: 'key' });
          views.createIndex('savedAt', 'savedAt');
          views.createIndex('profile', 'profileKeys', { multiEntry: true });
        },
      })
  ).catch(() => null);
  return db;
}

export async function readView(key: string): Promise<KeptView | null> {
  try {
    return (await (await open())?.get('views', key)) ?? null;
  } catch {
    return null;
  }
}

/** The kept profile view whose account has this id or (lower-cased) name. */
export async function findProfileView(idOrName: string): Promise<KeptView | null> {
  try {
    return (await (await open())?.getFromIndex('views', 'profile', idOrName.toLowerCase())) ?? null;
  } catch {
    return null;
  }
}

/** Writes the views, then drops the oldest past `max`. */
export async function writeViews(views: KeptView[], max = KEPT_VIEWS_MAX): Promise<void> {
  try {
    const d = await open();
    if (!d) return;
    const tx = d.transaction('views', 'readwrite');
    for (const v of views) await tx.store.put(v);
    const count = await tx.store.count();
    let extra = count - max;
    let cursor = extra > 0 ? await tx.store.index('savedAt').openCursor() : null;
    while (cursor && extra > 0) {
      await cursor.delete();
      extra -= 1;
      cursor = await cursor.continue();
    }
    await tx.done;
  } catch (e) {
    console.warn('Keeping views for reading offline failed', e);
  }
}

export async function clearViews(): Promise<void> {
  try {
    await (await open())?.clear('views');
  } catch {
    /* nothing kept */
  }
}
