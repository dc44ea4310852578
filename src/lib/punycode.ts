// RFC 3492 Punycode *decoding* only: the client shows internationalized domains (xn--…) of
// remote accounts in unicode, it never needs to encode them.

const BASE = 36;
const TMIN = 1;
const TMAX = 26;
const SKEW = 38;
const DAMP = 700;
const INITIAL_BIAS = 72;
const INITIAL_N = 128;
const MAX_CODE_POINT = 0x10ffff;

function adapt(delta: number, numPoints: number, firstTime: boolean): number {
  let d = firstTime ? Math.floor(delta / DAMP) : delta >> 1;
  d += Math.floor(d / numPoints);
  let k = 0;
  while (d > ((BASE - TMIN) * TMAX) >> 1) {
    d = Math.floor(d / (BASE - TMIN));
    k += BASE;
  }
  return k + Math.floor(((BASE - TMIN + 1) * d) / (d + SKEW));
}

function digitValue(code: number): number {
  if (code >= 0x30 && code <= 0x39) return code - 0x30 + 26; // 0-9 → 26-35
  if (code >= 0x41 && code <= 0x5a) return code - 0x41; // A-Z
  if (code >= 0x61 && code <= 0x7a) return code - 0x61; // a-z
  return BASE; // invalid
}

/** Decodes one Punycode label (without the `xn--` prefix). Returns null when malformed. */
export function decodePunycode(input: string): string | null {
  const output: number[] = [];
  const lastDelim = input.lastIndexOf('-');
  const basicEnd = lastDelim < 0 ? 0 : lastDelim;
  for (let j = 0; j < basicEnd; j++) {
    const c = input.charCodeAt(j);
    if (c >= 0x80) return null;
    output.push(c);
  }
  let n = INITIAL_N;
  let bias = INITIAL_BIAS;
  let i = 0;
  let pos = basicEnd > 0 ? basicEnd + 1 : 0;
  while (pos < input.length) {
    const oldi = i;
    let w = 1;
    for (let k = BASE; ; k += BASE) {
      if (pos >= input.length) return null;
      const digit = digitValue(input.charCodeAt(pos++));
      if (digit >= BASE) return null;
      i += digit * w;
      if (i > MAX_CODE_POINT * 64) return null; // absurd input; stop before overflow
      const t = k <= bias ? TMIN : k >= bias + TMAX ? TMAX : k - bias;
      if (digit < t) break;
      w *= BASE - t;
    }
    const len = output.length + 1;
    bias = adapt(i - oldi, len, oldi === 0);
    n += Math.floor(i / len);
    i %= len;
    if (n > MAX_CODE_POINT) return null;
    output.splice(i, 0, n);
    i++;
  }
  try {
    return String.fromCodePoint(...output);
  } catch {
    return null;
  }
}

function labelToUnicode(label: string): string {
  if (!/^xn--/i.test(label)) return label;
  // Domains are case-insensitive; uppercase basic letters would survive decoding otherwise.
  return decodePunycode(label.slice(4).toLowerCase()) ?? label;
}

/**
 * Decodes the `xn--` labels of a domain, or of the domain part of an `user@domain` acct.
 * Anything malformed is left as it was.
 */
export function toUnicode(domainOrAcct: string): string {
  if (typeof domainOrAcct !== 'string') return '';
  const at = domainOrAcct.lastIndexOf('@');
  const local = at >= 0 ? domainOrAcct.slice(0, at + 1) : '';
  const domain = at >= 0 ? domainOrAcct.slice(at + 1) : domainOrAcct;
  return local + domain.split('.').map(labelToUnicode).join('.');
}
