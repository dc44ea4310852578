// `npm test`: installs what the tests need, then runs lint, typecheck, unit + server tests and the
// end-to-end tests in Chromium. Ends with one summary line `tests: N passed, N failed`.
import { readFileSync, rmSync, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium } from './chromium.mjs';
import { gotosocialDir } from './gotosocial.mjs';
import { ensureClientBuild, ensureDependencies, root, run } from './lib.mjs';

const reports = join(root, 'test-results');
let passed = 0;
let failed = 0;
const failedSteps = [];

async function step(name, cmd, args, env = {}) {
  console.log(`\n=== ${name}`);
  const code = await run(cmd, args, { env: { ...process.env, ...env } });
  if (code !== 0) failedSteps.push(name);
  return code;
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

await ensureDependencies();
process.env.CHROMIUM_PATH = ensureChromium();
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

await step('lint', 'npx', ['eslint', '.', '--max-warnings', '0']);
await step('dead exports', 'node', ['scripts/dead-exports.mjs']);
await step('typecheck', 'npm', ['run', 'typecheck', '--silent']);

const vitestReport = join(reports, 'vitest.json');
await step('unit and server tests', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`]);
const vitest = readJson(vitestReport);
if (vitest) {
  passed += vitest.numPassedTests ?? 0;
  failed += vitest.numFailedTests ?? 0;
} else failed += 1;

try {
  await ensureClientBuild();
} catch {
  failedSteps.push('build');
}

// A short soak: three minutes of streaming traffic against a signed-in tab; fails when
// the heap after GC trends up or the page grows past 3,000 elements (bench/soak-budgets.mjs SMOKE).
if (await step('soak smoke run (3 min)', 'node', ['bench/soak.mjs', '--minutes', '3', '--smoke'], { BENCH_PORT: process.env.SOAK_PORT ?? '8193' })) failed += 1;
else passed += 1;

// CI: one retry of a failed end-to-end test (playwright.config.ts). A browser test on a 2-core
// machine shared with three servers can lose a race once; one that passes only on its retry is
// named below as flaky, so it is seen and fixed, not hidden.
const E2E_ENV = { CI: process.env.CI ?? '1' };

/** Tests that failed and then passed on their retry, as `file › title`. */
function flakyTests(report) {
  const found = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) if (spec.tests?.some((t) => t.status === 'flaky')) found.push(`${spec.file} › ${spec.title}`);
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report?.suites ?? []) walk(suite);
  return found;
}

const e2eReport = join(reports, 'e2e.json');
await step('end-to-end tests (Chromium)', 'npx', ['playwright', 'test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport, ...E2E_ENV });
const e2e = readJson(e2eReport);
const flaky = flakyTests(e2e);
if (e2e?.stats) {
  passed += (e2e.stats.expected ?? 0) + (e2e.stats.flaky ?? 0);
  failed += e2e.stats.unexpected ?? 0;
} else if (existsSync(join(root, 'e2e'))) failed += 1;

// The client against a real GoToSocial through proxy mode, when the server is beside
// this checkout (../shared/gotosocial); a fresh clone has none and skips it.
if (gotosocialDir()) {
  const gtsReport = join(reports, 'e2e-gotosocial.json');
  await step('end-to-end tests against a real GoToSocial (Chromium)', 'npx', ['playwright', 'test', '-c', 'playwright.gotosocial.config.ts'], { PLAYWRIGHT_JSON_OUTPUT_NAME: gtsReport, ...E2E_ENV });
  const gts = readJson(gtsReport);
  flaky.push(...flakyTests(gts));
  if (gts?.stats) {
    passed += (gts.stats.expected ?? 0) + (gts.stats.flaky ?? 0);
    failed += gts.stats.unexpected ?? 0;
  } else failed += 1;
} else {
  console.log('\n=== GoToSocial suite skipped: ../shared/gotosocial (the GoToSocial server it runs against) is not beside this checkout');
}

console.log('');
if (flaky.length) console.log(`flaky (failed, then passed on the retry):\n  ${flaky.join('\n  ')}`);
if (failedSteps.length) console.log(`failed steps: ${failedSteps.join(', ')}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failedSteps.length || failed ? 1 : 0);
