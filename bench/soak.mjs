// A tab that stays open: alice signed in with streaming on, home open with the
// notifications column beside it and a chat with bob open in a second tab, while the instance
// gets about two actions a second from other accounts (bench/soak-driver.mjs). Every minute she
// scrolls down 100 posts and back (taking what waited behind 'show new' there), opens a
// conversation and a profile and comes back, and switches to another timeline and back; then the
// page is sampled (bench/soak-probe.mjs). Budgets and the
// plot: bench/soak-budgets.mjs; the SVG goes to bench/results/.
// `npm run bench soak -- --minutes N` (default 20); `--smoke` checks the smoke run's budgets and
// exits non-zero when the heap trend or the DOM is over them.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_PASSWORD, launchBrowser, mb, recordLongTasks, feedArticle } from './harness.mjs';
import { burst, prepareDriver, startDriver } from './soak-driver.mjs';
import { instrumentPage, sample } from './soak-probe.mjs';
import { FULL, SMOKE, checkBudgets, plotSvg } from './soak-budgets.mjs';
import { recordTaskCpu } from './task-cpu.mjs';

const MINUTE_MS = Number(process.env.SOAK_MINUTE_MS) || 60_000;
const WARM_UP_MS = 45_000;
const resultsDir = new URL('./results/', import.meta.url).pathname;
/** The probe queries the page every minute: its interrupts are the bench's, not the app's tasks. */
const SOAK_CPU = { leaveOutInterrupts: true };

async function form(url, body) {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`POST ${url}: ${res.status}`);
  return res.json();
}

async function signIn(baseUrl, username) {
  const app = await form(`${baseUrl}/api/v1/apps`, {
    client_name: 'starling-soak', redirect_uris: 'urn:ietf:wg:oauth:2.0:oob', scopes: 'read write follow push',
  });
  const token = await form(`${baseUrl}/oauth/token`, {
    grant_type: 'password', client_id: app.client_id, client_secret: app.client_secret,
    username, password: DEMO_PASSWORD, scope: 'read write follow push',
  });
  return { app, token: token.access_token };
}

/** Init script: alice signed in with streaming on (the persisted `vuex-lz` shape). */
const persistSession = ({ clientId, clientSecret, userToken }) => {
  if (localStorage.getItem('vuex-lz')) return;
  localStorage.setItem('vuex-lz', JSON.stringify({
    config: { streaming: true, pauseOnUnfocused: false },
    users: { lastLoginName: 'alice' },
    oauth: { clientId, clientSecret, appToken: null, userToken },
    ui: { lastTimeline: 'friends' },
  }));
};

const maxPosInSet = () => Math.max(0, ...[...document.querySelectorAll('[role=feed] article')].map((a) => Number(a.getAttribute('aria-posinset')) || 0));

/** Scrolls the home feed until the 100th post has been on screen, then back to the top. */
async function scrollHundred(page) {
  const until = Date.now() + 40_000;
  while (Date.now() < until && (await page.evaluate(maxPosInSet)) < 100) {
    await page.mouse.wheel(0, 1600);
    await page.waitForTimeout(250);
  }
  const reached = await page.evaluate(maxPosInSet);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(500);
  // Statuses that came while she was down the feed wait behind 'show new' (or 'reload'): back at
  // the top, she takes them, as a person does. Without it home stays paused for the rest of the run.
  const waiting = page.locator('.timeline-heading__new').first();
  if (await waiting.isVisible()) {
    await waiting.click({ timeout: 5000 }).catch(() => {});
    await page.waitForTimeout(500);
  }
  return reached;
}

/** Index of the first `selector` match wholly in the viewport, below the sticky top bar; -1 when none. */
const firstInView = (selector) => [...document.querySelectorAll(selector)].findIndex((el) => {
  const r = el.getBoundingClientRect();
  return r.width > 0 && r.top >= 80 && r.bottom <= window.innerHeight;
});

