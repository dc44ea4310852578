import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findChromium } from './scripts/chromium.mjs';

// Real Chromium (the system one), real server process, fresh seeded database each run.
// Three instances: the Pleroma flavour most specs use, a plain-Mastodon flavour, and one whose
// front-end configuration asks for the OAuth code flow (loginMethod token).
export const PLEROMA_URL = 'http://127.0.0.1:8181';
export const MASTODON_URL = 'http://127.0.0.1:8182';
export const TOKEN_LOGIN_URL = 'http://127.0.0.1:8183';

const executablePath = findChromium() ?? undefined;
const server = (port: number, dir: string, extra = '', env: Record<string, string> = {}) => ({
  env: { ...(process.env as Record<string, string>), ...env },
  command: `node --import tsx server/main.ts --port ${port} --data .tmp/${dir} --reset ${extra}`.trim(),
  url: `http://127.0.0.1:${port}/api/v1/instance`,
  reuseExistingServer: false,
  timeout: 120_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
});

export default defineConfig({
  testDir: 'e2e',
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
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: [
    server(8181, 'e2e-pleroma'),
    server(8182, 'e2e-mastodon', '--flavor mastodon'),
    server(8183, 'e2e-token', '', { STARLING_FRONTEND_CONFIG: JSON.stringify({ loginMethod: 'token' }) }),
  ],
});
