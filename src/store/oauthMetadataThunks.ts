// What the server's OAuth metadata (RFC 8414) tells the capability table: whether the code flow
// can use PKCE. Asked at sign-in, and only of a server known to serve the document
// (`oauthMetadataServed`, from the instance version): nothing probes by failing.
import { fetchOAuthServerMetadata } from '../api/oauth';
import { pkceFromOAuthMetadata } from '../entities/instanceFeatures';
import { instanceSettingsMerged } from './instanceSlice';
import type { AppThunk } from './index';

/** true when the server takes S256 challenges; a failed request only means no PKCE this time. */
export const learnPkceSupport = (): AppThunk<Promise<boolean>> => async (dispatch, getState) => {
  const { oauthMetadataServed, pkceAvailable } = getState().instance;
  if (!oauthMetadataServed) return false;
  if (pkceAvailable) return true;
  try {
    const pkce = pkceFromOAuthMetadata(await fetchOAuthServerMetadata());
    dispatch(instanceSettingsMerged({ pkceAvailable: pkce }));
    return pkce;
  } catch (e) {
    console.warn('Reading the OAuth server metadata failed', e);
    return false;
  }
};
