// Authentication: OAuth app and tokens, who is signed in, login progress and MFA step.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { OAuthApp } from '../api/oauth';
import type { User } from '../entities/types';
import { loggedOut } from './actions';
import { stopAllFetchers } from './fetchers';
import type { AppThunk, RootState } from './index';

export type LoginState = 'anonymous' | 'loggingIn' | 'loggedIn';
/** How the second factor (MFA) is given. */
export type MfaStrategy = 'password' | 'token' | 'totp' | 'recovery';

export interface AuthState {
  /** The instance's origin when the session is on another instance than the page's; '' = this one. */
  server: string;
  app: OAuthApp | null;
  /** client_credentials token: anonymous reads and registration. */
  appToken: string | null;
  userToken: string | null;
  currentUserId: string | null;
  loginState: LoginState;
  lastLoginName: string;
  mfa: { strategy: MfaStrategy; mfaToken: string | null };
}

export const initialAuthState: AuthState = {
  server: '',
  app: null,
  appToken: null,
  userToken: null,
  currentUserId: null,
  loginState: 'anonymous',
  lastLoginName: '',
  mfa: { strategy: 'password', mfaToken: null },
};

const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    appRegistered: (state, action: PayloadAction<OAuthApp | null>) => {
      state.app = action.payload;
    },
    appTokenSet: (state, action: PayloadAction<string | null>) => {
      state.appToken = action.payload;
    },
    setToken: (state, action: PayloadAction<string>) => {
      state.userToken = action.payload;
    },
    clearToken: (state) => {
      state.userToken = null;
    },
    loginStarted: (state) => {
      state.loginState = 'loggingIn';
    },
    loginFailed: (state) => {
      state.loginState = 'anonymous';
    },
    setCurrentUser: (state, action: PayloadAction<string>) => {
      state.currentUserId = action.payload;
      state.loginState = 'loggedIn';
      state.mfa = { strategy: 'password', mfaToken: null };
    },
    setLastLoginName: (state, action: PayloadAction<string>) => {
      state.lastLoginName = action.payload;
    },
    mfaRequired: (state, action: PayloadAction<string>) => {
      state.mfa = { strategy: 'totp', mfaToken: action.payload };
      state.loginState = 'anonymous';
    },
    mfaStrategySet: (state, action: PayloadAction<MfaStrategy>) => {
      state.mfa.strategy = action.payload;
    },
    /** Abort the MFA step: back to the password form. */
    mfaAborted: (state) => {
      state.mfa = { strategy: 'password', mfaToken: null };
    },
  },
  extraReducers: (b) =>
    b.addCase(loggedOut, (state) => ({
      ...state,
      userToken: null,
      currentUserId: null,
      loginState: 'anonymous',
      mfa: { strategy: 'password', mfaToken: null },
    })),
});

export const {
  appRegistered,
  appTokenSet,
  setToken,
  clearToken,
  loginStarted,
  loginFailed,
  setCurrentUser,
  setLastLoginName,
  mfaRequired,
  mfaStrategySet,
  mfaAborted,
} = authSlice.actions;
export default authSlice.reducer;

export const selectAuth = (s: RootState): AuthState => s.auth;
export const selectIsLoggedIn = (s: RootState): boolean =>
  s.auth.loginState === 'loggedIn' && s.auth.currentUserId !== null;
export const selectCurrentUser = (s: RootState): User | null =>
  s.auth.currentUserId ? (s.users[s.auth.currentUserId] ?? null) : null;
/** The token for requests: the user's when signed in, else the app token. */
export const selectToken = (s: RootState): string | null => s.auth.userToken ?? s.auth.appToken;
export const selectUserToken = (s: RootState): string | null => s.auth.userToken;
export const selectCurrentUserId = (s: RootState): string | null => s.auth.currentUserId;

/**
 * Revoke the token (best effort) and clear the session: user, token, fetchers, statuses,
 * timelines, notifications (every slice listens to `loggedOut`). The caller navigates.
 */
export const logout = (): AppThunk<Promise<void>> => async (dispatch, getState) => {
  const { app, userToken } = getState().auth;
  stopAllFetchers();
  // Signed out at once, so nothing more is asked with the token; what is already under way
  // finishes before the token is revoked (revokeToken waits for it).
  dispatch(loggedOut());
  if (app && userToken) {
    try {
      // The OAuth module is signing in's; signing out borrows it.
      const { revokeToken } = await import('../api/oauth');
      await revokeToken(app, userToken);
    } catch (e) {
      console.warn('Token revocation failed; the session is cleared locally anyway', e);
    }
  }
};
