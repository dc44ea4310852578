// Draws a captcha picture: each character from straight strokes (a seven-segment skeleton, so no
// system font is needed), every glyph rotated, skewed and jittered on its own, crossed by noise
// curves and dots, then rasterised from SVG by sharp. Only the server knows the answer.
import crypto from 'node:crypto';
import sharp from 'sharp';

// Segments on a 0..1 × 0..2 box: a top, b upper right, c lower right, d bottom, e lower left,
// f upper left, g middle.
const SEGMENTS: Record<string, [number, number, number, number]> = {
  a: [0, 0, 1, 0],
  b: [1, 0, 1, 1],
  c: [1, 1, 1, 2],
  d: [0, 2, 1, 2],
  e: [0, 1, 0, 2],
  f: [0, 0, 0, 1],
  g: [0, 1, 1, 1],
};

/**
 * Characters that read one way only in segments. Left out because a reader may see another:
 * 0/O/D, 1/I/l, 2/Z, 5/S, 6/G/b, 8/B, 9/g/q and C/(.
 */
export const GLYPHS: Record<string, string> = {
  '3': 'abgcd',
  '4': 'fgbc',
  '7': 'abc',
  A: 'abcefg',
  E: 'afged',
  F: 'afge',
  H: 'bcefg',
  J: 'bcde',
  L: 'fed',
  P: 'abefg',
  U: 'bcdef',
};

/** Glyphs a reader confuses with each other or with characters not offered (see GLYPHS). */
export const AMBIGUOUS = '0O1I2Z5S6G8B9QCD';

const ALPHABET = Object.keys(GLYPHS);
const WIDTH = 220;
const HEIGHT = 80;

const rand = (min: number, max: number) => min + (crypto.randomInt(0, 1_000_000) / 1_000_000) * (max - min);

export function randomAnswer(length = 5): string {
  return Array.from({ length }, () => ALPHABET[crypto.randomInt(0, ALPHABET.length)]).join('');
}

function glyphSvg(char: string, index: number): string {
  const x = 18 + index * 40 + rand(-4, 4);
  const y = 18 + rand(-6, 6);
  const size = rand(20, 25);
  const lines = [...GLYPHS[char]].map((seg) => {
    const [x1, y1, x2, y2] = SEGMENTS[seg].map((v) => v * size + rand(-2.5, 2.5));
    return `<line x1="${x1.toFixed(1)}" y1="${y1.toFixed(1)}" x2="${x2.toFixed(1)}" y2="${y2.toFixed(1)}"/>`;
  });
  const transform = `translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${rand(-18, 18).toFixed(1)} ${size / 2} ${size}) skewX(${rand(-15, 15).toFixed(1)})`;
  return `<g transform="${transform}" stroke-width="${rand(3.5, 5).toFixed(1)}">${lines.join('')}</g>`;
}

function noiseSvg(): string {
  const curves = Array.from({ length: 4 }, () => {
    const p = () => `${rand(0, WIDTH).toFixed(0)} ${rand(0, HEIGHT).toFixed(0)}`;
    return `<path d="M ${rand(0, 20).toFixed(0)} ${rand(0, HEIGHT).toFixed(0)} C ${p()}, ${p()}, ${rand(200, WIDTH).toFixed(0)} ${rand(0, HEIGHT).toFixed(0)}" stroke-width="${rand(1.5, 3).toFixed(1)}" fill="none"/>`;
  });
  const dots = Array.from({ length: 70 }, () => `<circle cx="${rand(0, WIDTH).toFixed(0)}" cy="${rand(0, HEIGHT).toFixed(0)}" r="${rand(0.8, 2).toFixed(1)}"/>`);
  return `<g stroke="#3b4a63" fill="#3b4a63" opacity="0.8">${curves.join('')}${dots.join('')}</g>`;
}

export function captchaSvg(answer: string): string {
  const glyphs = [...answer].map((c, i) => glyphSvg(c, i)).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
    `<rect width="100%" height="100%" fill="#e9eef5"/>` +
    `<g stroke="#14213d" stroke-linecap="round" fill="none">${glyphs}</g>${noiseSvg()}</svg>`;
}

export async function captchaPng(answer: string): Promise<Buffer> {
  return sharp(Buffer.from(captchaSvg(answer))).png().toBuffer();
}
