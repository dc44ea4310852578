// Sending a report. The dialog shows the state the slice holds.
import { postReport, type ReportPayload } from '../api/reports';
import { fetchTimeline } from '../api/timelines';
import { normalizeStatuses } from '../entities/status';
import { entitiesReceived } from './actions';
import { selectUserToken } from './authSlice';
import { reportClosed, reportFailed, reportSubmitting, reportSucceeded } from './reportSlice';
import type { AppThunk } from './index';

/** Sends the report; on success the form resets and the dialog closes, on error submit re-enables. */
export const submitReport =
  (payload: ReportPayload): AppThunk<Promise<boolean>> =>
  async (dispatch, getState) => {
    if (getState().report.state === 'processing') return false;
    dispatch(reportSubmitting());
    try {
      await postReport(payload, selectUserToken(getState()));
      dispatch(reportSucceeded());
      dispatch(reportClosed());
      return true;
    } catch {
      dispatch(reportFailed());
      return false;
    }
  };

/** The remote host of a `user@host` handle, or null for a local user (forwarding is for remote ones). */
export function remoteHostOf(screenName: string): string | null {
  const at = screenName.lastIndexOf('@');
  return at > 0 && at < screenName.length - 1 ? screenName.slice(at + 1) : null;
}

/** The user's recent own posts (not repeats) to choose from; the statuses land in the table. */
export const loadReportableStatuses =
  (userId: string): AppThunk<Promise<string[]>> =>
  async (dispatch, getState) => {
    const res = await fetchTimeline({ timeline: 'user', userId, token: selectUserToken(getState()) });
    const n = normalizeStatuses(res.data);
    dispatch(entitiesReceived({ users: n.users, statuses: [...n.entity, ...n.statuses] }));
    return n.entity.filter((s) => s.type !== 'retweet' && s.user === userId).map((s) => s.id);
  };
