// `npx tsx scripts/i18n-split.ts fr part.json`: writes each top-level section of a JSON file
// (`{"nav": {...}, "login": {...}}`) to src/i18n/locales/fr/<section>.json, merged over what is
// there, so a translator can write several sections in one file.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

type Json = { [k: string]: string | Json };
const merge = (a: Json, b: Json): Json => {
  const out: Json = { ...a };
  for (const [k, v] of Object.entries(b)) out[k] = typeof v === 'object' && typeof out[k] === 'object' ? merge(out[k] as Json, v) : v;
  return out;
};

const [lang, file] = process.argv.slice(2);
if (!lang || !file) throw new Error('usage: i18n-split.ts <lang> <file.json>');
const dir = join(import.meta.dirname, '../src/i18n/locales', lang);
const en = join(import.meta.dirname, '../src/i18n/locales/en');
for (const [section, content] of Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Json)) {
  if (!existsSync(join(en, `${section}.json`))) throw new Error(`English has no section ${section}`);
  const target = join(dir, `${section}.json`);
  const before = existsSync(target) ? (JSON.parse(readFileSync(target, 'utf8')) as Json) : {};
  writeFileSync(target, `${JSON.stringify(merge(before, content as Json), null, 2)}\n`);
  console.log(`wrote ${lang}/${section}.json`);
}
