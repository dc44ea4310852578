import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findChromium } from './scripts/chromium.mjs';

// Real Chromium (the system one), real server process, fresh seeded database each run.
// Three instances: the Pleroma flavour most specs use, a plain-Mastodon flavour, and one whose
// front-end configuration asks for the OAuth code flow (loginMethod token).
// E2E_PORT_BASE lets several runs share one machine (each run takes three ports from it).
const base = Number(process.env.E2E_PORT_BASE ?? 8181);
// E2E_DIST: a client build of its own (vite build --outDir X) for such a parallel run.
const dist = process.env.E2E_DIST ?? 'dist';
export const PLEROMA_URL = `http://127.0.0.1:${base}`;
export const MASTODON_URL = `http://127.0.0.1:${base + 1}`;
export const TOKEN_LOGIN_URL = `http://127.0.0.1:${base + 2}`;

const executablePath = findChromium() ?? undefined;
const server = (port: number, dir: string, extra = '', env: Record<string, string> = {}) => ({
  // STARLING_TEST_HOOKS: lets specs read a captcha's answer (registration.spec) without weakening it.
  env: { ...(process.env as Record<string, string>), STARLING_TEST_HOOKS: '1', ...env },
  command: `node --import tsx server/main.ts --port ${port} --data .tmp/${dir}-${port} --dist ${dist} --reset ${extra}`.trim(),
  url: `http://127.0.0.1:${port}/api/v1/instance`,
  reuseExistingServer: false,
  timeout: 120_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
});

export default defineConfig({
  testDir: 'e2e',
  // Parallel runs (E2E_PORT_BASE) keep their traces apart.
  outputDir: process.env.E2E_PORT_BASE ? `.tmp/test-results-${base}` : 'test-results',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json']],
  use: {
    baseURL: PLEROMA_URL,
    launchOptions: { executablePath, args: chromiumArgs },
    trace: 'retain-on-failure',
    // The app's service worker (issue 28) answers pages and pictures itself, and page.route never sees
    // what it answers: specs run without it; e2e/installable.spec.ts allows it.
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: [
    server(base, 'e2e-pleroma'),
    server(base + 1, 'e2e-mastodon', '--flavor mastodon'),
    server(base + 2, 'e2e-token', '', { STARLING_FRONTEND_CONFIG: JSON.stringify({ loginMethod: 'token' }) }),
  ],
});
