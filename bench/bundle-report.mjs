// What the first screen's chunks hold, largest modules first: written by the build
// (build/bundleReport.ts, .tmp/bundle-report.json) and printed here, so the change that grows the
// first chunk is seen by name. Sizes are each module's own code gzipped alone (before
// minification): a ranking, a little above what each adds to the served chunk.
import { existsSync, readFileSync } from 'node:fs';
import { kb } from './harness.mjs';

const REPORT = new URL('../.tmp/bundle-report.json', import.meta.url);
const SHOWN = 15;

export function bundleReport() {
  if (!existsSync(REPORT)) {
    console.log('bundle report: none (.tmp/bundle-report.json is written by vite build)');
    return { withinBudget: true };
  }
  const report = JSON.parse(readFileSync(REPORT, 'utf8'));
  const chunks = report.chunks.map((c) => `${c.file} ${kb(c.bytes)} minified, ${kb(c.gzip)} gzip`).join('; ');
  console.log(`bundle report: first-paint chunks: ${chunks}`);
  const ours = report.modules.filter((m) => m.name.startsWith('src/'));
  const packages = report.modules.filter((m) => !m.name.startsWith('src/'));
  const sum = (list) => kb(list.reduce((s, m) => s + m.gzip, 0));
  console.log(`bundle report: ${packages.length} packages (${sum(packages)}), ${ours.length} of our modules (${sum(ours)}); largest:`);
  for (const m of report.modules.slice(0, SHOWN)) console.log(`  ${kb(m.gzip).padStart(9)}  ${m.name}`);
  return { withinBudget: true };
}

// Run on its own: node bench/bundle-report.mjs
if (import.meta.url === `file://${process.argv[1]}`) bundleReport();
