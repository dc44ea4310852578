// Shared by the bench scripts: start a seeded embedded instance on a free port and a headless
// system Chromium; small statistics helpers.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, ensureChromium } from '../scripts/chromium.mjs';
import { startServer } from '../scripts/lib.mjs';

/** BENCH_PORT overrides the default port, so that runs can share a machine. */
export const DEFAULT_PORT = Number(process.env.BENCH_PORT) || 8191;

/** BENCH_DIST serves another client build (vite build --outDir X) instead of dist/. */
const distArgs = process.env.BENCH_DIST ? ['--dist', resolve(process.env.BENCH_DIST)] : [];
/** BENCH_SERVER_ROOT runs the server of another checkout (a `git worktree` of an older commit). */
const serverCwd = process.env.BENCH_SERVER_ROOT ? { cwd: resolve(process.env.BENCH_SERVER_ROOT) } : {};

export async function withServer(fn, { port = DEFAULT_PORT, extraArgs = [] } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'starling-bench-'));
  const args = ['--port', String(port), '--data', dataDir, '--reset', ...distArgs, ...extraArgs];
  const child = startServer(args, { stdio: 'ignore', ...serverCwd });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${url}/api/v1/instance`, 120_000);
    return await fn(url);
  } finally {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function waitFor(url, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server at ${url} did not come up`);
}

export async function launchBrowser() {
  return chromium.launch({ executablePath: ensureChromium(), args: chromiumArgs });
}

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

export const DEMO_PASSWORD = 'starling-demo';

/**
 * The feed's first article, to wait for. A locator, not `page.waitForSelector`: that returns an
 * element handle which keeps the article (and the whole tree it is later detached with) alive
 * until the page navigates, which a single-page app never does: a long bench then measures its
 * own handles as a leak.
 */
export const feedArticle = (page) => page.locator('[role=feed] article').first();

/** A user token by the password grant (an app is registered on the first call per server). */
export async function passwordToken(baseUrl, username, password = DEMO_PASSWORD) {
  const app = await postJson(`${baseUrl}/api/v1/apps`, {
    client_name: 'starling-bench', redirect_uris: 'urn:ietf:wg:oauth:2.0:oob', scopes: 'read write follow',
  });
  const token = await postJson(`${baseUrl}/oauth/token`, {
    grant_type: 'password', client_id: app.client_id, client_secret: app.client_secret,
    username, password, scope: 'read write follow',
  });
  return token.access_token;
}

/** POST /api/v1/statuses as the token's user; resolves to the created status. */
export function postStatus(baseUrl, token, status, extra = {}) {
  return postJson(`${baseUrl}/api/v1/statuses`, { status, visibility: 'public', ...extra }, token);
}

async function postJson(url, body, token) {
  const headers = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`POST ${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

/**
 * Init script (page.addInitScript): records the longest task in window.__longestTask (ms) and
 * the count of long tasks; `window.__resetLongTasks()` starts a new measurement.
 */
export const recordLongTasks = () => {
  window.__longestTask = 0;
  window.__longTasks = 0;
  window.__resetLongTasks = () => {
    window.__longestTask = 0;
    window.__longTasks = 0;
  };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      window.__longTasks += 1;
      window.__longestTask = Math.max(window.__longestTask, e.duration);
    }
  }).observe({ type: 'longtask', buffered: true });
};

/** JS heap in use after a full garbage collection, in bytes (Chromium DevTools protocol). */
export async function heapAfterGc(page) {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('HeapProfiler.enable');
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    return usedSize;
  } finally {
    await cdp.detach();
  }
}

export const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
