import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canThumbnail, thumbnailSize, writeThumbnail } from './thumbnail.js';

const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#3a6' } });

describe('thumbnailSize', () => {
  it('fits the long side into 400 px, keeps the aspect ratio and never enlarges', () => {
    expect(thumbnailSize(800, 200)).toEqual({ width: 400, height: 100 });
    expect(thumbnailSize(300, 1200)).toEqual({ width: 100, height: 400 });
    expect(thumbnailSize(1000, 333)).toEqual({ width: 400, height: 133 });
    expect(thumbnailSize(40, 30)).toEqual({ width: 40, height: 30 });
    expect(thumbnailSize(10_000, 1)).toEqual({ width: 400, height: 1 });
  });

  it('only takes the four sniffed image types', () => {
    expect(['image/jpeg', 'image/png', 'image/gif', 'image/webp'].every(canThumbnail)).toBe(true);
    expect(canThumbnail('image/svg+xml')).toBe(false);
    expect(canThumbnail('video/mp4')).toBe(false);
  });
});

describe('writeThumbnail', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'starling-thumb-'));
    fs.mkdirSync(path.join(dir, 'a'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes a WebP beside the original at the reported size', async () => {
    const png = await solid(800, 200).png().toBuffer();
    const thumb = await writeThumbnail(dir, 'a/wide.png', png);
    expect(thumb).toEqual({ file: 'a/wide.thumb.webp', width: 800, height: 200 });
    const meta = await sharp(path.join(dir, thumb!.file)).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 400, height: 100 });
  });

  it('applies EXIF orientation and strips metadata', async () => {
    // Orientation 6: stored 40 x 20, shown rotated a quarter turn as 20 x 40.
    const jpeg = await solid(40, 20).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect((await sharp(jpeg).metadata()).orientation).toBe(6);
    const thumb = await writeThumbnail(dir, 'a/turned.jpg', jpeg);
    expect(thumb).toMatchObject({ width: 20, height: 40 });
    const meta = await sharp(path.join(dir, thumb!.file)).metadata();
    expect(meta).toMatchObject({ width: 20, height: 40 });
    expect(meta.orientation).toBeUndefined();
    expect(meta.exif).toBeUndefined();
  });

  it('makes a still of an animated GIF', async () => {
    const frames = await Promise.all(['#f00', '#0f0', '#00f'].map((c) => sharp({ create: { width: 12, height: 8, channels: 4, background: c } }).png().toBuffer()));
    const gif = await sharp(frames, { join: { animated: true } }).gif().toBuffer();
    expect((await sharp(gif).metadata()).pages).toBe(3);
    const thumb = await writeThumbnail(dir, 'a/anim.gif', gif);
    expect(thumb).toEqual({ file: 'a/anim.thumb.webp', width: 12, height: 8 });
    const meta = await sharp(path.join(dir, thumb!.file)).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 12, height: 8 });
    expect(meta.pages ?? 1).toBe(1);
  });

  it('gives null for a file it cannot decode', async () => {
    const broken = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(40, 7)]);
    expect(await writeThumbnail(dir, 'a/broken.png', broken)).toBeNull();
    expect(fs.existsSync(path.join(dir, 'a/broken.thumb.webp'))).toBe(false);
  });
});
