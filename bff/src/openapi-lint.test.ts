/**
 * The generated OpenAPI documents lint clean with Redocly's `recommended` ruleset (as
 * `redocly lint` does): no problem of severity error. Warnings may stay; they are printed.
 */
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { bffOpenApi } from './http/openapi.js';
import { buildV1OpenApi } from '@ledger/contract/v1-openapi';

type Problem = Awaited<ReturnType<typeof lintFromString>>[number];

const where = (p: Problem) => p.location.map((l) => l.pointer ?? '').join(', ');
const line = (p: Problem) => `${p.severity} ${p.ruleId} at ${where(p)}: ${p.message}`;

async function lint(name: string, doc: unknown): Promise<Problem[]> {
  const config = await createConfig({ extends: ['recommended'] });
  const problems = await lintFromString({
    source: JSON.stringify(doc),
    absoluteRef: `${name}.json`,
    config,
  });
  const warnings = problems.filter((p) => p.severity !== 'error');
  if (warnings.length) {
    console.log(`${name}: ${warnings.length} warning(s)\n${warnings.map(line).join('\n')}`);
  }
  return problems;
}

const documents: [string, () => unknown][] = [
  ['v1-openapi-extended', () => buildV1OpenApi('extended')],
  ['v1-openapi-v1', () => buildV1OpenApi('v1')],
  ['bff-openapi', () => bffOpenApi()],
];

describe('OpenAPI documents lint with Redocly recommended', () => {
  it('the linter finds errors at all (a document with a known error)', async () => {
    // Two identical templated paths, one of them not declaring its parameter: recommended errors.
    const ok = { 200: { description: 'ok' }, 400: { description: 'bad' } };
    const bad = {
      openapi: '3.1.0',
      info: { title: 'bad', version: '1', license: { name: 'x', url: 'https://example.com' } },
      servers: [{ url: 'https://example.com' }],
      paths: {
        '/a/{x}': { get: { operationId: 'a', summary: 'a', security: [], responses: ok } },
        '/a/{y}': { get: { operationId: 'b', summary: 'b', security: [], responses: ok } },
      },
    };
    const errors = (await lint('known-bad', bad)).filter((p) => p.severity === 'error');
    expect(new Set(errors.map((p) => p.ruleId))).toEqual(
      new Set(['no-identical-paths', 'path-parameters-defined']),
    );
  });

  for (const [name, build] of documents) {
    it(`${name} has no errors`, async () => {
      const errors = (await lint(name, build())).filter((p) => p.severity === 'error');
      expect(errors.map(line)).toEqual([]);
    });
  }
});
