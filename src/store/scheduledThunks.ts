// Scheduled posts: schedule from the post form, list, move, cancel. Local state changes
// only after the server's ok; failures come back as the server's words (Outcome).
import { postStatus, type PostStatusParams } from '../api/postStatus';
import * as api from '../api/scheduledStatuses';
import { normalizeScheduledStatus, normalizeScheduledStatuses, type ScheduledStatus } from '../entities/scheduledStatus';
import { selectUserToken } from './authSlice';
import { errorText } from './errorText';
import type { AppThunk } from './index';
import {
  scheduledFailed, scheduledLoading, scheduledReceived, scheduledRemoved, scheduledUpserted, selectScheduled,
} from './scheduledSlice';
import { withToken, type Outcome } from './withToken';

const MALFORMED = 'Malformed JSON in the server response';

export const loadScheduled =
  ({ more = false } = {}): AppThunk<Promise<void>> =>
  async (dispatch, getState) => {
    const current = selectScheduled(getState());
    if (current.loading || (more && !current.maxId)) return;
    dispatch(scheduledLoading());
    try {
      const res = await api.fetchScheduledStatuses(selectUserToken(getState()), more ? current.maxId : null);
      dispatch(scheduledReceived({ items: normalizeScheduledStatuses(res.data), maxId: res.cursors.maxId, append: more }));
    } catch (e) {
      dispatch(scheduledFailed(errorText(e)));
    }
  };

/** POST /api/v1/statuses with scheduled_at: the answer is a ScheduledStatus, not a status. */
export const submitScheduled =
  (params: PostStatusParams): AppThunk<Promise<Outcome<ScheduledStatus>>> =>
  async (dispatch) => {
    const res = await dispatch(withToken((token) => postStatus(params, token)));
    if (!res.ok) return res;
    const scheduled = normalizeScheduledStatus(res.value);
    if (!scheduled) return { ok: false, message: MALFORMED };
    dispatch(scheduledUpserted(scheduled));
    return { ok: true, value: scheduled };
  };

export const reschedule =
  (id: string, scheduledAt: string): AppThunk<Promise<Outcome<ScheduledStatus>>> =>
  async (dispatch) => {
    const res = await dispatch(withToken((token) => api.rescheduleStatus(id, scheduledAt, token)));
    if (!res.ok) return res;
    const scheduled = normalizeScheduledStatus(res.value);
    if (!scheduled) return { ok: false, message: MALFORMED };
    dispatch(scheduledUpserted(scheduled));
    return { ok: true, value: scheduled };
  };

export const cancelScheduled =
  (id: string): AppThunk<Promise<Outcome<void>>> =>
  async (dispatch) => {
    const res = await dispatch(withToken((token) => api.cancelScheduledStatus(id, token)));
    if (res.ok) dispatch(scheduledRemoved(id));
    return res;
  };
