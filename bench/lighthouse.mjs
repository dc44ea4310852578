// Lighthouse on /main/all, mobile (its default: slow 4G, 4x CPU), as a visitor: performance,
// accessibility, best practices and SEO, N runs against one freshly seeded instance. The
// budget: performance >= 0.95 in every run, the other three 1.00.
//   node bench/lighthouse.mjs [--runs 3]
// Lighthouse is not a dependency of the project (it is large): npx fetches the pinned version
// from the npm registry on first use, or LIGHTHOUSE_BIN names an installed one.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureChromium } from '../scripts/chromium.mjs';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const BUDGET = { performance: 0.95, accessibility: 1, 'best-practices': 1, seo: 1 };

export async function lighthouse(baseUrl, runs = 3) {
  const dir = mkdtempSync(join(tmpdir(), 'starling-lh-'));
  const results = [];
  try {
    for (let i = 0; i < runs; i++) {
      const out = join(dir, `run-${i}.json`);
      const [cmd, ...pre] = process.env.LIGHTHOUSE_BIN ? [process.env.LIGHTHOUSE_BIN] : ['npx', '--yes', LIGHTHOUSE];
      const res = spawnSync(cmd, [...pre, `${baseUrl}/main/all`, '--quiet', '--output=json', `--output-path=${out}`,
        '--chrome-flags=--headless=new --no-sandbox', '--only-categories=performance,accessibility,best-practices,seo'], {
        env: { ...process.env, CHROME_PATH: ensureChromium() }, encoding: 'utf8', stdio: ['ignore', 'ignore', 'pipe'],
      });
      if (res.status !== 0) throw new Error(`lighthouse failed: ${res.stderr.slice(-500)}`);
      const report = JSON.parse(readFileSync(out, 'utf8'));
      const score = Object.fromEntries(Object.entries(report.categories).map(([k, c]) => [k, c.score]));
      const audits = report.audits;
      results.push(score);
      console.log(`lighthouse run ${i + 1}: performance ${score.performance}, accessibility ${score.accessibility}, ` +
        `best practices ${score['best-practices']}, SEO ${score.seo} (FCP ${audits['first-contentful-paint'].displayValue}, ` +
        `LCP ${audits['largest-contentful-paint'].displayValue}, TBT ${audits['total-blocking-time'].displayValue}, CLS ${audits['cumulative-layout-shift'].displayValue})`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const withinBudget = results.every((r) => Object.entries(BUDGET).every(([k, min]) => (r[k] ?? 0) >= min));
  console.log(`lighthouse: ${withinBudget ? 'every run within budget' : 'over budget'} (performance >= ${BUDGET.performance}, the rest 1.00)`);
  return { results, withinBudget };
}

// Run on its own: node bench/lighthouse.mjs [--runs N] (BENCH_PORT, BENCH_DIST, BENCH_SERVER_ROOT).
if (import.meta.url === `file://${process.argv[1]}`) {
  const { withServer } = await import('./harness.mjs');
  const i = process.argv.indexOf('--runs');
  const runs = i > 0 ? Number(process.argv[i + 1]) : 3;
  await withServer((url) => lighthouse(url, runs));
}
