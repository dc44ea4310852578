// localStorage can be missing, disabled (private mode, cookie blocking) or full; every access is
// guarded so the app runs without persistence and shows errors.storage_unavailable instead.

function store(): Storage | null {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : null;
  } catch {
    return null;
  }
}

/** True when a value can be written and read back. */
export function storageAvailable(): boolean {
  const s = store();
  if (!s) return false;
  const probe = '__starling_probe__';
  try {
    s.setItem(probe, probe);
    const ok = s.getItem(probe) === probe;
    s.removeItem(probe);
    return ok;
  } catch {
    return false;
  }
}

/** The parsed JSON under key, or fallback when absent, unreadable or not JSON. */
export function getJson<T>(key: string, fallback: T): T {
  try {
    const raw = store()?.getItem(key);
    if (raw == null) return fallback;
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}

/** Writes value as JSON; false when storage is unavailable or full. */
export function setJson(key: string, value: unknown): boolean {
  const s = store();
  if (!s) return false;
  try {
    s.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

export function removeKey(key: string): void {
  try {
    store()?.removeItem(key);
  } catch {
    // nothing to do: storage is unusable
  }
}
