import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations } from '../contract/index.js';
import type { Operation } from '../contract/index.js';
import { NIL_V4, startTestBff } from './test-helpers.js';
import type { Client, TestBff } from './test-helpers.js';

const ops = operations as readonly Operation[];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let bff: TestBff;
let admin: Client;
beforeAll(async () => {
  bff = await startTestBff();
  admin = bff.client();
  await admin.login('admin', 'admin-demo');
});
afterAll(() => bff?.close());

const totalRequests = async () =>
  Object.values((await bff.stats()).requests).reduce((a, b) => a + b, 0);

describe('generated bad input (fast-check) never reaches V1', () => {
  const withUuidParams = ops.filter((op) =>
    /\{(companyKey|userId|groupId|fileId|assignmentId|financialYearId)\}/.test(op.path),
  );
  it.each(withUuidParams.map((op) => [op.id, op] as const))(
    '%s: a malformed id is 400',
    async (_id, op) => {
      const before = await totalRequests();
      await fc.assert(
        fc.asyncProperty(
          fc
            .string({ minLength: 1, maxLength: 60 })
            .filter((s) => !UUID.test(s) && s !== '.' && s !== '..'),
          async (bad) => {
            const p = op.path.replace(/\{(\w+)\}/g, (_, name: string) =>
              name === 'name' || name === 'attribute'
                ? 'snicode'
                : name === 'companyKey'
                  ? encodeURIComponent(bad)
                  : NIL_V4,
            );
            const target = op.path.includes('{companyKey}')
              ? p
              : p.replace(NIL_V4, encodeURIComponent(bad));
            const r = await admin.request(
              op.method,
              `/api/t/nordrevision${target}`,
              op.body && op.body !== 'multipart' ? { json: {} } : {},
            );
            expect([400, 404, 415]).toContain(r.status);
            if (r.status === 400)
              expect(r.body).toMatchObject({ status: 400, issues: expect.any(Array) });
          },
        ),
        { numRuns: 15 },
      );
      expect(await totalRequests()).toBe(before);
    },
  );

  const withBody = ops.filter((op) => op.body && op.body !== 'multipart');
  it.each(withBody.map((op) => [op.id, op] as const))(
    '%s: a body of the wrong shape is 400',
    async (_id, op) => {
      const before = await totalRequests();
      const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) =>
        name === 'attribute' ? 'snicode' : NIL_V4,
      );
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            fc.constant(null),
            fc.integer(),
            fc.string(),
            fc.array(fc.anything(), { maxLength: 3 }),
            fc.dictionary(fc.string({ maxLength: 10 }), fc.anything({ maxDepth: 1 }), {
              maxKeys: 4,
            }),
          ),
          async (body) => {
            // Judge what goes over the wire: JSON drops undefined members (`{"": undefined}` is `{}`).
            const sent: unknown = JSON.parse(JSON.stringify(body));
            const parsed = (
              op.body as Exclude<Operation['body'], 'multipart' | undefined>
            ).safeParse(sent);
            fc.pre(!parsed.success);
            const r = await admin.request(op.method, `/api/t/nordrevision${path}`, { json: sent });
            expect(r.status).toBe(400);
            expect(r.body).toMatchObject({
              status: 400,
              requestId: expect.any(String),
              issues: expect.any(Array),
            });
          },
        ),
        { numRuns: 20 },
      );
      expect(await totalRequests()).toBe(before);
    },
  );
});
