import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { longTasks } from './report.mjs';

// A bundle of one line whose two functions map back to two source files.
function distWithMap() {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'trace-report-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'assets', 'index-x.js.map'),
    JSON.stringify({
      version: 3,
      sources: ['../../web/src/features/Tab.tsx', '../../node_modules/zod/v4/core/core.js'],
      names: [],
      // line 1: column 0 -> Tab.tsx line 10; column 10 -> core.js line 50
      mappings: 'AASA,UCwCA',
    }),
  );
  return dist;
}

const pid = 1;
const tid = 2;
const frame = (functionName, columnNumber) => ({
  functionName,
  url: 'http://127.0.0.1/assets/index-x.js',
  lineNumber: 0,
  columnNumber,
});
/** A load: a 90 ms task before the first paint, then a 120 ms one in Tab calling zod. */
const events = [
  { pid, tid, name: 'thread_name', args: { name: 'CrRendererMain' } },
  {
    pid,
    tid,
    name: 'navigationStart',
    ts: 1_000,
    args: { data: { documentLoaderURL: 'http://x/' } },
  },
  { pid, tid, name: 'firstContentfulPaint', ts: 200_000 },
  { pid, tid, name: 'Profile', args: { data: { startTime: 1_000 } } },
  {
    pid,
    tid,
    name: 'ProfileChunk',
    args: {
      data: {
        cpuProfile: {
          nodes: [
            { id: 1, callFrame: { functionName: '(root)' } },
            { id: 2, parent: 1, callFrame: frame('Tab', 0) },
            { id: 3, parent: 2, callFrame: frame('init', 10) },
          ],
          // 80 ms in zod under Tab, 30 ms in Tab itself, inside the second task
          samples: [2, 3, 3, 3, 3, 2, 2, 2],
        },
        timeDeltas: [300_000, 10_000, 20_000, 20_000, 20_000, 20_000, 10_000, 10_000],
      },
    },
  },
  { pid, tid, name: 'RunTask', ph: 'X', ts: 100_000, dur: 90_000 },
  { pid, tid, name: 'RunTask', ph: 'X', ts: 300_000, dur: 120_000 },
];

test('a long task after the first paint, named by original source, counted past 50 ms', () => {
  const lines = longTasks(events, { distDir: distWithMap(), minMs: 30, frames: 3 });
  const text = lines.join('\n');
  assert.match(text, /task at 99 ms: 90 ms \(before the first paint\)/);
  assert.match(text, /task at 299 ms: 120 ms\n/);
  assert.match(text, /80 ms {2}init zod\/v4\/core\/core\.js:50/);
  // Under our code: Tab, whose samples and those of what it called add up.
  assert.match(text, /110 ms {2}Tab web\/features\/Tab\.tsx:10/);
  assert.match(text, /first contentful paint at 199 ms/);
  // Only the task after the paint counts, and only its time past 50 ms.
  assert.match(
    text,
    /2 tasks over 30 ms; their time past 50 ms each, after the first paint: 70 ms/,
  );
});
