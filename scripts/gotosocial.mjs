// The real-GoToSocial suite's needs: where the server lives (../shared/gotosocial, beside the
// repository; absent on a user's fresh clone) and the Debian packages it uses (sqlite3 unlocks
// the test accounts, ffmpeg processes uploads), installed the way chromium.mjs installs Chromium.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The folder with GoToSocial's binary and run.sh, or null when it is not there. */
export function gotosocialDir() {
  const dir = process.env.GOTOSOCIAL_DIR ?? join(root, '..', 'shared', 'gotosocial');
  return existsSync(join(dir, 'run.sh')) && existsSync(join(dir, 'gotosocial')) ? dir : null;
}

const PACKAGES = [
  { command: 'sqlite3', pkg: 'sqlite3' },
  { command: 'ffmpeg', pkg: 'ffmpeg' },
];

const has = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;

/** Installs sqlite3 and ffmpeg with apt-get when missing and possible; otherwise says what to install. */
export function ensureGotosocialPackages() {
  let missing = PACKAGES.filter((p) => !has(p.command));
  if (missing.length === 0) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (has('apt-get') && isRoot) {
    console.log(`GoToSocial suite: installing ${missing.map((p) => p.pkg).join(', ')} with apt-get...`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
    spawnSync('apt-get', ['install', '-y', '--no-install-recommends', ...missing.map((p) => p.pkg)], { stdio: 'inherit', env });
    missing = missing.filter((p) => !has(p.command));
  }
  if (missing.length > 0) {
    console.log(
      `GoToSocial suite: ${missing.map((p) => p.command).join(' and ')} not found; install ${missing.map((p) => p.pkg).join(' ')} ` +
        '(Debian/Ubuntu: apt-get install sqlite3 ffmpeg). Without them the test accounts stay locked and uploads fail.',
    );
  }
}
