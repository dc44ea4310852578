// Strings from a server may hold lone UTF-16 surrogates ("x\ud800" is valid JSON). Several web
// APIs throw on them (encodeURIComponent, encodeURI, TextEncoder-based code paths), so every
// string that enters the app is made well-formed once, and path segments are encoded safely.

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

type MaybeWellFormed = { toWellFormed?: () => string; isWellFormed?: () => boolean };

/** The string with every lone surrogate replaced by U+FFFD (String.prototype.toWellFormed). */
export function wellFormed(s: string): string {
  const native = s as unknown as MaybeWellFormed;
  // Chromium 111+, Firefox 119+, Safari 16.4+, Node 20; older engines use the pattern.
  if (typeof native.toWellFormed === 'function') return native.toWellFormed();
  return wellFormedByPattern(s);
}

/** Fallback path for engines without toWellFormed, exported for its test. */
export function wellFormedByPattern(s: string): string {
  return s.replace(LONE_SURROGATE, '\ufffd');
}

/** encodeURIComponent that cannot throw: a lone surrogate is encoded as U+FFFD. */
export function encodeSegment(s: string): string {
  return encodeURIComponent(wellFormed(String(s)));
}
