// Real servers: the embedded instance advertises only what it serves, answers what
// Pleroma's and Mastodon's front ends ask for (markers, conversations, empty lists), and proxy
// mode passes what a real server needs (cookies, forwarded headers, compression as it is).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { HTTPMethods } from 'fastify';
import { buildProxy, rewriteSetCookie } from './proxy.js';
import { createTestApp, type TestApp } from './testing.js';

/** For each nodeinfo feature, a route that proves the instance serves it. */
const FEATURE_ROUTES: Record<string, { method: HTTPMethods; url: string }> = {
  pleroma_api: { method: 'GET', url: '/api/pleroma/frontend_configurations' },
  mastodon_api: { method: 'GET', url: '/api/v1/instance' },
  mastodon_api_streaming: { method: 'GET', url: '/api/v1/streaming/health' },
  polls: { method: 'GET', url: '/api/v1/polls/:id' },
  v2_suggestions: { method: 'GET', url: '/api/v2/suggestions' },
  pleroma_explicit_addressing: { method: 'POST', url: '/api/v1/statuses' },
  shareable_emoji_packs: { method: 'GET', url: '/api/v1/pleroma/emoji/packs' },
  multifetch: { method: 'GET', url: '/api/v1/statuses' },
  'pleroma:api/v1/notifications:include_types_filter': { method: 'GET', url: '/api/v1/notifications' },
  chat: { method: 'GET', url: '/socket/websocket' },
  shout: { method: 'GET', url: '/socket/websocket' },
  pleroma_emoji_reactions: { method: 'PUT', url: '/api/v1/pleroma/statuses/:id/reactions/:emoji' },
  pleroma_custom_emoji_reactions: { method: 'PUT', url: '/api/v1/pleroma/statuses/:id/reactions/:emoji' },
  pleroma_chat_messages: { method: 'GET', url: '/api/v1/pleroma/chats' },
  exposable_reactions: { method: 'GET', url: '/api/v1/pleroma/statuses/:id/reactions' },
  profile_directory: { method: 'GET', url: '/api/v1/directory' },
  multifactor_authentication: { method: 'GET', url: '/api/pleroma/accounts/mfa' },
  'pleroma:get:main/ostatus': { method: 'GET', url: '/main/ostatus' },
  'pleroma:bookmark_folders': { method: 'PATCH', url: '/api/v1/pleroma/bookmark_folders/:id' },
  quote_posting: { method: 'GET', url: '/api/v1/pleroma/statuses/:id/quotes' },
  editing: { method: 'GET', url: '/api/v1/statuses/:id/history' },
};
/** MRF policies the instance lists, with the route that applies each. */
const POLICY_ROUTES: Record<string, { method: HTTPMethods; url: string } | null> = {
  SimplePolicy: null, // enforced on federation, which has no route of its own
  ObjectAgePolicy: null,
  TagPolicy: { method: 'PUT', url: '/api/pleroma/admin/users/tag' },
};

