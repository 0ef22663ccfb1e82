/**
 * A V1 answer of another shape than V1.md's is a 502 `upstream_bad_answer`, never passed on to a
 * screen that would break on it (issue 31, item 3): checked in full when it arrives whole, by its
 * first byte when it streams. What a screen copes with goes through: fields V1.md does not name,
 * enum values it does not list.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { operationsById } from '@ledger/contract';
import type { Client, TestBff } from '../../test/bff-helpers.js';
import type { FaultyV1 } from '../../test/faulty-v1.js';
import { startBeforeFaultyV1 } from '../../test/faulty-bff.js';
import { answerStartProblem } from './answer-shape.js';

const TENANTS = [{ id: 'acme', name: 'Acme' }];
const company = {
  durableKey: 'c232ab00-9414-41ec-b3c8-9e6bdeced846',
  organizationNumber: '556677-8899',
  name: 'Stand-in AB',
  defaultAccountPlan: 'BAS2024',
};

let v1: FaultyV1;
let bff: TestBff;
let alice: Client;
beforeAll(async () => {
  ({ v1, bff, alice } = await startBeforeFaultyV1(TENANTS));
});
afterAll(async () => {
  await bff?.close();
  await v1?.close();
});
beforeEach(() => v1.reset());

describe('an answer of another shape', () => {
  it.each([
    ['the list wrapped in an object', { items: [company] }],
    ['a name that is a number', [{ ...company, name: 42 }]],
    ['a company without its key', [{ ...company, durableKey: undefined }]],
    ['a list of strings', ['Stand-in AB']],
  ])('%s is 502 upstream_bad_answer, saying where', async (_, body) => {
    v1.faults.set('GET /companies', { kind: 'shape', body });
    const r = await alice.get<{ code: string; message: string; upstreamStatus: number }>(
      '/api/t/acme/companies',
    );
    expect(r.status, r.text).toBe(502);
    expect(r.body.code).toBe('upstream_bad_answer');
    expect(r.body.upstreamStatus).toBe(200);
    expect(r.body.message).toMatch(/^V1's answer to listCompanies is not of V1's shape/);
  });

  it('fields V1.md does not name and enum values it does not list go through as sent', async () => {
    const newer = [{ ...company, legalForm: 'SOME_NEW_FORM', rating: 'AAA' }];
    v1.faults.set('GET /companies', { kind: 'shape', body: newer });
    const r = await alice.get('/api/t/acme/companies');
    expect(r.status, r.text).toBe(200);
    expect(r.body).toEqual(newer);
  });

  it('a large answer that streams is judged by how it opens', () => {
    const list = operationsById.listCompanies;
    const one = operationsById.getCompany;
    const open = (c: string) => c.charCodeAt(0);
    expect(answerStartProblem(list, open('['))).toBeUndefined();
    expect(answerStartProblem(list, open('{'))).toMatch(/a list was due, it begins with "\{"/);
    expect(answerStartProblem(one, open('{'))).toBeUndefined();
    expect(answerStartProblem(one, open('['))).toMatch(/an object was due/);
    expect(answerStartProblem(list, undefined)).toBeUndefined();
  });
});
