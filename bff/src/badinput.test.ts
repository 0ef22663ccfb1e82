import fc from 'fast-check';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations } from '@ledger/contract';
import type { Operation } from '@ledger/contract';
import { NIL_V4, startTestBff } from '../test/bff-helpers.js';
import type { Client, TestBff } from '../test/bff-helpers.js';

const ops = operations as readonly Operation[];
/** A value of the right form for a path parameter (the resource need not exist). */
const validParam = (name: string) =>
  name === 'companyExtendedAttribute' ? 'snicode' : name === 'name' ? 'some-group' : NIL_V4;

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
  // Every path parameter with a form (company keys, year, file and assignment ids): a value
  // outside it is refused before V1 is asked. User and group ids are plain strings in V1.
  const formed = ops.flatMap((op) =>
    Object.entries((op.params?.shape ?? {}) as Record<string, z.ZodType>)
      .filter(
        ([name, schema]) => !schema.safeParse('x').success && name !== 'companyExtendedAttribute',
      )
      .map(([name, schema]) => [`${op.id} ${name}`, op, name, schema] as const),
  );
  it.each(formed)('%s: a malformed value is 400', async (_label, op, name, schema) => {
    const before = await totalRequests();
    await fc.assert(
      fc.asyncProperty(
        fc.string({ minLength: 1, maxLength: 60 }).filter((s) => s !== '.' && s !== '..'),
        async (bad) => {
          fc.pre(!schema.safeParse(bad).success);
          const target = op.path.replace(/\{(\w+)\}/g, (_, p: string) =>
            p === name ? encodeURIComponent(bad) : validParam(p),
          );
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
  });

  it('an extended attribute other than V1s two is 404 before V1 is asked', async () => {
    const before = await totalRequests();
    const r = await admin.request('PUT', `/api/t/nordrevision/companies/${NIL_V4}/colour`, {
      json: { value: 1 },
    });
    expect(r.status).toBe(404);
    expect(await totalRequests()).toBe(before);
  });

  const withBody = ops.filter((op) => op.body && op.body !== 'multipart');
  it.each(withBody.map((op) => [op.id, op] as const))(
    '%s: a body of the wrong shape is 400',
    async (_id, op) => {
      const before = await totalRequests();
      const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => validParam(name));
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
