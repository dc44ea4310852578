import { addBundle, getStringsVersion, onLanguageChange, setCurrentLanguage, t } from './core';

describe('translation core', () => {
  beforeAll(() => {
    addBundle('en', {
      timeline: { error: 'Error fetching timeline: {{0}}', show_new_count_one: 'Show {{count}} new', show_new_count_other: 'Show {{count}} new ones' },
      general: { hello: 'Hello {{name}}', only_en: 'English only' },
    });
    addBundle('ja', { general: { hello: 'こんにちは {{name}}' }, timeline: { show_new_count_other: '新着 {{count}} 件' } });
  });
  afterEach(() => setCurrentLanguage('en'));

  it('looks up nested keys and interpolates named and positional values', () => {
    expect(t('general.hello', { name: 'Alice' })).toBe('Hello Alice');
    expect(t('timeline.error', ['500 Internal Server Error'])).toBe('Error fetching timeline: 500 Internal Server Error');
    expect(t('general.hello')).toBe('Hello {{name}}');
  });

  it('picks plural forms by the language rules', () => {
    expect(t('timeline.show_new_count', { count: 1 })).toBe('Show 1 new');
    expect(t('timeline.show_new_count', { count: 3 })).toBe('Show 3 new ones');
    // English forms without Intl, exactly as Intl.PluralRules('en') picks them.
    for (const n of [-2, -1, 0, 1, 1.5, 2, 21]) {
      const other = new Intl.PluralRules('en').select(n) !== 'one';
      expect(t('timeline.show_new_count', { count: n }).endsWith(' ones')).toBe(other);
    }
    setCurrentLanguage('ja');
    expect(t('timeline.show_new_count', { count: 1 })).toBe('新着 1 件'); // Japanese has only "other"
  });

  it('falls back to English, then to the key', () => {
    setCurrentLanguage('ja');
    expect(t('general.hello', { name: 'A' })).toBe('こんにちは A');
    expect(t('general.only_en')).toBe('English only');
    expect(t('general.missing')).toBe('general.missing');
  });

  it('tells listeners when the language changes', () => {
    const seen: number[] = [];
    const off = onLanguageChange(() => seen.push(1));
    setCurrentLanguage('ja');
    setCurrentLanguage('ja');
    off();
    setCurrentLanguage('en');
    expect(seen).toEqual([1]);
  });

  it('renders again for strings added later only when a string was missing', () => {
    addBundle('en', {}); // takes up the earlier tests' misses
    const before = getStringsVersion();
    addBundle('en', { later: { shown: 'Shown later' } });
    expect(getStringsVersion()).toBe(before); // nothing asked for a string it lacked
    expect(t('later.asked')).toBe('later.asked');
    addBundle('en', { later: { asked: 'Asked early' } });
    expect(getStringsVersion()).not.toBe(before);
    expect(t('later.asked')).toBe('Asked early');
    const after = getStringsVersion();
    addBundle('en', { later: { other: 'Other' } });
    expect(getStringsVersion()).toBe(after);
  });
});
