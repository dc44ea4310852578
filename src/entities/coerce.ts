// Total readers for untrusted JSON: each returns its default instead of throwing, so normalizers
// can read any field of any input in one line.

export type Obj = Record<string, unknown>;

export function isObj(v: unknown): v is Obj {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The object itself, or an empty one for anything else (null, numbers, arrays...). */
export function obj(v: unknown): Obj {
  return isObj(v) ? v : {};
}

export function str(v: unknown, fallback = ''): string {
  return typeof v === 'string' ? v : fallback;
}

export function strOrNull(v: unknown): string | null {
  return typeof v === 'string' && v !== '' ? v : null;
}

/** Ids may arrive as numbers (old Pleroma, GoToSocial tests); they are always strings here. */
export function id(v: unknown): string {
  if (typeof v === 'string') return v;
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
  return arr(v).filter((x): x is string => typeof x === 'string');
}

/** An http(s) URL, or the fallback (keeps javascript:/data: URLs out of src and href fields). */
export function url(v: unknown, fallback = ''): string {
  if (typeof v !== 'string' || v === '') return fallback;
  if (/^https?:\/\//i.test(v)) return v;
  // Relative paths from the same instance (e.g. /images/avi.png) are fine too.
  if (v.startsWith('/') && !v.startsWith('//')) return v;
  return fallback;
}

export function urlOrNull(v: unknown): string | null {
  const u = url(v);
  return u === '' ? null : u;
}

/** Logged, never thrown: bad server data must not break a timeline. */
export function warn(message: string, raw?: unknown): void {
  console.warn(`[starling] ${message}`, raw);
}
