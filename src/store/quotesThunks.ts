// A page of a post's quotes: the statuses enter the tables; the caller keeps the ids and the cursor.
import { fetchQuotes } from '../api/quotes';
import { normalizeStatuses } from '../entities/status';
import { entitiesReceived } from './actions';
import { selectUserToken } from './authSlice';
import { errorText } from './errorText';
import { selectInstance } from './instanceSlice';
import type { AppThunk } from './index';
import type { Outcome } from './withToken';

export interface QuotesPage {
  ids: string[];
  /** The cursor of the next page, null at the end. */
  next: string | null;
}

export const loadQuotes =
  (statusId: string, maxId: string | null): AppThunk<Promise<Outcome<QuotesPage>>> =>
  async (dispatch, getState) => {
    const api = selectInstance(getState()).quotePosting;
    if (!api) return { ok: true, value: { ids: [], next: null } };
    try {
      const res = await fetchQuotes(statusId, api, selectUserToken(getState()), maxId);
      const n = normalizeStatuses(res.data);
      dispatch(entitiesReceived({ users: n.users, statuses: [...n.statuses, ...n.entity] }));
      return { ok: true, value: { ids: n.entity.map((s) => s.id), next: res.cursors.maxId } };
    } catch (e) {
      return { ok: false, message: errorText(e) };
    }
  };
