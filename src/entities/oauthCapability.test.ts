import { applyInstanceInfo, defaultInstanceSettings } from './instanceBuilders';
import { pkceFromOAuthMetadata, servesOAuthMetadata } from './instanceFeatures';
import { pleromaInstance } from './fixtures/pleroma';
import { mastodonInstanceV1 } from './fixtures/mastodon';

describe('servesOAuthMetadata: who is asked for /.well-known/oauth-authorization-server', () => {
  it('is Mastodon from 4.3 on, forks included', () => {
    for (const v of ['4.3.0', '4.3.2+glitch', '4.4.0-beta.1', '5.0.0', ' 4.10.1 ']) expect(servesOAuthMetadata(v), v).toBe(true);
  });
  it('is not older Mastodon, Pleroma, Akkoma, GoToSocial or other imitators (they answer 404)', () => {
    for (const v of [
      '4.2.10', '3.5.3', '4.0',
      '2.7.2 (compatible; Pleroma 2.7.0-starling)', '2.7.2 (compatible; Akkoma 3.13.2)',
      '0.19.2+git-d8a8be1', '4.2.0 (compatible; Iceshrimp.NET/2024.1)', '', 'garbage', '4',
    ]) {
      expect(servesOAuthMetadata(v), v).toBe(false);
    }
  });
});

describe('the capability table learns where the metadata is served from instance info', () => {
  const base = defaultInstanceSettings();
  it('starts with neither metadata nor PKCE', () => {
    expect(base).toMatchObject({ oauthMetadataServed: false, pkceAvailable: false });
  });
  it('reads the instance version, whatever shape uri has (bare domain or full URL)', () => {
    expect(applyInstanceInfo(base, { ...mastodonInstanceV1, version: '4.3.1' }).oauthMetadataServed).toBe(true);
    expect(applyInstanceInfo(base, { ...mastodonInstanceV1, version: '4.2.0' }).oauthMetadataServed).toBe(false);
    expect(applyInstanceInfo(base, pleromaInstance).oauthMetadataServed).toBe(false);
    expect(applyInstanceInfo(base, { title: 'GoToSocial', uri: 'gts.example', version: '0.19.2+git-abc' }).oauthMetadataServed).toBe(false);
  });
  it('reads the same settings from a uri given as a bare domain or as the full URL', () => {
    const bare = applyInstanceInfo(base, { ...pleromaInstance, uri: 'pleroma.example' });
    const full = applyInstanceInfo(base, { ...pleromaInstance, uri: 'https://pleroma.example' });
    expect(full).toEqual(bare);
    expect(applyInstanceInfo(base, { ...mastodonInstanceV1, uri: 'https://mastodon.example' })).toEqual(applyInstanceInfo(base, mastodonInstanceV1));
  });
});

describe('pkceFromOAuthMetadata', () => {
  it('is true only when S256 is among the challenge methods', () => {
    expect(pkceFromOAuthMetadata({ code_challenge_methods_supported: ['S256'] })).toBe(true);
    expect(pkceFromOAuthMetadata({ code_challenge_methods_supported: ['plain'] })).toBe(false);
    expect(pkceFromOAuthMetadata({})).toBe(false);
    expect(pkceFromOAuthMetadata(null)).toBe(false);
    expect(pkceFromOAuthMetadata('S256')).toBe(false);
  });
});
