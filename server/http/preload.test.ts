import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { PRELOAD_PLACEHOLDER } from './preload.js';
import { createTestApp, type TestApp } from '../testing.js';

const PAGE = `<!doctype html><html><head><title>Starling</title>${PRELOAD_PLACEHOLDER}</head><body><div id="app"></div></body></html>`;

/** The page's preload block: request path → the answer's JSON. */
function preloadOf(html: string): Record<string, unknown> {
  const m = /<script id="initial-results" type="application\/json">([^<]*)<\/script>/.exec(html);
  if (!m) throw new Error('no preload block');
  const encoded = JSON.parse(m[1]) as Record<string, string>;
  return Object.fromEntries(Object.entries(encoded).map(([k, v]) => [k, JSON.parse(Buffer.from(v, 'base64').toString('utf8'))]));
}

describe("Pleroma's page preload", () => {
  let t: TestApp;
  let base: string;
  const page = async (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url, headers: { accept: 'text/html', ...headers } });

  beforeAll(async () => {
    base = fs.mkdtempSync(path.join(os.tmpdir(), 'starling-preload-'));
    fs.mkdirSync(path.join(base, 'dist'));
    fs.writeFileSync(path.join(base, 'dist', 'index.html'), PAGE);
    t = await createTestApp({ distDir: path.join(base, 'dist') });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(base, { recursive: true, force: true });
  });

  it('puts what startup asks first into the page, each exactly as the API answers it', async () => {
    const res = await page('/main/all');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(PRELOAD_PLACEHOLDER);
    const data = preloadOf(res.body);
    expect(Object.keys(data).sort()).toEqual([
      '/api/pleroma/frontend_configurations',
      '/api/v1/instance',
      '/api/v1/timelines/public',
      '/instance/panel.html',
      '/nodeinfo/2.0.json',
    ]);
    const api = async (url: string) => JSON.parse((await t.app.inject({ url })).body) as unknown;
    expect(data['/api/v1/instance']).toEqual(await api('/api/v1/instance'));
    expect(data['/nodeinfo/2.0.json']).toEqual(await api('/nodeinfo/2.0.json'));
    expect(data['/api/pleroma/frontend_configurations']).toEqual(await api('/api/pleroma/frontend_configurations'));
    expect(data['/instance/panel.html']).toBe((await t.app.inject({ url: '/instance/panel.html' })).body);
    // /main/all carries the whole known network, as an anonymous visitor sees it.
    expect(data['/api/v1/timelines/public']).toEqual(await api('/api/v1/timelines/public'));
  });

  it('carries the local timeline on other pages, as Pleroma does', async () => {
    const data = preloadOf((await page('/main/public')).body);
    const statuses = data['/api/v1/timelines/public'] as { account: { acct: string } }[];
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.every((s) => !s.account.acct.includes('@'))).toBe(true);
    const all = preloadOf((await page('/main/all')).body)['/api/v1/timelines/public'] as { account: { acct: string } }[];
    expect(all.some((s) => s.account.acct.includes('@'))).toBe(true);
  });

  it('keeps a post that says "</script>" inside the block (base64)', async () => {
    const token = await t.tokenFor('alice');
    const text = 'break out </script><script>alert(1)</script> <!-- here';
    const posted = await t.app.inject({ method: 'POST', url: '/api/v1/statuses', headers: { authorization: `Bearer ${token}` }, payload: { status: text } });
    expect(posted.statusCode).toBe(200);
    const html = (await page('/main/all')).body;
    expect(html.match(/<script/g)).toHaveLength(1);
    const statuses = preloadOf(html)['/api/v1/timelines/public'] as { content: string }[];
    expect(statuses[0].content).toContain('&lt;/script&gt;');
  });

  it('is compressed like every other answer', async () => {
    const res = await page('/main/all', { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(preloadOf(zlib.brotliDecompressSync(res.rawPayload).toString())).toHaveProperty(['/api/v1/instance']);
  });

  it('leaves the timeline out on a private instance', async () => {
    fs.writeFileSync(path.join(t.dataDir, 'instance.json'), JSON.stringify({ private: true }));
    try {
      const data = preloadOf((await page('/main/all')).body);
      expect(data).not.toHaveProperty(['/api/v1/timelines/public']);
      expect(data).toHaveProperty(['/api/v1/instance']);
    } finally {
      fs.writeFileSync(path.join(t.dataDir, 'instance.json'), JSON.stringify({}));
    }
  });

  it('is a Pleroma feature: the Mastodon flavour serves the page as built', async () => {
    const m = await createTestApp({ distDir: path.join(base, 'dist'), flavor: 'mastodon' });
    try {
      const res = await m.app.inject({ url: '/main/all', headers: { accept: 'text/html' } });
      expect(res.body).toBe(PAGE);
    } finally {
      await m.close();
    }
  });

  it('still answers unknown server paths with a JSON 404', async () => {
    const res = await t.app.inject({ url: '/api/v1/nothing-here', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Not found' });
    expect((await t.app.inject({ method: 'POST', url: '/main/all' })).statusCode).toBe(404);
  });
});
