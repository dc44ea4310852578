// What a status's own buttons do (toggles, reactions, poll votes), as thunks that load their code
// with the first use: the first screen carries the buttons, not the actions behind them.
// Shell asks for the code in idle time after the first statuses (preloadStatusButtons), so a click
// rarely waits for it; code that cannot be loaded (offline) is said in a notice, as for screens.
import { pushNotice } from './noticesSlice';
import type { AppThunk } from './index';
import type { StatusToggleKind } from './statusActionsThunks';

const toggles = () => import('./statusActionsThunks');
const reactions = () => import('./statusActionsReactions');
const polls = () => import('./statusActionsPolls');

export const preloadStatusButtons = (): void => {
  void Promise.all([toggles(), reactions(), polls()]).catch(() => {});
};

/** Runs the thunk `pick` makes from the loaded code; `failed` is the answer when the code cannot load. */
const withCode =
  <M, R>(load: () => Promise<M>, pick: (code: M) => AppThunk<Promise<R>>, failed: R): AppThunk<Promise<R>> =>
  async (dispatch) => {
    let code: M;
    try {
      code = await load();
    } catch {
      dispatch(pushNotice({ messageKey: 'chunk_error.error' }));
      return failed;
    }
    return dispatch(pick(code));
  };

export const toggleStatus = (id: string, kind: StatusToggleKind) => withCode(toggles, (code) => code.toggleStatus(id, kind), undefined);
export const toggleReaction = (id: string, emoji: string) => withCode(reactions, (code) => code.toggleReaction(id, emoji), undefined);
export const loadReactions = (id: string) => withCode(reactions, (code) => code.loadReactions(id), undefined);
export const voteInPoll = (statusId: string, choices: number[]) => withCode(polls, (code) => code.voteInPoll(statusId, choices), false);
export const refreshPoll = (statusId: string) => withCode(polls, (code) => code.refreshPoll(statusId), undefined);
