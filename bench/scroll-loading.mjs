// Loading older statuses while the reader keeps scrolling: a tag timeline of 260
// statuses, opened by a visitor and scrolled with 3,000 px wheel steps 350 ms apart, never
// pausing, until status 200 is on screen. Compared, in the same page and run, with 10 pages of the
// same timeline fetched back to back (raw, and as the 1 s older-fetch throttle allows).
// Budget (Phanpy took 5.3 s for 207 statuses): status 200 on screen within 5 s of
// scrolling; no task over 50 ms.
import { launchBrowser, passwordToken, postStatus, recordLongTasks, feedArticle } from './harness.mjs';
import { recordTaskCpu } from './task-cpu.mjs';

const STATUSES = 260;
const TARGET = 200;
const WHEEL_PX = 3000;
const WHEEL_GAP_MS = 350;
const TIMEOUT_MS = 150_000;
const OLDER_THROTTLE_MS = 1000;
export const BUDGETS = { longestTaskMs: 50, scrollMs: 5000 };

async function seed(baseUrl, tag) {
  const tokens = await Promise.all(['alice', 'bob', 'carol'].map((u) => passwordToken(baseUrl, u)));
  let next = 0;
  const worker = async () => {
    while (next < STATUSES) {
      const i = next++;
      const words = 'starlings wheel over the river at dusk in their thousands'.split(' ').slice(0, 4 + (i % 7));
      await postStatus(baseUrl, tokens[i % tokens.length], `Scroll post ${i}: ${words.join(' ')} #${tag}`);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}

/** In the page: 10 pages of the tag timeline, each request sent when the previous one is parsed. */
const fetchPagesBackToBack = async ({ tag, pages }) => {
  const times = [];
  let maxId = null;
  for (let i = 0; i < pages; i++) {
    const started = performance.now();
    const q = new URLSearchParams({ limit: '20' });
    if (maxId) q.set('max_id', maxId);
    const res = await fetch(`/api/v1/timelines/tag/${tag}?${q}`);
    const page = await res.json();
    times.push(performance.now() - started);
    maxId = page[page.length - 1]?.id ?? maxId;
  }
  return times;
};

/** Highest position on screen, and whether the feed's footer (the end of the list) is in view. */
const feedProgress = () => {
  let loaded = 0;
  for (const a of document.querySelectorAll('[role=feed] article')) loaded = Math.max(loaded, Number(a.getAttribute('aria-posinset') ?? 0));
  const footer = document.querySelector('.timeline-footer');
  const atEnd = footer ? footer.getBoundingClientRect().top < window.innerHeight : false;
  return { loaded, atEnd };
};

export async function scrollLoading(baseUrl) {
  const tag = `benchwheel${Date.now().toString(36)}`;
  await seed(baseUrl, tag);
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.addInitScript(recordLongTasks);
    await page.goto(`${baseUrl}/tag/${tag}`);
    await feedArticle(page).waitFor({ timeout: 30_000 });

    const raw = await page.evaluate(fetchPagesBackToBack, { tag, pages: 10 });
    const rawMs = raw.reduce((a, b) => a + b, 0);
    // The client may start an older fetch at most once a second: the fastest any client can go.
    const throttledMs = raw[0] + raw.slice(1).reduce((sum, t) => sum + Math.max(t, OLDER_THROTTLE_MS), 0);

    await page.waitForTimeout(1200);
    await page.mouse.move(640, 400);
    await page.evaluate(() => window.__resetLongTasks());
    const cpu = await recordTaskCpu(page);
    const started = Date.now();
    let state = await page.evaluate(feedProgress);
    let steps = 0;
    let stepsAtEnd = 0;
    while (state.loaded < TARGET && Date.now() - started < TIMEOUT_MS) {
      await page.mouse.wheel(0, WHEEL_PX);
      await page.waitForTimeout(WHEEL_GAP_MS);
      state = await page.evaluate(feedProgress);
      steps += 1;
      if (state.atEnd && state.loaded < TARGET) stepsAtEnd += 1;
    }
    const scrollMs = Date.now() - started;
    const tasks = await page.evaluate(() => ({ longest: window.__longestTask, count: window.__longTasks }));
    const { longestCpu, overCpu } = await cpu.stop();
    await context.close();

    const reached = state.loaded >= TARGET;
    const fast = reached && scrollMs <= BUDGETS.scrollMs;
    console.log(`scroll loading: ${reached ? `status ${TARGET} on screen after ${(scrollMs / 1000).toFixed(1)} s` : `only ${state.loaded} statuses after ${(scrollMs / 1000).toFixed(1)} s`} ` +
      `of continuous scrolling (budget ${BUDGETS.scrollMs / 1000} s; ${steps} wheel steps of ${WHEEL_PX} px every ${WHEEL_GAP_MS} ms; the end of the list in view after ${stepsAtEnd} of them)`);
    console.log(`scroll loading: 10 pages fetched back to back: ${(rawMs / 1000).toFixed(2)} s raw, ` +
      `${(throttledMs / 1000).toFixed(1)} s at the 1 s older-fetch throttle in pages of 20`);
    console.log(`scroll loading: longest task while scrolling ${tasks.longest.toFixed(0)} ms (budget ${BUDGETS.longestTaskMs} ms), ${tasks.count} tasks over 50 ms; ` +
      `by CPU time longest ${longestCpu.toFixed(0)} ms, ${overCpu} over 50 ms`);
    return { longestCpu, overCpu, scrollMs, rawMs, throttledMs, stepsAtEnd, longestTask: tasks.longest, withinBudget: fast && tasks.longest <= BUDGETS.longestTaskMs };
  } finally {
    await browser.close();
  }
}

// Run on its own: node bench/scroll-loading.mjs (BENCH_PORT, BENCH_DIST, BENCH_SERVER_ROOT).
if (import.meta.url === `file://${process.argv[1]}`) {
  const { withServer } = await import('./harness.mjs');
  await withServer(scrollLoading);
}
