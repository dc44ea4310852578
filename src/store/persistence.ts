// Persisted client state (SPEC §3): preferences, last login name, OAuth app and tokens, and the
// remembered timeline, under the key `vuex-lz` in localStorage. Written when one of those
// changes (reference check on each store update); read once at boot.
import type { OAuthApp } from '../api/oauth';
import { initialAuthState } from './authSlice';
import { mergePreferences } from './configSlice';
import { pushNotice } from './noticesSlice';
import type { RememberedTimeline } from './uiSlice';
import type { AppStore, RootState } from './index';

export const PERSIST_KEY = 'vuex-lz';

interface PersistedShape {
  config?: unknown;
  users?: { lastLoginName?: unknown };
  oauth?: { clientId?: unknown; clientSecret?: unknown; appToken?: unknown; userToken?: unknown };
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

/** What to preload into the store from storage; `storageOk` false when storage is unusable. */
export function loadPersisted(storage: Storage | null = getStorage()): {
  preloaded: Partial<RootState>;
  storageOk: boolean;
} {
  if (!storage) return { preloaded: {}, storageOk: false };
  let data: PersistedShape = {};
  try {
    const raw = storage.getItem(PERSIST_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (parsed && typeof parsed === 'object') data = parsed as PersistedShape;
  } catch (e) {
    console.warn('Stored state unreadable; starting fresh', e);
  }
  const clientId = str(data.oauth?.clientId);
  const clientSecret = str(data.oauth?.clientSecret);
  const app: OAuthApp | null =
    clientId && clientSecret ? { client_id: clientId, client_secret: clientSecret } : null;
  const lastTimeline = data.ui?.lastTimeline;
  return {
    storageOk: true,
    preloaded: {
      config: mergePreferences(data.config),
      auth: {
        ...initialAuthState,
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
    },
  };
}

function snapshot(s: RootState): unknown[] {
  return [s.config, s.auth.app, s.auth.appToken, s.auth.userToken, s.auth.lastLoginName, s.ui.lastTimeline];
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
export function startPersistence(store: AppStore, storage: Storage | null, storageOk: boolean): () => void {
  if (!storageOk || !storage) {
    notifyUnavailable(store);
    return () => {};
  }
  let last = snapshot(store.getState());
  let failed = false;
  return store.subscribe(() => {
    if (failed) return;
    const state = store.getState();
    const next = snapshot(state);
    if (next.every((v, i) => v === last[i])) return;
    last = next;
    try {
      storage.setItem(PERSIST_KEY, JSON.stringify(serialize(state)));
    } catch (e) {
      failed = true;
      console.warn('Could not write persisted state', e);
      notifyUnavailable(store);
    }
  });
}
