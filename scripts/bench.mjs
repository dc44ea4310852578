// `npm run bench`: performance figures against a freshly seeded embedded instance. Prints numbers
// and whether each is within its issue's budget; these are measurements, not pass/fail tests.
import { ensureChromium } from './chromium.mjs';
import { ensureClientBuild, ensureDependencies } from './lib.mjs';

await ensureDependencies();
ensureChromium();
await ensureClientBuild();
const { withServer } = await import('../bench/harness.mjs');
const { coldLoad } = await import('../bench/cold-load.mjs');

const results = await withServer(async (url) => ({ coldLoad: await coldLoad(url) }));
const over = Object.entries(results).filter(([, r]) => !r.withinBudget).map(([name]) => name);
console.log(over.length ? `over budget: ${over.join(', ')}` : 'all figures within budget');
