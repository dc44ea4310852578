// Strings. English sections the first paint uses are bundled (the brace list below); the others
// come in one chunk (locales/en/index.ts), loaded with the first lazily loaded screen (ui/lazyChunk
// awaits loadLaterEnglish) or after the first content (boot), whichever is first. The rule is
// checked by firstPaintSections.test.ts: a section that code of the first paint uses must be in
// the list. Other languages are one chunk each, loaded on demand, with English as the fallback.
// The translation itself is core.ts; components use `useTranslation` from ./react.
import { addBundle, getLanguage, hasBundle, localeTag, onLanguageChange, setCurrentLanguage, type Bundle } from './core';

const englishModules = import.meta.glob<Bundle>(
  './locales/en/{boot,chunk_error,content_warning,errors,general,item_error,nav,notices,polls,quick_settings,search,shell,status,status_actions,status_heading,status_view,time,timeline}.json',
  { eager: true, import: 'default' },
);
/** Each other language as one module (locales/<lang>/index.ts), so one chunk and one request. */
const otherLanguages = import.meta.glob<Bundle>(['./locales/*/index.ts', '!./locales/en/index.ts'], { import: 'default' });

/** `./locales/ja/login.json` → ['ja', 'login']. */
function parsePath(path: string): [string, string] {
  const m = /\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  return m ? [m[1], m[2]] : ['', ''];
}

function englishBundle(): Bundle {
  const out: Bundle = {};
  for (const [path, content] of Object.entries(englishModules)) out[parsePath(path)[1]] = content;
  return out;
}

/** Languages with at least one section file. */
export const availableLanguages: string[] = [
  'en',
  ...Object.keys(otherLanguages).map((p) => /\.\/locales\/([^/]+)\//.exec(p)?.[1] ?? ''),
];

/** Browser tags whose first part alone does not name the language Starling has for them. */
const BROWSER_ALIASES: Record<string, string> = {
  'zh-tw': 'zh_Hant',
  'zh-hk': 'zh_Hant',
  'zh-mo': 'zh_Hant',
  'zh-hant': 'zh_Hant',
  no: 'nb',
  nn: 'nb',
};

/**
 * User setting first, else the browser language (its first part; Traditional Chinese
 * regions and scripts choose zh_Hant, Norwegian chooses Bokmål), else English.
 */
export function pickLanguage(setting: string | null | undefined, browser: string | undefined): string {
  if (setting && availableLanguages.includes(setting)) return setting;
  const parts = (browser ?? '').toLowerCase().split(/[-_]/);
  const candidates = [`${parts[0]}-${parts[1] ?? ''}`, parts[0]].map((tag) => BROWSER_ALIASES[tag] ?? tag);
  return candidates.find((lang) => lang !== 'ja_easy' && availableLanguages.includes(lang)) ?? 'en';
}

/** Languages written right to left: the document mirrors for them. */
const RTL_LANGUAGES = new Set(['ar', 'he']);
export const textDirection = (lang: string): 'rtl' | 'ltr' => (RTL_LANGUAGES.has(lang) ? 'rtl' : 'ltr');

/** `<html lang dir>` follow the interface language. */
function markDocument(lang: string): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = localeTag(lang);
  document.documentElement.dir = textDirection(lang);
}

async function loadLanguage(lang: string): Promise<void> {
  if (lang === 'en' || hasBundle(lang)) return;
  const load = otherLanguages[`./locales/${lang}/index.ts`];
  if (load) addBundle(lang, await load());
}

/** Switch language, loading its files first; a failed load keeps the current language. */
export async function setLanguage(lang: string): Promise<void> {
  try {
    await loadLanguage(lang);
    setCurrentLanguage(lang);
  } catch (e) {
    console.warn(`Loading language ${lang} failed`, e);
  }
}

/** English sections in the first paint's bundle (the list above). */
export const bundledEnglishSections = (): string[] => Object.keys(englishModules).map((p) => parsePath(p)[1]);

let laterEnglish: Promise<void> | null = null;

/** The English sections the first paint does without (once; a failed load may be retried). */
export function loadLaterEnglish(): Promise<void> {
  laterEnglish ??= (async () => {
    const { default: english } = await import('./locales/en/index');
    addBundle('en', english);
  })().catch((e: unknown) => {
    laterEnglish = null;
    throw e;
  });
  return laterEnglish;
}

/** A lazy screen's English strings (kept for screens that ask for their section by name). */
export async function loadSection(section: string): Promise<void> {
  if (`./locales/en/${section}.json` in englishModules) return;
  await loadLaterEnglish();
}

let initialized = false;

export async function initI18n(lang = 'en'): Promise<void> {
  if (!initialized) {
    initialized = true;
    addBundle('en', englishBundle());
    onLanguageChange(() => markDocument(getLanguage()));
  }
  if (lang !== getLanguage()) await setLanguage(lang);
  else markDocument(lang);
}
