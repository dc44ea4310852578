import { setServer } from './http';
import { fetchTimeline, timelineEndpoint, type TimelineName } from './timelines';
import { authorizeUrl, codeGrant, getClientToken, mfaChallenge, passwordGrant, registerApp, revokeToken } from './oauth';
import { fetchNodeinfo, fetchStaticConfig, fetchStickers, fetchTermsOfService } from './instance';
import { fetchRelationships, verifyCredentials } from './accounts';
import { fetchContext } from './statuses';

type Call = { url: string; init: RequestInit };
let calls: Call[];
function mockFetch(routes: Record<string, () => Response>) {
  calls = [];
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const key = Object.keys(routes).find((k) => url.split('?')[0].endsWith(k));
    if (!key) return new Response('not found', { status: 404, headers: { 'content-type': 'text/plain' } });
    return routes[key]();
  }));
}
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const form = (c: Call) => new URLSearchParams((c.init.body as URLSearchParams).toString());
const query = (c: Call) => new URL(c.url, 'http://h').searchParams;

afterEach(() => {
  vi.unstubAllGlobals();
  setServer('');
});

describe('timelines', () => {
  const cases: [TimelineName, string][] = [
    ['friends', '/api/v1/timelines/home'],
    ['public', '/api/v1/timelines/public'],
    ['publicAndExternal', '/api/v1/timelines/public'],
    ['tag', '/api/v1/timelines/tag/caf%C3%A9'],
    ['bookmarks', '/api/v1/bookmarks'],
    ['dms', '/api/v1/timelines/direct'],
    ['user', '/api/v1/accounts/9zE8/statuses'],
    ['media', '/api/v1/accounts/9zE8/statuses'],
    ['favorites', '/api/v1/favourites'],
    ['mentions', '/api/v1/notifications'],
  ];
  it.each(cases)('%s → %s', (timeline, path) => {
    expect(timelineEndpoint({ timeline, tag: 'café', userId: '9zE8' }).path).toBe(path);
  });

  it('builds the documented query', async () => {
    mockFetch({ '/api/v1/timelines/public': () => json([]), '/api/v1/favourites': () => json([]), '/statuses': () => json([]) });
    await fetchTimeline({ timeline: 'public', maxId: '9zE8V7kQLJbQbXsGRs', replyVisibility: 'following', token: 'T' });
    const q = query(calls[0]);
    expect(Object.fromEntries(q)).toEqual({ local: 'true', only_media: 'false', max_id: '9zE8V7kQLJbQbXsGRs', limit: '20', with_muted: 'true', reply_visibility: 'following' });
    expect(calls[0].url).not.toContain('T&');
    await fetchTimeline({ timeline: 'favorites', sinceId: '5', replyVisibility: 'all' });
    expect(Object.fromEntries(query(calls[1]))).toEqual({ since_id: '5', limit: '20' });
    await fetchTimeline({ timeline: 'media', userId: '1', limit: 40 });
    expect(Object.fromEntries(query(calls[2]))).toEqual({ only_media: '1', limit: '40', with_muted: 'true' });
    await fetchTimeline({ timeline: 'user', userId: '1', pinned: true, withMuted: false });
    expect(Object.fromEntries(query(calls[3]))).toEqual({ pinned: 'true', limit: '20', with_muted: 'false' });
  });

  it('builds DMs from /api/v1/conversations where there is no direct timeline', async () => {
    const link = '<http://h/api/v1/conversations?max_id=C1>; rel="next", <http://h/api/v1/conversations?min_id=C2>; rel="prev"';
    mockFetch({
      '/api/v1/conversations': () =>
        new Response(JSON.stringify([{ id: 'C2', last_status: { id: 'S2' } }, { id: 'C1', last_status: null }]), {
          status: 200,
          headers: { 'content-type': 'application/json', link },
        }),
    });
    const res = await fetchTimeline({ timeline: 'dms', dmsFromConversations: true, maxId: 'C9', token: 'T' });
    expect(calls[0].url.split('?')[0]).toBe('/api/v1/conversations');
    expect(Object.fromEntries(query(calls[0]))).toEqual({ max_id: 'C9', limit: '20' });
    expect(res.data).toEqual([{ id: 'S2' }]); // each conversation as its last status
    expect(res.cursors.maxId).toBe('C1'); // paged by the conversations' own cursors
  });

  it('needs a tag or user id where the path has one', () => {
    expect(() => timelineEndpoint({ timeline: 'tag' })).toThrow(/tag/);
    expect(() => timelineEndpoint({ timeline: 'user' })).toThrow(/userId/);
  });
});

