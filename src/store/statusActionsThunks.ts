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

const pending = new Set<string>();

/** Flip one toggle of a status (its id is the shown status, never a repeat wrapper). */
export const toggleStatus =
  (id: string, kind: StatusToggleKind): AppThunk<Promise<void>> =>
  async (dispatch, getState) => {
    const key = `${kind}:${id}`;
    const status = getState().statuses[id];
    if (!status || pending.has(key)) return;
    const spec = TOGGLES[kind];
    const wasOn = status[spec.flag];
    const before: Partial<Status> = { [spec.flag]: wasOn };
    const patch: Partial<Status> = { [spec.flag]: !wasOn };
    if (spec.count) {
      before[spec.count] = status[spec.count];
      patch[spec.count] = Math.max(0, status[spec.count] + (wasOn ? -1 : 1));
    }
    pending.add(key);
    dispatch(statusPatched({ id, patch }));
    try {
      const raw = await postStatusAction(id, wasOn ? spec.off : spec.on, selectUserToken(getState()));
      dispatch(statusConfirmed(raw));
    } catch (e) {
      if (isQueued(e)) return; // kept by the outbox: the new state stands, marked as waiting
      dispatch(statusPatched({ id, patch: before }));
      dispatch(pushNotice({ messageKey: `status_actions.error_${kind}`, messageArgs: { error: errorText(e) } }));
    } finally {
      pending.delete(key);
    }
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
