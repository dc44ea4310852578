// A burst of new statuses while a timeline is open: alice watches /main/friends with
// streaming on while bob, whom she follows, posts 200 statuses in 10 s. Figure: the longest task
// in alice's page from the start of the burst until its statuses have arrived. Budget: 50 ms.
import { DEMO_PASSWORD, launchBrowser, recordLongTasks, feedArticle } from './harness.mjs';
import { recordTaskCpu } from './task-cpu.mjs';

const BURST = 200;
const BURST_MS = 10_000;
const SETTLE_MS = 12_000; // one polling interval (10 s) and a little, should streaming be off
export const BUDGET_MS = 50;

async function form(url, body, token) {
  const headers = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`POST ${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** An app and a password-grant token for `username`, as the client would store them. */
async function signIn(baseUrl, username) {
  const app = await form(`${baseUrl}/api/v1/apps`, {
    client_name: 'starling-bench', redirect_uris: 'urn:ietf:wg:oauth:2.0:oob', scopes: 'read write follow push',
  });
  const token = await form(`${baseUrl}/oauth/token`, {
    grant_type: 'password', client_id: app.client_id, client_secret: app.client_secret,
    username, password: DEMO_PASSWORD, scope: 'read write follow push',
  });
  return { app, token: token.access_token };
}

/** Init script: alice signed in (stored token) with streaming on (the persisted `vuex-lz` shape). */
const persistSession = ({ clientId, clientSecret, userToken }) => {
  if (sessionStorage.getItem('bench-seeded')) return;
  sessionStorage.setItem('bench-seeded', '1');
  localStorage.setItem('vuex-lz', JSON.stringify({
    config: { streaming: true, pauseOnUnfocused: false },
    users: { lastLoginName: 'alice' },
    oauth: { clientId, clientSecret, appToken: null, userToken },
    ui: { lastTimeline: 'friends' },
  }));
};

export async function streamBurst(baseUrl) {
  const alice = await signIn(baseUrl, 'alice');
  const bob = await signIn(baseUrl, 'bob');
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.addInitScript(persistSession, {
      clientId: alice.app.client_id, clientSecret: alice.app.client_secret, userToken: alice.token,
    });
    await page.addInitScript(recordLongTasks);
    let updates = 0;
    let sockets = 0;
    page.on('websocket', (ws) => {
      if (!ws.url().includes('/api/v1/streaming')) return;
      sockets += 1;
      ws.on('framereceived', (f) => {
        if (typeof f.payload === 'string' && f.payload.includes('"event":"update"')) updates += 1;
      });
    });
    await page.goto(`${baseUrl}/main/friends`);
    await feedArticle(page).waitFor({ timeout: 30_000 });
    await page.waitForTimeout(1500); // let the socket join
    await page.evaluate(() => window.__resetLongTasks());
    const cpu = await recordTaskCpu(page);

    const tag = `burst${Date.now().toString(36)}`;
    const started = Date.now();
    const posts = [];
    for (let i = 0; i < BURST; i++) {
      const due = started + (i * BURST_MS) / BURST;
      if (due > Date.now()) await new Promise((r) => setTimeout(r, due - Date.now()));
      posts.push(form(`${baseUrl}/api/v1/statuses`, { status: `Burst ${i} #${tag}`, visibility: 'public' }, bob.token));
    }
    await Promise.all(posts);
    const postedMs = Date.now() - started;
    // Wait until the last one is on alice's page (or shown as waiting), bounded.
    const until = Date.now() + SETTLE_MS;
    while (Date.now() < until && updates < BURST) await page.waitForTimeout(200);
    await page.waitForTimeout(1000);
    const tasks = await page.evaluate(() => ({ longest: window.__longestTask, count: window.__longTasks }));
    const { longestCpu, overCpu } = await cpu.stop();
    const articles = await page.locator('[role=feed] article').count();
    await context.close();

    const mode = sockets > 0 && updates > 0 ? 'streaming' : 'polling (no streamed updates seen)';
    console.log(`stream burst: ${BURST} statuses posted by bob in ${(postedMs / 1000).toFixed(1)} s; ` +
      `alice received ${updates} by ${mode}; ${articles} articles rendered after`);
    console.log(`stream burst: longest task ${tasks.longest.toFixed(0)} ms (budget ${BUDGET_MS} ms), ${tasks.count} tasks over 50 ms; ` +
      `by CPU time longest ${longestCpu.toFixed(0)} ms, ${overCpu} over 50 ms`);
    return { longestTask: tasks.longest, longestCpu, overCpu, updates, mode, withinBudget: tasks.longest <= BUDGET_MS };
  } finally {
    await browser.close();
  }
}

// Run on its own: node bench/stream-burst.mjs (BENCH_PORT to choose the port).
if (import.meta.url === `file://${process.argv[1]}`) {
  const { withServer } = await import('./harness.mjs');
  await withServer(streamBurst);
}
