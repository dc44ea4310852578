// Cold load of /main/all: the gzip bytes of everything the browser fetched before the first status
// was painted, and the time to that paint. Budget (issue 2): at most 170 KB gzip.
import { gzipSync } from 'node:zlib';
import { kb, launchBrowser, median } from './harness.mjs';

const RUNS = 5;
const BUDGET_BYTES = 170 * 1024;

// Marks the moment the first status article is in the DOM, then waits two frames so it has painted.
const markFirstStatusPaint = () => {
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
  const bodies = [];
  page.on('response', async (response) => {
    const finishedAt = Date.now();
    try {
      const body = await response.body();
      bodies.push({ url: response.url(), finishedAt, gzip: gzipSync(body).length });
    } catch {
      /* redirects and aborted requests have no body */
    }
  });
  const start = Date.now();
  await page.goto(`${baseUrl}/main/all`);
  await page.waitForFunction(() => window.__firstStatusPaint !== undefined, null, { timeout: 30_000 });
  const paintMs = await page.evaluate(() => window.__firstStatusPaint);
  const paintWall = start + paintMs;
  await page.waitForTimeout(200); // let response bodies of in-flight requests settle
  const before = bodies.filter((b) => b.finishedAt <= paintWall + 5);
  const bytes = before.reduce((sum, b) => sum + b.gzip, 0);
  await context.close();
  return { paintMs, bytes, requests: before.length, before };
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
    for (const b of [...runs[0].before].sort((x, y) => y.gzip - x.gzip)) console.log(`  ${kb(b.gzip).padStart(9)}  ${b.url}`);
  }
  const paint = median(runs.map((r) => r.paintMs));
  console.log(`cold load /main/all: ${kb(bytes)} gzip before first status paint (budget ${kb(BUDGET_BYTES)}) ` +
    `over ${median(runs.map((r) => r.requests))} requests; first status paint ${paint.toFixed(0)} ms (median of ${RUNS})`);
  return { bytes, paint, withinBudget: bytes <= BUDGET_BYTES };
}
