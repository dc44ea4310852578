// Where the last-seen snapshot lives in IndexedDB (store/lastSeenDb.ts writes it; the service
// worker, sw/keptPage.ts, only asks whether there is one).
export const LAST_SEEN_DB = 'starling';
export const LAST_SEEN_STORE = 'lastSeen';
export const LAST_SEEN_KEY = 'current';
