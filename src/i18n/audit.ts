// Checks one locale against English: every English key present, no key English lacks, the same
// `{{placeholders}}`, the plural forms its language needs (Intl.PluralRules categories), and no
// English value left untranslated unless the locale's same-as-English list allows it (names,
// units, words the language shares). Used by locales.test.ts and scripts/i18n-audit.ts.
import { localeTag, type Bundle } from './core';

export type ProblemKind = 'missing' | 'extra' | 'placeholders' | 'english' | 'not_text';
export interface Problem {
  kind: ProblemKind;
  key: string;
  detail?: string;
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** `{a: {b: 'x'}}` → `{'a.b': 'x'}`; a non-string leaf is kept as is so it can be reported. */
export function flatten(bundle: Bundle, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [k, v] of Object.entries(bundle)) {
    if (v && typeof v === 'object' && !Array.isArray(v)) for (const [fk, fv] of flatten(v, `${prefix}${k}.`)) out.set(fk, fv);
    else out.set(`${prefix}${k}`, v);
  }
  return out;
}

export function pluralCategories(lang: string): string[] {
  return new Intl.PluralRules(localeTag(lang)).resolvedOptions().pluralCategories;
}

export const placeholders = (text: string): string[] =>
  [...new Set([...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]))].sort();

const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((x, i) => x === b[i]);
/** Text a reader would read: a value with no letters left once placeholders go ('{{count}}') is no leftover. */
const hasWords = (text: string) => /\p{L}{2,}/u.test(text.replace(/\{\{[^}]*\}\}/g, ''));

export function auditLocale(english: Bundle, locale: Bundle, lang: string, sameAsEnglish: readonly string[] = []): Problem[] {
  const en = flatten(english);
  const other = flatten(locale);
  const allowed = new Set(sameAsEnglish);
  const problems: Problem[] = [];
  // A plural group is an English key ending in _other; its siblings (_one …) are its forms.
  const pluralBases = new Set([...en.keys()].filter((k) => k.endsWith('_other')).map((k) => k.slice(0, -'_other'.length)));
  const baseOf = (key: string) => {
    const base = key.replace(PLURAL_SUFFIX, '');
    return base !== key && pluralBases.has(base) ? base : null;
  };
  const categories = pluralCategories(lang);
  const expected = new Map<string, string>(); // locale key → English value it answers to
  for (const [key, value] of en) {
    const base = baseOf(key);
    if (base === null) expected.set(key, String(value));
  }
  for (const base of pluralBases) for (const cat of categories) expected.set(`${base}_${cat}`, String(en.get(`${base}_other`)));

  for (const [key, enValue] of expected) {
    if (!other.has(key)) {
      problems.push({ kind: 'missing', key });
      continue;
    }
    const value = other.get(key);
    if (typeof value !== 'string') {
      problems.push({ kind: 'not_text', key });
      continue;
    }
    const want = placeholders(enValue);
    const got = placeholders(value);
    // A plural form other than `other` may leave the number out ("one reply"), never add a name.
    const ok = baseOf(key) !== null && !key.endsWith('_other') ? got.every((p) => want.includes(p)) : sameSet(want, got);
    if (!ok) problems.push({ kind: 'placeholders', key, detail: `English has {{${want.join('}}, {{')}}}, this has {{${got.join('}}, {{')}}}` });
    const englishForm = baseOf(key) !== null ? [...en.entries()].some(([k, v]) => baseOf(k) === baseOf(key) && v === value) : value === enValue;
    if (englishForm && hasWords(value) && !allowed.has(key)) problems.push({ kind: 'english', key, detail: value });
  }
  for (const key of other.keys()) if (!expected.has(key)) problems.push({ kind: 'extra', key });
  for (const key of allowed) if (!expected.has(key)) problems.push({ kind: 'extra', key, detail: 'in the same-as-English list' });
  return problems;
}
