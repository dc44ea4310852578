// Status actions (toggles, delete confirm, errors): optimistic flag and count
// flips, confirmed by replacing the status with the server's answer, reverted with a global
// notice carrying the server's message on failure.
import { isQueued } from '../api/http';
import { errorText } from './errorText';
import { deleteStatus as apiDeleteStatus, postStatusAction, type StatusToggleAction } from '../api/statusActions';
import { normalizeStatus } from '../entities/status';
import type { Status } from '../entities/types';
import { entitiesReceived } from './actions';
import { selectUserToken } from './authSlice';
import { pushNotice } from './noticesSlice';
import { statusTogglePairKey } from './outbox/classify';
import { waitingIntentOf } from './outbox/marks';
import { statusPatched } from './statusesSlice';
import type { AppThunk } from './index';

export type StatusToggleKind = 'favourite' | 'repeat' | 'bookmark' | 'pin' | 'mute';

interface ToggleSpec {
  flag: 'favorited' | 'repeated' | 'bookmarked' | 'pinned' | 'thread_muted';
  count?: 'fave_num' | 'repeat_num';
  on: StatusToggleAction;
  off: StatusToggleAction;
}

export const TOGGLES: Record<StatusToggleKind, ToggleSpec> = {
  favourite: { flag: 'favorited', count: 'fave_num', on: 'favourite', off: 'unfavourite' },
  repeat: { flag: 'repeated', count: 'repeat_num', on: 'reblog', off: 'unreblog' },
  bookmark: { flag: 'bookmarked', on: 'bookmark', off: 'unbookmark' },
  pin: { flag: 'pinned', on: 'pin', off: 'unpin' },
  mute: { flag: 'thread_muted', on: 'mute', off: 'unmute' },
};

/** The server's own error text when it sent one, else the error's message. */

/** A status answer from the server into the tables; a reblog answer confirms its inner status. */
export const statusConfirmed =
  (raw: unknown): AppThunk =>
  (dispatch) => {
    const n = normalizeStatus(raw);
    const shown = n.entity.type === 'retweet' ? n.statuses : [n.entity];
    if (!shown[0]?.id) return;
    dispatch(entitiesReceived({ users: n.users, statuses: shown }));
  };

/** A toggle being brought to what its last click asked: `confirmed` is what the server has. */
interface ToggleSync {
  wanted: boolean;
  confirmed: boolean;
  done: Promise<void>;
}
const syncing = new Map<string, ToggleSync>();

/**
 * Flip one toggle of a status (its id is the shown status, never a repeat wrapper). A click while
 * the last one is on its way is never dropped: the button flips at once, and the request for it
 * follows when the one ahead has its answer (none when the clicks cancelled out).
 */
export const toggleStatus =
  (id: string, kind: StatusToggleKind): AppThunk<Promise<void>> =>
  async (dispatch, getState) => {
    const key = `${kind}:${id}`;
    const spec = TOGGLES[kind];
    const shown = (): Status | undefined => getState().statuses[id];
    /** The flag (and its count) set to `on`, from what is shown now. */
    const show = (on: boolean) => {
      const status = shown();
      if (!status || status[spec.flag] === on) return;
      const patch: Partial<Status> = { [spec.flag]: on };
      if (spec.count) patch[spec.count] = Math.max(0, status[spec.count] + (on ? 1 : -1));
      dispatch(statusPatched({ id, patch }));
    };
    const status = shown();
    if (!status) return;
    // What the button shows: a waiting click's state, else the status's.
    const wanted = !(waitingIntentOf(statusTogglePairKey(id, spec.on)) ?? status[spec.flag]);
    show(wanted);
    const running = syncing.get(key);
    if (running) {
      running.wanted = wanted; // the request on its way is followed by this one
      return running.done;
    }
    const sync: ToggleSync = { wanted, confirmed: !wanted, done: Promise.resolve() };
    syncing.set(key, sync);
    const send = async () => {
      while (sync.wanted !== sync.confirmed) {
        const on = sync.wanted;
        try {
          const raw = await postStatusAction(id, on ? spec.on : spec.off, selectUserToken(getState()));
          sync.confirmed = on;
          // The answer's counts, unless a newer click already flipped the button again.
          if (sync.wanted === on) dispatch(statusConfirmed(raw));
        } catch (e) {
          // Kept by the outbox: the new state stands, marked as waiting (a later click joins it there).
          if (isQueued(e)) {
            sync.confirmed = on;
            continue;
          }
          show(sync.confirmed);
          dispatch(pushNotice({ messageKey: `status_actions.error_${kind}`, messageArgs: { error: errorText(e) } }));
          return;
        }
      }
    };
    sync.done = send().finally(() => syncing.delete(key));
    return sync.done;
  };

/** Marks the status deleted at once (the gravestone shows); restores it if the server refuses. */
export const deleteStatus =
  (id: string): AppThunk<Promise<void>> =>
  async (dispatch, getState) => {
    if (!getState().statuses[id]) return;
    dispatch(statusPatched({ id, patch: { deleted: true } }));
    try {
      await apiDeleteStatus(id, selectUserToken(getState()));
    } catch (e) {
      if (isQueued(e)) return;
      dispatch(statusPatched({ id, patch: { deleted: false } }));
      dispatch(pushNotice({ messageKey: 'status_actions.error_delete', messageArgs: { error: errorText(e) } }));
    }
  };

/** The status's link on this instance (what Pleroma-FE copies). */
export function statusLink(id: string): string {
  const origin = typeof location !== 'undefined' ? location.origin : '';
  return `${origin}/notice/${encodeURIComponent(id)}`;
}

/** Copies the link; a failure (no permission, no clipboard) emits its error text. */
export const copyStatusLink =
  (id: string): AppThunk<Promise<void>> =>
  async (dispatch) => {
    try {
      if (!navigator.clipboard) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(statusLink(id));
      dispatch(pushNotice({ messageKey: 'status_actions.link_copied', level: 'success', timeout: 5000 }));
    } catch (e) {
      dispatch(pushNotice({ messageKey: 'status_actions.error_copy_link', messageArgs: { error: errorText(e) } }));
    }
  };
