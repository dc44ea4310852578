// Every interface language is complete: every English key, no key English lacks, the
// same placeholders, its own plural forms, and no English left outside its same-as-English list.
import { auditLocale } from './audit';
import type { Bundle } from './core';
import { availableLanguages } from './index';

const files = import.meta.glob<Bundle>('./locales/*/*.json', { eager: true, import: 'default' });
const allowLists = import.meta.glob<string[]>('./same-as-english/*.json', { eager: true, import: 'default' });

function sectionsOf(lang: string): Bundle {
  const prefix = `./locales/${lang}/`;
  return Object.fromEntries(
    Object.entries(files)
      .filter(([path]) => path.startsWith(prefix))
      .map(([path, bundle]) => [path.slice(prefix.length, -'.json'.length), bundle]),
  );
}

const LOCALES = ['ar', 'ca', 'cs', 'de', 'eo', 'es', 'et', 'eu', 'fi', 'fr', 'ga', 'he', 'hu', 'it', 'ja', 'ja_easy', 'ko', 'nb', 'nl', 'oc', 'pl', 'pt', 'ro', 'ru', 'sk', 'uk', 'zh', 'zh_Hant'];

describe('locales', () => {
  it('ships English and the 28 other interface languages', () => {
    expect([...availableLanguages].sort()).toEqual(['en', ...LOCALES].sort());
  });

  it.each(LOCALES)('%s is complete', (lang) => {
    const problems = auditLocale(sectionsOf('en'), sectionsOf(lang), lang, allowLists[`./same-as-english/${lang}.json`] ?? []);
    expect(problems.map((p) => `${p.kind} ${p.key}${p.detail ? ` (${p.detail})` : ''}`)).toEqual([]);
  });
});

describe('auditLocale', () => {
  const en = { s: { hello: 'Hello {{name}}', item_one: '{{count}} item', item_other: '{{count}} items', choose_one: 'Pick one', unit: 'KiB' } };

  it('finds a missing key, an extra key, a broken placeholder and English left over', () => {
    const fr = { s: { hello: 'Bonjour {{nom}}', item_one: '{{count}} élément', item_many: '{{count}} d’éléments', item_other: '{{count}} éléments', unit: 'KiB', typo: 'x' } };
    const kinds = auditLocale(en, fr, 'fr').map((p) => `${p.kind} ${p.key}`);
    expect(kinds).toEqual(['placeholders s.hello', 'missing s.choose_one', 'english s.unit', 'extra s.typo']);
    expect(auditLocale(en, fr, 'fr', ['s.unit']).map((p) => p.kind)).not.toContain('english');
  });

  it('asks each language for its own plural categories', () => {
    const ru = { s: { hello: 'Привет, {{name}}', item_one: '{{count}} штука', item_few: '{{count}} штуки', item_other: '{{count}} штук', choose_one: 'Выбрать', unit: 'КиБ' } };
    expect(auditLocale(en, ru, 'ru').map((p) => `${p.kind} ${p.key}`)).toEqual(['missing s.item_many']);
    const ja = { s: { hello: 'こんにちは {{name}}', item_one: '{{count}}', item_other: '{{count}} 個', choose_one: '一つ', unit: 'キロ' } };
    expect(auditLocale(en, ja, 'ja').map((p) => `${p.kind} ${p.key}`)).toEqual(['extra s.item_one']);
  });
});
