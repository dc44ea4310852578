// `npx tsx scripts/i18n-audit.ts fr [de …]`: what a locale still lacks against English (see
// src/i18n/audit.ts). No argument audits every locale. Exit status 1 when anything is found.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { auditLocale } from '../src/i18n/audit';
import type { Bundle } from '../src/i18n/core';

const root = join(import.meta.dirname, '../src/i18n');
const readSections = (lang: string): Bundle => {
  const dir = join(root, 'locales', lang);
  const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')) : [];
  return Object.fromEntries(files.map((f) => [f.slice(0, -5), JSON.parse(readFileSync(join(dir, f), 'utf8')) as Bundle]));
};
const sameAsEnglish = (lang: string): string[] => {
  const file = join(root, 'same-as-english', `${lang}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as string[]) : [];
};

const langs = process.argv.length > 2 ? process.argv.slice(2) : readdirSync(join(root, 'locales')).filter((l) => l !== 'en');
const english = readSections('en');
let failed = false;
for (const lang of langs) {
  const problems = auditLocale(english, readSections(lang), lang, sameAsEnglish(lang));
  failed ||= problems.length > 0;
  console.log(`${lang}: ${problems.length ? `${problems.length} problems` : 'complete'}`);
  for (const p of problems) console.log(`  ${p.kind.padEnd(12)} ${p.key}${p.detail ? `  (${p.detail})` : ''}`);
}
process.exit(failed ? 1 : 0);
