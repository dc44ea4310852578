// OAuth server metadata (RFC 8414, as Mastodon 4.3 serves it) and PKCE (RFC 7636, S256) on the
// authorization-code flow.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing.js';

const form = (data: Record<string, string>) => ({
  payload: new URLSearchParams(data).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

const REDIRECT = 'http://localhost:5173/oauth-callback';
// RFC 7636 appendix B.
const VERIFIER = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
const CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';

describe.each(['mastodon', 'pleroma'] as const)('OAuth authorization server metadata (%s flavor)', (flavor) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ flavor });
  });
  afterAll(() => t.close());

  it.runIf(flavor === 'mastodon')('is served, as by Mastodon 4.3, with the endpoints that exist', async () => {
    const res = await t.app.inject({ url: '/.well-known/oauth-authorization-server', headers: { host: 'demo.test' } });
    expect(res.statusCode).toBe(200);
    const m = res.json();
    expect(m).toMatchObject({
      issuer: 'http://demo.test/',
      authorization_endpoint: 'http://demo.test/oauth/authorize',
      token_endpoint: 'http://demo.test/oauth/token',
      revocation_endpoint: 'http://demo.test/oauth/revoke',
      app_registration_endpoint: 'http://demo.test/api/v1/apps',
      response_types_supported: ['code'],
      code_challenge_methods_supported: ['S256'],
      token_endpoint_auth_methods_supported: ['client_secret_post'],
    });
    expect(m.grant_types_supported).toEqual(expect.arrayContaining(['authorization_code', 'password', 'client_credentials', 'refresh_token']));
    expect(m.scopes_supported).toEqual(expect.arrayContaining(['read', 'write', 'follow', 'push', 'read:statuses']));
    expect(m.service_documentation).toMatch(/^https:\/\//);
    // Every advertised endpoint answers (none is a 404).
    for (const key of ['authorization_endpoint', 'token_endpoint', 'revocation_endpoint', 'app_registration_endpoint']) {
      const path = new URL(m[key]).pathname;
      const method = key === 'authorization_endpoint' ? 'GET' : 'POST';
      expect((await t.app.inject({ method, url: path })).statusCode, key).not.toBe(404);
    }
  });

  it.runIf(flavor === 'pleroma')('is not served, as Pleroma serves no such document', async () => {
    expect((await t.app.inject('/.well-known/oauth-authorization-server')).statusCode).toBe(404);
  });
});

describe.each(['mastodon', 'pleroma'] as const)('PKCE on the code flow (%s flavor)', (flavor) => {
  let t: TestApp;
  let client: { client_id: string; client_secret: string };

  beforeAll(async () => {
    t = await createTestApp({ flavor });
    client = (await t.app.inject({ method: 'POST', url: '/api/v1/apps', ...form({ client_name: 'pkce', redirect_uris: REDIRECT, scopes: 'read write' }) })).json();
  });
  afterAll(() => t.close());

  /** Signs bob in on the authorize page (through the page's own hidden fields) and returns the code. */
  async function codeFor(pkce: Record<string, string>): Promise<string> {
    const query = new URLSearchParams({ response_type: 'code', client_id: client.client_id, redirect_uri: REDIRECT, scope: 'read', ...pkce });
    const page = await t.app.inject(`/oauth/authorize?${query}`);
    expect(page.statusCode).toBe(200);
    const hidden = Object.fromEntries(
      [...page.body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1], m[2]]),
    );
    const ok = await t.app.inject({
      method: 'POST',
      url: '/oauth/authorize',
      ...form({ ...hidden, 'authorization[name]': 'bob', 'authorization[password]': 'starling-demo' }),
    });
    expect(ok.statusCode).toBe(302);
    return new URL(ok.headers.location as string).searchParams.get('code')!;
  }

  const exchange = (code: string, extra: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/oauth/token', ...form({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT, ...client, ...extra }) });

  it('the example of RFC 7636 holds', () => {
    expect(createHash('sha256').update(VERIFIER).digest('base64url')).toBe(CHALLENGE);
  });

  it('grants a token for the right code_verifier', async () => {
    const code = await codeFor({ code_challenge: CHALLENGE, code_challenge_method: 'S256' });
    const res = await exchange(code, { code_verifier: VERIFIER });
    expect(res.statusCode).toBe(200);
    const me = await t.app.inject({ url: '/api/v1/accounts/verify_credentials', headers: { authorization: `Bearer ${res.json().access_token}` } });
    expect(me.json().username).toBe('bob');
  });

  it('keeps the challenge on the page after a wrong password', async () => {
    const fields = {
      'authorization[client_id]': client.client_id,
      'authorization[redirect_uri]': REDIRECT,
      'authorization[code_challenge]': CHALLENGE,
      'authorization[code_challenge_method]': 'S256',
    };
    const wrong = await t.app.inject({ method: 'POST', url: '/oauth/authorize', ...form({ ...fields, 'authorization[name]': 'bob', 'authorization[password]': 'nope' }) });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain(`name="authorization[code_challenge]" value="${CHALLENGE}"`);
    expect(wrong.body).toContain('name="authorization[code_challenge_method]" value="S256"');
  });

  it('refuses a wrong or missing code_verifier with invalid_grant, and the code is spent', async () => {
    const tries: Record<string, string>[] = [{ code_verifier: `${VERIFIER.slice(0, -1)}A` }, {}, { code_verifier: 'short' }];
    for (const extra of tries) {
      const code = await codeFor({ code_challenge: CHALLENGE, code_challenge_method: 'S256' });
      const res = await exchange(code, extra);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('invalid_grant');
      // A failed try uses the code up: the right verifier afterwards does not help.
      expect((await exchange(code, { code_verifier: VERIFIER })).statusCode).toBe(400);
    }
  });

  it('refuses a code_verifier for a code that had no challenge (no downgrade)', async () => {
    const code = await codeFor({});
    const res = await exchange(code, { code_verifier: VERIFIER });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('invalid_grant');
    // Without PKCE on either side the flow works as before.
    expect((await exchange(await codeFor({}))).statusCode).toBe(200);
  });

  it('refuses challenge methods other than S256 and malformed challenges on the authorize page', async () => {
    const ask = (pkce: Record<string, string>) =>
      t.app.inject(`/oauth/authorize?${new URLSearchParams({ response_type: 'code', client_id: client.client_id, redirect_uri: REDIRECT, ...pkce })}`);
    const refused: Record<string, string>[] = [
      { code_challenge: CHALLENGE, code_challenge_method: 'plain' },
      { code_challenge: CHALLENGE },
      { code_challenge: 'too-short', code_challenge_method: 'S256' },
      { code_challenge: `${CHALLENGE.slice(0, -1)}=`, code_challenge_method: 'S256' },
    ];
    for (const pkce of refused) {
      const res = await ask(pkce);
      expect(res.statusCode, JSON.stringify(pkce)).toBe(400);
      expect(res.body).toContain('role="alert"');
    }
  });
});
