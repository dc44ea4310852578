// Lists: load, create, rename or change, delete; members and the lists holding an
// account. Local state changes only after the server's ok; a refusal is a notice with its text.
// The caller injects the slice first (ensureListsSlice).
import * as api from '../api/lists';
import { normalizeList, normalizeLists } from '../entities/list';
import { normalizeUser } from '../entities/user';
import { selectUserToken } from './authSlice';
import {
  accountListsReceived,
  listRemoved,
  listSaved,
  listsFailed,
  listsLoading,
  listsReceived,
  membersFailed,
  membersLoading,
  membersReceived,
  membershipChanged,
  selectListMembers,
} from './listsSlice';
import { pushNotice } from './noticesSlice';
import { errorText } from './errorText';
import { usersReceived } from './usersSlice';
import type { AppThunk } from './index';

const failed = (e: unknown): AppThunk => (dispatch) =>
  dispatch(pushNotice({ messageKey: 'lists.error', messageArgs: { error: errorText(e) }, level: 'error', timeout: 5000 }));

export const loadLists =
  (): AppThunk<Promise<void>> =>
  async (dispatch, getState) => {
    if (getState().lists?.loading) return;
    dispatch(listsLoading());
    try {
      dispatch(listsReceived(normalizeLists(await api.fetchLists(selectUserToken(getState())))));
    } catch (e) {
      dispatch(listsFailed(errorText(e)));
    }
  };

/** Creates or changes a list; resolves true on the server's ok. */
export const saveList =
  (id: string | null, fields: api.ListFields): AppThunk<Promise<boolean>> =>
  async (dispatch, getState) => {
    const token = selectUserToken(getState());
    try {
      const list = normalizeList(id ? await api.updateList(id, fields, token) : await api.createList(fields, token));
      if (list) dispatch(listSaved(list));
      return true;
    } catch (e) {
      dispatch(failed(e));
      return false;
    }
  };

export const removeList =
  (id: string): AppThunk<Promise<boolean>> =>
  async (dispatch, getState) => {
    try {
      await api.deleteList(id, selectUserToken(getState()));
      dispatch(listRemoved(id));
      return true;
    } catch (e) {
      dispatch(failed(e));
      return false;
    }
  };

/** The first page of a list's members, or the next one with `more`. */
export const loadListMembers =
  (listId: string, { more = false } = {}): AppThunk<Promise<void>> =>
  async (dispatch, getState) => {
    const current = selectListMembers(getState(), listId);
    if (current.loading || (more && !current.maxId)) return;
    dispatch(membersLoading(listId));
    try {
      const res = await api.fetchListAccounts(listId, selectUserToken(getState()), more ? current.maxId : null);
      const users = (Array.isArray(res.data) ? res.data : []).map(normalizeUser).filter((u) => u.id);
      dispatch(usersReceived(users));
      dispatch(membersReceived({ listId, ids: users.map((u) => u.id), maxId: res.cursors.maxId, append: more }));
    } catch (e) {
      dispatch(membersFailed(listId));
      dispatch(failed(e));
    }
  };

export const loadAccountLists =
  (accountId: string): AppThunk<Promise<void>> =>
  async (dispatch, getState) => {
    try {
      const lists = normalizeLists(await api.fetchAccountLists(accountId, selectUserToken(getState())));
      dispatch(accountListsReceived({ accountId, listIds: lists.map((l) => l.id) }));
    } catch (e) {
      dispatch(failed(e));
    }
  };

/** Adds an account to a list or takes it off; resolves true on the server's ok. */
export const setListMember =
  (listId: string, accountId: string, member: boolean): AppThunk<Promise<boolean>> =>
  async (dispatch, getState) => {
    try {
      await api.changeListAccounts(listId, [accountId], member, selectUserToken(getState()));
      dispatch(membershipChanged({ listId, accountId, member }));
      return true;
    } catch (e) {
      dispatch(failed(e));
      return false;
    }
  };

/** Accounts one follows matching `q`, into the users table; resolves their ids. */
export const searchFollowedAccounts =
  (q: string, signal?: AbortSignal): AppThunk<Promise<string[]>> =>
  async (dispatch, getState) => {
    const raw = await api.searchFollowing(q, selectUserToken(getState()), signal);
    const users = (Array.isArray(raw) ? raw : []).map(normalizeUser).filter((u) => u.id);
    dispatch(usersReceived(users));
    return users.map((u) => u.id);
  };
