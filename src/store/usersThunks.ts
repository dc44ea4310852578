// Fetching single accounts (profile screens, remote-user resolver).
import { fetchAccount, lookupAccount } from '../api/accounts';
import { normalizeUser } from '../entities/user';
import { selectToken } from './authSlice';
import { keptInstead } from './offlineFallback';
import { usersReceived } from './usersSlice';
import type { AppThunk } from './index';

/**
 * Fetch an account by id or by name (`name` or `name@host`; 'auto' takes a key with '@' for a
 * name); returns its id. Pleroma resolves names at /accounts/{name}; other servers only through
 * /accounts/lookup.
 */
export const fetchUser =
  (key: string, by: 'id' | 'name' | 'auto' = 'auto'): AppThunk<Promise<string>> =>
  async (dispatch, getState) => {
    const state = getState();
    const byName = by === 'name' || (by === 'auto' && key.includes('@'));
    const token = selectToken(state);
    let raw: unknown;
    try {
      raw = byName && !state.instance.pleromaBackend ? await lookupAccount(key, token) : await fetchAccount(key, token);
    } catch (e) {
      // Offline: the account as kept with its posts (store/keptViews.ts).
      const kept = await dispatch(keptInstead(e, (m) => m.keptProfileInstead(key)));
      if (kept) return kept;
      throw e;
    }
    const user = normalizeUser(raw);
    if (!user.id) throw new Error('Not found.');
    dispatch(usersReceived([user]));
    return user.id;
  };
