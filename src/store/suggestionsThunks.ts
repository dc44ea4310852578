// Who to follow (GET /suggestions with credentials). Accounts land in the
// users table; callers keep the ids.
import { fetchSuggestions } from '../api/suggestions';
import { arr, isObj } from '../entities/coerce';
import { normalizeUser } from '../entities/user';
import { selectToken } from './authSlice';
import { fetchRelationships } from './relationshipThunks';
import { usersReceived } from './usersSlice';
import type { AppThunk } from './index';

// The sidebar panel and the who-to-follow page ask at the same moment on that page: one request.
let inFlight: Promise<string[]> | null = null;

/** The suggested account ids, in server order. v2-style `{ account }` entries are unwrapped. */
export const loadSuggestions = (): AppThunk<Promise<string[]>> => (dispatch, getState) => {
  inFlight ??= (async () => {
    const raw = arr(await fetchSuggestions(selectToken(getState())));
    const users = raw
      .map((item) => normalizeUser(isObj(item) && isObj(item.account) ? item.account : item))
      .filter((u) => u.id);
    dispatch(usersReceived(users));
    dispatch(fetchRelationships(users.map((u) => u.id))).catch(() => undefined);
    return users.map((u) => u.id);
  })().finally(() => {
    inFlight = null;
  });
  return inFlight;
};