describe('oauth', () => {
  const app = { client_id: 'cid', client_secret: 'csec' };

  it('registers an app with the documented scopes', async () => {
    mockFetch({ '/api/v1/apps': () => json({ client_id: 'cid', client_secret: 'csec', name: 'Starling' }) });
    expect(await registerApp('https://me/oauth-callback')).toEqual(app);
    expect(Object.fromEntries(form(calls[0]))).toEqual({ client_name: 'Starling', redirect_uris: 'https://me/oauth-callback', scopes: 'read write follow push admin' });
  });

  it('grants tokens with secrets in the body only', async () => {
    mockFetch({ '/oauth/token': () => json({ access_token: 'AT', token_type: 'Bearer' }) });
    expect(await getClientToken(app, 'https://me/oauth-callback')).toBe('AT');
    // The registered redirect URI, not urn:ietf:wg:oauth:2.0:oob (GoToSocial refuses one it does not know).
    expect(Object.fromEntries(form(calls[0]))).toMatchObject({ grant_type: 'client_credentials', redirect_uri: 'https://me/oauth-callback' });
    expect(await passwordGrant(app, 'lain', 'pw', 'https://me/oauth-callback')).toEqual({ access_token: 'AT' });
    expect(Object.fromEntries(form(calls[1]))).toMatchObject({ grant_type: 'password', username: 'lain', password: 'pw', client_secret: 'csec' });
    expect(calls[1].url).toBe('/oauth/token');
    await codeGrant(app, 'CODE', 'https://me/cb');
    expect(Object.fromEntries(form(calls[2]))).toMatchObject({ grant_type: 'authorization_code', code: 'CODE', redirect_uri: 'https://me/cb' });
    expect(form(calls[2]).has('code_verifier')).toBe(false);
    await codeGrant(app, 'CODE', 'https://me/cb', 'VERIFIER');
    expect(form(calls[3]).get('code_verifier')).toBe('VERIFIER');
  });

  it('returns error bodies (mfa_required, password reset, bad password) instead of throwing', async () => {
    mockFetch({ '/oauth/token': () => json({ error: 'mfa_required', mfa_token: 'MFA', supported_challenge_types: 'totp' }, 403) });
    expect(await passwordGrant(app, 'lain', 'pw', 'cb')).toEqual({ error: 'mfa_required', mfa_token: 'MFA', status: 403 });
    mockFetch({ '/oauth/token': () => json({ error: 'Password reset is required', identifier: 'password_reset_required' }, 403) });
    expect(await passwordGrant(app, 'lain', 'pw', 'cb')).toEqual({ error: 'Password reset is required', identifier: 'password_reset_required', status: 403 });
    mockFetch({ '/oauth/token': () => json({ error: 'Invalid credentials' }, 401) });
    expect(await passwordGrant(app, 'lain', 'wrong', 'cb')).toEqual({ error: 'Invalid credentials', status: 401 });
    mockFetch({ '/oauth/mfa/challenge': () => json({ error: 'Invalid code' }, 400) });
    expect(await mfaChallenge(app, 'MFA', '123456', 'totp')).toEqual({ error: 'Invalid code', status: 400 });
    expect(form(calls[0]).get('challenge_type')).toBe('totp');
  });

  it('network failures still throw', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('x'))));
    await expect(passwordGrant(app, 'a', 'b', 'cb')).rejects.toMatchObject({ status: 0, message: 'Failed to fetch' });
  });

  it('revokes and builds the authorize url', async () => {
    mockFetch({ '/oauth/revoke': () => json({}, 201) });
    expect(await revokeToken(app, 'AT')).toBe(true);
    expect(form(calls[0]).get('token')).toBe('AT');
    mockFetch({ '/oauth/revoke': () => json({ error: 'x' }, 403) });
    expect(await revokeToken(app, 'AT')).toBe(false);
    setServer('https://pleroma.example');
    expect(authorizeUrl(app, 'https://me/cb')).toBe('https://pleroma.example/oauth/authorize?response_type=code&client_id=cid&redirect_uri=https%3A%2F%2Fme%2Fcb&scope=read+write+follow+push+admin');
    const pkce = new URL(authorizeUrl(app, 'https://me/cb', { state: 'ST', codeChallenge: 'CH' })).searchParams;
    expect([pkce.get('state'), pkce.get('code_challenge'), pkce.get('code_challenge_method')]).toEqual(['ST', 'CH', 'S256']);
  });
});

