import { describe, expect, it } from 'vitest';
import { matchesRow, SETUP, type AnyRow } from './kinds.js';

const row: AnyRow = {
  row: 12,
  key: 'anna@example.se',
  label: 'anna@example.se',
  values: { email: 'anna@example.se', groups: 'Revisorer' },
  problems: [],
  body: null,
};

describe('import kinds', () => {
  it('finds a preview row by any of its values (any case) or its row number', () => {
    expect(matchesRow(row, 'REVISOR')).toBe(true);
    expect(matchesRow(row, ' anna@ ')).toBe(true);
    expect(matchesRow(row, '12')).toBe(true);
    expect(matchesRow(row, '1')).toBe(false);
    expect(matchesRow(row, 'bolag')).toBe(false);
    expect(matchesRow(row, '')).toBe(true);
  });

  it('reads a list of addresses for invitations, a table with a header for companies', () => {
    const list = SETUP.invitations.read('anna@example.se\nbjorn@example.se\n');
    expect(list.list).toBe(true);
    expect(list.rows).toHaveLength(2);
    const table = SETUP.companies.read(
      'name;organizationNumber;annualReportFramework\nNorrsken Bygg AB;556036-0793;K2\n',
    );
    expect(table.list).toBeUndefined();
    expect(table.rows).toHaveLength(1);
    expect(SETUP.companies.read('name\nNorrsken Bygg AB\n').missing).toContain(
      'annualReportFramework',
    );
  });
});
