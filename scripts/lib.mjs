// Small helpers shared by the npm scripts: run a command, find out whether the client build is stale.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const root = new URL('..', import.meta.url).pathname;

/** Runs a command with inherited output; resolves to its exit code. */
export function run(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', cwd: root, ...opts });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}

export function runSync(cmd, args, opts = {}) {
  return spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...opts }).status ?? 1;
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const name of readdirSync(path)) {
    if (name.endsWith('.test.ts') || name.endsWith('.test.tsx')) continue;
    newest = Math.max(newest, newestMtime(join(path, name)));
  }
  return newest;
}

/** True when dist/ is missing or older than any client source. */
export function clientBuildIsStale() {
  const built = join(root, 'dist', 'index.html');
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  const sources = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json', 'sw', 'build'].map((p) => join(root, p));
  return sources.some((p) => newestMtime(p) > builtAt);
}

/** Installs dependencies when node_modules is missing (fresh clone). */
export async function ensureDependencies() {
  if (existsSync(join(root, 'node_modules', '.package-lock.json'))) return;
  console.log('Installing dependencies (npm ci)...');
  const code = await run('npm', ['ci']);
  if (code !== 0) throw new Error('npm ci failed');
}

export async function ensureClientBuild() {
  if (!clientBuildIsStale()) return;
  console.log('Building the client (vite build)...');
  const code = await run('npx', ['vite', 'build', '--logLevel', 'warn']);
  if (code !== 0) throw new Error('vite build failed');
}

/** Starts the embedded instance (tsx, no compile step); returns the child process. */
export function startServer(args, opts = {}) {
  return spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', ...args], { cwd: root, stdio: 'inherit', ...opts });
}
