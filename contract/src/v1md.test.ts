/**
 * Holds the contract to the V1 description (`docs/v1/V1.md`): every resource's fields,
 * required flags, types and enums (section 2), every endpoint row's method, path, parameter
 * names, query, body, success status, answer and deprecation (section 4), the token operation,
 * and what `/v1/openapi.json` must declare (tenantId, the `access_token` query scheme,
 * GetFinancialYears, x-extension). The parser is small and strict: a table it cannot read is
 * an error, and the counts it found are asserted, so a format change cannot pass silently.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { operations, type Operation } from './operations.js';
import { v1Resources } from './resources.js';
import { ClientCredentials, TokenResponse, tokenOperation } from './token.js';
import { buildV1OpenApi } from './v1-openapi.js';
import {
  parseV1md,
  readV1md,
  valueList,
  type V1Description,
  type V1Endpoint,
} from './v1md-reader.testing.js';
import { Checker, jsonOf, sameSet, enumOf } from './v1md-checker.testing.js';

// ---- The tests --------------------------------------------------------------------------------

const contractResources: Record<string, z.ZodType> = { ...v1Resources, ClientCredentials };
const v1Operations = (operations as readonly Operation[]).filter((op) => !op.extension);
const key = (method: string, p: string) => `${method} ${p}`;
const pathParams = (p: string) => [...p.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);

let parsed: V1Description | undefined;
/** V1.md, parsed once; every test that needs it fails (never skips) when it is missing. */
const description = () => (parsed ??= parseV1md(readV1md()));

describe('V1.md is read', () => {
  it('finds its resources, identifiers and every endpoint row', () => {
    const v1 = description();
    expect(v1.resources.size).toBeGreaterThanOrEqual(20);
    for (const name of ['User', 'Company', 'File', 'Month entry', 'LegalForm', 'Module']) {
      expect(v1.resources.has(name), name).toBe(true);
    }
    expect([...v1.identifiers.keys()].sort()).toEqual([
      'AuditAssignmentId',
      'CompanyDurableKey',
      'FinancialYearId',
    ]);
    // Every `| GET | ... |` line of section 4 parsed as a row; V1.md has 35 (34 + the token).
    expect(v1.endpoints).toHaveLength(v1.endpointLikeLines);
    expect(v1.endpoints).toHaveLength(35);
    expect(v1.resources.get('LegalForm')!.values).toHaveLength(19);
  });
});

describe('the contract resources are V1.md section 2', () => {
  it('names exactly V1.md resources (v1Resources and the token ClientCredentials)', () => {
    const v1 = description();
    expect(Object.keys(contractResources).sort()).toEqual([...v1.resources.keys()].sort());
  });

  it('has V1.md fields, required flags, types and enums for each resource', () => {
    const v1 = description();
    const check = new Checker(v1);
    for (const r of v1.resources.values()) {
      const schema = contractResources[r.name];
      if (schema) check.resource(jsonOf(schema), r);
    }
    expect(check.problems).toEqual([]);
  });
});

