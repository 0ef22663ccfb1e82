/**
 * startup: how long a BFF process takes from spawn to its first /readyz 200, run from source
 * through tsx (as before) and compiled with plain node (as `pnpm start` runs it), the two arms
 * alternating within one run so they share the machine's load. Two set-ups: the BFF alone
 * against a V1 already running (production beside a real V1), and `pnpm start`'s demo process
 * with its embedded platform on a data directory it has used before. Also the time of a full
 * server build (tsc), which `pnpm start`, the e2e suite and CI pay when the sources changed.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { percentile, round, spawnPlatform, tempDir } from './helpers.js';
import { DEMO_ACCOUNTS } from '../src/server.js';
import { addTestAccounts, buildServer, childBffEnv, serverEntryArgs } from '../test/bff-helpers.js';
import { freePort } from './scale-console.js';
import type { BenchOptions, BenchResults } from './types.js';

const bffDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/** Spawns a BFF and polls its /readyz until 200; the milliseconds from spawn to that answer. */
async function timeToReady(compiled: boolean, env: NodeJS.ProcessEnv): Promise<number> {
  const port = await freePort();
  const args = serverEntryArgs('bff/main', compiled); // builds (when stale) before the clock starts
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: bffDir,
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the BFF exited ${child.exitCode}: ${stderr}`);
      const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (r) => r.status === 200,
        () => false,
      );
      if (ready) return performance.now() - started;
      await new Promise((r) => setTimeout(r, 5));
    }
  } finally {
    await new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  }
}

/** Median start-up of each arm over `runs` alternating runs, after one unmeasured run of each. */
async function bothArms(runs: number, env: NodeJS.ProcessEnv) {
  const times = { tsx: [] as number[], compiled: [] as number[] };
  for (let i = -1; i < runs; i++) {
    for (const compiled of i % 2 ? [false, true] : [true, false]) {
      const ms = await timeToReady(compiled, env);
      if (i >= 0) times[compiled ? 'compiled' : 'tsx'].push(ms);
    }
  }
  const median = (xs: number[]) =>
    round(
      percentile(
        xs.sort((a, b) => a - b),
        50,
      ),
      0,
    );
  return { tsxMs: median(times.tsx), compiledMs: median(times.compiled) };
}

export default async function startup(opts: BenchOptions): Promise<Partial<BenchResults>> {
  const runs = opts.quick ? 3 : 7;
  const tmp = await tempDir('bench-startup-');
  try {
    const buildStarted = performance.now();
    buildServer({ force: true });
    const buildS = round((performance.now() - buildStarted) / 1000, 1);

    const platform = await spawnPlatform(path.join(tmp.dir, 'platform'));
    let alone;
    try {
      const dataDir = path.join(tmp.dir, 'bff');
      await addTestAccounts({ dataDir }, [...DEMO_ACCOUNTS]);
      alone = await bothArms(runs, childBffEnv(platform.baseUrl, dataDir));
    } finally {
      await platform.close();
    }

    const demoEnv: NodeJS.ProcessEnv = {
      ...process.env,
      DATA_DIR: path.join(tmp.dir, 'demo'),
      PLATFORM_PORT: '0',
      LOG_LEVEL: 'info',
    };
    delete demoEnv.V1_BASE_URL;
    const embedded = await bothArms(runs, demoEnv);

    console.error(
      `startup: BFF alone tsx ${alone.tsxMs} ms, compiled ${alone.compiledMs} ms; with the` +
        ` embedded platform tsx ${embedded.tsxMs} ms, compiled ${embedded.compiledMs} ms` +
        ` (medians of ${runs}); a full build ${buildS} s`,
    );
    return {
      startup: {
        runs,
        bffTsxMs: alone.tsxMs,
        bffCompiledMs: alone.compiledMs,
        embeddedTsxMs: embedded.tsxMs,
        embeddedCompiledMs: embedded.compiledMs,
        buildS,
      },
    };
  } finally {
    await tmp.remove();
  }
}
