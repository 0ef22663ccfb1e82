// The suite against a console it did not start, as teams run it against staging: our platform in
// its `v1` profile (only V1.md's operations, no dev endpoints) with the demo data, a BFF outside
// demo mode with accounts made by the accounts CLI, and the @smoke and @mutating tests (less the
// @a11y axe scans; specs/v1 among them, E2E_V1_ONLY=1) through E2E_BASE_URL. Then a leftover check: nothing named with the run's prefix may remain.
// Part of `pnpm --filter e2e test`; on its own: `node scripts/run-v1-deployment.mjs [playwright args]`.
// Ports: E2E_DEPLOYED_PORT (8182) and E2E_DEPLOYED_PLATFORM_PORT (4112); E2E_DEPLOYED_WORKERS (2).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ServerBuildError, buildServers, platformEntry } from '../../scripts/build-servers.mjs';
import { newRunPrefix } from './run-prefix.mjs';

const e2eDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.E2E_DEPLOYED_PORT ?? 8182);
const platformPort = Number(process.env.E2E_DEPLOYED_PLATFORM_PORT ?? 4112);
const workers = process.env.E2E_DEPLOYED_WORKERS ?? '2';
const baseURL = `http://127.0.0.1:${port}`;
const platformURL = `http://127.0.0.1:${platformPort}`;
const dir = mkdtempSync(path.join(tmpdir(), 'ledger-e2e-v1-'));
const started = Date.now();
const secs = (t) => `${((Date.now() - t) / 1000).toFixed(0)} s`;
const log = (m) => console.log(`e2e v1 deployment: ${m}`);
const children = [];

function stop(code) {
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
  process.exit(code);
}
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => stop(1));
// A throw anywhere below (a report that was never written) must not leave the servers running
// on their ports for the next run to meet.
process.on('uncaughtException', (err) => {
  console.error(err);
  stop(1);
});

function start(name, args, env) {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let err = '';
  child.stderr.on('data', (d) => (err = (err + d).slice(-4000)));
  child.on('exit', (code) => {
    if (code && code !== 143) console.error(`${name} exited with ${code}: ${err.trim()}`);
  });
  children.push(child);
  return child;
}

