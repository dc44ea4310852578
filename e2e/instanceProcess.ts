// An embedded instance of a spec's own (its own port and data folder), started and stopped as a
// real process: for restarts, kills and a second instance beside the suite's.
import { spawn, type ChildProcess } from 'node:child_process';

export interface InstanceOptions {
  port: number;
  data: string;
  dist: string;
  /** Start from a fresh database (else the data folder's, as after a restart). */
  reset: boolean;
}

/** Starts the instance and resolves once it answers /api/v1/instance (60 s at most). */
export async function startInstance({ port, data, dist, reset }: InstanceOptions): Promise<ChildProcess> {
  const args = ['--import', 'tsx', 'server/main.ts', '--port', String(port), '--data', data, '--dist', dist, ...(reset ? ['--reset'] : [])];
  const child = spawn(process.execPath, args, { env: { ...process.env, STARLING_TEST_HOOKS: '1' }, stdio: 'ignore' });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the instance on ${port} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/v1/instance`)).ok) return child;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`the instance on ${port} did not start within 60 s`);
}

/** Stops it (SIGTERM, or SIGKILL for a crash) and waits for the process to end. */
export async function stopInstance(child: ChildProcess | null, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill(signal);
  await exited;
}