describe('the operation table is V1.md section 4', () => {
  const rows = (v1: V1Description) => v1.endpoints.filter((e) => e.path !== tokenOperation.path);

  it('has exactly V1.md operations (method and path, parameter names included)', () => {
    const v1 = description();
    const ours = v1Operations.map((op) => key(op.method, op.path));
    expect(new Set(ours).size).toBe(ours.length);
    expect([...ours].sort()).toEqual(
      rows(v1)
        .map((e) => key(e.method, e.path))
        .sort(),
    );
  });

  it("has each operation's status, deprecation, path and query parameters, body and answer", () => {
    const v1 = description();
    const check = new Checker(v1);
    const problems = check.problems;
    const names = [...v1.resources.keys()].sort((a, b) => b.length - a.length);
    for (const e of rows(v1)) {
      const where = key(e.method, e.path);
      const op = v1Operations.find((o) => o.method === e.method && o.path === e.path);
      if (!op) continue; // reported by the test above
      if (op.status !== e.status)
        problems.push(`${where}: status ${op.status}, V1.md: ${e.status}`);
      if (Boolean(op.deprecated) !== e.deprecated) {
        problems.push(`${where}: deprecated ${Boolean(op.deprecated)}, V1.md: ${e.deprecated}`);
      }
      // Path parameters: exactly the path's, with V1.md's identifier patterns and enums.
      const params = op.params ? jsonOf(op.params) : { properties: {}, required: [] };
      const names_ = Object.keys(params.properties ?? {});
      if (JSON.stringify(names_.sort()) !== JSON.stringify(pathParams(e.path).sort())) {
        problems.push(`${where}: params ${names_.join(', ')}, path: ${pathParams(e.path)}`);
      }
      const only = /path (\w+) is (.+?);/.exec(e.request);
      if (only) {
        const values = valueList(only[2]!);
        const actual = params.properties?.[only[1]!] && enumOf(params.properties[only[1]!]!);
        if (!values || !actual || !sameSet(actual, values)) {
          problems.push(`${where}: ${only[1]} takes ${JSON.stringify(actual)}, V1.md: ${only[2]}`);
        }
      }
      // Query parameters named in the Request cell (all but tenantId, which every one takes).
      const query = op.query ? jsonOf(op.query) : { properties: {}, required: [] };
      const queryNames = Object.keys(query.properties ?? {}).sort();
      const v1Query = /\bquery\b/i.test(e.request)
        ? [...new Set(e.request.match(/\b[a-z]+[A-Z]\w*\b/g) ?? [])]
            .filter((n) => n !== 'tenantId' && !pathParams(e.path).includes(n))
            .sort()
        : [];
      if (JSON.stringify(queryNames) !== JSON.stringify(v1Query)) {
        problems.push(`${where}: query ${queryNames.join(', ')}, V1.md: ${v1Query.join(', ')}`);
      }
      const optionalQuery = /optional query/i.test(e.request);
      for (const q of v1Query) {
        if ((query.required ?? []).includes(q) === optionalQuery) {
          problems.push(`${where}: query ${q} ${optionalQuery ? 'required' : 'optional'} here`);
        }
      }
      // Identifier patterns of path and query parameters.
      for (const [name, js] of [
        ...Object.entries(params.properties ?? {}),
        ...Object.entries(query.properties ?? {}),
      ]) {
        const id = [...v1.identifiers.keys()].find(
          (i) => i[0]!.toLowerCase() + i.slice(1) === name,
        );
        if (id && js.pattern !== v1.identifiers.get(id)) {
          problems.push(
            `${where}: ${name} pattern ${js.pattern}, V1.md: ${v1.identifiers.get(id)}`,
          );
        }
      }
      // Body: the V1.md resource it names, or multipart.
      const body = /\bbody (\w+)/.exec(e.request)?.[1];
      if (/multipart\/form-data/.test(e.request)) {
        if (op.body !== 'multipart') problems.push(`${where}: body is not multipart`);
      } else if (body) {
        if (!contractResources[body] || op.body !== contractResources[body]) {
          problems.push(`${where}: body is not the contract's ${body}`);
        }
      } else if (op.body !== undefined) {
        problems.push(`${where}: takes a body, V1.md: ${e.request}`);
      }
      // Answer: `200, [the created] [array of] Resource[, or null]`, 204 nothing.
      if (e.status === 204) {
        if (op.response !== null) problems.push(`${where}: 204 with a body schema`);
        continue;
      }
      const answer = e.response
        .replace(/^\d{3}[,;]?\s*/, '')
        .split(/[;.]/)[0]!
        .replace(/^the (created|updated|deleted) /, '');
      const array = answer.startsWith('array of ');
      const rest = answer.replace(/^array of /, '');
      const name = names.find((n) => rest.startsWith(n));
      if (!name || !contractResources[name] || !op.response) {
        problems.push(`${where}: answer "${answer}" not found in the contract`);
        continue;
      }
      let expected: z.ZodType = contractResources[name];
      if (array) expected = z.array(expected);
      if (/, or null$/.test(answer)) expected = expected.nullable();
      if (JSON.stringify(jsonOf(op.response)) !== JSON.stringify(jsonOf(expected))) {
        problems.push(`${where}: answer is not V1.md's ${answer}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('has the token operation as V1.md says (tokenOperation, ClientCredentials)', () => {
    const v1 = description();
    const token = v1.endpoints.filter((e) => e.path === tokenOperation.path);
    expect(token).toHaveLength(1);
    const [e] = token as [V1Endpoint];
    expect(key(tokenOperation.method, tokenOperation.path)).toBe(key(e.method, e.path));
    expect(tokenOperation.status).toBe(e.status);
    const fields = /credentials: ([\w, ]+?)(?: \(|;|$)/.exec(e.request)![1]!.split(/,\s*/);
    const cc = jsonOf(ClientCredentials);
    expect(Object.keys(cc.properties!).sort()).toEqual([...fields].sort());
    expect(cc.additionalProperties).toBe(false);
    const answerField = /field `(\w+)`/.exec(e.response)![1]!;
    expect(jsonOf(TokenResponse).required).toContain(answerField);
  });
});

describe('/v1/openapi.json declares what V1.md shows', () => {
  type DocOp = {
    operationId: string;
    parameters?: { name: string; in: string; required?: boolean }[];
    deprecated?: boolean;
    'x-operation-name'?: string;
    'x-extension'?: boolean;
  };
  const opsOf = (doc: ReturnType<typeof buildV1OpenApi>) =>
    Object.entries(doc.paths as Record<string, Record<string, DocOp>>).flatMap(([p, item]) =>
      Object.entries(item).map(([method, op]) => ({ path: p, method: method.toUpperCase(), op })),
    );

  for (const profile of ['extended', 'v1'] as const) {
    it(`${profile}: tenantId query on all but the token, the access_token query scheme`, () => {
      const doc = buildV1OpenApi(profile);
      const ops = opsOf(doc);
      const expectedIds = (operations as readonly Operation[])
        .filter((op) => profile === 'extended' || !op.extension)
        .map((op) => op.id);
      expect(ops.map((o) => o.op.operationId).sort()).toEqual(
        [...expectedIds, tokenOperation.id].sort(),
      );
      for (const { op } of ops) {
        const tenant = op.parameters?.filter((p) => p.name === 'tenantId') ?? [];
        if (op.operationId === tokenOperation.id) {
          expect(tenant, op.operationId).toEqual([]);
        } else {
          expect(tenant, op.operationId).toHaveLength(1);
          expect(tenant[0]!.in, op.operationId).toBe('query');
          expect(tenant[0]!.required ?? false, op.operationId).toBe(false);
        }
      }
      const schemes = Object.values(
        (doc.components?.securitySchemes ?? {}) as Record<string, Record<string, string>>,
      );
      expect(schemes).toContainEqual(
        expect.objectContaining({ type: 'apiKey', in: 'query', name: 'access_token' }),
      );
    });

    it(`${profile}: both financial-year listings share V1.md's operation name, x-extension exactly on extensions`, () => {
      const v1 = description();
      const ops = opsOf(buildV1OpenApi(profile));
      const { deprecated, successor, name } = v1.sharedName;
      for (const p of [deprecated, successor]) {
        const found = ops.find((o) => o.method === 'GET' && o.path === p);
        expect(found?.op['x-operation-name'], p).toBe(name);
        expect(found?.op.deprecated ?? false, p).toBe(p === deprecated);
      }
      for (const { op } of ops) {
        const contractOp = (operations as readonly Operation[]).find(
          (o) => o.id === op.operationId,
        );
        expect(op['x-extension'] ?? false, op.operationId).toBe(contractOp?.extension ?? false);
      }
    });
  }
});