describe('what the embedded instance advertises, it serves', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('has a route for every nodeinfo feature and MRF policy, and open registration', async () => {
    const meta = (await t.app.inject('/nodeinfo/2.1.json')).json();
    const missing: string[] = [];
    for (const feature of meta.metadata.features as string[]) {
      const route = FEATURE_ROUTES[feature];
      if (!route || !t.app.hasRoute(route)) missing.push(`feature ${feature}`);
    }
    for (const policy of meta.metadata.federation.mrf_policies as string[]) {
      const route = POLICY_ROUTES[policy];
      if (route === undefined || (route && !t.app.hasRoute(route))) missing.push(`policy ${policy}`);
    }
    if (meta.openRegistrations && !t.app.hasRoute({ method: 'POST', url: '/api/v1/accounts' })) missing.push('registration');
    expect(missing).toEqual([]);
  });

  it('answers the lists Pleroma-FE asks for at start with empty lists', async () => {
    const auth = { authorization: `Bearer ${await t.tokenFor('alice')}` };
    const me = (await t.app.inject({ url: '/api/v1/accounts/verify_credentials', headers: auth })).json();
    for (const url of ['/api/v1/announcements', '/api/v1/lists', '/api/v1/pleroma/bookmark_folders', `/api/v1/pleroma/accounts/${me.id}/scrobbles`]) {
      const res = await t.app.inject({ url, headers: auth });
      expect(res.statusCode, url).toBe(200);
      expect(res.json(), url).toEqual([]);
    }
    expect((await t.app.inject('/api/v1/pleroma/accounts/999999/scrobbles')).statusCode).toBe(404);
    expect((await t.app.inject('/api/v1/lists')).statusCode).toBe(403); // Pleroma: no token
  });

  it('keeps notifications read state in /api/v1/markers', async () => {
    const auth = { authorization: `Bearer ${await t.tokenFor('bob')}` };
    expect((await t.app.inject({ url: '/api/v1/markers?timeline[]=notifications', headers: auth })).json()).toEqual({});
    const saved = await t.app.inject({ method: 'POST', url: '/api/v1/markers', headers: auth, payload: { 'notifications[last_read_id]': '42' } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().notifications).toMatchObject({ last_read_id: '42', version: 1 });
    await t.app.inject({ method: 'POST', url: '/api/v1/markers', headers: auth, payload: { notifications: { last_read_id: '43' } } });
    const read = (await t.app.inject({ url: '/api/v1/markers?timeline[]=notifications', headers: auth })).json();
    expect(read.notifications).toMatchObject({ last_read_id: '43', version: 2 });
    const bad = await t.app.inject({ method: 'POST', url: '/api/v1/markers', headers: auth, payload: { 'notifications[last_read_id]': 'x' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBeTruthy();
  });

  it('lists direct threads in /api/v1/conversations with their newest status', async () => {
    const alice = { authorization: `Bearer ${await t.tokenFor('alice')}` };
    const carol = { authorization: `Bearer ${await t.tokenFor('carol')}` };
    const first = (await t.app.inject({ method: 'POST', url: '/api/v1/statuses', headers: alice, payload: { status: '@carol a secret', visibility: 'direct' } })).json();
    const reply = (
      await t.app.inject({ method: 'POST', url: '/api/v1/statuses', headers: carol, payload: { status: '@alice got it', visibility: 'direct', in_reply_to_id: first.id } })
    ).json();
    const list = (await t.app.inject({ url: '/api/v1/conversations', headers: carol })).json();
    const mine = list.find((c: { last_status: { id: string } }) => c.last_status.id === reply.id);
    expect(mine).toBeTruthy();
    expect(mine.accounts.map((a: { username: string }) => a.username)).toEqual(['alice']);
    expect(list.some((c: { last_status: { id: string } }) => c.last_status.id === first.id)).toBe(false);
  });
});

describe('the mastodon flavor', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ flavor: 'mastodon' });
  });
  afterAll(() => t.close());

  it("keeps Mastodon's announcements and lists, and has no Pleroma-only lists", async () => {
    const auth = { authorization: `Bearer ${await t.tokenFor('alice')}` };
    for (const url of ['/api/v1/announcements', '/api/v1/lists']) expect((await t.app.inject({ url, headers: auth })).statusCode, url).toBe(200);
    expect((await t.app.inject({ url: '/api/v1/pleroma/bookmark_folders', headers: auth })).statusCode).toBe(404);
  });
});

