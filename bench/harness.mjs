// Shared by the bench scripts: start a seeded embedded instance on a free port and a headless
// system Chromium; small statistics helpers.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, ensureChromium } from '../scripts/chromium.mjs';
import { startServer } from '../scripts/lib.mjs';

export async function withServer(fn, { port = 8191, extraArgs = [] } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'starling-bench-'));
  const child = startServer(['--port', String(port), '--data', dataDir, '--reset', ...extraArgs], { stdio: 'ignore' });
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
