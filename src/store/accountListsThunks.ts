// Fetching and undoing mutes, blocks and domain blocks. Undo is
// optimistic: the row leaves at once and comes back with a notice if the server refuses.
// The caller injects the slice first (ensureAccountListsSlice).
import { fetchAccountList, undoAccountRelation } from '../api/accountLists';
import { blockDomain as apiBlockDomain, fetchDomainBlocks, unblockDomain as apiUnblockDomain } from '../api/domainBlocks';
import { fetchFollowRequests } from '../api/followRequests';
import { normalizeRelationship } from '../entities/relationship';
import { normalizeUser } from '../entities/user';
import {
  listFailed,
  listItemAdded,
  listItemRemoved,
  listLoading,
  listPageReceived,
  selectAccountList,
  type AccountListName,
} from './accountListsSlice';
import { selectUserToken } from './authSlice';
import { pushNotice } from './noticesSlice';
import { relationshipsReceived } from './relationshipsSlice';
import { errorText } from './errorText';
import { usersReceived } from './usersSlice';
import type { AppThunk } from './index';

/** Fetch the first page of a list, or the next one with `more`. */
export const fetchList =
  (list: AccountListName, { more = false } = {}): AppThunk<Promise<void>> =>
  async (dispatch, getState) => {
    const current = selectAccountList(getState(), list);
    if (current.loading || (more && !current.maxId)) return;
    const token = selectUserToken(getState());
    const maxId = more ? current.maxId : null;
    dispatch(listLoading(list));
    try {
      let items: string[];
      let cursors;
      if (list === 'domainBlocks') {
        const res = await fetchDomainBlocks(token, maxId);
        items = (Array.isArray(res.data) ? res.data : []).filter((d): d is string => typeof d === 'string' && d !== '');
        cursors = res.cursors;
      } else {
        const res = list === 'followRequests' ? await fetchFollowRequests(token, maxId) : await fetchAccountList(list, token, maxId);
        const users = (Array.isArray(res.data) ? res.data : []).map(normalizeUser).filter((u) => u.id);
        dispatch(usersReceived(users));
        items = users.map((u) => u.id);
        cursors = res.cursors;
      }
      dispatch(listPageReceived({ list, items, maxId: cursors.maxId, append: more }));
    } catch (e) {
      dispatch(listFailed({ list, error: errorText(e) }));
    }
  };

type UndoableList = Exclude<AccountListName, 'followRequests'>;

const NOTICE_KEY: Record<UndoableList, string> = {
  mutes: 'account_lists.unmute_error',
  blocks: 'account_lists.unblock_error',
  domainBlocks: 'account_lists.unblock_domain_error',
};

/** Unmute, unblock or unblock a domain, removing the row at once. Resolves true on success. */
export const undoListItem =
  (list: UndoableList, item: string): AppThunk<Promise<boolean>> =>
  async (dispatch, getState) => {
    const index = selectAccountList(getState(), list).items.indexOf(item);
    const token = selectUserToken(getState());
    dispatch(listItemRemoved({ list, item }));
    try {
      if (list === 'domainBlocks') {
        await apiUnblockDomain(item, token);
      } else {
        const rel = normalizeRelationship(await undoAccountRelation(list, item, token));
        if (rel.id) dispatch(relationshipsReceived([rel]));
      }
      return true;
    } catch (e) {
      if (index >= 0) dispatch(listItemAdded({ list, item, index }));
      dispatch(pushNotice({ messageKey: NOTICE_KEY[list], messageArgs: { error: errorText(e) }, timeout: 5000 }));
      return false;
    }
  };

/** Block a whole domain; it joins the top of the list when the server agrees. */
export const blockDomain =
  (domain: string): AppThunk<Promise<boolean>> =>
  async (dispatch, getState) => {
    const d = domain.trim().toLowerCase();
    if (!d) return false;
    try {
      await apiBlockDomain(d, selectUserToken(getState()));
      dispatch(listItemAdded({ list: 'domainBlocks', item: d }));
      return true;
    } catch (e) {
      dispatch(pushNotice({ messageKey: 'account_lists.block_domain_error', messageArgs: { error: errorText(e) }, timeout: 5000 }));
      return false;
    }
  };
