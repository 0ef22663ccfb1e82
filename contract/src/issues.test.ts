import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { consoleRoutes } from './console.js';
import { ISSUE_TEMPLATES, issueCode, issueText, withIssueCode } from './issues.js';
import type { IssueParams } from './issues.js';
import { operations } from './operations.js';
import type { Operation } from './operation.js';
import { toIssues } from './primitives.js';
import * as R from './resources.js';
import { BalancesQuery } from './operation.js';

/** Values that each break some rule somewhere. */
const BAD_VALUES: unknown[] = [
  undefined,
  null,
  true,
  '',
  ' ',
  'x',
  'x'.repeat(600),
  'NOT-A-UUID',
  '2023-02-29',
  '20230229',
  '2023-13',
  'nobody@',
  -1,
  1.5,
  2 ** 40,
  101,
  [],
  [''],
  ['not an email'],
  {},
];

function messagesOf(schema: z.ZodType, value: unknown): string[] {
  const r = schema.safeParse(value);
  return r.success ? [] : toIssues(r.error).map((i) => i.message);
}

/** Every message the schema gives for the bad values, as a whole and field by field. */
function badMessages(schema: z.ZodType): string[] {
  const out: string[] = [];
  for (const v of BAD_VALUES) out.push(...messagesOf(schema, v));
  const shape = (schema as { shape?: Record<string, unknown> }).shape;
  if (shape)
    for (const key of [...Object.keys(shape), 'unexpected'])
      for (const v of BAD_VALUES) out.push(...messagesOf(schema, { [key]: v }));
  return out;
}

const schemas: [string, z.ZodType][] = [];
for (const op of operations as readonly Operation[]) {
  for (const part of ['params', 'query', 'body'] as const) {
    const s = op[part] as z.ZodType | 'multipart' | undefined;
    if (s && s !== 'multipart') schemas.push([`${op.id} ${part}`, s]);
  }
}
for (const route of consoleRoutes) {
  if ('query' in route) schemas.push([`${route.id} query`, route.query]);
  if ('body' in route) schemas.push([`${route.id} body`, route.body]);
}

const company = (organizationNumber: string, type = 1, userIds: string[] = []) => ({
  authorization: { type, userIds, groupIds: [] },
  data: { name: 'Exempel AB', organizationNumber, annualReportFramework: 'K2' },
});

describe('issue templates', () => {
  it('every template reads back as its own code with the values it was given', () => {
    const samples: Record<string, IssueParams> = {
      max_length: { max: 64 },
      min_length: { min: 8 },
      platform_user_unknown: { wanted: 'bo@nordrevision.se' },
      max_value: { max: 100 },
      year_too_long: { latest: '2025-06-30' },
      sni_code: { min: 1, max: 99999 },
      must_be_empty_for_type: { type: 1 },
      too_many_emails: { max: 100 },
      email_twice: { email: 'åsa@exempel.se' },
      language: { supported: 'sv, en' },
      wrong_type: { expected: 'string', received: 'number' },
      wrong_value: { expected: '"sv"' },
      one_of: { options: '"sv"|"en"' },
      too_big: { origin: 'string', max: 64, unit: 'characters' },
      too_big_value: { origin: 'number', max: 500 },
      too_small: { origin: 'array', min: 1, unit: 'items' },
      too_small_value: { origin: 'number', min: 1 },
      pattern: { pattern: '/^a$/' },
      invalid_format: { format: 'ISO datetime' },
    };
    for (const code of Object.keys(ISSUE_TEMPLATES) as (keyof typeof ISSUE_TEMPLATES)[]) {
      const params = samples[code] ?? {};
      const english = (issueText as (c: string, p?: IssueParams) => string)(code, params);
      expect(english, code).not.toMatch(/[{}]/);
      expect(issueCode(english), code).toEqual({ code, params });
    }
  });

  it('keeps the English words the contract always had', () => {
    expect(issueText('max_length', { max: 64 })).toBe('must be at most 64 characters');
    expect(issueText('org_nr')).toBe(
      'must be a Swedish organisation number NNNNNN-NNNN with a valid check digit',
    );
    expect(issueText('email_twice', { email: 'a@b.se' })).toBe('a@b.se is given twice');
    expect(issueText('year_too_long', { latest: '2025-06-30' })).toBe(
      'must be 2025-06-30 or earlier (a year is at most 18 months)',
    );
  });

  it("recognises every message the contract's schemas give, zod's own included", () => {
    const messages = new Set<string>();
    for (const [, schema] of schemas) for (const m of badMessages(schema)) messages.add(m);
    // Refinements run only on input that passes the rest.
    const refined: [z.ZodType, unknown][] = [
      [R.CompanyCreate, company('556677-8890')],
      [R.CompanyCreate, company('556677-8899', 3, ['u1'])],
      [R.CompanyUpdate, { organizationNumber: '1', country: 'SWEDEN' }],
      [R.InviteUserData, { emails: ['a@b.se', 'A@b.se'] }],
      [R.InviteUserData, { emails: Array.from({ length: 101 }, (_, i) => `u${i}@b.se`) }],
      [R.CreateFinancialYear, { startDate: '2024-01-01', endDate: '2023-12-31' }],
      [R.CreateFinancialYear, { startDate: '2024-01-01', endDate: '2026-01-01' }],
      [R.UploadQuery, { startDate: '2024-01-01' }],
      [R.UploadQuery, { startDate: '2024-01-02', endDate: '2024-01-01' }],
      [BalancesQuery, { startDate: '20240102', endDate: '20240101' }],
      [BalancesQuery, { startDate: '20240230', endDate: '20240301' }],
      [R.UpdateCompanyExtendedAttributes, { value: 2 ** 40 }],
      [R.WorkMaterialityUpdate, { workMateriality: 1, workMaterialityPercentage: 101 }],
      [R.WorkMaterialityUpdate, { workMateriality: 1.005, workMaterialityPercentage: 1 }],
      [R.MonthEntry, { month: '2024-1', financialYearId: 'x', amount: 1 }],
    ];
    for (const [schema, value] of refined) {
      const found = messagesOf(schema, value);
      expect(found.length, JSON.stringify(value)).toBeGreaterThan(0);
      for (const m of found) messages.add(m);
    }
    expect(messages.size).toBeGreaterThan(30);
    const unknown = [...messages].filter((m) => issueCode(m) === undefined);
    expect(unknown).toEqual([]);
    for (const expected of [
      'must be 2025-06-30 or earlier (a year is at most 18 months)',
      'A@b.se is given twice',
      'must be empty for authorization type 3',
      'is not allowed',
      'must be a Swedish organisation number NNNNNN-NNNN with a valid check digit',
    ])
      expect(messages).toContain(expected);
  });

  it('withIssueCode adds the code and values, `invalid` for any other message', () => {
    expect(withIssueCode({ path: 'body.name', message: 'must be at most 200 characters' })).toEqual(
      {
        path: 'body.name',
        message: 'must be at most 200 characters',
        code: 'max_length',
        params: { max: 200 },
      },
    );
    expect(withIssueCode({ path: 'body', message: 'is not allowed' })).toEqual({
      path: 'body',
      message: 'is not allowed',
      code: 'not_allowed',
    });
    expect(withIssueCode({ path: 'x', message: 'the moon is wrong' })).toEqual({
      path: 'x',
      message: 'the moon is wrong',
      code: 'invalid',
    });
  });
});
