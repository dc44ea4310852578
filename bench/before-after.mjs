// Before/after in one run on the same machine: runs bench scripts against two checkouts (server
// and client build each), alternating, N times, and prints every line each run printed.
//   node bench/before-after.mjs --before /path/to/old-worktree:.tmp/dist-old --after .:.tmp/dist-new \
//     [--runs 3] [--port 9080] cold-load scroll-loading
// Each side is SERVER_ROOT:CLIENT_DIST (paths relative to this checkout).
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const [value] = args.splice(i, 2).slice(1);
  return value;
};
const before = opt('before');
const after = opt('after', '.:dist');
const runs = Number(opt('runs', '3'));
const port = opt('port', '9080');
const benches = args.length ? args : ['cold-load', 'scroll-loading'];
if (!before) throw new Error('--before SERVER_ROOT:CLIENT_DIST is required');

const here = resolve(new URL('.', import.meta.url).pathname);
const sides = { before, after };
for (let run = 1; run <= runs; run++) {
  for (const bench of benches) {
    for (const [label, side] of Object.entries(sides)) {
      const [root, dist] = side.split(':');
      const load = spawnSync('uptime', { encoding: 'utf8' }).stdout.trim().replace(/^.*load/, 'load');
      const env = { ...process.env, BENCH_PORT: port, BENCH_SERVER_ROOT: resolve(root), BENCH_DIST: resolve(dist) };
      const script = `import('${here}/${bench}.mjs').then(async (m) => { const { withServer } = await import('${here}/harness.mjs'); await withServer(Object.values(m).find((f) => typeof f === 'function')); })`;
      const out = spawnSync(process.execPath, ['--input-type=module', '-e', script], { env, encoding: 'utf8', cwd: resolve('.') });
      for (const line of `${out.stdout}${out.stderr}`.trim().split('\n')) console.log(`[run ${run} ${label.padEnd(6)} ${load}] ${line}`);
    }
  }
}
