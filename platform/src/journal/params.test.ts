/** The journal-entry tests' parameters: defaults, query fields, and errors that name the parameter. */
import { describe, expect, it } from 'vitest';
import { JournalParamsError, paramsFromQuery, runJournalTests } from './index.js';

const YEAR = { startDate: '2024-01-01', endDate: '2024-12-31' };

describe('parameters', () => {
  it('defaults, and numbers from query fields', () => {
    expect(paramsFromQuery({})).toEqual({
      roundBase: 1000,
      roundFloor: 10_000,
      backdatedDays: 30,
      rareAccountMaxVouchers: 2,
      pairMaxVouchers: 1,
      pairMinAccountVouchers: 10,
      benfordMinAmount: 10,
      maxItems: 1000,
    });
    expect(
      paramsFromQuery({ roundBase: '500', backdatedDays: '7', financialYearId: 'x' }),
    ).toMatchObject({
      roundBase: 500,
      backdatedDays: 7,
    });
  });

  it('a bad parameter is an error that names it', () => {
    const issues = (q: Record<string, string>) => {
      try {
        paramsFromQuery(q);
      } catch (e) {
        expect(e).toBeInstanceOf(JournalParamsError);
        return (e as JournalParamsError).issues;
      }
      return [];
    };
    const ORE = 'must be kronor and whole öre (at most two decimals)';
    expect(issues({ roundBase: 'abc' })).toEqual([{ path: 'roundBase', message: ORE }]);
    expect(issues({ roundBase: '0' })).toEqual([
      { path: 'roundBase', message: 'Too small: expected number to be >=0.01' },
    ]);
    expect(issues({ backdatedDays: '1.5', maxItems: '10001' })).toEqual([
      { path: 'backdatedDays', message: 'must be a whole number' },
      { path: 'maxItems', message: 'must be at most 10000' },
    ]);
    expect(issues({ roundFloor: '100.001', benfordMinAmount: '' })).toEqual([
      { path: 'benfordMinAmount', message: ORE },
      { path: 'roundFloor', message: ORE },
    ]);
    expect(() => runJournalTests([], { year: YEAR, params: { nope: 1 } as never })).toThrow(
      /nope: is not allowed/,
    );
  });
});
