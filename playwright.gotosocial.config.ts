import { execFileSync } from 'node:child_process';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findChromium } from './scripts/chromium.mjs';

// The client against a real GoToSocial 0.19.2 (../shared/gotosocial), through Starling's proxy
// mode: e2e/gotosocial/setup.ts starts both, the spec signs in and works as a person would.
// One worker, desktop only. Ports: E2E_PORT_BASE + 6 (GoToSocial) and + 7 (Starling), else free
// ones; chosen once here and handed to the workers through the environment.
function freePort(): number {
  const script = "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim());
}
const base = Number(process.env.E2E_PORT_BASE ?? 0);
process.env.GTS_PORT ??= String(base ? base + 6 : freePort());
process.env.GTS_PROXY_PORT ??= String(base ? base + 7 : freePort());
// An embedded instance beside GoToSocial, for the spec that adds the GoToSocial account to it (+ 8).
process.env.GTS_EMBEDDED_PORT ??= String(base ? base + 8 : freePort());
export const GTS_URL = `http://127.0.0.1:${process.env.GTS_PORT}`;
export const GTS_PROXY_URL = `http://127.0.0.1:${process.env.GTS_PROXY_PORT}`;
export const EMBEDDED_URL = `http://127.0.0.1:${process.env.GTS_EMBEDDED_PORT}`;

export default defineConfig({
  testDir: 'e2e/gotosocial',
  testMatch: '*.gts.ts',
  globalSetup: './e2e/gotosocial/setup.ts',
  outputDir: `.tmp/test-results-gotosocial-${process.env.GTS_PROXY_PORT}`,
  timeout: 150_000,
  expect: { timeout: 10_000 },
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json']],
  use: {
    baseURL: GTS_PROXY_URL,
    launchOptions: { executablePath: findChromium() ?? undefined, args: chromiumArgs },
    trace: 'retain-on-failure',
    // The app's service worker (issue 28) answers pages and pictures itself, and page.route never sees
    // what it answers: specs run without it; e2e/installable.spec.ts allows it.
    serviceWorkers: 'block',
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
});
