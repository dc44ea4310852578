// Global set-up of the GoToSocial suite: the packages it needs, then GoToSocial (run.sh wipes
// its data folder and creates admin, alice and bob) and Starling in proxy mode in front of it.
// Both run in their own process groups and are stopped by the returned teardown.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { ensureGotosocialPackages, gotosocialDir } from '../../scripts/gotosocial.mjs';

const UA = { 'User-Agent': 'starling-e2e-setup' }; // GoToSocial answers 418 to a request without one

async function waitFor200(url: string, timeoutMs: number, alive: () => boolean): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (!alive()) throw new Error(`exited before ${url} answered`);
    try {
      if ((await fetch(url, { headers: UA })).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s`);
}

function start(name: string, cmd: string, args: string[], log: string[]): { child: ChildProcess; alive: () => boolean } {
  const child = spawn(cmd, args, { detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let exited = false;
  child.on('exit', () => (exited = true));
  const keep = (d: Buffer) => log.push(`[${name}] ${d.toString().trimEnd()}`);
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { child, alive: () => !exited };
}

function stop(child: ChildProcess): void {
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM'); // the whole group: run.sh execs the server in it
  } catch {
    // already gone
  }
}

export default async function setup(): Promise<() => Promise<void>> {
  const dir = gotosocialDir();
  if (!dir) {
    // A fresh clone: scripts/test.mjs does not even start this suite; run by hand, it skips.
    console.log('GoToSocial suite skipped: ../shared/gotosocial (the server it runs against) is not beside this checkout');
    process.env.GTS_SKIPPED = '1';
    return async () => {};
  }
  ensureGotosocialPackages();
  const gtsPort = process.env.GTS_PORT!;
  const proxyPort = process.env.GTS_PROXY_PORT!;
  const dist = process.env.E2E_DIST ?? 'dist';
  const log: string[] = [];
  const started = Date.now();

  const gts = start('gotosocial', 'bash', [path.join(dir, 'run.sh'), gtsPort, path.resolve(`.tmp/gotosocial-${gtsPort}`)], log);
  // Starling starts meanwhile: it needs the server only once requests come.
  const starling = start('starling', process.execPath, ['--import', 'tsx', 'server/main.ts', '--port', proxyPort, '--backend', `http://127.0.0.1:${gtsPort}`, '--dist', dist], log);
  try {
    // run.sh starts the server once to create its records, stops it, adds the accounts and
    // starts it again: only the line it prints before the second start means ready.
    const until = Date.now() + 120_000;
    while (!log.some((l) => l.includes('GoToSocial on http'))) {
      if (!gts.alive() || Date.now() > until) throw new Error('run.sh did not get GoToSocial going');
      await new Promise((r) => setTimeout(r, 250));
    }
    await waitFor200(`http://127.0.0.1:${gtsPort}/api/v1/instance`, 60_000, gts.alive);
    await waitFor200(`http://127.0.0.1:${proxyPort}/api/v1/instance`, 60_000, starling.alive);
  } catch (e) {
    stop(gts.child);
    stop(starling.child);
    console.log(log.slice(-30).join('\n'));
    throw e;
  }
  console.log(`GoToSocial on ${gtsPort} and Starling (proxy mode) on ${proxyPort} ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return async () => {
    stop(starling.child);
    stop(gts.child);
  };
}
