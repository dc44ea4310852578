// Polls: vote (the caller shows loading), then results; refresh of tracked polls.
import { isQueued } from '../api/http';
import { fetchPoll, votePoll } from '../api/polls';
import { normalizePoll } from '../entities/poll';
import { selectToken, selectUserToken } from './authSlice';
import { pushNotice } from './noticesSlice';
import { statusPatched } from './statusesSlice';
import { errorText } from './errorText';
import type { AppThunk } from './index';

/** Votes in the poll of status `statusId`; true when the server accepted the vote. */
export const voteInPoll =
  (statusId: string, choices: number[]): AppThunk<Promise<boolean>> =>
  async (dispatch, getState) => {
    const poll = getState().statuses[statusId]?.poll;
    if (!poll || choices.length === 0) return false;
    try {
      const updated = normalizePoll(await votePoll(poll.id, choices, selectUserToken(getState())));
      if (updated) dispatch(statusPatched({ id: statusId, patch: { poll: updated } }));
      return true;
    } catch (e) {
      if (isQueued(e)) {
        // Kept by the outbox: shown as voted now, the counts come with the server's answer.
        dispatch(statusPatched({ id: statusId, patch: { poll: { ...poll, voted: true, choices } } }));
        return true;
      }
      dispatch(pushNotice({ messageKey: 'polls.error_vote', messageArgs: { error: errorText(e) } }));
      return false;
    }
  };

/** Refetches the poll of a status (tracked polls, every 30 s while shown). */
export const refreshPoll =
  (statusId: string): AppThunk<Promise<void>> =>
  async (dispatch, getState) => {
    const poll = getState().statuses[statusId]?.poll;
    if (!poll) return;
    try {
      const updated = normalizePoll(await fetchPoll(poll.id, selectToken(getState())));
      if (updated) dispatch(statusPatched({ id: statusId, patch: { poll: updated } }));
    } catch (e) {
      console.warn('Refreshing the poll failed', e);
    }
  };
