// Tasks measured by the main thread's own CPU time (the trace's RunTask `tdur`), beside the
// PerformanceObserver's wall-clock long tasks: on a machine shared by many workers a task's wall
// time includes the time its thread waited for a core, its CPU time does not.
export const CPU_BUDGET_MS = 50;

/** Starts recording the page's main-thread tasks; `stop()` resolves to their figures. */
export async function recordTaskCpu(page) {
  const cdp = await page.context().newCDPSession(page);
  const threads = new Map();
  const tasks = [];
  cdp.on('Tracing.dataCollected', ({ value }) => {
    for (const e of value) {
      if (e.name === 'thread_name') threads.set(`${e.pid}:${e.tid}`, e.args?.name);
      else if (e.name === 'RunTask' && e.ph === 'X' && e.dur > 5000) tasks.push({ key: `${e.pid}:${e.tid}`, wall: e.dur / 1000, cpu: (e.tdur ?? e.dur) / 1000 });
    }
  });
  await cdp.send('Tracing.start', {
    traceConfig: { includedCategories: ['disabled-by-default-devtools.timeline'] },
    transferMode: 'ReportEvents',
  });
  return {
    async stop() {
      const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
      await cdp.send('Tracing.end');
      await done;
      await cdp.detach().catch(() => {});
      const main = tasks.filter((t) => threads.get(t.key) === 'CrRendererMain');
      return {
        longestCpu: Math.max(0, ...main.map((t) => t.cpu)),
        overCpu: main.filter((t) => t.cpu > CPU_BUDGET_MS).length,
      };
    },
  };
}
