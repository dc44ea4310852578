// Who to follow (SPEC §7 "Accounts": GET /suggestions with credentials). Accounts land in the
// users table; callers keep the ids.
import { fetchSuggestions } from '../api/suggestions';
import { arr, isObj } from '../entities/coerce';
import { normalizeUser } from '../entities/user';
import { selectToken } from './authSlice';
import { fetchRelationships } from './relationshipThunks';
import { usersReceived } from './usersSlice';
import type { AppThunk } from './index';

/** The suggested account ids, in server order. v2-style `{ account }` entries are unwrapped. */
export const loadSuggestions = (): AppThunk<Promise<string[]>> => async (dispatch, getState) => {
  const raw = arr(await fetchSuggestions(selectToken(getState())));
  const users = raw
    .map((item) => normalizeUser(isObj(item) && isObj(item.account) ? item.account : item))
    .filter((u) => u.id);
  dispatch(usersReceived(users));
  dispatch(fetchRelationships(users.map((u) => u.id))).catch(() => undefined);
  return users.map((u) => u.id);
};
