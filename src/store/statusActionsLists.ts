// Who favourited and who repeated a status.
import { fetchFavouritedBy, fetchRebloggedBy } from '../api/statusActions';
import { normalizeUser } from '../entities/user';
import { entitiesReceived } from './actions';
import { selectToken } from './authSlice';
import type { AppThunk } from './index';

export interface Interactors {
  favouritedBy: string[];
  rebloggedBy: string[];
}

const accounts = (raw: unknown) => (Array.isArray(raw) ? raw.map(normalizeUser).filter((u) => u.id) : []);

/** Fetches both lists; the accounts go to the users table, the ids come back. */
export const fetchInteractors =
  (id: string): AppThunk<Promise<Interactors>> =>
  async (dispatch, getState) => {
    const token = selectToken(getState());
    const [favs, reblogs] = await Promise.all([fetchFavouritedBy(id, token), fetchRebloggedBy(id, token)]);
    const fav = accounts(favs);
    const reb = accounts(reblogs);
    dispatch(entitiesReceived({ users: [...fav, ...reb] }));
    return { favouritedBy: fav.map((u) => u.id), rebloggedBy: reb.map((u) => u.id) };
  };
