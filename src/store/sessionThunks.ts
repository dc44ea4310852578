// The session a page starts with: signing in again with the stored token and
// the signed-in user's mutes. Apart from signing in (authThunks), which a first screen does not
// need, so its code and strings load with the sign-in form.
import { fetchMutes, verifyCredentials } from '../api/accounts';
import { ApiError } from '../api/http';
import { normalizeUser } from '../entities/user';
import { clearToken, loginFailed, loginStarted, setCurrentUser } from './authSlice';
import { mutesReceived } from './relationshipsSlice';
import { usersReceived } from './usersSlice';
import type { AppThunk } from './index';

/**
 * verify_credentials with a token; on success the user is signed in, unless the session has ended
 * or changed meanwhile (a sign-out during the check). Throws on failure.
 */
export const loadCurrentUser =
  (token: string): AppThunk<Promise<void>> =>
  async (dispatch, getState) => {
    const user = normalizeUser(await verifyCredentials(token));
    if (getState().auth.userToken !== token) return;
    dispatch(usersReceived([user]));
    dispatch(setCurrentUser(user.id));
  };

/**
 * Boot: sign in with the stored token; a rejected token (401/403) is dropped silently. A session
 * the last page was restored for (boot/warmStart.ts) stays signed in while this checks it, and
 * while the server cannot be reached: only the server's refusal ends it.
 */
export const loginWithStoredToken = (): AppThunk<Promise<void>> => async (dispatch, getState) => {
  const token = getState().auth.userToken;
  if (!token) return;
  const restored = getState().auth.loginState === 'loggedIn';
  if (!restored) dispatch(loginStarted());
  try {
    await dispatch(loadCurrentUser(token));
  } catch (e) {
    const refused = e instanceof ApiError && (e.status === 401 || e.status === 403);
    if (getState().auth.userToken !== token) return; // signed out meanwhile
    if (!restored || refused) dispatch(loginFailed());
    if (refused) dispatch(clearToken());
    else console.warn('Signing in with the stored token failed', e);
  }
};

/** At startup: mutes, when signed in (failures only logged). */
export const fetchMutesForCurrentUser = (): AppThunk<Promise<void>> => async (dispatch, getState) => {
  const token = getState().auth.userToken;
  if (!token || !getState().auth.currentUserId) return;
  try {
    const res = await fetchMutes(token);
    const users = (Array.isArray(res.data) ? res.data : []).map(normalizeUser).filter((u) => u.id);
    dispatch(usersReceived(users));
    dispatch(mutesReceived(users.map((u) => u.id)));
  } catch (e) {
    console.warn('Fetching mutes failed', e);
  }
};
