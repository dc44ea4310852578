// Drafts: what a person typed, per context ('new', 'reply:<statusId>'), kept
// across failed posts, closed modals, navigation, reloads and browser restarts. The slice is
// injected lazily with the compose chunk (see injectDrafts) so the first paint does not carry it;
// it persists itself to localStorage under its own key, debounced.
import { dictionary } from '../lib/own';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Attachment, Visibility } from '../entities/types';
import { debounce } from '../lib/debounce';
import { getJson, removeKey, setJson } from '../lib/storage';
import { loggedOut } from './actions';
import { injectReducer, type AppStore, type RootState } from './index';
import { isSessionLeaving } from './sessionLeaving';

export const DRAFTS_KEY = 'starling-drafts';
export const DRAFTS_SAVE_MS = 300;

export interface DraftPoll {
  options: string[];
  multiple: boolean;
  /** Seconds. */
  expiresIn: number;
}

export interface Draft {
  text: string;
  subject: string;
  visibility: Visibility | null;
  contentType: string | null;
  sensitive: boolean | null;
  poll: DraftPoll | null;
  /** Uploaded attachments; their descriptions live in the attachment. */
  files: Attachment[];
  /** ISO 639-1; null until the person picks one. */
  language: string | null;
  updatedAt: number;
  /** The post a quote draft quotes; null once removed from the form, absent until touched. */
  quoteId?: string | null;
  /** Scheduled posts: the chosen local date and time (datetime-local), absent to post at once. */
  scheduledAt?: string | null;
}

export type DraftsState = Record<string, Draft>;

export const emptyDraft = (): Draft => ({
  text: '', subject: '', visibility: null, contentType: null, sensitive: null, poll: null, files: [], language: null, updatedAt: 0,
});

/** A draft worth keeping: anything typed, attached or polled. */
export const isBlankDraft = (d: Draft): boolean =>
  d.text.trim() === '' && d.subject.trim() === '' && d.files.length === 0 && !(d.poll?.options.some((o) => o.trim()));

const draftsSlice = createSlice({
  name: 'drafts',
  initialState: (): DraftsState => dictionary<Draft>(),
  reducers: {
    draftUpdated: (state, action: PayloadAction<{ key: string; patch: Partial<Draft>; now?: number }>) => {
      const { key, patch, now } = action.payload;
      state[key] = { ...(state[key] ?? emptyDraft()), ...patch, updatedAt: now ?? Date.now() };
    },
    draftDiscarded: (state, action: PayloadAction<{ key: string }>) => {
      delete state[action.payload.key];
    },
    draftsLoaded: (_state, action: PayloadAction<DraftsState>) => action.payload,
  },
  extraReducers: (b) => b.addCase(loggedOut, () => dictionary<Draft>()),
});

export const { draftUpdated, draftDiscarded, draftsLoaded } = draftsSlice.actions;
export const draftsReducer = draftsSlice.reducer;

export const selectDraft = (s: RootState, key: string): Draft | undefined => s.drafts?.[key];

// ---- persistence ----

function validDraft(v: unknown): v is Draft {
  if (!v || typeof v !== 'object') return false;
  const d = v as Record<string, unknown>;
  return typeof d.text === 'string' && typeof d.subject === 'string' && Array.isArray(d.files);
}

/** Drafts from storage; anything malformed is dropped rather than trusted. */
export function loadDrafts(): DraftsState {
  const raw = getJson<unknown>(DRAFTS_KEY, {});
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return dictionary<Draft>();
  const out: DraftsState = dictionary<Draft>();
  for (const [k, v] of Object.entries(raw as Record<string, unknown>)) {
    if (validDraft(v)) out[k] = { ...emptyDraft(), ...v };
  }
  return out;
}

export function saveDrafts(drafts: DraftsState): void {
  // Another account's session is starting: its drafts are the ones stored now (accountsThunks).
  if (isSessionLeaving()) return;
  const kept = Object.fromEntries(Object.entries(drafts).filter(([, d]) => !isBlankDraft(d)));
  if (Object.keys(kept).length === 0) removeKey(DRAFTS_KEY);
  else setJson(DRAFTS_KEY, kept);
}

// ---- lazy injection ----

const started = new WeakSet<object>();

/**
 * Adds the drafts table to the store (store/index injectReducer), loads the stored drafts and
 * starts saving them, debounced, on change. Safe to call more than once.
 */
export function injectDrafts(store: AppStore): void {
  injectReducer(store, 'drafts', draftsReducer);
  if (started.has(store)) return;
  started.add(store);
  store.dispatch(draftsLoaded(loadDrafts()));
  let last = store.getState().drafts;
  const save = debounce(() => saveDrafts(store.getState().drafts ?? {}), DRAFTS_SAVE_MS);
  store.subscribe(() => {
    const now = store.getState().drafts;
    if (now !== last) {
      last = now;
      save();
    }
  });
  // Closing the tab inside the debounce window must not lose the last keystrokes.
  if (typeof window !== 'undefined') window.addEventListener('pagehide', () => save.flush());
}
