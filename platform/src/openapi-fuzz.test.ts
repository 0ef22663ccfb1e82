/**
 * A schema-driven fuzzer over the platform's own `/v1/openapi.json`, as an outside tool would run
 * it: requests are generated from the document's parameter and body schemas (valid ones, and
 * mutations of them), and every answer is judged against the document. Never a 5xx; a 2xx has a
 * declared status and a body its schema accepts; a request the document forbids is never
 * accepted. Nothing here reads the contract module: only the served document.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getToken,
  send,
  startTestPlatform,
  type Answer,
  type TestPlatform,
} from '../test/platform-helpers.js';

type Schema = Record<string, unknown>;
interface Parameter {
  name: string;
  in: string;
  required: boolean;
  schema: Schema;
}
interface DocOperation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
}

// A new seed each run (see fuzz.test.ts): the cases add up across runs of the suite.
const RUNS = 15;
let p: TestPlatform;
let token: string;
let doc: { paths: Record<string, Record<string, DocOperation>> };
const ajv = new Ajv2020({ strict: false, allErrors: false, unicodeRegExp: true });
(addFormats as unknown as (a: Ajv2020) => void)(ajv);
/** Real values per path parameter name, read from the demo data through the API. */
const seeds: Record<string, string[]> = {};

const get = async <T>(path: string) =>
  (await send(`${p.baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } })).json as T;

beforeAll(async () => {
  p = await startTestPlatform();
  token = await getToken(p.baseUrl);
  doc = (await send(`${p.baseUrl}/openapi.json`)).json as typeof doc;
  const companies = await get<{ durableKey: string }[]>('/companies');
  const key = companies[0]!.durableKey;
  const ids = async (path: string, field = 'id') =>
    ((await get<Record<string, string>[]>(path)) ?? []).map((x) => x[field]!);
  seeds.companyDurableKey = companies.slice(0, 3).map((c) => c.durableKey);
  seeds.userId = (await ids('/users')).slice(0, 3);
  seeds.groupId = (await ids('/groups')).slice(0, 3);
  seeds.name = (await ids('/groups', 'name')).slice(0, 3);
  seeds.financialYearId = await ids(`/company/${key}/financialyears`);
  seeds.fileId = await ids(`/company/${key}/files`);
  seeds.auditAssignmentId = await ids(`/company/${key}/assignments`);
  seeds.companyExtendedAttribute = ['snicode', 'workmateriality'];
});
afterAll(() => p?.dispose());

const junk = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom('', '%', 'null', '-1', '1e309', 'ABC', '00000000-0000-0000-0000-000000000000'),
  fc.uuid(),
);

/** Values a JSON schema describes (best effort: enough to get past the server's shape checks). */
function sample(schema: Schema): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const alternatives = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (alternatives) return fc.oneof(...alternatives.map(sample));
  switch (schema.type) {
    case 'string':
      return sampleString(schema);
    case 'integer':
      return fc.integer({
        min: (schema.minimum as number | undefined) ?? -1000,
        max: Math.min((schema.maximum as number | undefined) ?? 1_000_000, 2 ** 31 - 1),
      });
    case 'number':
      return fc.double({
        min: (schema.minimum as number | undefined) ?? -1e6,
        max: (schema.maximum as number | undefined) ?? 1e6,
        noNaN: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(sample((schema.items as Schema | undefined) ?? {}), {
        minLength: (schema.minItems as number | undefined) ?? 0,
        maxLength: Math.min((schema.maxItems as number | undefined) ?? 3, 3),
      });
    case 'object': {
      const props = (schema.properties ?? {}) as Record<string, Schema>;
      const required = (schema.required ?? []) as string[];
      return fc.record(Object.fromEntries(Object.entries(props).map(([k, s]) => [k, sample(s)])), {
        requiredKeys: required,
      });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function sampleString(schema: Schema): fc.Arbitrary<string> {
  if (schema.format === 'date') {
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
  }
  const pattern = schema.pattern as string | undefined;
  if (pattern?.includes('@')) {
    return fc.stringMatching(/^[a-z][a-z0-9.]{0,10}[a-z]$/).map((s) => `${s}@exempel.se`);
  }
  if (pattern === '^\\d{8}$') {
    return sampleString({ format: 'date' }).map((d) => d.replaceAll('-', ''));
  }
  if (pattern) {
    try {
      return fc.stringMatching(new RegExp(pattern));
    } catch {
      /* a pattern fast-check cannot generate from: plain strings below */
    }
  }
  const min = (schema.minLength as number | undefined) ?? 0;
  return fc.string({ minLength: min, maxLength: Math.max(min, 30) });
}

/** A valid sample, or one mutated the way a fuzzer does (a field dropped, replaced or added). */
function bodyFor(schema: Schema): fc.Arbitrary<unknown> {
  const valid = sample(schema);
  const mutated = fc
    .tuple(valid, fc.nat(2), fc.constantFrom('name', 'value', 'x', 'type', 'data'), fc.jsonValue())
    .map(([v, how, key, junkValue]) => {
      if (!v || typeof v !== 'object' || Array.isArray(v)) return junkValue;
      const copy = { ...(v as Record<string, unknown>) };
      const keys = Object.keys(copy);
      if (how === 0 && keys.length) delete copy[keys[0]!];
      else if (how === 1 && keys.length) copy[keys[0]!] = junkValue;
      else copy[key] = junkValue;
      return copy;
    });
  return fc.oneof(valid, mutated, fc.jsonValue({ maxDepth: 2 }));
}

const valid = (schema: Schema, value: unknown) => ajv.validate(schema, value);

const cases = () =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
  );

describe('a schema-driven fuzzer over /v1/openapi.json', () => {
  it('finds no 5xx, no answer outside the document and no forbidden request accepted', async () => {
    const all = cases();
    expect(all.length).toBeGreaterThan(35);
    for (const { path, method, op } of all) {
      const params = op.parameters ?? [];
      const pathParams = params.filter((x) => x.in === 'path');
      const queryParams = params.filter((x) => x.in === 'query' && x.name !== 'tenantId');
      const jsonSchema = op.requestBody?.content['application/json']?.schema;
      const multipart = Boolean(op.requestBody?.content['multipart/form-data']);

      const pathValue = (x: Parameter) =>
        fc.oneof(
          { weight: 4, arbitrary: fc.constantFrom(...(seeds[x.name] ?? ['x'])) },
          { weight: 1, arbitrary: junk },
        );
      const queryValue = (x: Parameter) =>
        fc.option(
          fc.oneof(
            { weight: 3, arbitrary: sample(x.schema).map(String) },
            { weight: 1, arbitrary: fc.constantFrom(...(seeds[x.name] ?? ['x'])) },
            { weight: 1, arbitrary: junk },
          ),
          { nil: undefined },
        );
      await fc.assert(
        fc.asyncProperty(
          fc.tuple(...pathParams.map(pathValue)),
          fc.tuple(...queryParams.map(queryValue)),
          jsonSchema ? bodyFor(jsonSchema) : fc.constant(undefined),
          async (pathValues, queryValues, body) => {
            let forbidden = false;
            const url = path.replace(/\{(\w+)\}/g, (_, name: string) => {
              const i = pathParams.findIndex((x) => x.name === name);
              // `.` and `..` are resolved away by URL parsers: they never reach a server as values.
              const raw = String(pathValues[i]);
              const v = raw === '.' || raw === '..' ? `${raw}x` : raw;
              if (!valid(pathParams[i]!.schema, v)) forbidden = true;
              return encodeURIComponent(v);
            });
            const qs = new URLSearchParams();
            queryParams.forEach((x, i) => {
              const v = queryValues[i];
              if (v === undefined) {
                if (x.required) forbidden = true;
                return;
              }
              qs.set(x.name, v);
              if (!valid(x.schema, v)) forbidden = true;
            });
            if (jsonSchema && !valid(jsonSchema, body)) forbidden = true;
            const init: RequestInit = {
              method,
              headers: {
                authorization: `Bearer ${token}`,
                ...(jsonSchema ? { 'content-type': 'application/json' } : {}),
              },
            };
            if (jsonSchema) init.body = JSON.stringify(body);
            if (multipart) {
              const form = new FormData();
              form.append('file', new Blob(['fuzz\n']), 'fuzz.txt');
              init.body = form;
            }
            const q = qs.toString();
            const res = await send(`${p.baseUrl}${url}${q ? `?${q}` : ''}`, init);
            judge(op, method, url, body, forbidden, res);
          },
        ),
        { numRuns: RUNS },
      );
    }
  }, 180_000);
});

function judge(
  op: DocOperation,
  method: string,
  url: string,
  body: unknown,
  forbidden: boolean,
  res: Answer,
) {
  const what = `${method} ${url} ${JSON.stringify(body)} -> ${res.status} ${res.text.slice(0, 300)}`;
  expect(res.status, what).toBeLessThan(500);
  if (res.status >= 400) {
    expect(typeof (res.json as { message?: unknown } | undefined)?.message, what).toBe('string');
    return;
  }
  expect(forbidden, `accepted a request the document forbids: ${what}`).toBe(false);
  const declared = op.responses[String(res.status)];
  expect(declared, `undeclared status: ${what}`).toBeDefined();
  const schema = declared!.content?.['application/json']?.schema;
  if (!schema) {
    expect(res.text, what).toBe('');
    return;
  }
  const ok = ajv.validate(schema, res.json);
  expect(ok, `answer outside its schema (${ajv.errorsText()}): ${what}`).toBe(true);
}