async function waitFor(url, ok, what, child) {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${what} stopped (exit ${child.exitCode})`);
    const res = await fetch(url, { signal: AbortSignal.timeout(5000) }).catch(() => null);
    if (res && ok(res.status)) return;
    if (Date.now() > deadline) throw new Error(`${what} did not come up at ${url} in 120 s`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

try {
  buildServers();
} catch (err) {
  if (!(err instanceof ServerBuildError)) throw err;
  console.error(err.message);
  stop(1);
}

const password = (n) => `${n}-${randomBytes(12).toString('hex')}`;
const admin = { user: 'e2e-admin', password: password('admin') };
const auditor = { user: 'e2e-auditor', password: password('auditor') };
const language = { user: 'e2e-language', password: password('language') };
const bffData = path.join(dir, 'bff');
const tenants = [
  { id: 'nordrevision', name: 'Revisionsbyrån Nord AB' },
  { id: 'sydekonomi', name: 'Ekonomikonsult Syd AB' },
];

try {
  const platform = start('platform', [platformEntry()], {
    PLATFORM_PORT: String(platformPort),
    PLATFORM_HOST: '127.0.0.1',
    PLATFORM_DATA_DIR: path.join(dir, 'platform'),
    PLATFORM_PROFILE: 'v1',
    PLATFORM_SEED: 'demo',
    PLATFORM_DEV: 'false',
  });
  await waitFor(`${platformURL}/v1/companies`, (s) => s > 0, 'the platform', platform);

  for (const [a, role, ids] of [
    [admin, 'admin', 'nordrevision,sydekonomi'],
    [auditor, 'auditor', 'nordrevision'],
    [language, 'admin', 'nordrevision'],
  ]) {
    const r = spawnSync(
      process.execPath,
      [
        fileURLToPath(import.meta.resolve('bff/accounts-cli')),
        'add',
        a.user,
        '--role',
        role,
        '--tenants',
        ids,
      ],
      { input: `${a.password}\n`, env: { ...process.env, DATA_DIR: bffData }, encoding: 'utf8' },
    );
    if (r.status !== 0) throw new Error(`accounts add ${a.user}: ${r.stderr.trim()}`);
  }

  const bff = start('console', [path.join(e2eDir, 'scripts', 'start-console.mjs')], {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: bffData,
    V1_BASE_URL: `${platformURL}/v1`,
    V1_CLIENT_ID: 'console-demo',
    V1_CLIENT_SECRET: 'console-demo-secret',
    V1_EXTENSIONS: 'auto',
    // A firm names its machine users (the demo platform's integration users), as OPERATIONS.md
    // says; the demo mode's default does not apply outside it.
    MACHINE_USERS: 'integration@nordrevision.se,integration@sydekonomi.se',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    CONSOLE_TENANTS: JSON.stringify(tenants),
    LOG_LEVEL: 'warn',
  });
  await waitFor(`${baseURL}/readyz`, (s) => s === 200, 'the console', bff);
  log(`console ${baseURL} on the v1 profile ready after ${secs(started)}`);
} catch (e) {
  console.error(`e2e v1 deployment: ${e.message}`);
  stop(1);
}

const prefix = newRunPrefix();
const env = {
  ...process.env,
  E2E_BASE_URL: baseURL,
  E2E_ADMIN_USER: admin.user,
  E2E_ADMIN_PASSWORD: admin.password,
  E2E_AUDITOR_USER: auditor.user,
  E2E_AUDITOR_PASSWORD: auditor.password,
  E2E_LANGUAGE_USER: language.user,
  E2E_LANGUAGE_PASSWORD: language.password,
  E2E_TENANT: 'nordrevision',
  E2E_OTHER_TENANT: 'sydekonomi',
  E2E_RUN_PREFIX: prefix,
  // A V1-only service: specs/v1 checks what needs an extension is absent and explained.
  E2E_V1_ONLY: '1',
};
for (const k of [
  'E2E_DATA_DIR',
  'E2E_DATA_DIR_MADE',
  'E2E_PLATFORM_URL',
  'E2E_BLOB_DIR',
  'E2E_JUNIT',
])
  delete env[k];

const jsonReport = path.join(dir, 'report.json');
env.E2E_JSON = jsonReport;
const testsStarted = Date.now();
const cli = path.join(e2eDir, 'node_modules', '@playwright', 'test', 'cli.js');
const run = spawnSync(
  process.execPath,
  [
    cli,
    'test',
    '--grep',
    // Every screen once (@smoke: on this V1-only service, without an error or a failed request)
    // and every test that changes data (specs/v1's among them). The other @readonly tests read
    // the same web build over the same demo data as the e2e stage does on our platform: here
    // they took half the run (44 tests, 101 of 222 s of test time, load 12). @extensions: their
    // skips are checked.
    '@smoke|@mutating|@extensions',
    // The axe scans check the same web build the main run scans; here they would double the time.
    '--grep-invert',
    '@a11y',
    '--workers',
    workers,
    ...process.argv.slice(2),
  ],
  { cwd: e2eDir, env, stdio: 'inherit' },
);
log(
  `@smoke and @mutating (not @a11y) with ${workers} workers: ${secs(testsStarted)} (exit ${run.status})`,
);

/** Every test of a JSON report with its tags, final status and skip reason. */
function testsOf(report) {
  const out = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? [])
        out.push({
          title: spec.title,
          tags: (spec.tags ?? []).map((x) => (x.startsWith('@') ? x : `@${x}`)),
          status: t.status,
          reason: t.annotations?.find((a) => a.type === 'skip')?.description ?? '',
        });
    for (const s of suite.suites ?? []) walk(s);
  };
  for (const s of report.suites ?? []) walk(s);
  return out;
}

// The skip reasons, asked of this console: no extension operations (a V1 service), no dev
// endpoints to ask, the demo data present.
const problems = [];
const tests = testsOf(JSON.parse(readFileSync(jsonReport, 'utf8')));
for (const t of tests.filter((x) => x.tags.includes('@extensions')))
  if (
    t.status !== 'skipped' ||
    !/extension operations; the console's V1 service lacks listFiles/.test(t.reason)
  )
    problems.push(`@extensions test "${t.title}" was ${t.status} (${t.reason || 'no reason'})`);
for (const t of tests.filter(
  (x) => x.tags.includes('@demo-data') && !x.tags.includes('@extensions'),
))
  // The CLI's accounts here are not linked to platform users: the linked auditor's test says so.
  if (t.status === 'skipped' && !/not linked to a platform user/.test(t.reason))
    problems.push(`@demo-data test "${t.title}" was skipped: ${t.reason}`);
if (!tests.some((x) => x.tags.includes('@extensions')))
  problems.push('no @extensions test in the run');

// Bad input stops the run in the setup project with one line naming it.
for (const [what, extra, line] of [
  [
    'an unreachable E2E_BASE_URL',
    { E2E_BASE_URL: 'http://127.0.0.1:9' },
    /E2E_BASE_URL \(http:\/\/127\.0\.0\.1:9\) cannot be reached/,
  ],
  [
    'a wrong password',
    { E2E_ADMIN_PASSWORD: 'not-the-password' },
    /E2E_ADMIN_USER and E2E_ADMIN_PASSWORD: the console refused the sign-in/,
  ],
  [
    'a tenant the auditor lacks',
    { E2E_TENANT: 'sydekonomi' },
    /E2E_TENANT "sydekonomi" is not a tenant of e2e-auditor/,
  ],
]) {
  const r = spawnSync(
    process.execPath,
    [cli, 'test', '--grep', '@smoke', '--reporter', 'line', '--retries', '0'],
    {
      cwd: e2eDir,
      env: { ...env, ...extra, E2E_JSON: '', E2E_OUTPUT_DIR: path.join(dir, 'bad-input') },
      encoding: 'utf8',
    },
  );
  const out = `${r.stdout}${r.stderr}`;
  if (r.status === 0 || !line.test(out) || !/did not run/.test(out))
    problems.push(
      `${what}: expected the setup to stop the run naming it; got exit ${r.status}:\n${out.slice(-600)}`,
    );
}
for (const p of problems) console.error(`e2e v1 deployment: ${p}`);
log(
  problems.length
    ? `${problems.length} check(s) failed`
    : 'skip reasons and bad-input stops as expected',
);

const check = spawnSync(
  process.execPath,
  [path.join(e2eDir, 'scripts', 'cleanup.mjs'), '--prefix', prefix, '--expect-none'],
  { cwd: e2eDir, env, stdio: 'inherit' },
);
log(check.status === 0 ? `nothing of ${prefix} left behind` : `leftovers of ${prefix}: see above`);
log(`done in ${secs(started)}`);
stop(run.status || check.status || (problems.length ? 1 : 0));
