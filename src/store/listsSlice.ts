// Lists: the signed-in user's lists, each list's members (ids; the accounts live in
// the users table) and, per account, which lists hold it. Signed-in only, so injected lazily
// (ensureListsSlice); the timeline switcher reads it when it is there.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { UserList } from '../entities/list';
import { loggedOut } from './actions';
import { registerReferenceCollector } from './eviction';
import { injectReducer, type AppStore, type RootState } from './index';

export interface ListMembers {
  ids: string[];
  /** Cursor of the next page; null at the end. */
  maxId: string | null;
  loading: boolean;
  loaded: boolean;
}

export interface ListsState {
  items: UserList[];
  loading: boolean;
  loaded: boolean;
  error: string | null;
  members: Record<string, ListMembers>;
  /** Account id → ids of the lists holding it (asked when its menu opens). */
  ofAccount: Record<string, string[]>;
}

const initialState = (): ListsState => ({ items: [], loading: false, loaded: false, error: null, members: {}, ofAccount: {} });
const noMembers = (): ListMembers => ({ ids: [], maxId: null, loading: false, loaded: false });

const listsSlice = createSlice({
  name: 'lists',
  initialState,
  reducers: {
    listsLoading: (state) => {
      state.loading = true;
      state.error = null;
    },
    listsReceived: (state, action: PayloadAction<UserList[]>) => {
      state.items = action.payload;
      state.loading = false;
      state.loaded = true;
    },
    listsFailed: (state, action: PayloadAction<string>) => {
      state.loading = false;
      state.error = action.payload;
    },
    /** A created or updated list: replaced in place, or added at the end. */
    listSaved: (state, action: PayloadAction<UserList>) => {
      const i = state.items.findIndex((l) => l.id === action.payload.id);
      if (i >= 0) state.items[i] = action.payload;
      else state.items.push(action.payload);
    },
    listRemoved: (state, action: PayloadAction<string>) => {
      state.items = state.items.filter((l) => l.id !== action.payload);
      delete state.members[action.payload];
      for (const [account, ids] of Object.entries(state.ofAccount)) state.ofAccount[account] = ids.filter((id) => id !== action.payload);
    },
    membersLoading: (state, action: PayloadAction<string>) => {
      state.members[action.payload] = { ...(state.members[action.payload] ?? noMembers()), loading: true };
    },
    membersReceived: (state, action: PayloadAction<{ listId: string; ids: string[]; maxId: string | null; append: boolean }>) => {
      const { listId, ids, maxId, append } = action.payload;
      const base = append ? (state.members[listId]?.ids ?? []) : [];
      state.members[listId] = { ids: [...base, ...ids.filter((id) => !base.includes(id))], maxId, loading: false, loaded: true };
    },
    membersFailed: (state, action: PayloadAction<string>) => {
      const m = state.members[action.payload];
      if (m) m.loading = false;
    },
    accountListsReceived: (state, action: PayloadAction<{ accountId: string; listIds: string[] }>) => {
      state.ofAccount[action.payload.accountId] = action.payload.listIds;
    },
    /** An account joined or left a list (after the server's ok). */
    membershipChanged: (state, action: PayloadAction<{ listId: string; accountId: string; member: boolean }>) => {
      const { listId, accountId, member } = action.payload;
      const held = (state.ofAccount[accountId] ?? []).filter((id) => id !== listId);
      state.ofAccount[accountId] = member ? [...held, listId] : held;
      const m = state.members[listId];
      if (m) m.ids = member ? (m.ids.includes(accountId) ? m.ids : [accountId, ...m.ids]) : m.ids.filter((id) => id !== accountId);
    },
  },
  extraReducers: (b) => b.addCase(loggedOut, () => initialState()),
});

export const {
  listsLoading,
  listsReceived,
  listsFailed,
  listSaved,
  listRemoved,
  membersLoading,
  membersReceived,
  membersFailed,
  accountListsReceived,
  membershipChanged,
} = listsSlice.actions;

const NO_MEMBERS: ListMembers = Object.freeze(noMembers()) as ListMembers;

export const selectListsState = (s: RootState): Pick<ListsState, 'loading' | 'loaded' | 'error'> | null => s.lists ?? null;
export const selectList = (s: RootState, id: string): UserList | undefined => s.lists?.items.find((l) => l.id === id);
export const selectListMembers = (s: RootState, id: string): ListMembers => s.lists?.members[id] ?? NO_MEMBERS;
/** Ids of the lists holding an account; null until asked. */
export const selectAccountListIds = (s: RootState, accountId: string): string[] | null => s.lists?.ofAccount[accountId] ?? null;

let collectorRegistered = false;

/** Adds the slice to the store (once) before anything reads or fills it. */
export function ensureListsSlice(store: AppStore): void {
  if (!store.getState().lists) injectReducer(store, 'lists', listsSlice.reducer);
  if (collectorRegistered) return;
  collectorRegistered = true;
  // Members stay in the users table while a list shows them.
  registerReferenceCollector((s) => ({ userIds: Object.values(s.lists?.members ?? {}).flatMap((m) => m.ids) }));
}
