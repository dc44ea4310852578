// The rule of i18n/index.ts: English sections that code of the first paint uses are bundled, the
// rest load later. "Code of the first paint" is what src/main.tsx imports statically (the same
// set build/firstPaintChunk.ts keeps in the entry chunk); a section is "used" where a string
// literal starts with `section.` (t('nav.home'), `time.${unit}`, key tables).
import fs from 'node:fs';
import path from 'node:path';
import { firstPaintModules, SRC } from '../test/firstPaintModules';
import { bundledEnglishSections } from './index';
import english from './locales/en/index';

const allSections = fs.readdirSync(path.join(SRC, 'i18n/locales/en')).filter((f) => f.endsWith('.json')).map((f) => f.replace(/\.json$/, ''));

/** Sections used by the first paint's modules, each with the first module that uses it. */
function firstPaintSections(): Map<string, string> {
  const known = new Set(allSections);
  const used = new Map<string, string>();
  for (const [file, code] of firstPaintModules()) {
    for (const m of code.matchAll(/['"`]([a-z_]+)\.[a-zA-Z_$]/g)) {
      if (known.has(m[1]) && !used.has(m[1])) used.set(m[1], file);
    }
  }
  return used;
}

describe('English sections of the first paint', () => {
  it('are bundled: every section the first paint uses is in the eager list of i18n/index.ts', () => {
    const bundled = new Set(bundledEnglishSections());
    const missing = [...firstPaintSections()].filter(([section]) => !bundled.has(section));
    expect(missing.map(([section, file]) => `${section} (used by ${file})`)).toEqual([]);
  });

  it('and only those: a section the first paint does not use loads later', () => {
    const used = firstPaintSections();
    expect(bundledEnglishSections().filter((section) => !used.has(section))).toEqual([]);
  });

  it('and every section is in the module loaded later (locales/en/index.ts)', () => {
    expect(Object.keys(english).sort()).toEqual([...allSections].sort());
  });
});

describe('other languages', () => {
  it('each load as one module: every language folder but en/ has an index.ts', () => {
    const folders = fs.readdirSync(path.join(SRC, 'i18n/locales')).filter((d) => d !== 'en');
    expect(folders.filter((d) => !fs.existsSync(path.join(SRC, 'i18n/locales', d, 'index.ts')))).toEqual([]);
  });
});
