// Theme source → CSS custom properties. Total: any input yields a complete, safe set of
// variables (unknown keys dropped, bad values replaced by defaults), so an imported or stored
// theme can never break the page or smuggle anything but a colour, number or font name in.
import { parseColor, toHex, type Rgba } from '../color';
import { isCssFontList } from '../cssValue';
import {
  COLOR_SLOTS,
  FONT_DEFAULTS,
  fontVar,
  OPACITY_DEFAULTS,
  opacityVar,
  RADII_DEFAULTS,
  radiusVar,
  SHADOW_DEFAULTS,
  shadowVar,
} from './slots';
import { contrastRatio } from '../contrast';
import { THEME_ENGINE_VERSION, type CompiledTheme, type ShadowLayer, type ThemeSource } from './types';

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));

/** Font family lists as the CSS value parser reads them (names, quoted names, var(--font-…)). */
export function isSafeFontFamily(v: unknown): v is string {
  return typeof v === 'string' && v.length <= 200 && isCssFontList(v);
}

function numbers(raw: unknown, defaults: Record<string, number>, lo: number, hi: number): Record<string, number> {
  const out: Record<string, number> = {};
  if (!isObj(raw)) return out;
  for (const key of Object.keys(defaults)) {
    const v = raw[key];
    if (finite(v)) out[key] = clamp(v, lo, hi);
  }
  return out;
}

export function normalizeShadowLayer(raw: unknown): ShadowLayer | null {
  if (!isObj(raw)) return null;
  const color = parseColor(raw.color);
  const n = (v: unknown, lo = -100, hi = 100) => (finite(v) ? clamp(v, lo, hi) : 0);
  return {
    x: n(raw.x),
    y: n(raw.y),
    blur: n(raw.blur, 0, 200),
    spread: n(raw.spread),
    color: color ? toHex({ ...color, a: 1 }) : '#000000',
    alpha: finite(raw.alpha) ? clamp(raw.alpha, 0, 1) : 1,
    inset: raw.inset === true,
  };
}

/** Any value → a well-formed source holding only known, valid entries. */
export function normalizeSource(raw: unknown): ThemeSource {
  const src = isObj(raw) ? raw : {};
  const colors: Record<string, string> = {};
  if (isObj(src.colors)) {
    for (const slot of COLOR_SLOTS) {
      const c = parseColor(src.colors[slot.key]);
      if (c) colors[slot.key] = toHex(c);
    }
  }
  const shadows: Record<string, ShadowLayer[]> = {};
  if (isObj(src.shadows)) {
    for (const key of Object.keys(SHADOW_DEFAULTS)) {
      const v = src.shadows[key];
      if (Array.isArray(v)) shadows[key] = v.map(normalizeShadowLayer).filter((l): l is ShadowLayer => l !== null).slice(0, 8);
    }
  }
  const fonts: Record<string, { family: string }> = {};
  if (isObj(src.fonts)) {
    for (const key of Object.keys(FONT_DEFAULTS)) {
      const v = src.fonts[key];
      const family = isObj(v) ? v.family : undefined;
      if (isSafeFontFamily(family) && family.trim()) fonts[key] = { family: family.trim() };
    }
  }
  return {
    themeEngineVersion: finite(src.themeEngineVersion) ? src.themeEngineVersion : THEME_ENGINE_VERSION,
    ...(typeof src.name === 'string' && src.name.trim() ? { name: src.name.trim().slice(0, 80) } : {}),
    colors,
    opacity: numbers(src.opacity, OPACITY_DEFAULTS, 0, 1),
    radii: numbers(src.radii, RADII_DEFAULTS, 0, 999),
    shadows,
    fonts,
  };
}

export const effectiveOpacity = (s: ThemeSource): Record<string, number> => ({ ...OPACITY_DEFAULTS, ...s.opacity });

/** Every colour slot, given or derived. */
export function resolveColors(source: ThemeSource): Record<string, Rgba> {
  const o = effectiveOpacity(source);
  const c: Record<string, Rgba> = {};
  for (const slot of COLOR_SLOTS) c[slot.key] = parseColor(source.colors[slot.key]) ?? slot.derive(c, o);
  return c;
}

export function shadowCss(layers: ShadowLayer[]): string {
  if (layers.length === 0) return 'none';
  return layers
    .map((l) => {
      const c = parseColor(l.color) ?? { r: 0, g: 0, b: 0, a: 1 };
      const rgba = `rgb(${Math.round(c.r)} ${Math.round(c.g)} ${Math.round(c.b)} / ${l.alpha})`;
      return `${l.inset ? 'inset ' : ''}${l.x}px ${l.y}px ${l.blur}px ${l.spread}px ${rgba}`;
    })
    .join(', ');
}

export function compileTheme(raw: ThemeSource): CompiledTheme {
  const source = normalizeSource(raw);
  const colors = resolveColors(source);
  const vars: Record<string, string> = {};
  for (const slot of COLOR_SLOTS) vars[slot.cssVar] = toHex(colors[slot.key]);
  for (const [k, v] of Object.entries(effectiveOpacity(source))) vars[opacityVar(k)] = String(v);
  for (const [k, v] of Object.entries({ ...RADII_DEFAULTS, ...source.radii })) vars[radiusVar(k)] = `${v}px`;
  for (const [k, v] of Object.entries({ ...SHADOW_DEFAULTS, ...source.shadows })) vars[shadowVar(k)] = shadowCss(v);
  for (const [k, v] of Object.entries(FONT_DEFAULTS)) vars[fontVar(k)] = source.fonts[k]?.family ?? v;
  const dark = contrastRatio(colors.bg, { r: 255, g: 255, b: 255, a: 1 }) > contrastRatio(colors.bg, { r: 0, g: 0, b: 0, a: 1 });
  return { vars, scheme: dark ? 'dark' : 'light' };
}
