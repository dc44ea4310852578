import { applyFrontendConfig, applyInstanceInfo, applyNodeinfo, defaultInstanceSettings } from './instanceBuilders';
import { pleromaInstance, pleromaNodeinfo } from './fixtures/pleroma';
import { mastodonInstanceV1, mastodonNodeinfo } from './fixtures/mastodon';

describe('defaultInstanceSettings', () => {
  it('has the documented defaults', () => {
    const d = defaultInstanceSettings();
    expect(d).toMatchObject({
      textlimit: 5000, logoMask: true, logoMargin: '0', theme: 'pleroma-dark', loginMethod: 'password',
      redirectRootLogin: '/main/friends', redirectRootNoLogin: '/main/all', federating: true, private: false,
      postContentType: 'text/plain', subjectLineBehavior: 'email', scopeCopy: true, showFeaturesPanel: true,
      showInstanceSpecificPanel: false, tos: '', instanceSpecificPanelContent: '', knownDomains: [],
      pollLimits: { max_options: 4, max_option_chars: 255, min_expiration: 60, max_expiration: 86400 },
    });
  });
  it('returns a fresh object each time', () => {
    const a = defaultInstanceSettings();
    a.knownDomains.push('x');
    expect(defaultInstanceSettings().knownDomains).toEqual([]);
  });
});

describe('applyFrontendConfig', () => {
  it('takes known keys of the right type from pleroma_fe or a flat object', () => {
    const d = defaultInstanceSettings();
    const s = applyFrontendConfig(d, {
      pleroma_fe: {
        theme: 'redmond-xx', logoMask: false, textlimit: 9000, redirectRootNoLogin: '/main/public',
        subjectLineBehavior: 'masto', loginMethod: 'token', hideSitename: true,
      },
    });
    expect(s).toMatchObject({ theme: 'redmond-xx', logoMask: false, textlimit: 9000, redirectRootNoLogin: '/main/public', subjectLineBehavior: 'masto', loginMethod: 'token', hideSitename: true });
    expect(applyFrontendConfig(d, { showInstanceSpecificPanel: true }).showInstanceSpecificPanel).toBe(true);
    expect(d.theme).toBe('pleroma-dark'); // input untouched
  });

  it('ignores junk', () => {
    const d = defaultInstanceSettings();
    const s = applyFrontendConfig(d, {
      theme: 5, logoMask: 'no', textlimit: NaN, bogus: true, subjectLineBehavior: 'shout', defaultScope: 'everyone',
      tos: '<script>alert(1)</script>', instanceSpecificPanelContent: '<img onerror=x>', pollLimits: { max_options: 99 },
      knownDomains: ['x'], vapidPublicKey: 'KEY', __proto__: { polluted: true },
    });
    expect(s).toEqual({ ...d, vapidPublicKey: 'KEY' });
    expect(applyFrontendConfig(d, null)).toBe(d);
    expect(applyFrontendConfig(d, [1, 2])).toBe(d);
  });
});

describe('applyNodeinfo', () => {
  it('reads a Pleroma nodeinfo', () => {
    const s = applyNodeinfo(defaultInstanceSettings(), pleromaNodeinfo);
    expect(s).toMatchObject({
      name: 'Pleroma Example', softwareName: 'pleroma', backendVersion: '2.6.2', registrationOpen: false,
      pleromaBackend: true, pleromaChatMessagesAvailable: true, shoutAvailable: true, reactionsAvailable: true,
      pollsAvailable: true, mediaProxyAvailable: true, gopherAvailable: true, mfaAvailable: true,
      tagPolicyAvailable: true, federating: true, private: false, suggestionsEnabled: true,
      suggestionsWeb: 'https://vinayaka.distsn.org/?{{host}}+{{user}}', staffAccounts: ['lain', 'mod'],
      restrictedNicknames: ['about', 'main', 'users', 'registration', 'search'],
      postFormats: ['text/plain', 'text/html', 'text/markdown', 'text/bbcode'],
      pollLimits: { max_options: 20, max_option_chars: 200, min_expiration: 0, max_expiration: 31536000 },
      uploadlimit: 16000000, avatarlimit: 2000000, backgroundlimit: 4000000, bannerlimit: 4000000,
      fieldsLimits: { maxFields: 10, maxRemoteFields: 20, nameLength: 512, valueLength: 2048 },
      mailerEnabled: true, accountActivationRequired: true, knownDomains: [],
    });
    expect(s.federationPolicy?.mrf_simple.reject).toEqual(['bad.example']);
    expect(s.federationPolicy?.mrf_simple_info.reject['bad.example'].reason).toBe('spam');
    expect(s.federationPolicy?.quarantined_instances_info).toEqual({ 'quarantine.example': 'leaks' });
    expect(s.federationPolicy?.mrf_keyword.replace).toEqual([{ pattern: 'foo', replacement: 'bar' }]);
  });

  it('a plain Mastodon nodeinfo switches every Pleroma-only flag off', () => {
    const pleroma = applyNodeinfo(defaultInstanceSettings(), pleromaNodeinfo);
    const s = applyNodeinfo(pleroma, mastodonNodeinfo);
    expect(s).toMatchObject({
      softwareName: 'mastodon', name: 'Mastodon Example', pleromaBackend: false, pleromaChatMessagesAvailable: false,
      shoutAvailable: false, reactionsAvailable: false, mediaProxyAvailable: false, gopherAvailable: false,
      mfaAvailable: false, tagPolicyAvailable: false, pollsAvailable: true, federating: true, private: false,
      registrationOpen: true, suggestionsEnabled: false, federationPolicy: null, mailerEnabled: false,
    });
  });

  it('detects Akkoma by name, federation off, private', () => {
    const s = applyNodeinfo(defaultInstanceSettings(), {
      software: { name: 'Akkoma' }, metadata: { private: true, federation: { enabled: false } },
    });
    expect(s).toMatchObject({ pleromaBackend: true, private: true, federating: false, pollsAvailable: false });
  });

  it('ignores garbage', () => {
    const d = defaultInstanceSettings();
    expect(applyNodeinfo(d, null)).toBe(d);
    const s = applyNodeinfo(d, { software: 'x', metadata: { features: 'chat', staffAccounts: [1, null], pollLimits: { max_options: 'many' }, uploadLimits: { general: -1 } } });
    expect(s.shoutAvailable).toBe(false);
    expect(s.staffAccounts).toEqual([]);
    expect(s.pollLimits).toEqual(d.pollLimits);
    expect(s.uploadlimit).toBe(0);
  });
});

