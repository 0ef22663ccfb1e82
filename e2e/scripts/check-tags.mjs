// The tag check: every test says what it may do to the console it runs against, with exactly one
// of @readonly, @mutating and @platform-dev (README.md, "Tags"). Run by the setup project on the
// whole suite (a `--list` of every project, whatever --grep or --shard the run was given), and
// on its own with `node scripts/check-tags.mjs`.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const KINDS = ['@readonly', '@mutating', '@platform-dev'];
/** Needs of a test that are asked of the target at run time (skipped with the reason if absent). */
export const NEEDS = ['@demo-data', '@extensions'];
/** Descriptive: @a11y marks the axe scans (slow; a deployment renders the same web build). */
export const TAGS = [...KINDS, '@smoke', '@a11y', ...NEEDS];
/** Projects that prepare a run rather than test the console. */
const EXEMPT_PROJECTS = new Set(['setup']);

const withAt = (t) => (t.startsWith('@') ? t : `@${t}`);

/** Problems of a `playwright test --list --reporter=json` report, one readable line each. */
export function tagProblems(report) {
  const problems = [];
  const seen = new Set();
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      const projects = (spec.tests ?? []).map((t) => t.projectName);
      if (projects.length && projects.every((p) => EXEMPT_PROJECTS.has(p))) continue;
      const where = `specs/${spec.file}:${spec.line}`;
      const key = `${where} ${spec.title}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const tags = (spec.tags ?? []).map(withAt);
      const name = [...titles, spec.title].join(' › ');
      const kinds = tags.filter((t) => KINDS.includes(t));
      if (kinds.length !== 1)
        problems.push(
          `${where} "${name}" has ${kinds.length ? kinds.join(' and ') : 'none'} of ${KINDS.join(', ')}: give it exactly one`,
        );
      const unknown = tags.filter((t) => !TAGS.includes(t));
      if (unknown.length)
        problems.push(
          `${where} "${name}" has the unknown tag ${unknown.join(', ')} (known: ${TAGS.join(', ')})`,
        );
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const file of report.suites ?? []) walk(file, []);
  for (const e of report.errors ?? []) problems.push(`the suite does not load: ${e.message}`);
  return problems;
}

/** Lists the whole suite (no filter, no shard) and checks it. */
export function checkSuite(
  e2eDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'),
) {
  const cli = path.join(e2eDir, 'node_modules', '@playwright', 'test', 'cli.js');
  const r = spawnSync(process.execPath, [cli, 'test', '--list', '--reporter=json'], {
    cwd: e2eDir,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: process.env,
  });
  let report;
  try {
    report = JSON.parse(r.stdout);
  } catch {
    return [
      `listing the suite failed (exit ${r.status}): ${(r.stderr || r.stdout).trim().split('\n')[0]}`,
    ];
  }
  return tagProblems(report);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const problems = checkSuite();
  for (const p of problems) console.error(`e2e tags: ${p}`);
  if (problems.length) process.exit(1);
  console.log('e2e tags: every test has exactly one of ' + KINDS.join(', '));
}
