import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodePng } from '../../assets/png.js';
import { sniffImage } from '../../media/sniff.js';
import { safeStem } from '../../media/storage.js';
import { createTestApp, type TestApp } from '../../testing.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function multipart(form: FormData): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type')! } };
}

function fileForm(data: Buffer, type: string, name: string, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', new Blob([data], { type }), name);
  return form;
}

describe('media uploads', () => {
  let t: TestApp;
  let auth: (nick: string) => Promise<Record<string, string>>;
  const upload = async (nick: string, form: FormData, url = '/api/v1/media') => {
    const body = await multipart(form);
    return t.app.inject({ method: 'POST', url, headers: { ...(await auth(nick)), ...body.headers }, payload: body.payload });
  };

  beforeAll(async () => {
    t = await createTestApp();
    auth = async (nick) => ({ authorization: `Bearer ${await t.tokenFor(nick)}` });
  });
  afterAll(() => t.close());

  it('stores a PNG with its real type and size', async () => {
    const png = encodePng(40, 30, (x, y) => [x * 6, y * 8, 128]);
    const res = await upload('alice', fileForm(png, 'application/octet-stream', '../../My Photo!.jpeg', { description: 'A gradient' }));
    expect(res.statusCode).toBe(200);
    const a = res.json();
    expect(a.type).toBe('image');
    expect(a.description).toBe('A gradient');
    expect(a.meta.original).toEqual({ width: 40, height: 30, size: '40x30', aspect: 40 / 30 });
    expect(a.meta.small).toEqual(a.meta.original); // small images are not enlarged
    expect(a.pleroma.mime_type).toBe('image/png');
    expect(a.url).toMatch(/\/media\/[0-9a-f]{32}\/My_Photo_\.png$/);
    expect(a.preview_url).toBe(a.url.replace(/\.png$/, '.thumb.webp'));
    const served = await t.app.inject(new URL(a.url).pathname);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);
    const v2 = await upload('alice', fileForm(png, 'image/png', 'x.png'), '/api/v2/media');
    expect(v2.statusCode).toBe(200);
    expect(v2.json().id).not.toBe(a.id);
  });

  it('serves a thumbnail of at most 400 px as the preview of a large image', async () => {
    const wide = encodePng(900, 300, (x) => [x % 256, 40, 90]);
    const res = await upload('alice', fileForm(wide, 'image/png', 'wide.png'));
    expect(res.statusCode).toBe(200);
    const a = res.json();
    expect(a.meta.original).toEqual({ width: 900, height: 300, size: '900x300', aspect: 3 });
    expect(a.meta.small).toEqual({ width: 400, height: 133, size: '400x133', aspect: 400 / 133 });
    expect(a.preview_url).not.toBe(a.url);
    const thumb = await t.app.inject(new URL(a.preview_url).pathname);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 400, height: 133 });
    const original = await t.app.inject(new URL(a.url).pathname);
    expect(original.rawPayload.equals(wide)).toBe(true);
  });

  it('keeps an image it cannot decode, previewed by itself and without sizes', async () => {
    const broken = Buffer.concat([encodePng(60, 50, () => [1, 2, 3]).subarray(0, 40), Buffer.alloc(60, 9)]);
    const res = await upload('alice', fileForm(broken, 'image/png', 'broken.png'));
    expect(res.statusCode).toBe(200);
    const a = res.json();
    expect(a.type).toBe('image');
    expect(a.preview_url).toBe(a.url);
    expect(a.meta).toEqual({});
  });

  it('never serves uploads as active content', async () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const res = await upload('alice', fileForm(html, 'text/html', 'page.html'));
    expect(res.statusCode).toBe(200);
    const a = res.json();
    expect(a.type).toBe('unknown');
    expect(a.url).toMatch(/\/page\.bin$/);
    const served = await t.app.inject(new URL(a.url).pathname);
    expect(served.headers['content-type']).toBe('application/octet-stream');
    const svg = await upload('alice', fileForm(Buffer.from('<svg onload="alert(1)"/>'), 'image/svg+xml', 'a.svg'));
    expect(svg.json()).toMatchObject({ type: 'unknown', pleroma: { mime_type: 'image/svg+xml' } });
    expect(svg.json().url).toMatch(/\.bin$/);
    const audio = await upload('alice', fileForm(Buffer.from('RIFFxxxxWAVE'), 'audio/wav', 'tone.wav'));
    expect(audio.json()).toMatchObject({ type: 'audio', pleroma: { mime_type: 'audio/wav' } });
  });

  it('updates and shows an attachment to its owner only', async () => {
    const a = (await upload('alice', fileForm(encodePng(4, 4, () => [0, 0, 0]), 'image/png', 'a.png'))).json();
    const url = `/api/v1/media/${a.id}`;
    const put = await t.app.inject({ method: 'PUT', url, headers: await auth('alice'), payload: { description: 'Updated alt text', focus: '0.5,-0.5' } });
    expect(put.statusCode).toBe(200);
    expect(put.json().description).toBe('Updated alt text');
    expect((await t.app.inject({ url, headers: await auth('alice') })).json().description).toBe('Updated alt text');
    const other = await t.app.inject({ method: 'PUT', url, headers: await auth('bob'), payload: { description: 'mine' } });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ error: 'Access denied' });
    expect((await t.app.inject({ url, headers: await auth('bob') })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/v1/media/999999', headers: await auth('alice') })).statusCode).toBe(404);
    const long = await t.app.inject({ method: 'PUT', url, headers: await auth('alice'), payload: { description: 'x'.repeat(5001) } });
    expect(long.statusCode).toBe(422);
    expect((await t.app.inject({ url, headers: await auth('alice') })).json().description).toBe('Updated alt text');
  });

  it('refuses missing, empty and anonymous uploads', async () => {
    const form = new FormData();
    form.append('description', 'no file');
    const missing = await upload('alice', form);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().error).toMatch(/File can't be blank/);
    expect((await upload('alice', fileForm(Buffer.alloc(0), 'image/png', 'empty.png'))).statusCode).toBe(422);
    const body = await multipart(fileForm(Buffer.from('x'), 'text/plain', 'a.txt'));
    const anon = await t.app.inject({ method: 'POST', url: '/api/v1/media', headers: body.headers, payload: body.payload });
    expect(anon.statusCode).toBe(403);
  });

  it('answers 413 for a file over the configured limit', async () => {
    fs.writeFileSync(path.join(t.dataDir, 'instance.json'), JSON.stringify({ uploadLimit: 1000 }));
    try {
      const res = await upload('alice', fileForm(Buffer.alloc(1001, 1), 'application/octet-stream', 'big.bin'));
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ error: 'File is too large' });
      expect((await upload('alice', fileForm(Buffer.alloc(1000, 1), 'application/octet-stream', 'ok.bin'))).statusCode).toBe(200);
    } finally {
      fs.rmSync(path.join(t.dataDir, 'instance.json'));
    }
  });
});

