// Signing in, with its login errors: password grant, MFA step,
// authorization-code callback, and signing in again with a stored token.
import { ApiError } from '../api/http';
import {
  codeGrant,
  getClientToken,
  mfaChallenge,
  passwordGrant,
  passwordGrantRefused,
  registerApp,
  type OAuthApp,
  type TokenResponse,
} from '../api/oauth';
import {
  appRegistered,
  appTokenSet,
  clearToken,
  loginFailed,
  loginStarted,
  mfaRequired,
  setLastLoginName,
  setToken,
} from './authSlice';
import { loadCustomEmoji } from './customEmojiThunks';
import { instanceSettingsMerged } from './instanceSlice';
import { loadCurrentUser } from './sessionThunks';
import type { AppThunk } from './index';

export const oauthRedirectUri = (): string => `${window.location.origin}/oauth-callback`;

export type LoginOutcome =
  | { kind: 'success' }
  | { kind: 'mfa' }
  | { kind: 'password_reset' }
  /** The server has no password grant: sign in on its own page (the form turned into that button). */
  | { kind: 'browser_sign_in' }
  | { kind: 'error'; messageKey: LoginErrorKey; serverMessage: string | null };

export type LoginErrorKey = 'login.wrong_credentials' | 'login.generic_error' | 'login.network_error';

const isNetworkFailure = (e: unknown): boolean =>
  (e instanceof ApiError && e.status === 0) || e instanceof TypeError;

/** 401 → wrong credentials; network → connect failure; else the server's text or generic. */
export function loginErrorOf(e: unknown): Extract<LoginOutcome, { kind: 'error' }> {
  if (isNetworkFailure(e)) return { kind: 'error', messageKey: 'login.network_error', serverMessage: null };
  // The server's own text is kept for 4xx (the forms that show the server's text use it); 5xx texts are noise.
  const serverMessage = e instanceof ApiError && e.status < 500 ? e.serverMessage : null;
  if (e instanceof ApiError && e.status === 401) {
    return { kind: 'error', messageKey: 'login.wrong_credentials', serverMessage };
  }
  return { kind: 'error', messageKey: 'login.generic_error', serverMessage };
}

/** A token response (returned or carried by an ApiError body) that is not a token. */
function tokenResponseOf(e: unknown): TokenResponse | null {
  if (!(e instanceof ApiError) || !e.body || typeof e.body !== 'object') return null;
  const body = e.body as TokenResponse;
  return typeof body.error === 'string' ? body : null;
}

/** A registration under way: a sign-in started meanwhile must use the same app, not register another. */
let registering: Promise<OAuthApp> | null = null;

/** The registered OAuth app, registering one when none is stored. */
export const ensureApp = (): AppThunk<Promise<OAuthApp>> => async (dispatch, getState) => {
  const stored = getState().auth.app;
  if (stored) return stored;
  registering ??= registerApp(oauthRedirectUri()).finally(() => {
    registering = null;
  });
  const app = await registering;
  dispatch(appRegistered(app));
  return app;
};

/**
 * The client_credentials token. A stored app the server no longer knows (database reset,
 * different server) is registered again once. Boot never calls this while a code from the
 * server's sign-in page is coming back: that code belongs to the stored app.
 */
export const ensureAppToken = (): AppThunk<Promise<string | null>> => async (dispatch, getState) => {
  const hadApp = getState().auth.app !== null;
  const app = await dispatch(ensureApp());
  try {
    const token = await getClientToken(app, oauthRedirectUri());
    dispatch(appTokenSet(token));
    return token;
  } catch (e) {
    // A signed-in person's token belongs to the stored app (revoking it needs that app): kept.
    if (!hadApp || isNetworkFailure(e) || getState().auth.userToken) throw e;
    dispatch(appRegistered(null));
    const fresh = await dispatch(ensureApp());
    const token = await getClientToken(fresh, oauthRedirectUri());
    dispatch(appTokenSet(token));
    return token;
  }
};

