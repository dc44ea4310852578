// WCAG 2 contrast: relative luminance, ratio, and the AA / AAA verdicts the theme editor shows.
import { over, parseColor, type Rgba } from './color';

/** Text needs 4.5 (AA); large text 3. AAA asks 7 and 4.5. */
export const CONTRAST_AA = 4.5;
export const CONTRAST_AA_LARGE = 3;
export const CONTRAST_AAA = 7;

function linear(channel: number): number {
  const c = channel / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance(c: Rgba): number {
  return 0.2126 * linear(c.r) + 0.7152 * linear(c.g) + 0.0722 * linear(c.b);
}

/** Ratio of text over background (1-21); a translucent text colour is composited first. */
export function contrastRatio(text: Rgba, background: Rgba): number {
  const bg = background.a < 1 ? over(background, { r: 0, g: 0, b: 0, a: 1 }) : background;
  const fg = text.a < 1 ? over(text, bg) : text;
  const [hi, lo] = [relativeLuminance(fg), relativeLuminance(bg)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

export interface ContrastVerdict {
  ratio: number;
  aa: boolean;
  aaa: boolean;
  /** Passes only with large text (AA 3). */
  aaLarge: boolean;
}

export function contrastVerdict(text: Rgba, background: Rgba): ContrastVerdict {
  const ratio = contrastRatio(text, background);
  return { ratio, aa: ratio >= CONTRAST_AA, aaa: ratio >= CONTRAST_AAA, aaLarge: ratio >= CONTRAST_AA_LARGE };
}

/** For CSS colour strings; null when either does not parse. */
export function contrastOf(text: string, background: string): ContrastVerdict | null {
  const t = parseColor(text);
  const b = parseColor(background);
  return t && b ? contrastVerdict(t, b) : null;
}
