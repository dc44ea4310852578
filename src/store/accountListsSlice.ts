// Mutes, blocks and domain blocks as lists you can undo (the settings' mutes and blocks),
// and the follow requests waiting on a locked account. Ids and domains only; the accounts
// themselves live in the users table. Signed-in only, so the slice is injected lazily
// (ensureAccountListsSlice) rather than shipped on the visitor's first paint.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from './actions';
import { registerReferenceCollector } from './eviction';
import { injectReducer, type AppStore, type RootState } from './index';

export type AccountListName = 'mutes' | 'blocks' | 'domainBlocks' | 'followRequests';

export interface AccountList {
  /** Account ids (mutes, blocks) or domain names (domainBlocks), in server order. */
  items: string[];
  /** Cursor for the next page (Link header rel="next"); null when there is none. */
  maxId: string | null;
  loading: boolean;
  loaded: boolean;
  error: string | null;
}

export type AccountListsState = Record<AccountListName, AccountList>;

const blank = (): AccountList => ({ items: [], maxId: null, loading: false, loaded: false, error: null });
const initialState = (): AccountListsState => ({
  mutes: blank(),
  blocks: blank(),
  domainBlocks: blank(),
  followRequests: blank(),
});

const accountListsSlice = createSlice({
  name: 'accountLists',
  initialState,
  reducers: {
    listLoading: (state, action: PayloadAction<AccountListName>) => {
      state[action.payload].loading = true;
      state[action.payload].error = null;
    },
    /** A page arrived: the first page replaces, later pages append (without duplicates). */
    listPageReceived: (
      state,
      action: PayloadAction<{ list: AccountListName; items: string[]; maxId: string | null; append: boolean }>,
    ) => {
      const { list, items, maxId, append } = action.payload;
      const l = state[list];
      const base = append ? l.items : [];
      const seen = new Set(base);
      l.items = [...base, ...items.filter((i) => !seen.has(i) && seen.add(i))];
      l.maxId = maxId;
      l.loading = false;
      l.loaded = true;
    },
    listFailed: (state, action: PayloadAction<{ list: AccountListName; error: string }>) => {
      state[action.payload.list].loading = false;
      state[action.payload.list].error = action.payload.error;
    },
    listItemRemoved: (state, action: PayloadAction<{ list: AccountListName; item: string }>) => {
      const l = state[action.payload.list];
      l.items = l.items.filter((i) => i !== action.payload.item);
    },
    /** Put back at its old place (an undo the server refused), or at the top (a new block). */
    listItemAdded: (state, action: PayloadAction<{ list: AccountListName; item: string; index?: number }>) => {
      const l = state[action.payload.list];
      if (l.items.includes(action.payload.item)) return;
      const at = Math.min(Math.max(action.payload.index ?? 0, 0), l.items.length);
      l.items.splice(at, 0, action.payload.item);
    },
  },
  extraReducers: (b) => b.addCase(loggedOut, () => initialState()),
});

export const { listLoading, listPageReceived, listFailed, listItemRemoved, listItemAdded } = accountListsSlice.actions;

const EMPTY: AccountList = Object.freeze(blank()) as AccountList;

export const selectAccountList = (s: RootState, list: AccountListName): AccountList => s.accountLists?.[list] ?? EMPTY;

let collectorRegistered = false;

/** Adds the slice to the store (once) before anything reads or fills the lists. */
export function ensureAccountListsSlice(store: AppStore): void {
  if (!store.getState().accountLists) injectReducer(store, 'accountLists', accountListsSlice.reducer);
  if (collectorRegistered) return;
  collectorRegistered = true;
  // Listed accounts stay in the users table while the lists hold them.
  registerReferenceCollector((s) => {
    const l = s.accountLists;
    return l ? { userIds: [...l.mutes.items, ...l.blocks.items, ...l.followRequests.items] } : {};
  });
}
