/**
 * Generated bad input (fast-check) against every operation of the contract: path ids, query
 * values, JSON bodies, raw bodies and content types. Never a 5xx; errors are JSON `{message}`;
 * an answer that succeeds is exactly the operation's response schema.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations, type Operation } from '@ledger/contract';
import {
  demo,
  getToken,
  send,
  startTestPlatform,
  undeclaredKeys,
  UNKNOWN_ID,
  type Answer,
  type TestPlatform,
} from '../test/platform-helpers.js';

// Per operation and kind of input. fast-check draws a new seed each run (printed on a failure,
// to replay it), so what the runs cover adds up from one run of the suite to the next; 25 took
// half again as long in the unit stage for what a dozen already reach on every run.
const RUNS = 12;
const T = 'nordrevision';
let p: TestPlatform;
let token: string;

beforeAll(async () => {
  p = await startTestPlatform();
  token = await getToken(p.baseUrl);
});
afterAll(() => p.dispose());

/** Plausible ids per path parameter (so that body/query cases get past the path). */
function validParams(op: Operation): Record<string, string> {
  const values: Record<string, string> = {
    companyDurableKey: demo.company(T, 'Norrsken Bygg AB'),
    userId: demo.user(T, 'anna.lindqvist'),
    groupId: demo.group(T, 'Revisorer'),
    financialYearId: UNKNOWN_ID,
    fileId: UNKNOWN_ID,
    auditAssignmentId: UNKNOWN_ID,
    name: 'Revisorer',
    companyExtendedAttribute: 'snicode',
  };
  const names = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  return Object.fromEntries(names.map((n) => [n, values[n] ?? UNKNOWN_ID]));
}

const safeEncode = (s: string) => {
  try {
    return encodeURIComponent(s);
  } catch {
    return encodeURIComponent(s.replace(/[\uD800-\uDFFF]/g, '?'));
  }
};

function pathOf(op: Operation, params: Record<string, string>): string {
  return op.path.replace(/\{(\w+)\}/g, (_, n: string) => safeEncode(params[n] ?? ''));
}

async function sendOp(
  op: Operation,
  params: Record<string, string>,
  init: { query?: Record<string, string>; body?: string; contentType?: string } = {},
): Promise<Answer> {
  const qs = init.query ? `?${new URLSearchParams(init.query)}` : '';
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (init.contentType !== undefined) headers['content-type'] = init.contentType;
  return send(`${p.baseUrl}${pathOf(op, params)}${qs}`, {
    method: op.method,
    headers,
    ...(init.body !== undefined && op.method !== 'GET' ? { body: init.body } : {}),
  });
}

function expectSane(res: Answer, what: string, op: Operation) {
  expect(res.status, `${what}: ${res.status} ${res.text}`).toBeLessThan(500);
  if (res.status < 300 && op.response) {
    expect(res.status, what).toBe(op.status);
    expect(op.response.safeParse(res.json).success, `${what}: ${res.text}`).toBe(true);
    expect(undeclaredKeys(op.response, res.json), `${what}: ${res.text}`).toEqual([]);
  }
  if (res.status >= 400) {
    expect(res.headers.get('content-type'), what).toMatch(/^application\/json/);
    expect(typeof (res.json as { message?: unknown })?.message, `${what}: ${res.text}`).toBe(
      'string',
    );
  }
}

const anyText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom('', ' ', '..', '.', '%', '%00', 'null', '-1', '1e309', UNKNOWN_ID.toUpperCase()),
  fc.uuid(),
);
const headerText = fc.stringMatching(/^[\x21-\x7e][\x20-\x7e]{0,40}$/);
const contentType = fc.oneof(
  fc.constantFrom(
    'application/json',
    'application/json; charset=latin1',
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data',
    'multipart/form-data; boundary=xyz',
    'application/xml',
    'application/vnd.api+json',
  ),
  headerText,
);
const jsonBody = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(
    fc.constantFrom(
      'name',
      'emails',
      'groupIds',
      'value',
      'status',
      'type',
      'startDate',
      'authorization',
      'data',
      'x',
    ),
    fc.jsonValue({ maxDepth: 2 }),
  ),
);

const ops = operations as readonly Operation[];

describe.each(ops.map((op) => [op.id, op] as const))('%s', (_id, op) => {
  const hasParams = /\{/.test(op.path);

  it.runIf(hasParams)('survives generated path ids', async () => {
    const names = Object.keys(validParams(op));
    await fc.assert(
      fc.asyncProperty(fc.tuple(...names.map(() => anyText)), async (values) => {
        const params = Object.fromEntries(names.map((n, i) => [n, values[i]!]));
        expectSane(await sendOp(op, params), JSON.stringify(params), op);
      }),
      { numRuns: RUNS },
    );
  });

  it('survives generated query values', async () => {
    const keys = ['financialYearId', 'startDate', 'endDate', 'tenantIdx', 'q'];
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom(...keys), anyText), async (query) => {
        expectSane(await sendOp(op, validParams(op), { query }), JSON.stringify(query), op);
      }),
      { numRuns: RUNS },
    );
  });

  it.runIf(op.method !== 'GET')('survives generated JSON bodies', async () => {
    await fc.assert(
      fc.asyncProperty(jsonBody, async (body) => {
        const res = await sendOp(op, validParams(op), {
          body: JSON.stringify(body),
          contentType: 'application/json',
        });
        expectSane(res, JSON.stringify(body), op);
      }),
      { numRuns: RUNS },
    );
  });

  it.runIf(op.method !== 'GET')('survives generated content types and raw bodies', async () => {
    await fc.assert(
      fc.asyncProperty(contentType, fc.string({ maxLength: 60 }), async (type, body) => {
        const res = await sendOp(op, validParams(op), { body, contentType: type });
        expectSane(res, `${type} ${JSON.stringify(body)}`, op);
      }),
      { numRuns: RUNS },
    );
  });
});