describe('instance resources', () => {
  it('follows the nodeinfo 2.1 href as a path on our server', async () => {
    mockFetch({
      '/.well-known/nodeinfo': () => json({ links: [
        { rel: 'http://nodeinfo.diaspora.software/ns/schema/2.0', href: 'https://real.example/nodeinfo/2.0.json' },
        { rel: 'http://nodeinfo.diaspora.software/ns/schema/2.1', href: 'https://real.example/nodeinfo/2.1.json' },
      ] }),
      '/nodeinfo/2.1.json': () => json({ version: '2.1' }),
    });
    expect(await fetchNodeinfo()).toEqual({ version: '2.1' });
    expect(calls[1].url).toBe('/nodeinfo/2.1.json');
  });

  it('falls back to /nodeinfo/2.0.json', async () => {
    mockFetch({ '/nodeinfo/2.0.json': () => json({ version: '2.0' }) });
    expect(await fetchNodeinfo()).toEqual({ version: '2.0' });
  });

  it('static config failure → {}', async () => {
    mockFetch({});
    expect(await fetchStaticConfig()).toEqual({});
    mockFetch({ '/static/config.json': () => new Response('<html>', { headers: { 'content-type': 'text/html' } }) });
    expect(await fetchStaticConfig()).toEqual({});
    mockFetch({ '/static/config.json': () => json({ theme: 'x' }) });
    expect(await fetchStaticConfig()).toEqual({ theme: 'x' });
  });

  it('terms of service come back raw', async () => {
    mockFetch({ '/static/terms-of-service.html': () => new Response('<h1>ToS</h1>', { headers: { 'content-type': 'text/html' } }) });
    expect(await fetchTermsOfService()).toBe('<h1>ToS</h1>');
  });

  it('loads sticker packs sorted by title and skips broken ones', async () => {
    mockFetch({
      '/static/stickers.json': () => json({ zpack: '/static/stickers/z/', apack: '/static/stickers/a', broken: '/static/stickers/b/' }),
      '/static/stickers/z/pack.json': () => json({ title: 'Animals', files: ['cat.png'] }),
      '/static/stickers/a/pack.json': () => json({ title: 'Zebras', files: { one: 'z.png' } }),
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await fetchStickers()).toEqual([
      { pack: 'zpack', path: '/static/stickers/z/', meta: { title: 'Animals', files: ['cat.png'] } },
      { pack: 'apack', path: '/static/stickers/a/', meta: { title: 'Zebras', files: ['z.png'] } },
    ]);
    warn.mockRestore();
  });
});

describe('accounts and statuses', () => {
  it('sends ids as id[] and the token as a header', async () => {
    mockFetch({ '/relationships': () => json([]), '/verify_credentials': () => json({ id: '1' }), '/context': () => json({ ancestors: [], descendants: [] }) });
    await fetchRelationships(['1', '9zE8'], 'T');
    expect(query(calls[0]).getAll('id[]')).toEqual(['1', '9zE8']);
    expect(await verifyCredentials('T')).toEqual({ id: '1' });
    expect((calls[1].init.headers as Record<string, string>).Authorization).toBe('Bearer T');
    expect(await fetchContext('AB/../x')).toEqual({ ancestors: [], descendants: [] });
    expect(calls[2].url).toBe('/api/v1/statuses/AB%2F..%2Fx/context');
    expect(await fetchRelationships([], 'T')).toEqual([]);
  });
});
