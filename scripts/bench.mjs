// `npm run bench`: performance figures against a freshly seeded embedded instance. Prints numbers
// and whether each is within its budget; these are measurements, not pass/fail tests.
// BENCH_PORT picks the server's port (8191); each bench gets a fresh server of its own.
import { ensureChromium } from './chromium.mjs';
import { ensureClientBuild, ensureDependencies } from './lib.mjs';

await ensureDependencies();
ensureChromium();
await ensureClientBuild();
const { withServer } = await import('../bench/harness.mjs');

// `npm run bench soak [-- --minutes N] [--smoke]`: the long-session bench alone.
if (process.argv[2] === 'soak') {
  const { soak, parseArgs } = await import('../bench/soak.mjs');
  const result = await withServer((url) => soak(url, parseArgs(process.argv.slice(3))));
  process.exit(result.withinBudget ? 0 : 1);
}
const { bundleReport } = await import('../bench/bundle-report.mjs');
const { coldLoad } = await import('../bench/cold-load.mjs');
const { timelineScroll } = await import('../bench/timeline-scroll.mjs');
const { streamBurst } = await import('../bench/stream-burst.mjs');
const { scrollLoading } = await import('../bench/scroll-loading.mjs');
const { warmStart } = await import('../bench/warm-start.mjs');

const benches = { coldLoad, timelineScroll, scrollLoading, streamBurst, warmStart };
const results = { bundleReport: bundleReport() };
for (const [name, bench] of Object.entries(benches)) {
  try {
    results[name] = await withServer(bench);
  } catch (e) {
    console.log(`${name}: failed: ${e instanceof Error ? e.message : String(e)}`);
    results[name] = { withinBudget: false, failed: true };
  }
}
const over = Object.entries(results).filter(([, r]) => !r.withinBudget).map(([name]) => name);
console.log(over.length ? `over budget: ${over.join(', ')}` : 'all figures within budget');
