// Persisted client state: preferences, last login name, OAuth app and tokens, and the
// remembered timeline, under the key `vuex-lz` in localStorage. Written when one of those
// changes (reference check on each store update); read once at boot, through the validator
// (storedStateCheck.ts), which is loaded only when something is stored.
import type { OAuthApp } from '../api/oauth';
import { initialAuthState } from './authSlice';
import { droppedNames } from '../lib/droppedNames';
import { defaultPreferences, type UserPreferences } from './preferences';
import { pushNotice } from './noticesSlice';
import type { RememberedTimeline } from './uiSlice';
import type { AppStore, RootState } from './index';
import { isSessionLeaving } from './sessionLeaving';

export const PERSIST_KEY = 'vuex-lz';

interface PersistedShape {
  config?: unknown;
  users?: { lastLoginName?: unknown };
  oauth?: { clientId?: unknown; clientSecret?: unknown; appToken?: unknown; userToken?: unknown; server?: unknown };
  ui?: { lastTimeline?: unknown };
}

const REMEMBERED: RememberedTimeline[] = ['friends', 'public', 'publicAndExternal', 'bookmarks', 'dms'];

/** localStorage, or null when the browser refuses it (private mode, disabled cookies...). */
export function getStorage(): Storage | null {
  try {
    const ls = window.localStorage;
    const probe = '__starling_probe__';
    ls.setItem(probe, probe);
    ls.removeItem(probe);
    return ls;
  } catch {
    return null;
  }
}

const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

export interface Persisted {
  preloaded: Partial<RootState>;
  /** False when storage is unusable. */
  storageOk: boolean;
  /** The stored preferences that were not valid (they start at their defaults). */
  dropped: string[];
}

/** What to preload into the store from storage. */
export async function loadPersisted(storage: Storage | null = getStorage()): Promise<Persisted> {
  if (!storage) return { preloaded: {}, storageOk: false, dropped: [] };
  let raw: string | null = null;
  try {
    raw = storage.getItem(PERSIST_KEY);
  } catch (e) {
    console.warn('Stored state unreadable; starting fresh', e);
  }
  if (!raw) return { storageOk: true, dropped: [], preloaded: preloadedFrom({}, {}) };
  const { readStoredState } = await import('./storedStateCheck');
  const { data, preferences } = readStoredState(raw);
  return { storageOk: true, dropped: preferences.dropped, preloaded: preloadedFrom(data as PersistedShape, preferences.values) };
}

/** An instance origin stored for a session on another instance; anything else is this one. */
function serverOf(v: unknown): string {
  const s = str(v);
  return s && /^https?:\/\/[^/?#]+$/i.test(s) ? s : '';
}

function preloadedFrom(data: PersistedShape, preferences: Partial<UserPreferences>): Partial<RootState> {
  const clientId = str(data.oauth?.clientId);
  const clientSecret = str(data.oauth?.clientSecret);
  const app: OAuthApp | null =
    clientId && clientSecret ? { client_id: clientId, client_secret: clientSecret } : null;
  const lastTimeline = data.ui?.lastTimeline;
  return {
    config: { ...defaultPreferences(), ...preferences },
    auth: {
      ...initialAuthState,
      server: serverOf(data.oauth?.server),
      app,
      appToken: str(data.oauth?.appToken),
      userToken: str(data.oauth?.userToken),
      lastLoginName: str(data.users?.lastLoginName) ?? '',
    },
    ui: {
      isMobile: typeof window !== 'undefined' ? window.innerWidth <= 800 : false,
      lastTimeline: REMEMBERED.includes(lastTimeline as RememberedTimeline)
        ? (lastTimeline as RememberedTimeline)
        : null,
      settingsModal: 'hidden',
      settingsTab: null,
    },
  };
}

function snapshot(s: RootState): unknown[] {
  return [s.config, s.auth.server, s.auth.app, s.auth.appToken, s.auth.userToken, s.auth.lastLoginName, s.ui.lastTimeline];
}

export function serialize(s: RootState): PersistedShape {
  return {
    config: s.config,
    users: { lastLoginName: s.auth.lastLoginName },
    oauth: {
      clientId: s.auth.app?.client_id ?? null,
      clientSecret: s.auth.app?.client_secret ?? null,
      appToken: s.auth.appToken,
      userToken: s.auth.userToken,
      ...(s.auth.server ? { server: s.auth.server } : {}),
    },
    ui: { lastTimeline: s.ui.lastTimeline },
  };
}

function notifyUnavailable(store: AppStore): void {
  store.dispatch(pushNotice({ messageKey: 'errors.storage_unavailable', level: 'error' }));
}

/**
 * Keeps storage in step with the store. When storage is unavailable the app works in memory
 * and the user is told once that login and settings will not be saved.
 */
export function startPersistence(store: AppStore, storage: Storage | null, storageOk: boolean, dropped: string[] = []): () => void {
  if (!storageOk || !storage) {
    notifyUnavailable(store);
    return () => {};
  }
  let last = snapshot(store.getState());
  let failed = false;
  const write = () => {
    try {
      storage.setItem(PERSIST_KEY, JSON.stringify(serialize(store.getState())));
    } catch (e) {
      failed = true;
      console.warn('Could not write persisted state', e);
      notifyUnavailable(store);
    }
  };
  if (dropped.length > 0) {
    // Stored values that were not valid start at their defaults: say which, and store the clean copy.
    store.dispatch(pushNotice({ messageKey: 'errors.stored_settings_reset', messageArgs: { names: droppedNames(dropped) }, level: 'warning' }));
    write();
  }
  return store.subscribe(() => {
    if (failed || isSessionLeaving()) return;
    const next = snapshot(store.getState());
    if (next.every((v, i) => v === last[i])) return;
    last = next;
    write();
  });
}
