import { addBundle, hasBundle, t } from './core';
import { localeTag } from './core';
import { availableLanguages, initI18n, pickLanguage, setLanguage } from './index';

describe('i18n', () => {
  it('picks the user setting, else the first part of the browser language, else English', () => {
    expect(availableLanguages).toEqual(expect.arrayContaining(['en', 'ja', 'de']));
    expect(pickLanguage('de', 'ja-JP')).toBe('de');
    expect(pickLanguage(null, 'ja-JP')).toBe('ja');
    expect(pickLanguage(null, 'de_AT')).toBe('de');
    expect(pickLanguage(null, 'xx-YY')).toBe('en');
    expect(pickLanguage('nope', undefined)).toBe('en');
  });

  it('maps browser tags whose first part is not enough', () => {
    expect(pickLanguage(null, 'zh-TW')).toBe('zh_Hant');
    expect(pickLanguage(null, 'zh-HK')).toBe('zh_Hant');
    expect(pickLanguage(null, 'zh-Hant-TW')).toBe('zh_Hant');
    expect(pickLanguage(null, 'zh-CN')).toBe('zh');
    expect(pickLanguage(null, 'no-NO')).toBe('nb');
    expect(pickLanguage(null, 'nb')).toBe('nb');
    expect(pickLanguage(null, 'fr-FR')).toBe('fr');
    expect(pickLanguage(null, 'pt-BR')).toBe('pt');
    expect(pickLanguage('ja_easy', 'fr-FR')).toBe('ja_easy');
  });

  it('sets the text direction with the language', async () => {
    await initI18n('en');
    await setLanguage('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    await setLanguage('he');
    expect(document.documentElement.dir).toBe('rtl');
    await setLanguage('fr');
    expect(document.documentElement.dir).toBe('ltr');
    await setLanguage('en');
  });

  it('maps language codes to html lang values', () => {
    expect(localeTag('zh_Hant')).toBe('zh-Hant');
    expect(localeTag('ja_easy')).toBe('ja');
    expect(localeTag('de')).toBe('de');
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
});
