import { addBundle, hasBundle, t } from './core';
import { availableLanguages, htmlLang, initI18n, pickLanguage, setLanguage } from './index';

const sections = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', { eager: true, import: 'default' });

/** Leaf keys with plural suffixes folded (ja has only _other). */
function keysOf(obj: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) =>
    v && typeof v === 'object' ? keysOf(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k.replace(/_(zero|one|two|few|many|other)$/, '')}`],
  );
}

describe('i18n', () => {
  it('picks the user setting, else the first part of the browser language, else English', () => {
    expect(availableLanguages).toEqual(expect.arrayContaining(['en', 'ja', 'de']));
    expect(pickLanguage('de', 'ja-JP')).toBe('de');
    expect(pickLanguage(null, 'ja-JP')).toBe('ja');
    expect(pickLanguage(null, 'de_AT')).toBe('de');
    expect(pickLanguage(null, 'xx-YY')).toBe('en');
    expect(pickLanguage('nope', undefined)).toBe('en');
  });

  it('maps language codes to html lang values', () => {
    expect(htmlLang('zh_Hant')).toBe('zh-Hant');
    expect(htmlLang('ja_easy')).toBe('ja');
    expect(htmlLang('de')).toBe('de');
  });

  it('bundles English, loads other languages on demand and sets <html lang>', async () => {
    await initI18n('en');
    expect(t('login.wrong_credentials')).toBe('Wrong username or password');
    expect(t('timeline.error', { 0: '500 Internal Server Error' })).toBe('Error fetching timeline: 500 Internal Server Error');
    expect(hasBundle('ja')).toBe(false);
    await setLanguage('ja');
    expect(document.documentElement.lang).toBe('ja');
    expect(t('login.login')).toBe('ログイン');
    // A key missing in a language falls back to English.
    addBundle('en', { test_only: { key: 'English only' } });
    expect(t('test_only.key')).toBe('English only');
    await setLanguage('en');
    expect(document.documentElement.lang).toBe('en');
  });

  const englishSections = Object.keys(sections)
    .map((p) => /\.\/locales\/en\/(.+)\.json$/.exec(p)?.[1])
    .filter((s): s is string => !!s);
  it.each(englishSections)(
    'ja and de translate every English key of %s',
    (section) => {
      const en = new Set(keysOf(sections[`./locales/en/${section}.json`]));
      for (const lang of ['ja', 'de']) {
        const other = new Set(keysOf(sections[`./locales/${lang}/${section}.json`] ?? {}));
        expect([...en].filter((k) => !other.has(k)), `${lang}/${section}`).toEqual([]);
      }
    },
  );
});