describe('applyInstanceInfo', () => {
  it('reads the files-per-post limit from either spelling, keeping the default otherwise', () => {
    expect(applyInstanceInfo(defaultInstanceSettings(), { max_media_attachments: 8 }).fileLimit).toBe(8);
    expect(
      applyInstanceInfo(defaultInstanceSettings(), { configuration: { statuses: { max_media_attachments: 6 } } }).fileLimit,
    ).toBe(6);
    expect(applyInstanceInfo(defaultInstanceSettings(), { max_media_attachments: 'many' }).fileLimit).toBe(4);
  });

  it('reads the media description limit from Pleroma or Mastodon, 0 when unsaid', () => {
    expect(applyInstanceInfo(defaultInstanceSettings(), { description_limit: 5000 }).descriptionLimit).toBe(5000);
    expect(
      applyInstanceInfo(defaultInstanceSettings(), { configuration: { media_attachments: { description_limit: 1500 } } }).descriptionLimit,
    ).toBe(1500);
    expect(applyInstanceInfo(defaultInstanceSettings(), {}).descriptionLimit).toBe(0);
  });

  it('reads a Pleroma instance, features included', () => {
    const s = applyInstanceInfo(defaultInstanceSettings(), pleromaInstance);
    expect(s).toMatchObject({
      name: 'Pleroma Example', textlimit: 7000, accountApprovalRequired: true, vapidPublicKey: 'BFakeVapidKey',
      registrationOpen: true, uploadlimit: 16000000, avatarlimit: 2000000, pleromaBackend: true,
      pleromaChatMessagesAvailable: true, reactionsAvailable: true, pollsAvailable: true, shoutAvailable: false,
      federating: false, postFormats: ['text/plain', 'text/markdown'], description: 'A test instance',
      thumbnail: 'https://pleroma.example/instance/thumbnail.jpeg', background: '/images/city.jpg',
      fieldsLimits: { maxFields: 10, maxRemoteFields: 20, nameLength: 512, valueLength: 2048 },
      pollLimits: { max_options: 20, max_option_chars: 200, min_expiration: 0, max_expiration: 31536000 },
    });
  });

  it('reads a Mastodon instance; title only fills an empty name', () => {
    const s = applyInstanceInfo(defaultInstanceSettings(), mastodonInstanceV1);
    expect(s).toMatchObject({
      name: 'Mastodon', textlimit: 500, registrationOpen: false, accountApprovalRequired: false, pollsAvailable: true,
      pollLimits: { max_options: 4, max_option_chars: 50, min_expiration: 300, max_expiration: 2629746 },
      uploadlimit: 103809024, pleromaBackend: false, contactAccount: 'Gargron',
    });
    const named = applyInstanceInfo({ ...defaultInstanceSettings(), name: 'From nodeinfo' }, mastodonInstanceV1);
    expect(named.name).toBe('From nodeinfo');
  });

  it('reads the v2 shape', () => {
    const s = applyInstanceInfo(defaultInstanceSettings(), {
      title: 'v2', thumbnail: { url: 'https://x.example/t.png' }, registrations: { enabled: true, approval_required: true },
      configuration: { statuses: { max_characters: 1000 }, vapid: { public_key: 'V2KEY' } }, contact: { account: { acct: 'admin' } },
    });
    expect(s).toMatchObject({ textlimit: 1000, thumbnail: 'https://x.example/t.png', registrationOpen: true, accountApprovalRequired: true, vapidPublicKey: 'V2KEY', contactAccount: 'admin' });
  });

  it('ignores garbage', () => {
    const d = defaultInstanceSettings();
    expect(applyInstanceInfo(d, 'x')).toBe(d);
    expect(applyInstanceInfo(d, { max_toot_chars: 'lots', registrations: 'maybe', poll_limits: [] })).toMatchObject({ textlimit: 5000, registrationOpen: true, pollLimits: d.pollLimits });
  });
});
