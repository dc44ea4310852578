// Tasks measured by the main thread's own CPU time (the trace's RunTask `tdur`), beside the
// PerformanceObserver's wall-clock long tasks: on a machine shared by many workers a task's wall
// time includes the time its thread waited for a core, its CPU time does not.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const CPU_BUDGET_MS = 50;

/**
 * BENCH_TRACE_DIR=dir keeps each recording's main-thread trace with the JS sampling profiler's
 * samples in dir (bench/long-tasks.mjs names the functions inside the long tasks).
 */
const TRACE_DIR = process.env.BENCH_TRACE_DIR;
let traces = 0;

/** The page's own rendering work (style and layout), counted even when a test driver's evaluation forced it. */
const RENDERING = new Set(['Layout', 'UpdateLayoutTree']);

/**
 * The DevTools protocol's work run inside a page's task: V8 interrupts the running script to
 * serve the inspector (starting the trace's instrumentation, the probe's queries). The app asks
 * for no such interrupts, so their time is the bench's, not the app's. Seeing them takes the
 * `v8.execute` category, whose own events cost a few ms in a busy task: only the soak, whose probe
 * queries the page every minute, asks for it (`leaveOutInterrupts`).
 */
const INSPECTOR_INTERRUPT = 'V8.InvokeApiInterruptCallbacks';

const cpuOf = (e) => (e.tdur ?? e.dur) / 1000;

/**
 * A test driver's evaluation (Playwright's queries, page.evaluate) runs as a task of the page's
 * main thread: a script without a URL, sent over the DevTools protocol. Such a task is the
 * driver's, not the app's; only the style and layout it forced (the app's pending rendering) count.
 */
function appCpu(task, inside) {
  const driven = inside.some((e) => e.name === 'EvaluateScript' && !e.args?.data?.url);
  if (!driven) {
    const interrupted = inside.filter((e) => e.name === INSPECTOR_INTERRUPT).reduce((sum, e) => sum + cpuOf(e), 0);
    return cpuOf(task) - interrupted;
  }
  return inside.filter((e) => RENDERING.has(e.name)).reduce((sum, e) => sum + cpuOf(e), 0);
}

/** Starts recording the page's main-thread tasks; `stop()` resolves to their figures. */
export async function recordTaskCpu(page, { leaveOutInterrupts = false } = {}) {
  const cdp = await page.context().newCDPSession(page);
  const threads = new Map();
  const events = [];
  const kept = [];
  cdp.on('Tracing.dataCollected', ({ value }) => {
    if (TRACE_DIR) kept.push(...value);
    for (const e of value) {
      if (e.name === 'thread_name') threads.set(`${e.pid}:${e.tid}`, e.args?.name);
      else if (e.ph !== 'X') continue;
      else if (e.name === 'RunTask' ? e.dur > 5000 : e.name === 'EvaluateScript' || e.name === INSPECTOR_INTERRUPT || RENDERING.has(e.name)) events.push({ ...e, key: `${e.pid}:${e.tid}` });
    }
  });
  await cdp.send('Tracing.start', {
    traceConfig: {
      includedCategories: ['disabled-by-default-devtools.timeline', 'devtools.timeline',
        ...(leaveOutInterrupts || TRACE_DIR ? ['v8.execute'] : []),
        ...(TRACE_DIR ? ['disabled-by-default-v8.cpu_profiler'] : [])],
    },
    transferMode: 'ReportEvents',
  });
  return {
    async stop() {
      const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
      await cdp.send('Tracing.end');
      await done;
      await cdp.detach().catch(() => {});
      if (TRACE_DIR) {
        mkdirSync(TRACE_DIR, { recursive: true });
        writeFileSync(join(TRACE_DIR, `trace-${String(traces++).padStart(3, '0')}.json`), JSON.stringify({ traceEvents: kept }));
      }
      const main = events.filter((e) => threads.get(e.key) === 'CrRendererMain');
      const within = (task) => main.filter((e) => e !== task && e.key === task.key && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur);
      const cpu = main.filter((e) => e.name === 'RunTask').map((task) => appCpu(task, within(task)));
      return {
        longestCpu: Math.max(0, ...cpu),
        overCpu: cpu.filter((ms) => ms > CPU_BUDGET_MS).length,
      };
    },
  };
}
