// Finds a Chromium for Playwright. Playwright's own browser download cannot be reached here, so
// the system Chromium is used: CHROMIUM_PATH, else the usual Debian/Ubuntu paths, else apt-get.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const candidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

export function findChromium() {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  return candidates.find((p) => existsSync(p)) ?? null;
}

/** Returns a Chromium path, installing Debian's package when apt is there and we are root. */
export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (hasApt && isRoot) {
    console.log('No Chromium found: installing Debian\'s chromium package...');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
    spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium', 'fonts-dejavu-core'], { stdio: 'inherit', env });
    const installed = findChromium();
    if (installed) return installed;
  }
  throw new Error(
    'No Chromium found for the end-to-end tests. Install one (Debian/Ubuntu: `apt-get install chromium`) ' +
      'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
  );
}

// Launch flags for this sandboxed, offline machine: no background network chatter, no GPU.
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
