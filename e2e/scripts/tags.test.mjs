import assert from 'node:assert/strict';
import { test } from 'node:test';
import { tagProblems } from './check-tags.mjs';
import { newRunPrefix, parseAge, prefixOf, prefixTime } from './run-prefix.mjs';

const spec = (title, tags, projectName = 'chromium', line = 3) => ({
  title,
  tags,
  file: 'workbench.spec.ts',
  line,
  tests: [{ projectName }],
});

test('a test without a kind tag is named, with its file, line and what to do', () => {
  const problems = tagProblems({
    suites: [
      {
        title: 'workbench.spec.ts',
        specs: [spec('opens the workbench', [], 'chromium', 12)],
        suites: [{ title: 'export', specs: [spec('writes xlsx', ['@smoke'], 'chromium', 30)] }],
      },
    ],
  });
  assert.deepEqual(problems, [
    'specs/workbench.spec.ts:12 "opens the workbench" has none of @readonly, @mutating, @platform-dev: give it exactly one',
    'specs/workbench.spec.ts:30 "export › writes xlsx" has none of @readonly, @mutating, @platform-dev: give it exactly one',
  ]);
});

test('two kinds and unknown tags are problems; one kind (with or without @) is not', () => {
  const problems = tagProblems({
    suites: [
      {
        title: 'a.spec.ts',
        specs: [
          spec('both', ['@readonly', '@mutating']),
          spec('odd', ['@mutating', '@slow']),
          spec('fine', ['readonly', 'demo-data']),
          spec('setup is exempt', [], 'setup'),
        ],
      },
    ],
  });
  assert.equal(problems.length, 2);
  assert.match(problems[0], /"both" has @readonly and @mutating of/);
  assert.match(problems[1], /"odd" has the unknown tag @slow/);
});

test('a suite that does not load is a problem', () => {
  assert.deepEqual(tagProblems({ suites: [], errors: [{ message: 'SyntaxError in x.spec.ts' }] }), [
    'the suite does not load: SyntaxError in x.spec.ts',
  ]);
});

test('run prefixes carry their start and are found in names and emails', () => {
  const p = newRunPrefix(new Date('2026-11-26T06:30:59Z'));
  assert.match(p, /^e2e-202611260630-[0-9a-f]{4}$/);
  assert.equal(prefixTime(p).toISOString(), '2026-11-26T06:30:00.000Z');
  assert.equal(prefixOf(`${p} Bolag AB 0a1b2c`), p);
  assert.equal(prefixOf(`${p}.first.0a1b2c@example.se`.toUpperCase()), p);
  assert.equal(prefixOf(`Norrsken Bygg AB`), null);
  assert.equal(prefixOf(`x${p} Bolag`), null);
  assert.equal(prefixTime('e2e-2026-ab'), null);
  assert.equal(parseAge('90m'), 90 * 60_000);
  assert.equal(parseAge('2 h'), 7_200_000);
  assert.equal(parseAge('soon'), null);
});
