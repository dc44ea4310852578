// A small translation core with the slice of the i18next API Starling uses: nested keys,
// `{{name}}` interpolation, plural forms by Intl.PluralRules (`key_one`, `key_other` …), English
// fallback, and language-change listeners. It replaces i18next + react-i18next (~18 KB gzip of the
// first paint) because the cold-load budget of the timeline is 170 KB.
import { formatNumber } from './formats';

export type Bundle = { [key: string]: string | Bundle };
export type TOptions = Record<string, unknown> | unknown[];
export type TFunction = (key: string, options?: TOptions) => string;

const FALLBACK = 'en';
const bundles = new Map<string, Bundle>();
const listeners = new Set<() => void>();
let language = FALLBACK;

/** Bumped when strings arrive after components rendered (English sections loaded later). */
let revision = 0;
/** Whether a string was asked for that the current language did not have, since the last bump. */
let missed = false;

export function addBundle(lang: string, bundle: Bundle): void {
  const had = bundles.has(lang);
  bundles.set(lang, { ...(bundles.get(lang) ?? {}), ...bundle });
  // More strings for a language in use (or for the English fallback): re-render what shows them,
  // if anything asked for one it lacked. Otherwise every string on screen is already right, and a
  // re-render of the whole page (the later English strings arrive just after the first paint) buys nothing.
  if (had && missed && (lang === language || lang === FALLBACK)) {
    missed = false;
    revision += 1;
    for (const l of [...listeners]) l();
  }
}

/** Changes with the language and whenever strings in use are added (useTranslation's snapshot). */
export const getStringsVersion = (): string => `${language}#${revision}`;

export const hasBundle = (lang: string): boolean => bundles.has(lang);

export const getLanguage = (): string => language;

export function setCurrentLanguage(lang: string): void {
  if (lang === language) return;
  language = lang;
  for (const l of [...listeners]) l();
}

export function onLanguageChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function lookup(lang: string, key: string): string | undefined {
  let node: string | Bundle | undefined = bundles.get(lang);
  for (const part of key.split('.')) {
    if (!node || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** The BCP 47 tag of a Starling language code, for Intl and `<html lang>` ('zh_Hant' → 'zh-Hant', 'ja_easy' → 'ja'). */
export function localeTag(lang: string): string {
  return lang === 'ja_easy' ? 'ja' : lang.replace('_', '-');
}

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralCategory(lang: string, count: number): string {
  // English needs no Intl: the first Intl object pays the browser's ICU start-up (tens of ms),
  // which a first paint in English then never does.
  if (lang === FALLBACK) return Math.abs(count) === 1 ? 'one' : 'other';
  let rules = pluralRules.get(lang);
  if (!rules) {
    try {
      rules = new Intl.PluralRules(localeTag(lang));
    } catch {
      rules = new Intl.PluralRules(FALLBACK);
    }
    pluralRules.set(lang, rules);
  }
  return rules.select(count);
}

function resolve(lang: string, key: string, count: unknown): string | undefined {
  if (typeof count === 'number') {
    return lookup(lang, `${key}_${pluralCategory(lang, count)}`) ?? lookup(lang, `${key}_other`) ?? lookup(lang, key);
  }
  return lookup(lang, key);
}

/** A count as the language writes numbers ('1 234' in French); other values as given (ids, codes). */
function formatValue(name: string, value: unknown): string {
  if (name !== 'count' || typeof value !== 'number') return String(value);
  return formatNumber(value, localeTag(language));
}

function interpolate(template: string, options: TOptions | undefined): string {
  if (!options) return template;
  const values = options as Record<string, unknown>;
  return template.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) =>
    name in values && values[name] != null ? formatValue(name, values[name]) : whole,
  );
}

/** Translates in the current language, falling back to English, then to the key itself. */
export const t: TFunction = (key, options) => {
  const count = options && !Array.isArray(options) ? options.count : undefined;
  const own = resolve(language, key, count);
  if (own === undefined) missed = true;
  const template = own ?? resolve(FALLBACK, key, count) ?? key;
  return interpolate(template, options);
};
