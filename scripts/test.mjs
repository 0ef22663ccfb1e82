// `pnpm test`: every check the repository has, in stages, using every core, with each stage's
// time printed at the end (docs/DEVELOPMENT.md, "Where the test command's time goes").
//
//   1. checks  typecheck of the web and of the three server packages as one program
//              (tsconfig.servers.json, so the contract is checked once, not in each package), and
//              what the later stages need: Node 22 and its better-sqlite3, the web build, the
//              server build, Chromium. Independent jobs, as many at once as the machine has
//              cores; a job's output is printed whole when it ends, so parallel jobs do not
//              interleave.
//   2. unit    Vitest over every package in one run (vitest.config.ts at the root), beside it
//              what differs between Node versions (the native SQLite module, the stores, the
//              proxy, start-up) again under the next Node LTS (scripts/test-on-lts.mjs), and in
//              the time their servers keep them waiting, the lint: ESLint, Prettier, the e2e
//              suite's typecheck, the repository checks, the e2e scripts' tests and tag check.
//   3. e2e     the Playwright suite on consoles it starts itself (e2e/playwright.config.ts).
//   4. e2e-v1  the same suite against a console it did not start, as a deployment is tested
//              (e2e/scripts/run-v1-deployment.mjs).
// A stage whose jobs fail stops the run after that stage (its other jobs still finish, so one
// run names every failing check of the stage); the deployment run follows a failed e2e stage.
//
//   node scripts/test.mjs [--from <stage>] [--only <stage>[,<stage>]]
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { availableParallelism, loadavg, setPriority } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const node = process.execPath;
/** A package's command as a script for `node`, resolved from the package that depends on it. */
const bin = (pkgDir, pkg, file) =>
  path.join(
    path.dirname(
      createRequire(path.join(root, pkgDir, 'package.json')).resolve(`${pkg}/package.json`),
    ),
    file,
  );
const slots = Math.max(2, availableParallelism());

/**
 * A job: a name, a command (argv), its folder, whether it streams its output, whether it runs
 * in the background, beside the stage's other jobs without taking a core's place (waiting on the
 * network or a package manager, not computing), and whether it yields the cores to the stage's
 * other jobs (`yields`: it fills their idle time, at a lower priority).
 */
const job = (
  name,
  argv,
  { cwd = '.', stream = false, env = {}, background = false, summary = 0, yields = false } = {},
) => ({
  name,
  argv,
  cwd: path.join(root, cwd),
  stream,
  env,
  background,
  summary,
  yields,
});

const typecheck = (dir) =>
  job(
    `typecheck ${dir}`,
    [node, bin(dir, 'typescript', 'bin/tsc'), '-p', 'tsconfig.json', '--noEmit'],
    {
      cwd: dir,
    },
  );

// Longest first within a stage, so the last job to start is a short one.
const STAGES = [
  {
    name: 'checks',
    jobs: [
      job('node lts set-up', [node, path.join(root, 'scripts', 'test-on-lts.mjs'), '--prepare']),
      typecheck('web'),
      job('typecheck servers', [
        node,
        bin('.', 'typescript', 'bin/tsc'),
        '-p',
        'tsconfig.servers.json',
        '--noEmit',
      ]),
      job('web build', [node, path.join(root, 'scripts', 'web-build.mjs')]),
      job('server build', [node, path.join(root, 'scripts', 'build-servers.mjs')]),
      job('chromium', [node, path.join(root, 'e2e', 'scripts', 'ensure-browser.mjs')], {
        background: true,
      }),
    ],
  },
  {
    // Beside each other: Vitest's run ends on a few long files (a misbehaving upstream's
    // timeouts, a server's start-up) while a core idles, and the Node 22 run fills it.
    name: 'unit',
    // One more at once than there are cores: Vitest's server files wait on servers and
    // deadlines (the stage's cores were about a third idle), and the lint jobs, which need
    // nothing built, fill that time instead of a stage of their own, yielding the cores to
    // Vitest and the Node 22 run when those have work (at the same priority, Vitest took 212 s
    // against 183 s without them beside it).
    slots: slots + 1,
    jobs: [
      job('vitest', [node, bin('.', 'vitest', 'vitest.mjs'), 'run'], { summary: 6 }),
      job('node lts', [node, path.join(root, 'scripts', 'test-on-lts.mjs')], { summary: 6 }),
      job('eslint', [node, bin('.', 'eslint', 'bin/eslint.js'), '.'], { yields: true }),
      job(
        'prettier',
        [node, bin('.', 'prettier', 'bin/prettier.cjs'), '--check', '.', '--log-level', 'warn'],
        { yields: true },
      ),
      { ...typecheck('e2e'), yields: true },
      job(
        'repository checks',
        [node, '--test', 'eslint/', 'scripts/git-hooks/', 'scripts/trace-load/'],
        { yields: true },
      ),
      job('e2e scripts', [node, '--test', 'scripts/'], { cwd: 'e2e' }),
      job('e2e tags', [node, path.join(root, 'e2e', 'scripts', 'check-tags.mjs')], {
        cwd: 'e2e',
        yields: true,
      }),
    ],
  },
  {
    name: 'e2e',
    jobs: [
      job('playwright', [node, bin('e2e', '@playwright/test', 'cli.js'), 'test'], {
        cwd: 'e2e',
        stream: true,
        env: { E2E_TAGS_CHECKED: '1' },
      }),
    ],
  },
  {
    name: 'e2e-v1',
    // Runs after a failed e2e stage too: a deployment's failures are news of their own.
    afterFailed: 'e2e',
    jobs: [
      job('v1 deployment', [node, path.join(root, 'e2e', 'scripts', 'run-v1-deployment.mjs')], {
        cwd: 'e2e',
        stream: true,
        env: { E2E_TAGS_CHECKED: '1' },
      }),
    ],
  },
];

