import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing.js';

const form = (data: Record<string, string>) => ({
  payload: new URLSearchParams(data).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

describe('OAuth', () => {
  let t: TestApp;
  let client: { client_id: string; client_secret: string };
  const redirect = 'http://localhost:5173/oauth-callback';

  beforeAll(async () => {
    t = await createTestApp();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/apps',
      ...form({ client_name: 'Starling', redirect_uris: redirect, scopes: 'read write follow push' }),
    });
    expect(res.statusCode).toBe(200);
    client = res.json();
  });
  afterAll(() => t.close());

  const passwordGrant = (username: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/oauth/token', ...form({ grant_type: 'password', username, password, ...client }) });

  it('registers an app with client credentials and a vapid key', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/apps',
      payload: { client_name: 'json client', redirect_uris: 'urn:ietf:wg:oauth:2.0:oob', scopes: 'read' },
    });
    const app = res.json();
    expect(app.client_id).toMatch(/^[\w-]{20,}$/);
    expect(app.client_secret).toMatch(/^[\w-]{30,}$/);
    expect(app.redirect_uri).toBe('urn:ietf:wg:oauth:2.0:oob');
    expect(app.vapid_key).toBeTruthy();
  });

  it('registers an app from multipart form data', async () => {
    const boundary = '----starling';
    const parts = Object.entries({ client_name: 'multipart', redirect_uris: redirect, scopes: 'read write' })
      .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/apps',
      payload: `${parts}--${boundary}--\r\n`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().name).toBe('multipart');
  });

  it('grants a token for the right password and verifies credentials', async () => {
    const res = await passwordGrant('alice', 'starling-demo');
    expect(res.statusCode).toBe(200);
    const token = res.json();
    expect(token.token_type).toBe('Bearer');
    expect(token.scope).toBe('read write follow push');
    expect(token.me).toMatch(/\/users\/alice$/);
    const me = await t.app.inject({ url: '/api/v1/accounts/verify_credentials', headers: { authorization: `Bearer ${token.access_token}` } });
    expect(me.statusCode).toBe(200);
    const body = me.json();
    expect(body.username).toBe('alice');
    expect(body.source.privacy).toBe('public');
    expect(body.pleroma.chat_token).toBeTruthy();
    expect(body.pleroma.is_admin).toBe(false);
    expect(body.pleroma.notification_settings).toBeTypeOf('object');
  });

  it('refuses a wrong password with 401 Invalid credentials', async () => {
    const res = await passwordGrant('alice', 'nope');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Invalid credentials' });
    expect((await passwordGrant('nobody', 'starling-demo')).statusCode).toBe(401);
  });

  it('refuses verify_credentials without a valid token (403, Pleroma style)', async () => {
    const none = await t.app.inject('/api/v1/accounts/verify_credentials');
    expect(none.statusCode).toBe(403);
    expect(none.json()).toEqual({ error: 'Invalid credentials.' });
    const bad = await t.app.inject({ url: '/api/v1/accounts/verify_credentials', headers: { authorization: 'Bearer garbage' } });
    expect(bad.statusCode).toBe(403);
  });

  it('runs the authorization code flow through the sign-in page', async () => {
    const query = new URLSearchParams({ response_type: 'code', client_id: client.client_id, redirect_uri: redirect, scope: 'read write', state: 'xyz' });
    const page = await t.app.inject(`/oauth/authorize?${query}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<label for="username">');
    expect(page.body).toContain('<label for="password">');
    expect(page.body).toContain('Authorize');

    const fields = {
      'authorization[client_id]': client.client_id,
      'authorization[redirect_uri]': redirect,
      'authorization[scope]': 'read write',
      'authorization[state]': 'xyz',
      'authorization[response_type]': 'code',
    };
    const wrong = await t.app.inject({ method: 'POST', url: '/oauth/authorize', ...form({ ...fields, 'authorization[name]': 'bob', 'authorization[password]': 'bad' }) });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain('role="alert"');
    expect(wrong.body).toContain('value="bob"');

    const ok = await t.app.inject({ method: 'POST', url: '/oauth/authorize', ...form({ ...fields, 'authorization[name]': 'bob', 'authorization[password]': 'starling-demo' }) });
    expect(ok.statusCode).toBe(302);
    const location = new URL(ok.headers.location as string);
    expect(`${location.origin}${location.pathname}`).toBe(redirect);
    expect(location.searchParams.get('state')).toBe('xyz');
    const code = location.searchParams.get('code')!;

    const exchange = () =>
      t.app.inject({ method: 'POST', url: '/oauth/token', ...form({ grant_type: 'authorization_code', code, redirect_uri: redirect, ...client }) });
    const token = await exchange();
    expect(token.statusCode).toBe(200);
    expect(token.json().scope).toBe('read write');
    const me = await t.app.inject({ url: '/api/v1/accounts/verify_credentials', headers: { authorization: `Bearer ${token.json().access_token}` } });
    expect(me.json().username).toBe('bob');
    // Codes are single use.
    expect((await exchange()).statusCode).toBe(400);
  });

  it('shows the code on the page for out-of-band clients', async () => {
    const app = (await t.app.inject({ method: 'POST', url: '/api/v1/apps', payload: { client_name: 'oob', redirect_uris: 'urn:ietf:wg:oauth:2.0:oob' } })).json();
    const res = await t.app.inject({
      method: 'POST',
      url: '/oauth/authorize',
      ...form({ 'authorization[client_id]': app.client_id, 'authorization[redirect_uri]': 'urn:ietf:wg:oauth:2.0:oob', 'authorization[name]': 'carol', 'authorization[password]': 'starling-demo' }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<code id="code">[\w-]+<\/code>/);
  });

  it('rejects an unknown client or a foreign redirect_uri on the authorize page', async () => {
    expect((await t.app.inject('/oauth/authorize?response_type=code&client_id=nope')).statusCode).toBe(400);
    const res = await t.app.inject(`/oauth/authorize?response_type=code&client_id=${client.client_id}&redirect_uri=https://evil.example/`);
    expect(res.statusCode).toBe(400);
  });

  it('issues app tokens with client_credentials', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/oauth/token', ...form({ grant_type: 'client_credentials', ...client }) });
    expect(res.statusCode).toBe(200);
    const token = res.json().access_token;
    expect(res.json().me).toBeUndefined();
    const me = await t.app.inject({ url: '/api/v1/accounts/verify_credentials', headers: { authorization: `Bearer ${token}` } });
    expect(me.statusCode).toBe(403);
    const app = await t.app.inject({ url: '/api/v1/apps/verify_credentials', headers: { authorization: `Bearer ${token}` } });
    expect(app.json().name).toBe('Starling');
  });

  it('revokes tokens', async () => {
    const token = (await passwordGrant('alice', 'starling-demo')).json().access_token;
    const auth = { authorization: `Bearer ${token}` };
    expect((await t.app.inject({ url: '/api/v1/accounts/verify_credentials', headers: auth })).statusCode).toBe(200);
    const res = await t.app.inject({ method: 'POST', url: '/oauth/revoke', ...form({ ...client, token }) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({});
    expect((await t.app.inject({ url: '/api/v1/accounts/verify_credentials', headers: auth })).statusCode).toBe(403);
  });

  it('refreshes tokens', async () => {
    const first = (await passwordGrant('alice', 'starling-demo')).json();
    const res = await t.app.inject({ method: 'POST', url: '/oauth/token', ...form({ grant_type: 'refresh_token', refresh_token: first.refresh_token, ...client }) });
    expect(res.statusCode).toBe(200);
    const old = await t.app.inject({ url: '/api/v1/accounts/verify_credentials', headers: { authorization: `Bearer ${first.access_token}` } });
    expect(old.statusCode).toBe(403);
  });

  it('answers bad token requests with 4xx JSON', async () => {
    const bad = [
      form({ grant_type: 'password', username: 'alice', password: 'starling-demo', client_id: 'x', client_secret: 'y' }),
      form({ grant_type: 'teleport', ...client }),
      form({ grant_type: 'password', ...client }),
      form({ grant_type: 'password', username: 'alice', password: 'starling-demo', scope: 'admin', ...client }),
    ];
    for (const req of bad) {
      const res = await t.app.inject({ method: 'POST', url: '/oauth/token', ...req });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().error).toBeTruthy();
    }
  });

  it('stores tokens and secrets only as digests', async () => {
    const token = (await passwordGrant('bob', 'starling-demo')).json();
    const dump = JSON.stringify(t.app.ctx.store.all('SELECT * FROM tokens'));
    expect(dump).not.toContain(token.access_token);
    expect(dump).not.toContain(token.refresh_token);
    const users = JSON.stringify(t.app.ctx.store.all('SELECT password_hash FROM users'));
    expect(users).not.toContain('starling-demo');
  });
});
