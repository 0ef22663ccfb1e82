// Reads a Chromium trace of one page load: the main thread's long tasks (RunTask events over a
// threshold, as Lighthouse's TBT counts them), each with the CPU samples that fell inside it,
// named through the build's source maps by original file and function.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const { SourceMapConsumer } = createRequire(import.meta.url)('source-map-js');

/** The renderer's main thread: the one whose process recorded the CPU profile. */
function mainThread(events) {
  const profiled = new Set(events.filter((e) => e.name === 'ProfileChunk').map((e) => e.pid));
  const thread = events.find(
    (e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && profiled.has(e.pid),
  );
  if (!thread) throw new Error('trace-load: the trace has no profiled renderer main thread');
  return { pid: thread.pid, tid: thread.tid };
}

/** The CPU samples, in time order, with the profile's call tree. */
function cpuSamples(events, pid) {
  const nodes = new Map();
  const samples = [];
  let t = events.find((e) => e.pid === pid && e.name === 'Profile')?.args.data.startTime ?? 0;
  for (const e of events.filter((x) => x.pid === pid && x.name === 'ProfileChunk')) {
    const { cpuProfile = {}, timeDeltas = [] } = e.args.data;
    for (const n of cpuProfile.nodes ?? []) nodes.set(n.id, n);
    (cpuProfile.samples ?? []).forEach((id, i) => samples.push({ id, t: (t += timeDeltas[i]) }));
  }
  return { nodes, samples };
}

/** Names a call frame by its original source (`fn file:line`, `node_modules/` cut). */
function namer(distDir) {
  const maps = new Map();
  return (frame) => {
    if (!frame.url?.includes('/assets/')) return frame.functionName || '(native)';
    const file = path.join(distDir, 'assets', frame.url.split('/assets/')[1]);
    if (!maps.has(file)) {
      try {
        maps.set(file, new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, 'utf8'))));
      } catch {
        maps.set(file, null);
      }
    }
    const pos = maps.get(file)?.originalPositionFor({
      line: (frame.lineNumber ?? 0) + 1,
      column: frame.columnNumber ?? 0,
    });
    const source = (pos?.source ?? path.basename(file))
      .replace(/.*node_modules\//, '')
      .replace(/.*\/web\/src\//, 'web/');
    return `${frame.functionName || pos?.name || '(anonymous)'} ${source}:${pos?.line ?? '?'}`;
  };
}

const top = (map, n) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([name, us]) => `${(us / 1000).toFixed(0).padStart(5)} ms  ${name}`);

/**
 * The long tasks after the first navigation to `http`, as lines of text: each task's start and
 * length, its heaviest frames by their own time, and the heaviest of our code (web/, the
 * contract) and of Mantine's components by the time spent under them.
 */
export function longTasks(traceEvents, { distDir, minMs = 50, frames = 8 }) {
  const { pid, tid } = mainThread(traceEvents);
  const start = traceEvents.find(
    (e) =>
      e.pid === pid &&
      e.name === 'navigationStart' &&
      e.args?.data?.documentLoaderURL?.startsWith('http'),
  )?.ts;
  if (start === undefined) throw new Error('trace-load: the trace has no navigationStart');
  const fcp = traceEvents.find((e) => e.pid === pid && e.name === 'firstContentfulPaint')?.ts;
  const { nodes, samples } = cpuSamples(traceEvents, pid);
  const name = namer(distDir);
  const ours = /^\S+ (web\/|.*contract\/src\/|@mantine\/core\/esm\/components\/)/;
  const lines = [];
  let blocking = 0;
  const tasks = traceEvents.filter(
    (e) =>
      e.pid === pid &&
      e.tid === tid &&
      e.name === 'RunTask' &&
      e.ts >= start &&
      e.dur > minMs * 1000,
  );
  for (const task of tasks) {
    const beforePaint = fcp !== undefined && task.ts + task.dur <= fcp;
    if (!beforePaint) blocking += Math.max(0, task.dur - 50_000);
    const own = new Map();
    const under = new Map();
    const inside = samples.filter((s) => s.t >= task.ts && s.t <= task.ts + task.dur);
    inside.forEach((sample, i) => {
      const us = (inside[i + 1]?.t ?? sample.t) - sample.t;
      const leaf = name(nodes.get(sample.id).callFrame);
      own.set(leaf, (own.get(leaf) ?? 0) + us);
      const seen = new Set();
      for (let n = nodes.get(sample.id); n; n = nodes.get(n.parent)) {
        const frame = name(n.callFrame);
        if (seen.has(frame) || !ours.test(frame)) continue;
        seen.add(frame);
        under.set(frame, (under.get(frame) ?? 0) + us);
      }
    });
    lines.push(
      `task at ${((task.ts - start) / 1000).toFixed(0)} ms: ${(task.dur / 1000).toFixed(0)} ms` +
        (beforePaint ? ' (before the first paint)' : ''),
    );
    lines.push('  own time:', ...top(own, frames).map((l) => `    ${l}`));
    if (under.size) lines.push('  under our code:', ...top(under, frames).map((l) => `    ${l}`));
  }
  if (fcp !== undefined)
    lines.push(`first contentful paint at ${((fcp - start) / 1000).toFixed(0)} ms`);
  lines.push(
    `${tasks.length} tasks over ${minMs} ms; their time past 50 ms each, after the first paint: ` +
      `${(blocking / 1000).toFixed(0)} ms`,
  );
  return lines;
}
