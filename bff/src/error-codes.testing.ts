/**
 * The set-up of the error-code tests (error-codes.test.ts): a BFF on the embedded demo platform
 * with short V1 timeouts and no extensions, two signed-in clients, and `expectError`, which notes
 * each code it meets in `seen`. `useBff()` starts it before the file's tests (live bindings).
 */
import { afterAll, beforeAll, expect } from 'vitest';
import { ConsoleError, type ErrorCode } from '@ledger/contract';
import { startTestBff } from '../test/bff-helpers.js';
import type { Answer, Client, TestBff } from '../test/bff-helpers.js';

export const NORRSKEN = '21956b86-1c68-488e-8773-13c1fb38e381';
export const NIL = '00000000-0000-4000-8000-000000000000';
export const seen = new Set<ErrorCode>();
/** The codes no request here can cause: http/errors.test.ts holds their mapping. */
export const MAPPED_CODES: readonly ErrorCode[] = [
  'store_unavailable',
  'internal',
  'upstream_bad_answer',
  'request_cancelled',
];

export let bff: TestBff;
export let admin: Client;
export let auditor: Client;

export function useBff() {
  beforeAll(async () => {
    bff = await startTestBff({
      V1_TIMEOUT_MS: '1000',
      V1_EXTENSIONS: 'none',
      METRICS_TOKEN: 'metrics-token-of-the-test',
    });
    admin = bff.client();
    auditor = bff.client();
    await admin.login('admin', 'admin-demo');
    await auditor.login('auditor', 'auditor-demo');
    expect((await admin.get('/api/t/nordrevision/companies')).status).toBe(200); // token cached
  });
  afterAll(() => bff?.close());
}

/** The answer is a ConsoleError with this status, code and English message. */
export function expectError(r: Answer, status: number, code: ErrorCode, message: string | RegExp) {
  expect(r.status, r.text).toBe(status);
  const body = ConsoleError.parse(r.body);
  expect(body.code, r.text).toBe(code);
  if (typeof message === 'string') expect(body.message).toBe(message);
  else expect(body.message).toMatch(message);
  expect(body.requestId).toBe(r.headers.get('x-request-id'));
  seen.add(code);
  return body;
}

export const groups = '/api/t/nordrevision/groups';
