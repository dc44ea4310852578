// CSS colour parsing and mixing for the theme engine and the contrast hints. Pure: the editor
// normalises anything the browser understands (named colours, hwb, lab ...) before it gets here.

export interface Rgba {
  r: number; // 0-255
  g: number;
  b: number;
  a: number; // 0-1
}

const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));

// A Map, not an object literal: the name comes from a file or storage, and 'constructor' must
// not find Object's own members.
const NAMED = new Map<string, string>([
  ['black', '#000000'],
  ['white', '#ffffff'],
  ['red', '#ff0000'],
  ['green', '#008000'],
  ['blue', '#0000ff'],
  ['orange', '#ffa500'],
  ['yellow', '#ffff00'],
  ['gray', '#808080'],
  ['grey', '#808080'],
  ['transparent', '#00000000'],
]);

function parseHex(hex: string): Rgba | null {
  const h = hex.slice(1);
  if (!/^[0-9a-f]+$/i.test(h) || ![3, 4, 6, 8].includes(h.length)) return null;
  const full = h.length <= 4 ? [...h].map((c) => c + c).join('') : h;
  const n = (i: number) => parseInt(full.slice(i, i + 2), 16);
  return { r: n(0), g: n(2), b: n(4), a: full.length === 8 ? n(6) / 255 : 1 };
}

/** One numeric channel: '50%' of `scale`, or a plain number. */
function channel(part: string, scale: number): number {
  const p = part.trim();
  if (p.endsWith('%')) return (parseFloat(p) / 100) * scale;
  return parseFloat(p);
}

function parseFunctional(name: string, body: string): Rgba | null {
  const [main, slashAlpha] = body.split('/');
  const parts = main.split(/[\s,]+/).filter(Boolean);
  const alphaPart = slashAlpha ?? parts[3];
  if (parts.length < 3) return null;
  const a = alphaPart === undefined ? 1 : clamp(channel(alphaPart, 1), 0, 1);
  if (name.startsWith('rgb')) {
    const [r, g, b] = parts.slice(0, 3).map((p) => clamp(channel(p, 255), 0, 255));
    return [r, g, b, a].some(Number.isNaN) ? null : { r, g, b, a };
  }
  const h = (((parseFloat(parts[0]) % 360) + 360) % 360) / 360;
  const s = clamp(parseFloat(parts[1]) / 100, 0, 1);
  const l = clamp(parseFloat(parts[2]) / 100, 0, 1);
  if ([h, s, l, a].some(Number.isNaN)) return null;
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const hue = (t: number) => {
    const x = (t + 1) % 1;
    if (x < 1 / 6) return p + (q - p) * 6 * x;
    if (x < 1 / 2) return q;
    if (x < 2 / 3) return p + (q - p) * (2 / 3 - x) * 6;
    return p;
  };
  return { r: hue(h + 1 / 3) * 255, g: hue(h) * 255, b: hue(h - 1 / 3) * 255, a };
}

/** hex (3/4/6/8 digits), rgb()/rgba(), hsl()/hsla() and a few names; null for anything else. */
export function parseColor(input: unknown): Rgba | null {
  if (typeof input !== 'string') return null;
  const v = input.trim().toLowerCase();
  const named = NAMED.get(v);
  if (named) return parseHex(named);
  if (v.startsWith('#')) return parseHex(v);
  const m = /^(rgba?|hsla?)\(([^()]*)\)$/.exec(v);
  return m ? parseFunctional(m[1], m[2]) : null;
}

const hex2 = (n: number) => Math.round(clamp(n, 0, 255)).toString(16).padStart(2, '0');

/** #rrggbb, or #rrggbbaa when not opaque. */
export function toHex(c: Rgba): string {
  const base = `#${hex2(c.r)}${hex2(c.g)}${hex2(c.b)}`;
  return c.a >= 1 ? base : base + hex2(c.a * 255);
}

/** `a` weighted `t` (0-1) against `b`, channel by channel. */
export function mix(a: Rgba, b: Rgba, t: number): Rgba {
  const k = clamp(t, 0, 1);
  const m = (x: number, y: number) => x * k + y * (1 - k);
  return { r: m(a.r, b.r), g: m(a.g, b.g), b: m(a.b, b.b), a: m(a.a, b.a) };
}

/** A translucent colour as it looks over an opaque background. */
export function over(top: Rgba, bottom: Rgba): Rgba {
  return { ...mix({ ...top, a: 1 }, { ...bottom, a: 1 }, top.a), a: 1 };
}

export function withAlpha(c: Rgba, a: number): Rgba {
  return { ...c, a: clamp(a, 0, 1) };
}
