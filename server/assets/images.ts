// Procedural pictures for the demo world: identicon avatars, gradient headers, landscape-ish
// photos, emoji and stickers. Everything is deterministic for a given seed.
import { encodePng, hsl, mix, type Pixel } from './png.js';

/** Small deterministic hash → 32-bit number (FNV-1a). */
export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Anti-aliased coverage from a signed distance (negative = inside). */
function cover(d: number): number {
  return Math.max(0, Math.min(1, 0.5 - d));
}

/** A 5×5 mirrored identicon on a soft background. */
export function avatarPng(seed: string, size = 128): Buffer {
  const h = hashString(seed);
  const hue = h % 360;
  const fg = hsl(hue, 0.55, 0.5);
  const bg = hsl((hue + 180) % 360, 0.25, 0.92);
  const cells: boolean[] = [];
  for (let i = 0; i < 15; i++) cells.push(((h >>> i) & 1) === 1 || i === 7);
  const cell = size / 6;
  const pad = cell / 2;
  return encodePng(size, size, (x, y) => {
    const cx = Math.floor((x - pad) / cell);
    const cy = Math.floor((y - pad) / cell);
    if (cx < 0 || cy < 0 || cx > 4 || cy > 4) return [...bg];
    const col = cx > 2 ? 4 - cx : cx;
    return cells[cy * 3 + col] ? [...fg] : [...bg];
  });
}

/** A wide two-hue gradient with a few translucent circles. */
export function headerPng(seed: string, width = 900, height = 300): Buffer {
  const h = hashString(seed);
  const a = hsl(h % 360, 0.6, 0.45);
  const b = hsl((h >>> 9) % 360, 0.6, 0.65);
  const circles = [0, 1, 2, 3].map((i) => ({
    x: ((h >>> (i * 5)) % 100) / 100 * width,
    y: ((h >>> (i * 7 + 3)) % 100) / 100 * height,
    r: 30 + ((h >>> (i * 3)) % 90),
  }));
  return encodePng(width, height, (x, y) => {
    let c = mix(a, b, (x / width) * 0.7 + (y / height) * 0.3);
    for (const k of circles) {
      const t = cover(Math.hypot(x - k.x, y - k.y) - k.r) * 0.25;
      if (t > 0) c = mix(c, [255, 255, 255], t);
    }
    return c;
  });
}

export type PictureKind = 'sunset' | 'mountains' | 'stripes' | 'bubbles' | 'grid';

/** A "photo": a sky gradient with a sun and hills, or an abstract pattern. */
export function picturePng(kind: PictureKind, width: number, height: number, hue: number): Buffer {
  const sky1 = hsl(hue, 0.7, 0.55);
  const sky2 = hsl((hue + 40) % 360, 0.8, 0.8);
  const ground = hsl((hue + 120) % 360, 0.4, 0.3);
  const pixel = (x: number, y: number): Pixel => {
    const u = x / width;
    const v = y / height;
    switch (kind) {
      case 'sunset': {
        let c = mix(sky1, sky2, v);
        c = mix(c, [255, 240, 200], cover((Math.hypot(u - 0.5, (v - 0.55) * (height / width)) - 0.12) * width));
        const hill = 0.7 + 0.06 * Math.sin(u * 9 + hue);
        return v > hill ? mix(ground, [0, 0, 0], (v - hill) * 1.5) : c;
      }
      case 'mountains': {
        const peak = 0.45 + 0.25 * Math.abs(((u * 3.3 + hue / 90) % 1) - 0.5);
        const snow = v < peak + 0.05;
        if (v > peak) return snow ? [240, 240, 250] : mix(ground, sky1, 0.2);
        return mix(sky2, [255, 255, 255], v);
      }
      case 'stripes':
        return Math.floor((x + y) / 24) % 2 ? [...sky1] : [...sky2];
      case 'bubbles': {
        let c = mix(sky1, ground, v);
        for (let i = 0; i < 6; i++) {
          const cx = ((i * 37 + hue) % 100) / 100;
          const cy = ((i * 53 + hue * 3) % 100) / 100;
          const r = 0.05 + (i % 3) * 0.04;
          c = mix(c, sky2, cover((Math.hypot(u - cx, (v - cy) * (height / width)) - r) * width) * 0.8);
        }
        return c;
      }
      case 'grid':
        return x % 40 < 3 || y % 40 < 3 ? [...ground] : mix(sky1, sky2, u);
    }
  };
  return encodePng(width, height, pixel);
}

export type EmojiShape = 'star' | 'heart' | 'circle' | 'square' | 'diamond' | 'ring' | 'triangle' | 'moon';

function shapeDistance(shape: EmojiShape, x: number, y: number): number {
  // Coordinates centred on 0 with radius about 1.
  switch (shape) {
    case 'circle':
      return Math.hypot(x, y) - 0.85;
    case 'square':
      return Math.max(Math.abs(x), Math.abs(y)) - 0.75;
    case 'diamond':
      return Math.abs(x) + Math.abs(y) - 0.95;
    case 'ring':
      return Math.abs(Math.hypot(x, y) - 0.65) - 0.25;
    case 'triangle':
      return Math.max(-y - 0.8, (Math.abs(x) * 1.7 + y) / 2 - 0.45);
    case 'moon':
      return Math.max(Math.hypot(x, y) - 0.85, -(Math.hypot(x - 0.45, y - 0.2) - 0.65));
    case 'heart': {
      const yy = -y + 0.25;
      const q = x * x + yy * yy - 0.5;
      return q * q * q - x * x * yy * yy * yy < 0 ? -0.1 : 0.1;
    }
    case 'star': {
      const angle = Math.atan2(y, x);
      const r = Math.hypot(x, y);
      const spike = 0.55 + 0.4 * Math.pow(Math.abs(Math.cos((angle * 5) / 2)), 3);
      return r - spike;
    }
  }
}

/** A square RGBA emoji or sticker: one shape with a darker outline. */
export function shapePng(shape: EmojiShape, hue: number, size = 32): Buffer {
  const fill = hsl(hue, 0.75, 0.55);
  const edge = hsl(hue, 0.75, 0.3);
  const scale = size / 2;
  return encodePng(
    size,
    size,
    (px, py) => {
      const x = (px + 0.5 - scale) / (scale * 0.95);
      const y = (py + 0.5 - scale) / (scale * 0.95);
      const d = shapeDistance(shape, x, y) * scale;
      const inside = cover(d);
      if (inside <= 0) return [0, 0, 0, 0];
      const rim = cover(-d - size / 16);
      const c = mix(edge, fill, rim);
      return [c[0], c[1], c[2], inside * 255];
    },
    true,
  );
}

/** Flat images the instance serves: default avatar/banner, thumbnail, background. */
export function flatGradientPng(width: number, height: number, hueA: number, hueB: number): Buffer {
  const a = hsl(hueA, 0.35, 0.35);
  const b = hsl(hueB, 0.45, 0.6);
  return encodePng(width, height, (x, y) => mix(a, b, (x / width + y / height) / 2));
}

export function defaultAvatarPng(size = 128): Buffer {
  const bg = [200, 205, 215];
  const fg = [140, 148, 160];
  const c = size / 2;
  return encodePng(size, size, (x, y) => {
    const head = cover(Math.hypot(x - c, y - c * 0.8) - size * 0.2);
    const body = cover(Math.hypot((x - c) * 0.8, y - size * 1.05) - size * 0.42);
    return mix(bg, fg, Math.max(head, body));
  });
}
