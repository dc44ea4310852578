// Writes the demo world's pictures, sounds and Flash movie into data/media/seed/.
import fs from 'node:fs';
import path from 'node:path';
import { avatarPng, headerPng, picturePng, type PictureKind } from '../assets/images.js';
import { encodeWav } from '../assets/png.js';
import { DEMO_SWF, makeSwf } from './swf.js';

export interface MediaFile {
  file: string; // relative to data/media
  type: 'image' | 'audio' | 'unknown';
  mime: string;
  width: number | null;
  height: number | null;
  duration: number | null;
  size: number;
  description: string;
}

const PICTURES: [PictureKind, number, number, number, string][] = [
  ['sunset', 480, 360, 20, 'A warm orange sunset with a pale sun sinking behind dark rolling hills'],
  ['mountains', 600, 336, 210, 'Snow-capped mountain ridges under a pale blue sky'],
  ['bubbles', 360, 480, 280, 'Soft purple bubbles floating over a gradient, in portrait orientation'],
  ['stripes', 304, 304, 160, 'Diagonal teal and mint stripes, a square pattern'],
  ['grid', 480, 272, 40, 'A golden gradient behind a dark square grid, like graph paper'],
  ['sunset', 768, 384, 330, 'A pink dusk sky over a hill, very wide'],
  ['mountains', 448, 448, 100, 'Green-tinted peaks at dawn, square crop'],
  ['bubbles', 544, 360, 190, 'Blue bubbles rising through deep water'],
  ['stripes', 224, 448, 0, 'Tall red and peach stripes'],
  ['sunset', 360, 240, 260, 'A violet evening with a large moon-like sun'],
  ['grid', 376, 376, 300, 'A magenta grid fading into lilac'],
  ['mountains', 720, 304, 30, 'Autumn mountains in orange and brown, panoramic'],
];

function write(mediaDir: string, rel: string, data: Buffer): number {
  const full = path.join(mediaDir, rel);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, data);
  return data.length;
}

export function writePictures(mediaDir: string): MediaFile[] {
  return PICTURES.map(([kind, w, h, hue, description], i) => {
    const file = `seed/photo-${i + 1}.png`;
    const size = write(mediaDir, file, picturePng(kind, w, h, hue));
    return { file, type: 'image', mime: 'image/png', width: w, height: h, duration: null, size, description };
  });
}

export function writeJingle(mediaDir: string): MediaFile {
  const file = 'seed/jingle.wav';
  const size = write(mediaDir, file, encodeWav(1.6, [523, 659, 784, 1047]));
  return { file, type: 'audio', mime: 'audio/wav', width: null, height: null, duration: 1.6, size, description: 'A short rising four-note jingle' };
}

/** A small Flash movie the project writes itself (seed/swf.ts); Pleroma types .swf 'unknown'. */
export function writeFlash(mediaDir: string): MediaFile {
  const file = 'seed/sliding-square.swf';
  const size = write(mediaDir, file, makeSwf());
  const { width, height, frames, fps } = DEMO_SWF;
  return { file, type: 'unknown', mime: 'application/x-shockwave-flash', width, height, duration: frames / fps, size, description: 'An orange square sliding across a dark blue stage' };
}

/** Avatar and header for one account; returns their paths under data/media. */
export function writeProfileImages(mediaDir: string, acct: string): { avatar: string; header: string } {
  const safe = acct.replace(/[^a-z0-9.-]/gi, '_');
  const avatar = `seed/avatar-${safe}.png`;
  const header = `seed/header-${safe}.png`;
  write(mediaDir, avatar, avatarPng(acct, 128));
  write(mediaDir, header, headerPng(acct, 600, 200));
  return { avatar, header };
}
