import { defineConfig, devices, type ReporterDescription } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { timeoutScale } from '../scripts/timeout-scale.mjs';
import { findChromium, videoAvailable } from './scripts/browser.mjs';
import { baseURL, deployed, RUN_PREFIX, secrets, v1Only } from './fixtures/env.js';

// Without E2E_BASE_URL: one fresh console per run, its own data directory and ports, started by
// the suite itself. With it: nothing is started and that console is tested (README.md).
// Set in the runner process, inherited by the workers (which load this file again).
// A directory made here is removed again after the run (scripts/global-teardown.ts); one given
// as E2E_DATA_DIR is kept. It holds the signed-in storage states and the cross-worker locks.
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = mkdtempSync(path.join(tmpdir(), 'ledger-e2e-'));
  process.env.E2E_DATA_DIR_MADE = '1';
}
const port = Number(process.env.E2E_PORT ?? 8180);
const platformPort = Number(process.env.E2E_PLATFORM_PORT ?? 4110);
const executablePath = findChromium() ?? undefined;

// The waits scale with how busy the machine is when the run starts (scripts/timeout-scale.mjs,
// TEST_TIMEOUT_SCALE): on two shared cores a page's first render took from under a second to
// over 15 s, and a test's steps are the same work either way.
const scale = timeoutScale();

// Everything a run writes lives under its own folder, so two runs in one checkout do not clash.
const here = path.dirname(fileURLToPath(import.meta.url));
const runDir = path.resolve(
  here,
  process.env.E2E_OUTPUT_DIR ?? path.join('test-results', RUN_PREFIX),
);
const sharded = process.argv.some((a) => a.startsWith('--shard'));
const blobDir = process.env.E2E_BLOB_DIR ?? (sharded ? path.join(runDir, 'blob') : undefined);
const reporter: ReporterDescription[] = [
  // First, so every later reporter sees step titles and attachments without the passwords.
  ...(secrets().length ? [['./scripts/redact-reporter.ts'] as ReporterDescription] : []),
  ['list'],
  ['html', { open: 'never', outputFolder: path.join(runDir, 'html') }],
  ...(blobDir ? [['blob', { outputDir: blobDir }] as ReporterDescription] : []),
  ...(process.env.E2E_JUNIT
    ? [['junit', { outputFile: path.resolve(process.env.E2E_JUNIT) }] as ReporterDescription]
    : []),
  ...(process.env.E2E_JSON
    ? [['json', { outputFile: path.resolve(process.env.E2E_JSON) }] as ReporterDescription]
    : []),
];

export default defineConfig({
  testDir: './specs',
  globalTeardown: './scripts/global-teardown.ts',
  fullyParallel: true,
  // Two workers: the suite is written to be parallel-safe, and CI has two cores.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: !!process.env.CI,
  // A failed test runs once more, recording its trace (below); passing on that second try does
  // not make it green: a flaky test fails the run as a failed one does.
  retries: 1,
  failOnFlakyTests: true,
  // The CPUs are shared with other work: generous waits for real conditions, never sleeps.
  timeout: 60_000 * scale,
  // A page's first render after a navigation took over 15 s several times while the load average
  // was 11-14 (another engineer's suites on the same two cores): the lazy chunks arrive, then the
  // CPU-starved browser takes seconds to run them. 30 s waits for the same conditions.
  expect: { timeout: 30_000 * scale },
  reporter,
  outputDir: path.join(runDir, 'artifacts'),
  use: {
    baseURL,
    // The trace (every step's DOM and screencast, the network, the console) of a failed test's
    // second try. Recording it for every test took a third of the suite's time (351 s with, 235 s
    // without, 2 workers on two quiet cores); the first try keeps its screenshot.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // Videos on request (E2E_VIDEO=1, kept for failed tests): recording one is an ffmpeg per page
    // encoding the screencast (3-9 % of a core each, seen in ps during a run), for every test, on
    // two shared cores. A failed test's trace holds its DOM snapshots, network and console.
    // Needs an ffmpeg; scripts/ensure-browser.mjs links Debian's where Playwright looks.
    video: process.env.E2E_VIDEO === '1' && videoAvailable() ? 'retain-on-failure' : 'off',
    extraHTTPHeaders: {},
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    // Checks the target and the settings, then signs each account in once (specs/auth.setup.ts).
    { name: 'setup', testMatch: /auth\.setup\.ts/ },
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'] },
      dependencies: ['setup'],
      // specs/v1 only on a console whose V1 service does what V1.md says and no more
      // (E2E_V1_ONLY=1, as the deployment run of `pnpm test` sets: scripts/run-v1-deployment.mjs).
      testIgnore: [...(v1Only ? [] : [/\/v1\/[^/]+\.spec\.ts$/]), /\/sv\/[^/]+\.spec\.ts$/],
    },
    {
      // Every screen in Swedish (a Swedish browser). Beside the English tests, not after them (a
      // dependency would make every shard run all of them): its language test switches an
      // account no other test uses (accounts.language), and restores it.
      name: 'svenska',
      use: { ...devices['Desktop Chrome'], locale: 'sv-SE' },
      testMatch: /\/sv\/[^/]+\.spec\.ts$/,
      dependencies: ['setup'],
    },
  ],
  webServer: deployed
    ? []
    : [
        {
          // pnpm start's build rule, then the BFF (embedded platform) on a snapshot of web/dist.
          command: 'node scripts/start-console.mjs',
          url: `${baseURL}/healthz`,
          timeout: 240_000,
          reuseExistingServer: false,
          stdout: 'ignore',
          stderr: 'pipe',
          env: {
            PORT: String(port),
            PLATFORM_PORT: String(platformPort),
            DATA_DIR: process.env.E2E_DATA_DIR,
          },
        },
      ],
});
