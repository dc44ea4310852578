// Names the work inside a page's long tasks, from traces kept by BENCH_TRACE_DIR (bench/task-cpu.mjs)
// and the source maps of a `vite build --sourcemap` dist:
//   node bench/long-tasks.mjs <trace dir> <dist dir> [--over ms (40)]
// For each main-thread task over the threshold (wall or CPU): its wall and CPU time, the rendering
// and garbage collection inside it, the JS profiler's samples by function (self time) and by our
// own functions on the stack (inclusive: src/ frames only). Then the same over all those tasks.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SourceMapConsumer } from 'source-map-js';

const [dir, dist] = process.argv.slice(2);
const overAt = process.argv.indexOf('--over');
const OVER_MS = overAt > 0 ? Number(process.argv[overAt + 1]) : 40;
if (!dir || !dist) throw new Error('usage: node bench/long-tasks.mjs <trace dir> <dist dir> [--over ms]');

const maps = new Map();
function consumer(url) {
  const file = join(dist, new URL(url).pathname + '.map');
  if (!maps.has(file)) maps.set(file, existsSync(file) ? new SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8'))) : null);
  return maps.get(file);
}

const names = new Map();
/** `src/x/y.ts:12 name` for a profiler frame, through the source map when there is one. */
function frameName(cf) {
  const key = `${cf.url}:${cf.lineNumber}:${cf.columnNumber}:${cf.functionName}`;
  if (names.has(key)) return names.get(key);
  let name = cf.functionName || '(anonymous)';
  if (cf.url?.startsWith('http')) {
    const pos = consumer(cf.url)?.originalPositionFor({ line: cf.lineNumber + 1, column: cf.columnNumber });
    name = pos?.source
      ? `${pos.source.replace(/^(\.\.\/)+/, '').replace(/^.*node_modules\//, 'nm:')}:${pos.line} ${pos.name ?? cf.functionName ?? ''}`.trim()
      : `${new URL(cf.url).pathname}:${cf.lineNumber} ${name}`;
  }
  names.set(key, name);
  return name;
}

const ours = (name) => name.startsWith('src/');
const add = (m, k, v) => m.set(k, (m.get(k) ?? 0) + v);
const top = (m, n) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `    ${v.toFixed(1).padStart(6)} ms  ${k}`).join('\n');

const totalSelf = new Map();
const totalOurs = new Map();
let tasksSeen = 0;
for (const file of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
  const events = JSON.parse(readFileSync(join(dir, file), 'utf8')).traceEvents;
  const threadNames = new Map(events.filter((e) => e.name === 'thread_name').map((e) => [`${e.pid}:${e.tid}`, e.args?.name]));
  const isMain = (e) => threadNames.get(`${e.pid}:${e.tid}`) === 'CrRendererMain';
  // Profiler samples (time, stack of frame names) per thread.
  const samples = [];
  const profiles = new Map();
  for (const e of events) {
    if (e.name === 'Profile') profiles.set(`${e.pid}:${e.id}`, { t: e.args.data.startTime, nodes: new Map(), key: `${e.pid}:${e.tid}` });
    if (e.name !== 'ProfileChunk') continue;
    const p = profiles.get(`${e.pid}:${e.id}`);
    const { cpuProfile, timeDeltas = [] } = e.args.data;
    if (!p || !cpuProfile) continue;
    for (const n of cpuProfile.nodes ?? []) p.nodes.set(n.id, n);
    (cpuProfile.samples ?? []).forEach((id, i) => {
      p.t += timeDeltas[i] ?? 0;
      samples.push({ t: p.t, key: p.key, id, p });
    });
  }
  const stackOf = (s) => {
    const out = [];
    for (let n = s.p.nodes.get(s.id); n; n = s.p.nodes.get(n.parent)) out.push(frameName(n.callFrame));
    return out;
  };
  const tasks = events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && isMain(e) &&
    (e.dur / 1000 > OVER_MS || (e.tdur ?? 0) / 1000 > OVER_MS));
  for (const task of tasks) {
    tasksSeen += 1;
    const key = `${task.pid}:${task.tid}`;
    const end = task.ts + task.dur;
    const inside = events.filter((e) => e.ph === 'X' && `${e.pid}:${e.tid}` === key && e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end);
    const sum = (re) => inside.filter((e) => re.test(e.name)).reduce((n, e) => n + (e.tdur ?? e.dur) / 1000, 0);
    const driven = inside.some((e) => e.name === 'EvaluateScript' && !e.args?.data?.url);
    const own = samples.filter((s) => s.key === key && s.t >= task.ts && s.t <= end);
    const self = new Map();
    const inclusive = new Map();
    own.forEach((s, i) => {
      const dt = ((own[i + 1]?.t ?? end) - s.t) / 1000;
      const stack = stackOf(s);
      add(self, stack[0] ?? '?', dt);
      add(totalSelf, stack[0] ?? '?', dt);
      for (const f of new Set(stack.filter(ours))) { add(inclusive, f, dt); add(totalOurs, f, dt); }
    });
    console.log(`${file} task at ${(task.ts / 1000).toFixed(0)} ms: wall ${(task.dur / 1000).toFixed(0)} ms, CPU ${((task.tdur ?? 0) / 1000).toFixed(0)} ms` +
      `${driven ? ' (a driver evaluation)' : ''}; layout ${sum(/^Layout$/).toFixed(1)}, style ${sum(/^UpdateLayoutTree$/).toFixed(1)}, ` +
      `GC ${sum(/GC|MinorGC|MajorGC/).toFixed(1)}, paint ${sum(/^(Paint|PrePaint)$/).toFixed(1)}, ` +
      `DevTools protocol interrupts ${sum(/^V8\.InvokeApiInterruptCallbacks$/).toFixed(1)} ms`);
    console.log(`  self:\n${top(self, 8)}\n  ours (inclusive):\n${top(inclusive, 10)}`);
  }
}
console.log(`\n${tasksSeen} tasks over ${OVER_MS} ms; all of them, self:\n${top(totalSelf, 25)}\nours (inclusive):\n${top(totalOurs, 30)}`);