/**
 * Opens the first link in view and comes back, as a person does on a feed that streams faster than
 * a status a second: at the top every status is shown at once and each showing blocks the feed's
 * clicks for 1 s, so nothing there can be clicked; a little way down the new ones are counted
 * behind 'show new' instead, what is in view stays put, and a second later the click goes through.
 */
async function openAndBack(page, selector) {
  await page.mouse.wheel(0, 400);
  await page.waitForTimeout(1200);
  const before = page.url();
  let moved = false;
  for (let tries = 0; tries < 3 && !moved; tries++) {
    const index = await page.evaluate(firstInView, selector);
    if (index < 0) return false;
    await page.locator(selector).nth(index).click({ timeout: 5000 }).catch(() => {});
    moved = await page.waitForURL((u) => u.toString() !== before, { timeout: 2500 }).then(() => true, () => false);
  }
  if (!moved) return false;
  await page.waitForTimeout(1500);
  // History back inside the app (never past it: the tab must stay the same page all along).
  await page.evaluate(() => history.back());
  await page.waitForURL(before, { timeout: 10_000 }).catch(() => {});
  await feedArticle(page).waitFor({ timeout: 20_000 }).catch(() => {});
  return true;
}

async function everyMinute(page) {
  const scrolled = await scrollHundred(page);
  const conversation = await openAndBack(page, '[role=feed] article a[href^="/notice/"]');
  const profile = await openAndBack(page, '[role=feed] article a.status-header__handle');
  await page.getByRole('link', { name: 'Public timeline' }).first().click({ timeout: 5000 }).catch(() => {});
  await page.waitForTimeout(2000);
  await page.getByRole('link', { name: 'Home timeline' }).first().click({ timeout: 5000 }).catch(() => {});
  await feedArticle(page).waitFor({ timeout: 20_000 }).catch(() => {});
  return { scrolled, conversation, profile };
}

const line = (i, s) => `soak: minute ${String(i).padStart(2)}: heap ${mb(s.heap)}, ${s.dom} elements, ${s.listeners} listeners, ` +
  `${s.timers} timers, sockets ${JSON.stringify(Object.values(s.sockets))}, longest task while idle ${s.longestTask.toFixed(0)} ms ` +
  `(${s.longTasks} over 50), in the person's actions ${(s.actionLongest ?? 0).toFixed(0)} ms, ` +
  `longest task's CPU (both tabs) ${(s.longestCpu ?? 0).toFixed(0)} ms (${s.overCpu ?? 0} over 50 ms of CPU), store ${JSON.stringify(s.store)}`;

