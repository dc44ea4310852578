// A long timeline loaded by scrolling: ~2,000 statuses under one hashtag, opened at
// /tag/<tag> and scrolled to the bottom until all are loaded, then scrolled back up frame by frame.
// Figures: elements inside the feed and in the document, JS heap after GC, the longest task while
// scrolling. Budgets: at most 3,000 elements in the timeline, heap at most 120 MB, no task over 50 ms.
import { heapAfterGc, kb, launchBrowser, mb, passwordToken, postStatus, recordLongTasks, feedArticle } from './harness.mjs';

const STATUSES = 2000;
const AUTHORS = ['alice', 'bob', 'carol', 'admin'];
const CONCURRENCY = 16;
const LOAD_TIMEOUT_MS = 300_000;
export const BUDGETS = { feedElements: 3000, heapBytes: 120 * 1024 * 1024, longestTaskMs: 50 };

const WORDS = 'the quick brown fox jumps over a lazy dog while starlings sing in the morning light'.split(' ');
function text(i, tag) {
  const words = Array.from({ length: 6 + ((i * 7919) % 60) }, (_, j) => WORDS[(i + j * 3) % WORDS.length]);
  return `Bench post ${i}: ${words.join(' ')} #${tag}`;
}

/** Posts `STATUSES` statuses with the tag, spread over a few authors, in parallel. */
async function seed(baseUrl, tag) {
  const tokens = await Promise.all(AUTHORS.map((u) => passwordToken(baseUrl, u)));
  const started = Date.now();
  let next = 0;
  const worker = async () => {
    while (next < STATUSES) {
      const i = next++;
      await postStatus(baseUrl, tokens[i % tokens.length], text(i, tag));
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return Date.now() - started;
}

const feedState = () => {
  const articles = document.querySelectorAll('[role=feed] article');
  const last = articles[articles.length - 1];
  return {
    loaded: Number(last?.getAttribute('aria-posinset') ?? 0),
    bottomedOut: (last?.getAttribute('aria-setsize') ?? '-1') !== '-1',
    articles: articles.length,
  };
};

/** Scrolls to the bottom until every status is loaded (or the list bottoms out). */
async function loadAll(page) {
  const until = Date.now() + LOAD_TIMEOUT_MS;
  let state = await page.evaluate(feedState);
  let maxArticles = state.articles;
  while (!state.bottomedOut && state.loaded < STATUSES && Date.now() < until) {
    const before = state.loaded;
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const grewBy = Date.now() + 1500;
    while (Date.now() < grewBy) {
      await page.waitForTimeout(100);
      state = await page.evaluate(feedState);
      maxArticles = Math.max(maxArticles, state.articles);
      if (state.loaded > before || state.bottomedOut) break;
    }
    if (state.loaded === before && !state.bottomedOut) {
      // The load trigger was throttled (1 s): ask with the footer's button, as a user would.
      const older = page.getByRole('button', { name: /load older/i });
      if (await older.isVisible().catch(() => false)) await older.click({ timeout: 2000 }).catch(() => {});
      await page.waitForTimeout(300);
      state = await page.evaluate(feedState);
    }
  }
  return { ...state, maxArticles };
}

/** Scrolls from the bottom to the top, `step` px a frame, like a fast wheel or fling. */
const scrollUpByFrames = (step) =>
  new Promise((resolve) => {
    let maxArticles = 0;
    const tick = () => {
      maxArticles = Math.max(maxArticles, document.querySelectorAll('[role=feed] article').length);
      if (window.scrollY <= 0) return resolve(maxArticles);
      window.scrollBy(0, -step);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });

const elementCounts = () => ({
  feed: document.querySelectorAll('[role=feed] *').length,
  document: document.getElementsByTagName('*').length,
});

export async function timelineScroll(baseUrl) {
  const tag = `benchscroll${Date.now().toString(36)}`;
  const seedMs = await seed(baseUrl, tag);
  console.log(`timeline scroll: posted ${STATUSES} statuses in ${(seedMs / 1000).toFixed(1)} s`);

  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.addInitScript(recordLongTasks);
    await page.goto(`${baseUrl}/tag/${tag}`);
    await feedArticle(page).waitFor({ timeout: 30_000 });
    await page.waitForTimeout(500);
    await page.evaluate(() => window.__resetLongTasks());

    const started = Date.now();
    const loadedState = await loadAll(page);
    const loadMs = Date.now() - started;
    const atBottom = await page.evaluate(elementCounts);
    const readTasks = () => page.evaluate(() => ({ longest: window.__longestTask, count: window.__longTasks }));
    const loadingTasks = await readTasks();
    await page.evaluate(() => window.__resetLongTasks());
    const maxWhileUp = await page.evaluate(scrollUpByFrames, 400);
    const atTop = await page.evaluate(elementCounts);
    const upTasks = await readTasks();
    const tasks = { longest: Math.max(loadingTasks.longest, upTasks.longest), count: loadingTasks.count + upTasks.count };
    const heap = await heapAfterGc(page);
    await context.close();

    const feedElements = Math.max(atBottom.feed, atTop.feed);
    const documentElements = Math.max(atBottom.document, atTop.document);
    const maxArticles = Math.max(loadedState.maxArticles, maxWhileUp);
    const ok = {
      feedElements: feedElements <= BUDGETS.feedElements,
      heap: heap <= BUDGETS.heapBytes,
      longestTask: tasks.longest <= BUDGETS.longestTaskMs,
    };
    console.log(`timeline scroll: ${loadedState.loaded} statuses loaded by scrolling in ${(loadMs / 1000).toFixed(1)} s` +
      `${loadedState.bottomedOut ? ' (bottomed out)' : ''}; at most ${maxArticles} articles rendered at once`);
    console.log(`timeline scroll: ${feedElements} elements in the timeline (budget ${BUDGETS.feedElements}), ` +
      `${documentElements} in the document`);
    console.log(`timeline scroll: JS heap after GC ${mb(heap)} (budget ${mb(BUDGETS.heapBytes)}) [${kb(heap)}]`);
    console.log(`timeline scroll: longest task while scrolling ${tasks.longest.toFixed(0)} ms (budget ${BUDGETS.longestTaskMs} ms), ` +
      `${tasks.count} tasks over 50 ms; loading older pages ${loadingTasks.longest.toFixed(0)} ms (${loadingTasks.count} over), ` +
      `scrolling back up through all ${upTasks.longest.toFixed(0)} ms (${upTasks.count} over)`);
    return {
      loaded: loadedState.loaded,
      feedElements,
      documentElements,
      heap,
      longestTask: tasks.longest,
      withinBudget: ok.feedElements && ok.heap && ok.longestTask,
    };
  } finally {
    await browser.close();
  }
}

// Run on its own: node bench/timeline-scroll.mjs (BENCH_PORT to choose the port).
if (import.meta.url === `file://${process.argv[1]}`) {
  const { withServer } = await import('./harness.mjs');
  await withServer(timelineScroll);
}
