import assert from 'node:assert/strict';
import { test } from 'node:test';
import { MAX_SUBJECT, subjectOf, subjectProblem } from './commit-subject.mjs';

const long = 'docs: ' + 'x'.repeat(MAX_SUBJECT - 5);

test('a subject of at most 72 characters is taken, with or without a body', () => {
  assert.equal(subjectProblem('docs: recipes for a screen and an error code\n'), null);
  assert.equal(subjectProblem(`${'a'.repeat(MAX_SUBJECT)}\n\nWhy, and what was measured.\n`), null);
  // Characters, not bytes: Swedish letters count once.
  assert.equal(subjectProblem(`${'å'.repeat(MAX_SUBJECT)}\n`), null);
});

test('a longer subject is refused, naming its length', () => {
  assert.match(subjectProblem(`${long}\n\nbody\n`) ?? '', /is 73 characters, at most 72/);
});

test("the subject is the first line git keeps: comments, blank lines and a diff's scissors skipped", () => {
  assert.equal(subjectOf('\n# Please enter the commit message\nweb: a screen\n'), 'web: a screen');
  const verbose = `web: a screen\n# ------------------------ >8 ------------------------\n${long}\n`;
  assert.equal(subjectProblem(verbose), null);
  assert.equal(subjectProblem('# only comments\n'), null);
});

test("git's own subjects pass: merges and autosquash prefixes", () => {
  assert.equal(subjectProblem(`Merge branch '${'x'.repeat(80)}'\n`), null);
  assert.equal(subjectProblem(`fixup! ${'a'.repeat(MAX_SUBJECT)}\n`), null);
});
