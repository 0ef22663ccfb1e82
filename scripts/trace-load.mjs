// `pnpm trace-load <path>`: where a page's load spends the main thread, on a phone's CPU.
//
// Builds the web unminified with source maps into a temporary folder, starts the console on it
// (TRACE_PORT, default 8193; TRACE_PLATFORM_PORT, default 4193; a new DATA_DIR with the demo
// data), signs in (TRACE_USER / TRACE_PASSWORD, default the demo admin), and loads the path in
// Debian's Chromium (CHROMIUM_PATH to override) at 390x844 with the CPU slowed 4x, as
// Lighthouse's phone runs are (TRACE_NETWORK=phone: its phone network too). Prints each
// main-thread task over TRACE_MIN_MS (default 50): its start after navigation, its length, its
// heaviest frames and the heaviest of our code, by original file and line. Lighthouse's total blocking time is the sum of each such task's time
// past 50 ms between the first paint and the page's going quiet. docs/PERFORMANCE.md has what
// it found. The trace itself is kept as trace.json in TRACE_OUT (default: not kept), with the
// build it traced (web/) beside it.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { buildServers, repoRoot, serverEntry } from './build-servers.mjs';
import { longTasks } from './trace-load/report.mjs';

const target = process.argv[2];
if (!target?.startsWith('/')) {
  console.error('usage: pnpm trace-load /t/nordrevision/companies/<key>/assignments');
  process.exit(2);
}
const { chromium } = createRequire(path.join(repoRoot, 'e2e', 'package.json'))('@playwright/test');
const port = Number(process.env.TRACE_PORT ?? 8193);
const base = `http://127.0.0.1:${port}`;
const work = mkdtempSync(path.join(os.tmpdir(), 'ledger-trace-'));
const distDir = path.join(work, 'web');
let server = null;

try {
  console.error('trace-load: building the web with source maps ...');
  const vite = spawnSync(
    process.execPath,
    [
      path.join(repoRoot, 'web', 'node_modules', 'vite', 'bin', 'vite.js'),
      'build',
      '--sourcemap',
      '--minify',
      'false',
      '--outDir',
      distDir,
      '--emptyOutDir',
    ],
    { cwd: path.join(repoRoot, 'web'), stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (vite.status !== 0) throw new Error('trace-load: the web build failed');
  buildServers();
  const env = {
    ...process.env,
    PORT: String(port),
    PLATFORM_PORT: String(process.env.TRACE_PLATFORM_PORT ?? 4193),
    DATA_DIR: path.join(work, 'data'),
    WEB_DIST: distDir,
  };
  delete env.V1_BASE_URL; // the embedded platform with its demo data
  server = spawn(process.execPath, [serverEntry()], {
    cwd: path.join(repoRoot, 'bff'),
    env,
    detached: true,
    stdio: 'ignore',
  });
  await healthy();

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  });
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(`${base}/sign-in`);
  await page.getByLabel('Username').fill(process.env.TRACE_USER ?? 'admin');
  await page.getByLabel('Password').fill(process.env.TRACE_PASSWORD ?? 'admin-demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // TRACE_NETWORK=phone: Lighthouse's phone network as its DevTools throttling applies it (the
  // request latency 562.5 ms, 1474.56 Kbit/s down, 675 up), for what happens when the first
  // screen's reads come after its paint. Over the console's plain HTTP/1.1 (six connections),
  // where the Lighthouse bench uses HTTP/2: the chunks queue more than there.
  if (process.env.TRACE_NETWORK === 'phone') {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 562.5,
      downloadThroughput: (1474.56 * 1024) / 8,
      uploadThroughput: (675 * 1024) / 8,
    });
  }
  await page.goto('about:blank');
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'disabled-by-default-v8.cpu_profiler',
      'blink.user_timing', // navigationStart: the times are counted from it
      'loading',
    ],
  });
  await page.goto(base + target, { waitUntil: 'networkidle' });
  // Quiet for a while after the network, as Lighthouse waits for the main thread.
  await page.waitForTimeout(1500);
  const trace = await browser.stopTracing();
  await browser.close();
  if (process.env.TRACE_OUT) {
    // The build beside the trace: its source maps name the trace's frames.
    mkdirSync(process.env.TRACE_OUT, { recursive: true });
    writeFileSync(path.join(process.env.TRACE_OUT, 'trace.json'), trace);
    cpSync(distDir, path.join(process.env.TRACE_OUT, 'web'), { recursive: true });
  }
  const { traceEvents } = JSON.parse(trace.toString());
  const minMs = Number(process.env.TRACE_MIN_MS ?? 50);
  console.log(longTasks(traceEvents, { distDir, minMs }).join('\n'));
} finally {
  if (server?.pid) {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // gone already
    }
  }
  rmSync(work, { recursive: true, force: true });
}

/** Waits for the console's /healthz (the platform and its demo data start first). */
async function healthy() {
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    if (server.exitCode !== null) throw new Error('trace-load: the console exited at start');
    if (Date.now() > deadline) throw new Error(`trace-load: ${base}/healthz did not answer`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
