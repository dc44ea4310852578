// Follow requests to a locked account (approve/deny removes the request locally;
// polled every 10 s). The nav badge reads the signed-in user's follow_request_count, kept in step here.
import { answerFollowRequest } from '../api/followRequests';
import { normalizeRelationship } from '../entities/relationship';
import { fetchList } from './accountListsThunks';
import { followRequestAnswered, type FollowRequestAnswer } from './followRequestActions';
import { listItemAdded, listItemRemoved, selectAccountList } from './accountListsSlice';
import { selectCurrentUser, selectUserToken } from './authSlice';
import { startFetcher, stopFetcher } from './fetchers';
import { pushNotice } from './noticesSlice';
import { relationshipsReceived } from './relationshipsSlice';
import { errorText } from './errorText';
import { usersReceived } from './usersSlice';
import type { AppThunk } from './index';

export const FOLLOW_REQUESTS_POLL_MS = 10_000;
const FETCHER_KEY = 'followRequests';

const setBadgeCount =
  (count: number): AppThunk =>
  (dispatch, getState) => {
    const me = selectCurrentUser(getState());
    if (me && me.follow_request_count !== count) dispatch(usersReceived([{ ...me, follow_request_count: count }]));
  };

/** Fetch the pending requests and bring the badge count in line with them. */
export const refreshFollowRequests = (): AppThunk<Promise<void>> => async (dispatch, getState) => {
  await dispatch(fetchList('followRequests'));
  const list = selectAccountList(getState(), 'followRequests');
  if (list.error !== null || !list.loaded) return;
  // With more pages on the server, the first page is a lower bound only.
  const known = selectCurrentUser(getState())?.follow_request_count ?? 0;
  dispatch(setBadgeCount(list.maxId ? Math.max(known, list.items.length) : list.items.length));
};

/** Starts polling (and fetches once now); a restart replaces the old timer. */
export const startFollowRequestsPolling = (): AppThunk => (dispatch) => {
  void dispatch(refreshFollowRequests());
  startFetcher(FETCHER_KEY, () => void dispatch(refreshFollowRequests()), FOLLOW_REQUESTS_POLL_MS);
};

export const stopFollowRequestsPolling = (): void => stopFetcher(FETCHER_KEY);

export type AnswerOutcome = { ok: true } | { ok: false; error: unknown };

/**
 * The one way to answer a follow request, from the friend-requests page or from a notification:
 * the request leaves the list and the badge count drops at once, not at the next poll; once the
 * server agrees, every other view of it follows (followRequestAnswered). If the server refuses,
 * list and count are put back and the outcome carries the error for the caller's notice.
 */
export const answerFollowRequestOf =
  (accountId: string, answer: FollowRequestAnswer): AppThunk<Promise<AnswerOutcome>> =>
  async (dispatch, getState) => {
    const index = selectAccountList(getState(), 'followRequests').items.indexOf(accountId);
    const before = selectCurrentUser(getState())?.follow_request_count ?? 0;
    if (index >= 0) dispatch(listItemRemoved({ list: 'followRequests', item: accountId }));
    dispatch(setBadgeCount(Math.max(0, before - 1)));
    try {
      const rel = normalizeRelationship(await answerFollowRequest(accountId, answer, selectUserToken(getState())));
      if (rel.id) dispatch(relationshipsReceived([rel]));
      dispatch(followRequestAnswered({ accountId, answer }));
      return { ok: true };
    } catch (error) {
      if (index >= 0) dispatch(listItemAdded({ list: 'followRequests', item: accountId, index }));
      dispatch(setBadgeCount(before));
      return { ok: false, error };
    }
  };

/** Approve or deny on the friend-requests page; a refusal says so in a notice. */
export const answerRequest =
  (accountId: string, answer: FollowRequestAnswer): AppThunk<Promise<boolean>> =>
  async (dispatch) => {
    const outcome = await dispatch(answerFollowRequestOf(accountId, answer));
    if (!outcome.ok) {
      dispatch(
        pushNotice({
          messageKey: `friend_requests.${answer === 'authorize' ? 'approve' : 'deny'}_error`,
          messageArgs: { error: errorText(outcome.error) },
          timeout: 5000,
        }),
      );
    }
    return outcome.ok;
  };
