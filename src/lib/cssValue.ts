// Values that become CSS custom properties, parsed as what they claim to be: a colour, a number,
// a length, a shadow or a font list. Anything else is rejected, so a stored or shared value can
// never load a resource (url(), image-set(), image(), element(), @import), break out of its
// declaration, or hide one of those behind an escape or a comment. Pure; first-paint sized.
// public/theme-boot.js applies the same grammar before paint (themeBoot.test.ts holds them together).

const NUM = String.raw`[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?`;
const CHANNEL = `${NUM}%?`;
const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const FUNC = new RegExp(`^(?:rgba?|hsla?)\\(\\s*${CHANNEL}(?:deg)?(?:\\s*,?\\s*${CHANNEL}){2}(?:\\s*[,/]\\s*${CHANNEL})?\\s*\\)$`, 'i');
/** The colour keywords the theme engine reads (lib/color.ts), and currentcolor. */
const KEYWORD = /^(?:transparent|currentcolor|black|white|red|green|blue|orange|yellow|gr[ae]y)$/i;
const LENGTH = new RegExp(`^(?:0|${NUM}(?:px|em|rem|%))$`, 'i');
const NUMBER = new RegExp(`^${NUM}$`, 'i');
/** A family: a bare name of letters, digits, dashes and spaces, or one in plain quotes. */
const FAMILY = /^(?:[\p{L}\p{N}_-][\p{L}\p{N}\s_.-]*|'[\p{L}\p{N}\s_.,-]*'|"[\p{L}\p{N}\s_.,-]*"|var\(--font-[a-z]+(?:-[a-z]+)*\))$/u;

export const MAX_CSS_VALUE = 1000;

const short = (v: unknown): v is string => typeof v === 'string' && v.length <= MAX_CSS_VALUE;

/** A colour: #hex, rgb()/rgba()/hsl()/hsla() with numbers only, or a known keyword. */
export function isCssColor(v: unknown): v is string {
  if (!short(v)) return false;
  const s = v.trim();
  return HEX.test(s) || FUNC.test(s) || KEYWORD.test(s);
}

export const isCssNumber = (v: unknown): v is string => short(v) && NUMBER.test(v.trim());

export const isCssLength = (v: unknown): v is string => short(v) && LENGTH.test(v.trim());

/** Split on top-level commas (commas inside rgb(...) stay). */
function splitTop(v: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < v.length; i++) {
    const c = v[i];
    if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(v.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(v.slice(start));
  return parts.map((p) => p.trim());
}

/** `none`, or layers of [inset] 2–4 lengths and a colour. */
export function isCssShadow(v: unknown): v is string {
  if (!short(v)) return false;
  const s = v.trim();
  if (s === 'none') return true;
  return splitTop(s).every((layer) => {
    const m = /^(inset\s+)?((?:\S+\s+){1,3}\S+)\s+((?:rgba?|hsla?)\([^()]*\)|#[0-9a-f]+|[a-z]+)$/i.exec(layer);
    if (!m) return false;
    const lengths = m[2].split(/\s+/);
    return lengths.length >= 2 && lengths.every((l) => isCssLength(l)) && isCssColor(m[3]);
  });
}

/** A comma-separated list of font family names. */
export function isCssFontList(v: unknown): v is string {
  if (!short(v) || !v.trim()) return false;
  return splitTop(v).every((f) => FAMILY.test(f));
}

/** The parser a theme custom property's value must pass, by its name's kind. */
export function isThemeVarValue(name: string, value: unknown): boolean {
  if (name.startsWith('--color-')) return isCssColor(value);
  if (name.startsWith('--opacity-')) return isCssNumber(value);
  if (name.startsWith('--radius-')) return isCssLength(value);
  if (name.startsWith('--shadow-')) return isCssShadow(value);
  if (name.startsWith('--font-')) return isCssFontList(value);
  return false;
}
