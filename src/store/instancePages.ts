// The instance's own pages that the browser leaves for: its OAuth sign-in page and its
// remote-follow form. The instance's origin is the API module's to know.
import { getServer } from '../api/http';
import { authorizeUrl, type AuthorizeExtras, type OAuthApp } from '../api/oauth';
import { oauthRedirectUri } from './authThunks';

/** The server's sign-in page for `app`, coming back to this client's /oauth-callback. */
export const signInPageUrl = (app: OAuthApp, extras: AuthorizeExtras): string =>
  authorizeUrl(app, oauthRedirectUri(), extras);

/** `path` on the instance (its origin may differ from this page's). */
export const instancePageUrl = (path: string): string => `${getServer()}${path}`;
