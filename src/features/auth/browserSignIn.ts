// The OAuth code flow: off to the server's own sign-in page, which comes back to /oauth-callback.
// With PKCE (S256) where the server offers it and this page can hash (a secure context).
import { codeChallengeS256, createCodeVerifier, createOAuthState, pkceSupported } from '../../lib/pkce';
import { ensureApp } from '../../store/authThunks';
import { signInPageUrl } from '../../store/instancePages';
import { learnPkceSupport } from '../../store/oauthMetadataThunks';
import type { AppDispatch } from '../../store';
import { rememberSignIn } from './pendingSignIn';

/** Resolves only on failure (the page is leaving otherwise); the app is stored before leaving. */
export async function startBrowserSignIn(dispatch: AppDispatch): Promise<void> {
  const app = await dispatch(ensureApp());
  const state = createOAuthState();
  const pkce = pkceSupported() && (await dispatch(learnPkceSupport()));
  const verifier = pkce ? createCodeVerifier() : undefined;
  // A verifier the tab cannot keep would make the code useless: then no challenge either.
  const kept = rememberSignIn({ state, verifier });
  const codeChallenge = verifier && kept ? await codeChallengeS256(verifier) : undefined;
  window.location.assign(signInPageUrl(app, { state, codeChallenge }));
}
