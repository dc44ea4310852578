import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing.js';

describe('GET /manifest.webmanifest', () => {
  let t: TestApp | null = null;
  afterEach(async () => {
    await t?.close();
    t = null;
  });

  it("answers the build's manifest with the instance's name", async () => {
    const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'starling-dist-'));
    fs.writeFileSync(path.join(distDir, 'manifest.webmanifest'), JSON.stringify({ name: 'Starling', short_name: 'Starling', display: 'standalone' }));
    t = await createTestApp({ distDir });
    const res = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/manifest+json');
    const body = res.json() as Record<string, unknown>;
    expect(body.display).toBe('standalone');
    expect(body.name).toBe(t.app.ctx.config().name);
    expect(body.short_name).toBe(t.app.ctx.config().name);
    expect(body.name).not.toBe('Starling');
  });

  it('answers 404 when the client is not built', async () => {
    t = await createTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(404);
  });
});

describe('POST /share (the share target before the service worker runs)', () => {
  let t: TestApp | null = null;
  afterEach(async () => {
    await t?.close();
    t = null;
  });

  it('sends the browser to the share page with the text, title and URL (files need the worker)', async () => {
    t = await createTestApp();
    const boundary = 'share-boundary';
    const part = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const file = `--${boundary}\r\nContent-Disposition: form-data; name="media"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nPNG\r\n`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/share',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: part('title', 'A read') + part('text', 'Worth it') + part('url', 'https://example.org/a') + file + `--${boundary}--\r\n`,
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/share?title=A+read&text=Worth+it&url=https%3A%2F%2Fexample.org%2Fa');
  });
});