describe('proxy mode in front of a server that is not ours', () => {
  let backend: http.Server;
  let backendUrl = '';
  let distDir = '';
  const seen: http.IncomingHttpHeaders[] = [];
  const gzipped = zlib.gzipSync(JSON.stringify({ hello: 'world' }));

  beforeAll(async () => {
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'starling-proxy-dist-'));
    fs.mkdirSync(path.join(distDir, '_starling'));
    fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Starling client</title>');
    fs.writeFileSync(path.join(distDir, '_starling', 'app-1.js'), 'x');
    fs.writeFileSync(path.join(distDir, '_starling', 'app-1.js.br'), zlib.brotliCompressSync('x'));
    fs.writeFileSync(path.join(distDir, 'sw.js'), 'self');
    backend = http.createServer((req, res) => {
      seen.push(req.headers);
      if (req.url === '/auth/sign_in') {
        res.setHeader('Set-Cookie', ['gts-session=abc; Path=/; Domain=gts.example; Secure; HttpOnly; SameSite=Lax']);
        res.writeHead(303, { Location: `${backendUrl}/oauth/authorize?x=1` }).end();
      } else if (req.url === '/api/v1/instance') {
        res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip', 'Content-Length': gzipped.length }).end(gzipped);
      } else {
        res.writeHead(200, { 'Content-Type': 'text/css' }).end(`/* ${req.url} */`);
      }
    });
    await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
    const addr = backend.address();
    backendUrl = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => backend.close(resolve));
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  it('passes cookies both ways, made to fit the proxy origin, and says who asked', async () => {
    const proxy = await buildProxy({ backend: backendUrl, distDir });
    try {
      const res = await proxy.inject({
        method: 'POST',
        url: '/auth/sign_in',
        headers: { host: 'starling.test', cookie: 'gts-session=old', 'user-agent': 'Browser/1.0', 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'username=a',
      });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('http://starling.test/oauth/authorize?x=1');
      expect(res.headers['set-cookie']).toEqual(['gts-session=abc; Path=/; HttpOnly; SameSite=Lax']);
      const h = seen[seen.length - 1];
      expect(h.cookie).toBe('gts-session=old');
      expect(h['user-agent']).toBe('Browser/1.0');
      expect(h['x-forwarded-for']).toBe('127.0.0.1');
      expect(h['x-forwarded-proto']).toBe('http');
      expect(h['x-forwarded-host']).toBe('starling.test');
    } finally {
      await proxy.close();
    }
  });

  it('passes a compressed answer through untouched, with Accept-Encoding forwarded', async () => {
    const proxy = await buildProxy({ backend: backendUrl, distDir });
    try {
      const res = await proxy.inject({ url: '/api/v1/instance', headers: { 'accept-encoding': 'gzip, br' } });
      expect(seen[seen.length - 1]['accept-encoding']).toBe('gzip, br');
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.rawPayload.equals(gzipped)).toBe(true);
    } finally {
      await proxy.close();
    }
  });

  it("serves its build from /_starling, pages from index.html, and the server's own /assets", async () => {
    const proxy = await buildProxy({ backend: backendUrl, distDir });
    try {
      const own = await proxy.inject('/_starling/app-1.js');
      expect(own.headers['cache-control']).toMatch(/max-age=31536000.*immutable/);
      // The build's Brotli sibling is sent as it is; unhashed build files revalidate.
      const br = await proxy.inject({ url: '/_starling/app-1.js', headers: { 'accept-encoding': 'br' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe('x');
      expect((await proxy.inject('/sw.js')).headers['cache-control']).toBe('no-cache');
      expect((await proxy.inject({ url: '/bob', headers: { accept: 'text/html' } })).body).toContain('Starling client');
      const theirs = await proxy.inject({ url: '/assets/dist/base.css', headers: { accept: 'text/css' } });
      expect(theirs.body).toBe('/* /assets/dist/base.css */');
    } finally {
      await proxy.close();
    }
  });

  it('drops Domain, and Secure only on a plain-http origin', () => {
    expect(rewriteSetCookie('a=1; Domain=x.test; Secure; Path=/', false)).toBe('a=1; Path=/');
    expect(rewriteSetCookie('a=1; domain=x.test; Secure', true)).toBe('a=1; Secure');
  });
});
