import type { Reporter, TestCase, TestResult, TestStep } from '@playwright/test/reporter';
import { unzipSync, zipSync } from 'fflate';
import { readFileSync, writeFileSync } from 'node:fs';
import { secrets } from '../fixtures/env.js';

// Playwright writes what a test typed into step titles (`Fill "<value>"`), traces (actions and
// request bodies) and error messages. Listed first among the reporters, this one replaces the
// run's passwords in all of them before any other reporter (list, html, blob, junit) sees them.

const MASK = '«redacted»';
const variants = secrets().flatMap((s) => [
  s,
  JSON.stringify(s).slice(1, -1),
  encodeURIComponent(s),
]);
const unique = [...new Set(variants)].sort((a, b) => b.length - a.length);

export function redact(text: string): string {
  let out = text;
  for (const s of unique) out = out.split(s).join(MASK);
  return out;
}

/** Images and videos (PNG, JPEG, WebM) inside a trace: left as they are. */
/** Replaces the secrets in every string of an object tree, in place. */
function scrub(node: unknown, skip = new Set<string>(), seen = new Set<unknown>()) {
  if (!node || typeof node !== 'object' || seen.has(node)) return;
  seen.add(node);
  const fields = node as Record<string, unknown>;
  for (const [key, value] of Object.entries(fields)) {
    if (skip.has(key)) continue;
    if (typeof value === 'string') fields[key] = redact(value);
    else scrub(value, skip, seen);
  }
}

function isMedia(b: Uint8Array) {
  const head = Buffer.from(b.subarray(0, 4)).toString('hex');
  return head === '89504e47' || head.startsWith('ffd8ff') || head === '1a45dfa3';
}

// Byte for byte: a trace holds JSON lines, request bodies and its own copies of text attachments
// (error-context.md) under hashed names; read as latin1, every other byte stays as it was.
const asLatin1 = (s: string) => Buffer.from(s, 'utf8').toString('latin1');
const latin1 = unique.map(asLatin1);
const MASK_LATIN1 = asLatin1(MASK);

function redactFile(file: string, contentType: string) {
  const data = readFileSync(file);
  if (contentType === 'application/zip' || file.endsWith('.zip')) {
    const entries = unzipSync(data);
    let changed = false;
    for (const [name, bytes] of Object.entries(entries)) {
      if (isMedia(bytes)) continue;
      const before = Buffer.from(bytes).toString('latin1');
      let after = before;
      for (const s of latin1) after = after.split(s).join(MASK_LATIN1);
      if (after !== before) {
        entries[name] = Buffer.from(after, 'latin1');
        changed = true;
      }
    }
    if (changed) writeFileSync(file, zipSync(entries));
  } else if (/^text\/|json|markdown/.test(contentType)) {
    const before = data.toString('utf8');
    const after = redact(before);
    if (after !== before) writeFileSync(file, after);
  }
}

export default class RedactReporter implements Reporter {
  printsToStdio() {
    return false;
  }

  private step(step: TestStep) {
    // The title and all Playwright keeps of a step: `subtitle`, `params` (a filled value, a
    // locator's text), the error with its stack; not its parent and children (their own turn).
    scrub(step, new Set(['parent', 'steps']));
  }

  onStepBegin(_test: TestCase, _result: TestResult, step: TestStep) {
    this.step(step);
  }

  onStepEnd(_test: TestCase, _result: TestResult, step: TestStep) {
    this.step(step);
  }

  onTestEnd(_test: TestCase, result: TestResult) {
    scrub(result.errors);
    if (result.error) scrub(result.error);
    for (const a of result.attachments) {
      if (a.path) redactFile(a.path, a.contentType);
      else if (a.body && /^text\/|json/.test(a.contentType))
        (a as { body?: Buffer }).body = Buffer.from(redact(a.body.toString('utf8')));
    }
  }
}
