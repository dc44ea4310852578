// Total readers for untrusted JSON: each returns its default instead of throwing, so normalizers
// can read any field of any input in one line. Every string they return is well-formed (no lone
// surrogates), so no later encodeURIComponent, encodeURI or TextEncoder can throw on it.
import { wellFormed } from '../lib/wellFormed';

export type Obj = Record<string, unknown>;

export function isObj(v: unknown): v is Obj {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The object itself, or an empty one for anything else (null, numbers, arrays...). */
export function obj(v: unknown): Obj {
  return isObj(v) ? v : {};
}

export function str(v: unknown, fallback = ''): string {
  return typeof v === 'string' ? wellFormed(v) : fallback;
}

export function strOrNull(v: unknown): string | null {
  return typeof v === 'string' && v !== '' ? wellFormed(v) : null;
}

/** Ids may arrive as numbers (old Pleroma, GoToSocial tests); they are always strings here. */
export function id(v: unknown): string {
  if (typeof v === 'string') return wellFormed(v);
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  if (typeof v === 'bigint') return v.toString();
  return '';
}

export function idOrNull(v: unknown): string | null {
  const s = id(v);
  return s === '' ? null : s;
}

export function num(v: unknown, fallback = 0): number {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return fallback;
}

export function numOrNull(v: unknown): number | null {
  const n = num(v, NaN);
  return Number.isNaN(n) ? null : n;
}

export function bool(v: unknown, fallback = false): boolean {
  return typeof v === 'boolean' ? v : fallback;
}

export function arr(v: unknown): unknown[] {
  return Array.isArray(v) ? v : [];
}

export function strings(v: unknown): string[] {
  return arr(v)
    .filter((x): x is string => typeof x === 'string')
    .map(wellFormed);
}

// Browsers drop tabs and newlines anywhere in a URL and trim C0 controls and spaces at its ends
// (WHATWG URL), so the policy looks at the URL the browser will actually parse.
const URL_STRIPPED = /[\t\n\r]/g;
// eslint-disable-next-line no-control-regex
const URL_TRIMMED = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;

/**
 * THE URL policy: an http(s) URL or a path on the same instance, else the fallback (keeps
 * javascript:, data: and other-host URLs out of src, href and CSS). For http(s) URLs browsers
 * read a backslash as a slash, so `/\host/path` is `//host/path`: another host, refused.
 */
export function url(v: unknown, fallback = ''): string {
  if (typeof v !== 'string' || v === '') return fallback;
  const u = wellFormed(v).replace(URL_STRIPPED, '').replace(URL_TRIMMED, '');
  if (/^https?:[/\\]{2}[^/\\]/i.test(u)) return u;
  // Relative paths from the same instance (e.g. /images/avi.png) are fine too.
  if (/^\/(?![/\\])/.test(u)) return u;
  return fallback;
}

/** A value for CSS `url("…")`: quotes, backslashes and line breaks escaped so it cannot end early. */
export function cssUrl(v: string): string {
  const escaped = v.replace(/["\\\n\r\f]/g, (c) => `\\${c.charCodeAt(0).toString(16)} `);
  return `url("${escaped}")`;
}

export function urlOrNull(v: unknown): string | null {
  const u = url(v);
  return u === '' ? null : u;
}

/**
 * A picture URL that may also be an inline raster image (Pleroma's native captcha is a
 * `data:image/png;base64,…` URL). Only base64 PNG, JPEG, GIF or WebP data: no SVG, no scripts.
 */
export function imageUrlOrData(v: unknown): string | null {
  if (typeof v === 'string' && /^data:image\/(?:png|jpeg|gif|webp);base64,[A-Za-z0-9+/]+={0,2}$/.test(v)) return v;
  return urlOrNull(v);
}

/** Logged, never thrown: bad server data must not break a timeline. */
export function warn(message: string, raw?: unknown): void {
  console.warn(`[starling] ${message}`, raw);
}
