// Strings. English is bundled (one JSON file per key section under locales/en/); other languages
// are separate chunks loaded on demand, with English as the fallback (SPEC §1). The translation
// itself is core.ts; components use `useTranslation` from ./react.
import { addBundle, getLanguage, hasBundle, onLanguageChange, setCurrentLanguage, type Bundle } from './core';

const englishModules = import.meta.glob<Bundle>('./locales/en/*.json', { eager: true, import: 'default' });
const otherModules = import.meta.glob<Bundle>(['./locales/*/*.json', '!./locales/en/*.json'], {
  import: 'default',
});

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
  ...new Set(Object.keys(otherModules).map((p) => parsePath(p)[0])),
];

/** User setting first, else the first part of the browser language, else English. */
export function pickLanguage(setting: string | null | undefined, browser: string | undefined): string {
  if (setting && availableLanguages.includes(setting)) return setting;
  const first = (browser ?? '').split(/[-_]/)[0].toLowerCase();
  return availableLanguages.includes(first) ? first : 'en';
}

/** `<html lang>` value: 'zh_Hant' → 'zh-Hant', 'ja_easy' → 'ja'. */
export function htmlLang(lang: string): string {
  if (lang === 'ja_easy') return 'ja';
  return lang.replace('_', '-');
}

async function loadLanguage(lang: string): Promise<void> {
  if (lang === 'en' || hasBundle(lang)) return;
  const entries = Object.entries(otherModules).filter(([p]) => parsePath(p)[0] === lang);
  const sections = await Promise.all(entries.map(async ([p, load]) => [parsePath(p)[1], await load()] as const));
  addBundle(lang, Object.fromEntries(sections));
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

let initialized = false;

export async function initI18n(lang = 'en'): Promise<void> {
  if (!initialized) {
    initialized = true;
    addBundle('en', englishBundle());
    onLanguageChange(() => {
      if (typeof document !== 'undefined') document.documentElement.lang = htmlLang(getLanguage());
    });
  }
  if (lang !== getLanguage()) await setLanguage(lang);
  else if (typeof document !== 'undefined') document.documentElement.lang = htmlLang(lang);
}
