import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { STARLING_ASSETS } from '../routes/static.js';
import { createTestApp, type TestApp } from '../testing.js';

const SCRIPT = `export const words = ${JSON.stringify('starling '.repeat(400))};\n`;
const PAGE = `<!doctype html><title>Starling client</title><p>${'murmuration '.repeat(200)}</p>`;

/** Writes `file` and its `.br`/`.gz` copies, as build/precompress.ts does. */
function writePrecompressed(file: string, text: string) {
  fs.writeFileSync(file, text);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text));
}

describe('compression', () => {
  let t: TestApp;
  let base: string;
  const script = `/${STARLING_ASSETS}/app-Ab12Cd34.js`;
  beforeAll(async () => {
    base = fs.mkdtempSync(path.join(os.tmpdir(), 'starling-compress-'));
    const distDir = path.join(base, 'dist');
    fs.mkdirSync(path.join(distDir, STARLING_ASSETS), { recursive: true });
    writePrecompressed(path.join(distDir, script), SCRIPT);
    writePrecompressed(path.join(distDir, 'index.html'), PAGE);
    fs.writeFileSync(path.join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await createTestApp({ distDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(base, { recursive: true, force: true });
  });

  it('sends the Brotli or gzip file of the build by Accept-Encoding, with Vary and a year of immutable caching', async () => {
    const br = await t.app.inject({ url: script, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toMatch(/max-age=31536000/);
    expect(br.headers['cache-control']).toMatch(/immutable/);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gz = await t.app.inject({ url: script, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await t.app.inject({ url: script });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
  });

  it('sends index.html compressed and never cached without revalidation', async () => {
    const page = await t.app.inject({ url: '/main/all', headers: { accept: 'text/html', 'accept-encoding': 'br' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(page.rawPayload).toString()).toBe(PAGE);

    const direct = await t.app.inject({ url: '/favicon.svg' });
    expect(direct.headers['cache-control']).toBe('no-cache');
  });

  it('compresses API JSON above the threshold, leaves small answers and images alone', async () => {
    const res = await t.app.inject({ url: '/api/v1/timelines/public', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    const statuses = JSON.parse(zlib.brotliDecompressSync(res.rawPayload).toString()) as unknown[];
    expect(statuses.length).toBeGreaterThan(0);

    const gz = await t.app.inject({ url: '/api/v1/instance', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString())).toHaveProperty('uri');

    const small = await t.app.inject({ url: '/api/v1/statuses/999999', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();

    const png = await t.app.inject({ url: '/images/banner.png', headers: { 'accept-encoding': 'br, gzip' } });
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['content-encoding']).toBeUndefined();
  });
});
