// The OAuth code flow: off to the server's own sign-in page, which comes back to /oauth-callback.
import { authorizeUrl } from '../../api/oauth';
import { ensureApp, oauthRedirectUri } from '../../store/authThunks';
import type { AppDispatch } from '../../store';

/** Resolves only on failure (the page is leaving otherwise); the app is stored before leaving. */
export async function startBrowserSignIn(dispatch: AppDispatch): Promise<void> {
  const app = await dispatch(ensureApp());
  window.location.assign(authorizeUrl(app, oauthRedirectUri()));
}
