// Does this browser keep a signed-in person's last page (src/store/lastSeenDb.ts)? Then the app
// opens on it without the server's page: the precached one answers at once. Asked without ever
// creating the database (an upgrade is aborted), so the app's own first open still sets it up.
import { LAST_SEEN_DB, LAST_SEEN_KEY, LAST_SEEN_STORE } from '../src/lib/lastSeenDbNames';

export function hasKeptPage(): Promise<boolean> {
  return new Promise((resolve) => {
    let open: IDBOpenDBRequest;
    try {
      open = indexedDB.open(LAST_SEEN_DB);
    } catch {
      return resolve(false);
    }
    open.onupgradeneeded = () => open.transaction?.abort();
    open.onerror = () => resolve(false);
    open.onblocked = () => resolve(false);
    open.onsuccess = () => {
      const db = open.result;
      try {
        if (!db.objectStoreNames.contains(LAST_SEEN_STORE)) return resolve(false);
        const count = db.transaction(LAST_SEEN_STORE).objectStore(LAST_SEEN_STORE).count(LAST_SEEN_KEY);
        count.onsuccess = () => resolve(count.result > 0);
        count.onerror = () => resolve(false);
      } catch {
        resolve(false);
      } finally {
        db.close();
      }
    };
  });
}
