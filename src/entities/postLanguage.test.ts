import { describe, expect, it } from 'vitest';
import { languageNamer, POST_LANGUAGES, postLanguageOf, sortedPostLanguages } from './postLanguage';

describe('post language', () => {
  it('has the 183 codes of ISO 639-1, each once', () => {
    expect(POST_LANGUAGES).toHaveLength(183);
    expect(new Set(POST_LANGUAGES).size).toBe(183);
  });

  it('takes the primary subtag of an interface language, when ISO 639-1 has it', () => {
    expect(postLanguageOf('pt-BR')).toBe('pt');
    expect(postLanguageOf('zh_Hant')).toBe('zh');
    expect(postLanguageOf('DE')).toBe('de');
    expect(postLanguageOf('eo')).toBe('eo');
    expect(postLanguageOf('ast')).toBeNull(); // ISO 639-3 only
    expect(postLanguageOf(null)).toBeNull();
  });

  it('names languages in the interface language and sorts by that name', () => {
    expect(languageNamer('fr')('de')).toBe('allemand');
    expect(languageNamer('en')('de')).toBe('German');
    const names = sortedPostLanguages('en').map((l) => l.name);
    expect(names.indexOf('English')).toBeLessThan(names.indexOf('German'));
  });
});
