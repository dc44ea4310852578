import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { redactUrl } from './app.js';
import { parseQueryString } from './http/params.js';
import { buildProxy } from './proxy.js';
import { createTestApp, type TestApp } from './testing.js';

describe('HTTP behaviour', () => {
  let t: TestApp;
  let distDir: string;
  let base: string;
  beforeAll(async () => {
    base = fs.mkdtempSync(path.join(os.tmpdir(), 'starling-dist-'));
    distDir = path.join(base, 'dist');
    fs.mkdirSync(path.join(distDir, '_starling'), { recursive: true });
    fs.mkdirSync(path.join(distDir, 'static'), { recursive: true });
    fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Starling client</title>');
    fs.writeFileSync(path.join(distDir, '_starling', 'app-123.js'), 'console.log(1)');
    fs.writeFileSync(path.join(distDir, 'static', 'config.json'), '{"theme":"from-dist"}');
    t = await createTestApp({ distDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(base, { recursive: true, force: true });
  });

  it('answers bad input with 4xx JSON, never 500', async () => {
    const cases: (string | InjectOptions)[] = [
      '/api/v1/timelines/public?max_id=abc',
      '/api/v1/timelines/public?since_id=1e99',
      '/api/v1/statuses/not-a-number',
      '/api/v1/statuses/99999999999999999999999',
      '/api/v1/accounts/lookup?acct=',
      { method: 'POST', url: '/api/v1/apps', payload: '{"client_name": ', headers: { 'content-type': 'application/json' } },
      { method: 'POST', url: '/api/v1/apps', payload: { client_name: 'x' } },
      { method: 'POST', url: '/api/v1/apps', payload: { client_name: 'x', redirect_uris: 'not a uri' } },
      { method: 'POST', url: '/api/v1/apps', payload: { client_name: 'x', redirect_uris: 'urn:ietf:wg:oauth:2.0:oob', scopes: 'root' } },
      { method: 'POST', url: '/api/v1/apps', payload: 'hello', headers: { 'content-type': 'text/plain' } },
      { method: 'POST', url: '/oauth/token', payload: {} },
      { method: 'POST', url: '/oauth/revoke', payload: { client_id: 'x' } },
      '/api/v1/nothing-here',
      { method: 'DELETE', url: '/api/v1/instance' },
    ];
    for (const c of cases) {
      const res = await t.app.inject(c);
      expect(res.statusCode, JSON.stringify(c)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, JSON.stringify(c)).toBeLessThan(500);
      expect(res.json().error, JSON.stringify(c)).toBeTruthy();
    }
  });

  it('treats an empty JSON body as an empty object', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/oauth/token', headers: { 'content-type': 'application/json' }, payload: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('unsupported_grant_type');
  });

  it('clamps the page size', async () => {
    expect((await t.app.inject('/api/v1/timelines/public?limit=500')).json()).toHaveLength(40);
    expect((await t.app.inject('/api/v1/timelines/public?limit=-3')).json()).toHaveLength(20);
  });

  it('serves the client with an SPA fallback for HTML navigations', async () => {
    for (const url of ['/', '/main/all', '/users/alice', '/notice/123', '/alice']) {
      const res = await t.app.inject({ url, headers: { accept: 'text/html,application/xhtml+xml' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('Starling client');
    }
    const asset = await t.app.inject('/_starling/app-123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    // Server paths never fall back to the SPA.
    const api = await t.app.inject({ url: '/api/v1/nope', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(404);
    expect(api.json().error).toBeTruthy();
    // Non-HTML requests for unknown paths get a JSON 404.
    expect((await t.app.inject('/some/file.txt')).statusCode).toBe(404);
  });

  it('serves /static from the instance layer first, then from the client build', async () => {
    expect((await t.app.inject('/static/config.json')).json()).toEqual({ theme: 'from-dist' });
    expect((await t.app.inject('/static/terms-of-service.html')).body).toContain('Terms of service');
    expect((await t.app.inject('/static/../package.json')).statusCode).toBe(404);
    expect((await t.app.inject('/media/..%2f..%2fstarling.db')).statusCode).toBe(404);
  });

  it('tells people to build the client when dist is missing', async () => {
    const bare = await createTestApp();
    const res = await bare.app.inject({ url: '/main/all', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('npm run build');
    await bare.close();
  });

  it('gates public timelines in private mode', async () => {
    fs.writeFileSync(path.join(t.dataDir, 'instance.json'), JSON.stringify({ private: true }));
    try {
      expect((await t.app.inject('/api/v1/timelines/public')).statusCode).toBe(403);
      const node = (await t.app.inject('/nodeinfo/2.0.json')).json();
      expect(node.metadata.private).toBe(true);
      const token = await t.tokenFor('alice');
      expect((await t.app.inject({ url: '/api/v1/timelines/public', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(200);
    } finally {
      fs.rmSync(path.join(t.dataDir, 'instance.json'));
    }
    expect((await t.app.inject('/api/v1/timelines/public')).statusCode).toBe(200);
  });

  it('nests bracketed form and query keys like Plug does', () => {
    expect(parseQueryString('id[]=1&id[]=2&poll[options][]=a&poll[options][]=b&poll[multiple]=true&x=1&x=2')).toEqual({
      id: ['1', '2'],
      poll: { options: ['a', 'b'], multiple: 'true' },
      x: ['1', '2'],
    });
    expect(parseQueryString('__proto__[polluted]=1&a[constructor][x]=2')).toEqual({});
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('allows cross-origin API calls and exposes Link', async () => {
    const pre = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/timelines/home',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });
    expect(pre.statusCode).toBe(204);
    expect(pre.headers['access-control-allow-origin']).toBe('*');
    expect(pre.headers['access-control-allow-headers']).toBe('authorization');
    const res = await t.app.inject('/api/v1/timelines/public?limit=1');
    expect(res.headers['access-control-expose-headers']).toContain('Link');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers the token endpoints across origins, the two-factor step included', async () => {
    for (const url of ['/oauth/token', '/oauth/mfa/challenge']) {
      const pre = await t.app.inject({ method: 'OPTIONS', url, headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' } });
      expect(pre.statusCode).toBe(204);
      expect(pre.headers['access-control-allow-origin']).toBe('*');
    }
  });

  it('redacts secrets from logged URLs', () => {
    expect(redactUrl('/api/v1/streaming?access_token=abc&stream=user')).toBe('/api/v1/streaming?access_token=[redacted]&stream=user');
    expect(redactUrl('/oauth-callback?code=xyz&state=1')).toBe('/oauth-callback?code=[redacted]&state=1');
  });
});

describe('proxy mode', () => {
  it('forwards API calls to the backend and keeps Link headers on its own origin', async () => {
    const backend = await createTestApp();
    await backend.app.listen({ port: 0, host: '127.0.0.1' });
    const address = backend.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const proxy = await buildProxy({ backend: `http://127.0.0.1:${port}`, distDir: path.join(backend.dataDir, 'none') });
    try {
      const res = await proxy.inject({ url: '/api/v1/timelines/public?limit=2', headers: { host: 'proxy.test' } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toHaveLength(2);
      expect(res.headers.link).toContain('http://proxy.test/api/v1/timelines/public');
      const token = await backend.tokenFor('alice');
      const me = await proxy.inject({ url: '/api/v1/accounts/verify_credentials', headers: { authorization: `Bearer ${token}` } });
      expect(me.json().username).toBe('alice');
      const post = await proxy.inject({ method: 'POST', url: '/api/v1/apps', payload: { client_name: 'via proxy', redirect_uris: 'urn:ietf:wg:oauth:2.0:oob' } });
      expect(post.json().client_id).toBeTruthy();
    } finally {
      await proxy.close();
      await backend.close();
    }
  });
});