/** Token response → signed in, MFA step, password reset, or an error outcome. */
const completeWithTokenResponse =
  (res: TokenResponse): AppThunk<Promise<LoginOutcome>> =>
  async (dispatch, getState) => {
    if (res.error === 'mfa_required' && res.mfa_token) {
      dispatch(mfaRequired(res.mfa_token));
      return { kind: 'mfa' };
    }
    // Pleroma names it in `identifier` (its `error` is prose); older servers in `error`.
    if (res.error === 'password_reset_required' || res.identifier === 'password_reset_required') {
      dispatch(loginFailed());
      return { kind: 'password_reset' };
    }
    if (passwordGrantRefused(res)) {
      // The capability table did not know; now it does, for this visit and the sign-in button.
      dispatch(loginFailed());
      dispatch(instanceSettingsMerged({ loginMethod: 'token' }));
      return { kind: 'browser_sign_in' };
    }
    if (!res.access_token) {
      dispatch(loginFailed());
      // A 401 from credential verification always reads 'Wrong username or password'.
      if (res.status === 401) return { kind: 'error', messageKey: 'login.wrong_credentials', serverMessage: null };
      return { kind: 'error', messageKey: 'login.generic_error', serverMessage: res.error ?? null };
    }
    dispatch(setToken(res.access_token));
    try {
      await dispatch(loadCurrentUser(res.access_token));
      // Off Pleroma the emoji list is for members only: boot had none to load for a visitor.
      if (!getState().instance.pleromaBackend) {
        dispatch(loadCustomEmoji()).catch((e: unknown) => console.warn('Loading custom emoji failed', e));
      }
      return { kind: 'success' };
    } catch (e) {
      dispatch(clearToken());
      dispatch(loginFailed());
      return loginErrorOf(e);
    }
  };

const grant =
  (call: (app: OAuthApp) => Promise<TokenResponse>): AppThunk<Promise<LoginOutcome>> =>
  async (dispatch) => {
    dispatch(loginStarted());
    let res: TokenResponse;
    try {
      res = await call(await dispatch(ensureApp()));
    } catch (e) {
      const carried = tokenResponseOf(e);
      const resetRequired = carried?.error === 'password_reset_required' || carried?.identifier === 'password_reset_required';
      if (carried && (carried.error === 'mfa_required' || resetRequired)) {
        return dispatch(completeWithTokenResponse(carried));
      }
      dispatch(loginFailed());
      return loginErrorOf(e);
    }
    return dispatch(completeWithTokenResponse(res));
  };

export const loginWithPassword =
  (username: string, password: string): AppThunk<Promise<LoginOutcome>> =>
  async (dispatch) => {
    dispatch(setLastLoginName(username));
    return dispatch(grant((app) => passwordGrant(app, username, password, oauthRedirectUri())));
  };

/**
 * The code belongs to the stored app: without one (storage cleared) it cannot be exchanged.
 * `codeVerifier`: the PKCE verifier of the sign-in that asked for this code, if it sent a challenge.
 */
export const loginWithCode =
  (code: string, codeVerifier?: string): AppThunk<Promise<LoginOutcome>> =>
  (dispatch, getState) => {
    const app = getState().auth.app;
    if (!app) return Promise.resolve(loginErrorOf(new Error('No registered app for this sign-in')));
    return dispatch(grant(() => codeGrant(app, code, oauthRedirectUri(), codeVerifier)));
  };

/** MFA step: TOTP or recovery code against the stored mfa_token. */
export const submitMfaCode =
  (code: string): AppThunk<Promise<LoginOutcome>> =>
  (dispatch, getState) => {
    const { mfaToken, strategy } = getState().auth.mfa;
    const type = strategy === 'recovery' ? 'recovery' : 'totp';
    return dispatch(grant((app) => mfaChallenge(app, mfaToken ?? '', code, type)));
  };
