// Warm start: a returning signed-in person's time to the first home status, against
// the cold start (the same person's first visit: nothing cached) in the same run. The warm visit
// has what a return brings: the service worker's precache, and the last page in IndexedDB.
// The first status counts when it is on screen, whoever drew it: on a warm visit that is the kept
// picture of the page (store/lastSeenPicture.ts) before the app's code has run.
// Budget: warm ≤ 0.5× cold (medians).
import { markFirstStatusPaint } from './cold-load.mjs';
import { launchBrowser, median, passwordToken } from './harness.mjs';

const RUNS = 5;
const BUDGET_RATIO = 0.5;
const USER = 'alice';

/** The signed-in session as the app stores it (store/persistence.ts), before the app reads it. */
const storeToken = (token) => {
  if (!localStorage.getItem('vuex-lz')) localStorage.setItem('vuex-lz', JSON.stringify({ oauth: { userToken: token } }));
};

/** Home statuses kept in IndexedDB (store/lastSeenDb.ts). */
const keptHome = () =>
  new Promise((resolve) => {
    const open = indexedDB.open('starling');
    open.onerror = () => resolve(0);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('lastSeen')) return resolve(0);
      const get = db.transaction('lastSeen').objectStore('lastSeen').get('current');
      get.onsuccess = () => resolve(get.result?.home?.length ?? 0);
      get.onerror = () => resolve(0);
    };
  });

async function firstPaint(page, url) {
  await page.goto(url);
  await page.waitForFunction(() => window.__firstStatusPaint !== undefined, null, { timeout: 60_000 });
  return page.evaluate(() => window.__firstStatusPaint);
}

async function oneRun(browser, baseUrl, token) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await context.addInitScript(markFirstStatusPaint);
    await context.addInitScript(storeToken, token);
    const cold = await context.newPage();
    const coldMs = await firstPaint(cold, `${baseUrl}/main/friends`);
    // What a return finds: the worker in control with the build precached, the last page kept.
    await cold.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 120_000 });
    await cold.waitForFunction(keptHome, null, { timeout: 30_000, polling: 250 });
    await cold.close();
    const warm = await context.newPage();
    const warmMs = await firstPaint(warm, `${baseUrl}/main/friends`);
    return { coldMs, warmMs };
  } finally {
    await context.close();
  }
}

export async function warmStart(baseUrl) {
  const token = await passwordToken(baseUrl, USER);
  const browser = await launchBrowser();
  const runs = [];
  try {
    for (let i = 0; i < RUNS; i++) runs.push(await oneRun(browser, baseUrl, token));
  } finally {
    await browser.close();
  }
  const cold = median(runs.map((r) => r.coldMs));
  const warm = median(runs.map((r) => r.warmMs));
  const ratio = warm / cold;
  console.log(`warm start /main/friends: first status paint ${warm.toFixed(0)} ms warm vs ${cold.toFixed(0)} ms cold ` +
    `(${ratio.toFixed(2)}×, budget ≤ ${BUDGET_RATIO}×; median of ${RUNS}; runs: ${runs.map((r) => `${r.coldMs.toFixed(0)}/${r.warmMs.toFixed(0)}`).join(', ')})`);
  return { cold, warm, ratio, withinBudget: ratio <= BUDGET_RATIO };
}
