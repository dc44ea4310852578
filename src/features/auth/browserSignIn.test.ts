import { authorizeUrl, fetchOAuthServerMetadata } from '../../api/oauth';
import { codeChallengeS256 } from '../../lib/pkce';
import { makeStore } from '../../store';
import { appRegistered } from '../../store/authSlice';
import { instanceSettingsMerged } from '../../store/instanceSlice';
import { startBrowserSignIn } from './browserSignIn';

vi.mock('../../api/oauth', () => ({
  registerApp: vi.fn(),
  authorizeUrl: vi.fn(() => '/oauth/authorize?x'),
  fetchOAuthServerMetadata: vi.fn(),
}));

const APP = { client_id: 'cid', client_secret: 'cs' };
let assign: ReturnType<typeof vi.fn>;
const original = window.location;

beforeEach(() => {
  vi.clearAllMocks();
  sessionStorage.clear();
  assign = vi.fn();
  Object.defineProperty(window, 'location', { configurable: true, value: { ...original, assign, origin: 'http://localhost' } });
});
afterEach(() => Object.defineProperty(window, 'location', { configurable: true, value: original }));

function storeFor(settings: { oauthMetadataServed: boolean }) {
  const store = makeStore();
  store.dispatch(appRegistered(APP));
  store.dispatch(instanceSettingsMerged(settings));
  return store;
}

const pending = () => JSON.parse(sessionStorage.getItem('starling:oauth-pending') ?? 'null') as { state: string; verifier?: string } | null;

describe('startBrowserSignIn', () => {
  it('uses S256 PKCE where the server advertises it (Mastodon ≥ 4.3) and keeps the verifier for the callback', async () => {
    vi.mocked(fetchOAuthServerMetadata).mockResolvedValue({ code_challenge_methods_supported: ['S256'] });
    const store = storeFor({ oauthMetadataServed: true });
    await startBrowserSignIn(store.dispatch);
    expect(fetchOAuthServerMetadata).toHaveBeenCalledTimes(1);
    expect(store.getState().instance.pkceAvailable).toBe(true);
    const kept = pending()!;
    expect(kept.verifier).toMatch(/^[\w-]{43}$/);
    expect(authorizeUrl).toHaveBeenCalledWith(APP, 'http://localhost/oauth-callback', {
      state: kept.state,
      codeChallenge: await codeChallengeS256(kept.verifier!),
    });
    expect(assign).toHaveBeenCalledWith('/oauth/authorize?x');
    // Learned once: the next sign-in does not ask again.
    await startBrowserSignIn(store.dispatch);
    expect(fetchOAuthServerMetadata).toHaveBeenCalledTimes(1);
  });

  it('never asks a server not known to serve the metadata (Pleroma, GoToSocial, older Mastodon): no PKCE, no 404', async () => {
    const store = storeFor({ oauthMetadataServed: false });
    await startBrowserSignIn(store.dispatch);
    expect(fetchOAuthServerMetadata).not.toHaveBeenCalled();
    expect(pending()).toEqual({ state: expect.any(String) });
    expect(authorizeUrl).toHaveBeenCalledWith(APP, 'http://localhost/oauth-callback', { state: pending()!.state, codeChallenge: undefined });
  });

  it('goes without PKCE when the document does not offer S256 or cannot be read', async () => {
    for (const answer of [Promise.resolve({ code_challenge_methods_supported: ['plain'] }), Promise.reject(new TypeError('offline'))]) {
      vi.mocked(fetchOAuthServerMetadata).mockReturnValueOnce(answer);
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      await startBrowserSignIn(storeFor({ oauthMetadataServed: true }).dispatch);
      warn.mockRestore();
      expect(vi.mocked(authorizeUrl).mock.lastCall?.[2]).toEqual({ state: expect.any(String), codeChallenge: undefined });
      expect(pending()?.verifier).toBeUndefined();
    }
  });
});
