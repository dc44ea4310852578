// Cold load of /main/all: the bytes of everything the browser fetched before the first status was
// painted (on the wire as served, and gzipped), and the time to that paint. Budgets: 170 KB gzip
// and 150 KB on the wire with React itself in the build (130 KB was the earlier budget,
// with Preact's compat layer).
import { gzipSync } from 'node:zlib';
import { kb, launchBrowser, median } from './harness.mjs';

const RUNS = 5;
const BUDGET_BYTES = 170 * 1024;
/** Bytes as served (compressed), headers included. */
const BUDGET_WIRE = 150 * 1024;

// Marks the moment the first status article is in the DOM, then waits two frames so it has painted.
export const markFirstStatusPaint = () => {
  const check = () => {
    if (document.querySelector('[role="feed"] article')) {
      requestAnimationFrame(() => requestAnimationFrame(() => {
        window.__firstStatusPaint = performance.now();
      }));
      return true;
    }
    return false;
  };
  new MutationObserver((_, obs) => check() && obs.disconnect()).observe(document, { childList: true, subtree: true });
};

async function oneRun(browser, baseUrl) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript(markFirstStatusPaint);
  // gzip: each decoded body gzipped here (the figure the gzip budget counts), by URL.
  const gzipByUrl = new Map();
  page.on('response', async (response) => {
    try {
      gzipByUrl.set(response.url(), gzipSync(await response.body()).length);
    } catch {
      /* redirects and aborted requests have no body */
    }
  });
  await page.goto(`${baseUrl}/main/all`);
  await page.waitForFunction(() => window.__firstStatusPaint !== undefined, null, { timeout: 30_000 });
  const paintMs = await page.evaluate(() => window.__firstStatusPaint);
  await page.waitForTimeout(200); // let response bodies of in-flight requests settle
  // Wire: what came over the network as served (compressed or not, with headers), per the page's
  // own resource timing, for everything that had arrived when the first status was painted.
  const entries = await page.evaluate(() =>
    [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].map((e) => ({
      url: e.name, startTime: e.startTime, responseEnd: e.responseEnd, wire: e.transferSize,
    })));
  const before = entries.filter((e) => e.responseEnd > 0 && e.responseEnd <= paintMs).map((e) => ({ ...e, gzip: gzipByUrl.get(e.url) ?? 0 }));
  const bytes = before.reduce((sum, b) => sum + b.gzip, 0);
  const wire = before.reduce((sum, b) => sum + b.wire, 0);
  await context.close();
  return { paintMs, bytes, wire, requests: before.length, before };
}

export async function coldLoad(baseUrl) {
  const browser = await launchBrowser();
  const runs = [];
  try {
    for (let i = 0; i < RUNS; i++) runs.push(await oneRun(browser, baseUrl));
  } finally {
    await browser.close();
  }
  const bytes = median(runs.map((r) => r.bytes));
  if (process.env.BENCH_VERBOSE) {
    // What the first run fetched before the paint, largest first: where the bytes go.
    console.log(`  runs: ${runs.map((r) => `${kb(r.wire)} ${r.paintMs.toFixed(0)} ms`).join('; ')}`);
    const last = runs[runs.length - 1];
    console.log(`  last run, first status painted at ${last.paintMs.toFixed(0)} ms:`);
    for (const b of [...last.before].sort((x, y) => x.startTime - y.startTime)) {
      console.log(`  ${kb(b.wire).padStart(9)} wire ${kb(b.gzip).padStart(9)} gzip ${b.startTime.toFixed(0).padStart(5)}–${b.responseEnd.toFixed(0).padStart(5)} ms  ${b.url}`);
    }
  }
  const paint = median(runs.map((r) => r.paintMs));
  const wire = median(runs.map((r) => r.wire));
  console.log(`cold load /main/all: ${kb(wire)} on the wire (budget ${kb(BUDGET_WIRE)}), ${kb(bytes)} gzip (budget ${kb(BUDGET_BYTES)}) ` +
    `before first status paint over ${median(runs.map((r) => r.requests))} requests; first status paint ${paint.toFixed(0)} ms (median of ${RUNS})`);
  return { bytes, wire, paint, withinBudget: bytes <= BUDGET_BYTES && wire <= BUDGET_WIRE };
}
