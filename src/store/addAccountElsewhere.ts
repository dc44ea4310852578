// Adding an account on another instance, the way that instance signs in: the capability
// table decides from its /api/v1/instance, nodeinfo and (Pleroma, Akkoma) frontend configuration,
// asked at its own origin, exactly as it decides for this instance. Password grant where it has
// one; else the OAuth code flow on its own page, which comes back to this client's /oauth-callback
// with the `state` of a pending add. The active session is never touched until the new account
// is added and switched to.
import { codeGrantAt, instanceAt, nodeinfoAt, oauthMetadataAt, registerAppAt } from '../api/accountsElsewhere';
import { ApiError } from '../api/http';
import { authorizeUrl } from '../api/oauth';
import { fetchFrontendConfig } from '../api/instance';
import { applyInstanceInfo, applyNodeinfo, applyPleromaFrontendConfig, defaultInstanceSettings } from '../entities/instanceBuilders';
import type { LoginMethod } from '../entities/instance';
import { pkceFromOAuthMetadata, settleCapabilities } from '../entities/instanceFeatures';
import { codeChallengeS256, createCodeVerifier, createOAuthState, pkceSupported } from '../lib/pkce';
import { joinAccount, rememberActiveAccount, switchToAccount } from './accountsThunks';
import { oauthRedirectUri } from './authThunks';
import { rememberPendingAdd, takePendingAdd } from './pendingAdd';
import type { AppThunk } from './index';

export interface SignInAt {
  method: LoginMethod;
  /** The code flow there can carry an S256 challenge. */
  pkce: boolean;
}

/**
 * Its frontend configuration, asked only where its nodeinfo says Pleroma or Akkoma (where an
 * admin may have set `token` sign-in); others have no such file. null when none or unreadable.
 */
async function frontendConfigAt(origin: string, nodeinfo: unknown): Promise<unknown> {
  if (!applyNodeinfo(defaultInstanceSettings(), nodeinfo).pleromaBackend) return null;
  return fetchFrontendConfig(origin).catch((e: unknown) => {
    console.warn('Reading the frontend configuration there failed', e);
    return null;
  });
}

/** How `origin` signs in, from the capability table built from its own answers, as boot builds this instance's. */
export async function signInMethodAt(origin: string): Promise<SignInAt> {
  const nodeinfoP = nodeinfoAt(origin).catch(() => null);
  const [instance, nodeinfo, frontend] = await Promise.all([instanceAt(origin), nodeinfoP, nodeinfoP.then((n) => frontendConfigAt(origin, n))]);
  const configured = applyPleromaFrontendConfig(defaultInstanceSettings(), frontend);
  const settings = settleCapabilities(applyInstanceInfo(applyNodeinfo(configured, nodeinfo), instance));
  if (settings.loginMethod !== 'token' || !settings.oauthMetadataServed || !pkceSupported()) return { method: settings.loginMethod, pkce: false };
  const pkce = await oauthMetadataAt(origin).then(pkceFromOAuthMetadata, () => false);
  return { method: settings.loginMethod, pkce };
}

/** Off to `origin`'s sign-in page; resolves only when the add could not start. */
export const startAddWithCodeFlow =
  (origin: string, pkce: boolean): AppThunk<Promise<void>> =>
  async (dispatch) => {
    dispatch(rememberActiveAccount());
    const app = await registerAppAt(origin, oauthRedirectUri());
    const state = createOAuthState();
    const verifier = pkce ? createCodeVerifier() : undefined;
    if (!rememberPendingAdd({ origin, app, state, verifier })) throw new Error('This tab cannot keep the sign-in under way');
    const codeChallenge = verifier ? await codeChallengeS256(verifier) : undefined;
    window.location.assign(authorizeUrl(app, oauthRedirectUri(), { state, codeChallenge }, origin));
  };

export type FinishOutcome = { kind: 'added' } | { kind: 'error'; messageKey: 'accounts.add_refused' | 'accounts.add_failed' | 'accounts.unreachable'; serverMessage: string | null };

/**
 * The callback of a pending add: the code is exchanged at the other instance (never here), the
 * account joins the list and becomes the active one. `error` (access_denied…): nothing is added.
 */
export const finishAddWithCode =
  (state: string | null, code: string | null, error: string | null): AppThunk<Promise<FinishOutcome>> =>
  async (dispatch) => {
    const pending = takePendingAdd(state);
    if (!pending) return { kind: 'error', messageKey: 'accounts.add_failed', serverMessage: null };
    if (error || !code) return { kind: 'error', messageKey: 'accounts.add_refused', serverMessage: null };
    try {
      const token = await codeGrantAt(pending.origin, pending.app, code, oauthRedirectUri(), pending.verifier);
      if (!token) return { kind: 'error', messageKey: 'accounts.add_failed', serverMessage: null };
      await dispatch(switchToAccount(await joinAccount(pending.origin, pending.app, token)));
      return { kind: 'added' };
    } catch (e) {
      if (e instanceof TypeError || (e instanceof ApiError && e.status === 0)) return { kind: 'error', messageKey: 'accounts.unreachable', serverMessage: null };
      return { kind: 'error', messageKey: 'accounts.add_failed', serverMessage: e instanceof ApiError && e.status < 500 ? e.serverMessage : null };
    }
  };

/** The dialog's question: how does `origin` sign in? null when it could not be asked. */
export const learnSignInAt =
  (origin: string): AppThunk<Promise<SignInAt | null>> =>
  async () =>
    signInMethodAt(origin).catch((e: unknown) => {
      console.warn('Asking the instance how it signs in failed', e);
      return null;
    });
