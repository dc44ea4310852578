// Where the outbox lives: IndexedDB (`starling-outbox`), shared by the tabs and kept across
// reloads; memory where IndexedDB cannot be opened or refuses a write (private windows, full disk),
// from then on `volatile` so the outbox can say that waiting actions would be lost on reload.
import { openDB, type IDBPDatabase } from 'idb';
import type { OutboxEntry, OutboxStorage } from './types';

const DB = 'starling-outbox';
const STORE = 'entries';

export function memoryStorage(initial: OutboxEntry[] = []): OutboxStorage {
  const map = new Map(initial.map((e) => [e.id, e]));
  return {
    volatile: true,
    load: async () => [...map.values()],
    put: async (e) => void map.set(e.id, e),
    remove: async (id) => void map.delete(id),
    update: async (id, change) => {
      const now = map.get(id);
      const next = now ? change(now) : null;
      if (next) map.set(id, next);
      return next;
    },
  };
}

/** IndexedDB, falling back to memory (holding what it had) on the first failure. */
export function fallbackStorage(open: () => Promise<OutboxStorage>): OutboxStorage {
  let inner: Promise<OutboxStorage> = open().catch(() => memoryStorage());
  let known: OutboxEntry[] = [];
  const run = async <T>(f: (s: OutboxStorage) => Promise<T>): Promise<T> => {
    const s = await inner;
    try {
      return await f(s);
    } catch {
      const mem = memoryStorage(known);
      inner = Promise.resolve(mem);
      return f(mem);
    }
  };
  const self: OutboxStorage & { volatile: boolean } = {
    volatile: false,
    load: async () => {
      known = await run((s) => s.load());
      self.volatile = (await inner).volatile;
      return known;
    },
    put: async (e) => {
      known = [...known.filter((k) => k.id !== e.id), e];
      await run((s) => s.put(e));
      self.volatile = (await inner).volatile;
    },
    remove: async (id) => {
      known = known.filter((k) => k.id !== id);
      await run((s) => s.remove(id));
    },
    update: async (id, change) => {
      const next = await run((s) => s.update(id, change));
      if (next) known = [...known.filter((k) => k.id !== id), next];
      return next;
    },
  };
  return self;
}

async function openIdb(): Promise<OutboxStorage> {
  if (typeof indexedDB === 'undefined') throw new Error('no IndexedDB');
  const db: IDBPDatabase = await openDB(DB, 1, {
    upgrade(d) {
      d.createObjectStore(STORE, { keyPath: 'id' });
    },
  });
  return {
    volatile: false,
    load: () => db.getAll(STORE) as Promise<OutboxEntry[]>,
    put: async (e) => void (await db.put(STORE, e)),
    remove: (id) => db.delete(STORE, id),
    update: async (id, change) => {
      const tx = db.transaction(STORE, 'readwrite');
      const now = (await tx.store.get(id)) as OutboxEntry | undefined;
      const next = now ? change(now) : null;
      if (next) await tx.store.put(next);
      await tx.done;
      return next;
    },
  };
}

export const browserStorage = (): OutboxStorage => fallbackStorage(openIdb);