export async function soak(baseUrl, { minutes = 20, smoke = false } = {}) {
  const alice = await signIn(baseUrl, 'alice');
  const driver = await prepareDriver(baseUrl, alice.token);
  const browser = await launchBrowser();
  const traffic = startDriver(baseUrl, driver);
  const samples = [];
  let closing = false;
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript(persistSession, {
      clientId: alice.app.client_id, clientSecret: alice.app.client_secret, userToken: alice.token,
    });
    await context.addInitScript(recordLongTasks);
    await context.addInitScript(instrumentPage);
    const page = await context.newPage();
    // A renderer that dies mid-run is a finding of its own: say so, not only "page closed".
    page.on('crash', () => console.log(`soak: the page crashed at ${page.url()}`));
    browser.on('disconnected', () => closing || console.log('soak: the browser went away'));
    await page.goto(`${baseUrl}/main/friends`);
    await feedArticle(page).waitFor({ timeout: 60_000 });
    const chat = await context.newPage();
    await chat.goto(`${baseUrl}/users/alice/chats/${driver.users[0].id}`);
    await page.bringToFront();
    // Warm-up: one round of the person's actions (the screens' chunks load once) and a burst of 50
    // at once, its long tasks measured on their own; then minute 0 is sampled.
    const warmUntil = Date.now() + WARM_UP_MS;
    await everyMinute(page);
    await page.evaluate(() => window.__resetLongTasks());
    const burstCpu = await recordTaskCpu(page, SOAK_CPU);
    await burst(baseUrl, driver);
    await page.waitForTimeout(5000);
    samples.burstLongestTask = await page.evaluate(() => { const l = window.__longestTask; window.__resetLongTasks(); return l; });
    samples.burstCpu = await burstCpu.stop();
    console.log(`soak: a burst of 50 posts: longest task ${samples.burstLongestTask.toFixed(0)} ms, its CPU ${samples.burstCpu.longestCpu.toFixed(0)} ms`);
    await page.waitForTimeout(Math.max(0, warmUntil - Date.now()));
    const started = Date.now();
    samples.push({ ...(await sample(page)), chatDom: await chat.evaluate(() => document.getElementsByTagName('*').length) });
    console.log(`${line(0, samples[0])}, chat tab ${samples[0].chatDom} elements`);
    // Recorded after the sample, as every minute's is: the sample's forced GC is the bench's.
    let cpu = await recordTaskCpu(page, SOAK_CPU);
    for (let i = 1; i <= minutes; i++) {
      const due = Date.now() + MINUTE_MS;
      const did = await everyMinute(page);
      if (!did.conversation || !did.profile || did.scrolled < 100) console.log(`soak: minute ${i}: ${JSON.stringify(did)} at ${page.url()}`);
      // Long tasks of the person's own actions apart from those of the rest of the minute (streaming only).
      const actionLongest = await page.evaluate(() => { const l = window.__longestTask; window.__resetLongTasks(); return l; });
      await page.waitForTimeout(Math.max(0, due - Date.now()));
      const cpuFigures = await cpu.stop();
      samples.push({ ...(await sample(page)), ...cpuFigures, actionLongest, chatDom: await chat.evaluate(() => document.getElementsByTagName('*').length) });
      console.log(`${line(i, samples[i])}, chat tab ${samples[i].chatDom} elements`);
      cpu = await recordTaskCpu(page, SOAK_CPU);
    }
    await cpu.stop();
    await context.close();
    const { actions, errors } = await traffic.stop();
    console.log(`soak: ${minutes} min, ${actions} driver actions (${errors} failed), ` +
      `${(actions / ((Date.now() - started + WARM_UP_MS) / 1000)).toFixed(1)}/s`);
  } finally {
    await traffic.stop();
    closing = true;
    await browser.close();
  }
  const checks = checkBudgets(samples, smoke ? SMOKE : FULL);
  for (const c of checks) console.log(`soak: ${c.ok ? '✔' : '✘'} ${c.text}`);
  mkdirSync(resultsDir, { recursive: true });
  const file = join(resultsDir, `soak-${new Date().toISOString().replace(/[:.]/g, '-')}.svg`);
  writeFileSync(file, plotSvg(samples, `Starling soak, ${minutes} min`));
  writeFileSync(file.replace(/\.svg$/, '.json'), JSON.stringify({ samples, burstLongestTask: samples.burstLongestTask, burstCpu: samples.burstCpu }, null, 1));
  console.log(`soak: plot written to ${file}`);
  // The smoke run fails only on what a loaded CI machine cannot blur: the heap trend and the DOM bound.
  const failing = checks.filter((c) => !c.ok && (!smoke || ['heapTrend', 'dom'].includes(c.name)));
  return { samples, checks, withinBudget: failing.length === 0 };
}

export function parseArgs(argv) {
  const i = argv.indexOf('--minutes');
  const minutes = i >= 0 ? Number(argv[i + 1]) : 20;
  if (!Number.isFinite(minutes) || minutes < 1) throw new Error('--minutes needs a whole number of minutes, 1 or more');
  return { minutes: Math.round(minutes), smoke: argv.includes('--smoke') };
}

// Run on its own: node bench/soak.mjs --minutes N [--smoke] (BENCH_PORT, BENCH_DIST as for the others).
if (import.meta.url === `file://${process.argv[1]}`) {
  const { withServer } = await import('./harness.mjs');
  const result = await withServer((url) => soak(url, parseArgs(process.argv.slice(2))));
  process.exit(result.withinBudget ? 0 : 1);
}