describe('media uploads over the parser limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'starling-media-'));
    fs.writeFileSync(path.join(dataDir, 'instance.json'), JSON.stringify({ uploadLimit: 500, avatarUploadLimit: 500, bannerUploadLimit: 500, backgroundUploadLimit: 500 }));
    t = await createTestApp({ dataDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(t.dataDir, { recursive: true, force: true });
  });

  it('maps the multipart limit error to the API answer', async () => {
    const body = await multipart(fileForm(Buffer.alloc(5000, 1), 'application/octet-stream', 'big.bin'));
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/media', headers: { authorization: `Bearer ${await t.tokenFor('alice')}`, ...body.headers }, payload: body.payload });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'File is too large' });
  });
});

describe('media in the mastodon flavor', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ flavor: 'mastodon' });
  });
  afterAll(() => t.close());

  it("hides other people's media and locks posted media", async () => {
    const alice = { authorization: `Bearer ${await t.tokenFor('alice')}` };
    const body = await multipart(fileForm(encodePng(2, 2, () => [1, 2, 3]), 'image/png', 'a.png'));
    const a = (await t.app.inject({ method: 'POST', url: '/api/v2/media', headers: { ...alice, ...body.headers }, payload: body.payload })).json() as Json;
    expect(a.pleroma).toBeUndefined();
    const bob = { authorization: `Bearer ${await t.tokenFor('bob')}` };
    expect((await t.app.inject({ url: `/api/v1/media/${a.id}`, headers: bob })).statusCode).toBe(404);
    await t.app.inject({ method: 'POST', url: '/api/v1/statuses', headers: alice, payload: { media_ids: [a.id] } });
    const put = await t.app.inject({ method: 'PUT', url: `/api/v1/media/${a.id}`, headers: alice, payload: { description: 'late' } });
    expect(put.statusCode).toBe(404);
  });
});

describe('sniffing', () => {
  it('reads the size of JPEG, GIF and WebP headers', () => {
    const jpeg = Buffer.from([
      0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x4a, 0x46, // APP0, length 4
      0xff, 0xc0, 0x00, 0x11, 0x08, 0x01, 0x2c, 0x02, 0x58, 0x03, 0, 0, 0, 0, 0, 0, // SOF0 300 x 600
    ]);
    expect(sniffImage(jpeg)).toEqual({ mime: 'image/jpeg', width: 600, height: 300 });
    const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.from([0x40, 0x01, 0xf0, 0x00]), Buffer.alloc(4)]);
    expect(sniffImage(gif)).toEqual({ mime: 'image/gif', width: 320, height: 240 });
    const vp8x = Buffer.alloc(30);
    vp8x.write('RIFF', 0, 'latin1');
    vp8x.write('WEBPVP8X', 8, 'latin1');
    vp8x.writeUIntLE(99, 24, 3);
    vp8x.writeUIntLE(49, 27, 3);
    expect(sniffImage(vp8x)).toEqual({ mime: 'image/webp', width: 100, height: 50 });
    expect(sniffImage(Buffer.from('plain text'))).toBeNull();
    expect(safeStem('..\\..\\évil name.tar.gz')).toBe('vil_name.tar');
    expect(safeStem('.htaccess')).toBe('file');
  });
});