const args = process.argv.slice(2);
const opt = (flag) => {
  const at = args.indexOf(flag);
  return at >= 0 ? args[at + 1] : undefined;
};
const names = STAGES.map((s) => s.name);
const from = opt('--from');
const only = opt('--only')?.split(',');
for (const n of [from, ...(only ?? [])].filter(Boolean))
  if (!names.includes(n)) {
    console.error(`test: no stage "${n}" (stages: ${names.join(', ')})`);
    process.exit(2);
  }
const chosen = STAGES.filter(
  (s, i) => (!from || i >= names.indexOf(from)) && (!only || only.includes(s.name)),
);

const secs = (ms) => `${(ms / 1000).toFixed(0)} s`;
const timings = [];
const children = new Set();
for (const sig of ['SIGINT', 'SIGTERM'])
  process.on(sig, () => {
    for (const c of children) c.kill(sig);
    process.exit(1);
  });

/** Runs one job; resolves to its exit code (its output printed on the way or at its end). */
function run(j) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(j.argv[0], j.argv.slice(1), {
      cwd: j.cwd,
      env: { ...process.env, ...j.env },
      stdio: j.stream ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    children.add(child);
    // A job that only fills idle time runs at a lower priority (nice 10), so the job beside it
    // keeps its cores when it has work. Its own child processes inherit the priority.
    if (j.yields && child.pid)
      try {
        setPriority(child.pid, 10);
      } catch {
        // Not permitted here: it runs at the usual priority.
      }
    const chunks = [];
    child.stdout?.on('data', (d) => chunks.push(d));
    child.stderr?.on('data', (d) => chunks.push(d));
    const done = (code) => {
      children.delete(child);
      const ms = Date.now() - started;
      timings.push({ name: j.name, ms, code });
      const out = Buffer.concat(chunks).toString('utf8').trimEnd();
      const head = `── ${j.name}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${secs(ms)}`;
      // A failed job's whole output; a passed one's last `summary` lines (its counts), if any.
      const shown =
        code !== 0 ? out : j.summary ? out.split('\n').slice(-j.summary).join('\n') : '';
      console.log(j.stream || !shown ? head : `${head}\n${shown}\n`);
      resolve(code);
    };
    child.on('error', (err) => {
      chunks.push(Buffer.from(String(err)));
      done(127);
    });
    child.on('close', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

/**
 * Runs a stage's jobs, at most `slots` at once (or the stage's own number); resolves to the names
 * of those that failed.
 */
async function runStage(stage) {
  const queue = stage.jobs.filter((j) => !j.background);
  const failed = [];
  const background = stage.jobs
    .filter((j) => j.background)
    .map(async (j) => (await run(j)) !== 0 && failed.push(j.name));
  const worker = async () => {
    for (let j = queue.shift(); j; j = queue.shift()) if ((await run(j)) !== 0) failed.push(j.name);
  };
  await Promise.all([
    ...background,
    ...Array.from({ length: Math.min(stage.slots ?? slots, queue.length) }, worker),
  ]);
  return failed;
}

const runStarted = Date.now();
const failed = [];
let failedStage;
for (const stage of chosen) {
  if (failedStage && stage.afterFailed !== failedStage) break;
  // The load when a stage starts says whether its time is the suite's or a busy machine's.
  const load = loadavg()[0].toFixed(1);
  const jobs = `${stage.jobs.length} job${stage.jobs.length > 1 ? 's' : ''}`;
  console.log(`\n═══ ${stage.name} (${jobs}; load ${load} on ${availableParallelism()} cores)`);
  const started = Date.now();
  const stageFailed = await runStage(stage);
  timings.push({
    name: `stage ${stage.name}`,
    ms: Date.now() - started,
    code: stageFailed.length,
    load,
  });
  failed.push(...stageFailed);
  if (stageFailed.length) failedStage ??= stage.name;
}

const width = Math.max(...timings.map((t) => t.name.length));
console.log(
  `\nWhere the time went (${slots} at once within a stage, the unit stage ${slots + 1}):`,
);
for (const t of timings)
  console.log(
    `  ${t.name.padEnd(width)}  ${secs(t.ms).padStart(6)}${t.code === 0 ? '' : '  FAILED'}${
      t.load ? `  (load ${t.load} at its start)` : ''
    }`,
  );
console.log(`  ${'total'.padEnd(width)}  ${secs(Date.now() - runStarted).padStart(6)}`);
if (failed.length) console.log(`\nFailed: ${failed.join(', ')}`);
process.exit(failed.length ? 1 : 0);
