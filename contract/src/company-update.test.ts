import { describe, expect, it } from 'vitest';
import { CompanyUpdate } from './resources.js';
import { toIssues } from './primitives.js';

const issues = (body: unknown) => {
  const r = CompanyUpdate.safeParse(body);
  return r.success ? [] : toIssues(r.error).map((i) => `${i.path}: ${i.message}`);
};

describe('a company update (the updateCompany body, derived from the create data)', () => {
  it('holds only the fields it names: nothing absent is filled in', () => {
    expect(CompanyUpdate.parse({})).toEqual({});
    expect(CompanyUpdate.parse({ name: 'Norrsken Bygg AB' })).toEqual({ name: 'Norrsken Bygg AB' });
    expect(CompanyUpdate.parse({ legalForm: 'LIMITED_LIABILITY_COMPANY' })).toEqual({
      legalForm: 'LIMITED_LIABILITY_COMPANY',
    });
  });

  it('refuses a field V1 does not let an update change', () => {
    expect(issues({ name: 'Norrsken Bygg AB', durableKey: 'x' })).toEqual([
      'durableKey: is not allowed',
    ]);
  });
});
