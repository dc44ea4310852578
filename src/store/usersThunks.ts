// Fetching single accounts (profile screens, remote-user resolver).
import { fetchAccount } from '../api/accounts';
import { normalizeUser } from '../entities/user';
import { selectToken } from './authSlice';
import { usersReceived } from './usersSlice';
import type { AppThunk } from './index';

/** Fetch an account by id or by acct (`name@host`, which Pleroma resolves); returns its id. */
export const fetchUser =
  (idOrAcct: string): AppThunk<Promise<string>> =>
  async (dispatch, getState) => {
    const user = normalizeUser(await fetchAccount(idOrAcct, selectToken(getState())));
    if (!user.id) throw new Error('Not found.');
    dispatch(usersReceived([user]));
    return user.id;
  };
