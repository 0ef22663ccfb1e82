import { describe, expect, it } from 'vitest';
import { MaterialityRequest, SignOffRequest, shareOfAmount } from './console.js';
import { issueCode } from './issues.js';
import { toIssues } from './primitives.js';

const KEY = {
  tenant: 'nordrevision',
  company: '21956b86-1c68-488e-8773-13c1fb38e381',
  assignment: '00000000-0000-4000-8000-000000000000',
};
const check = (body: Record<string, unknown>) => {
  const r = MaterialityRequest.safeParse({ ...KEY, ...body });
  return r.success ? r.data : toIssues(r.error).map((i) => `${i.path}: ${i.message}`);
};

describe('materiality levels (the setMateriality body)', () => {
  it('takes overall in kronor and öre and shares of 0-100 % in hundredths; defaults 75 % and 5 %', () => {
    expect(check({ overall: 120000.5 })).toMatchObject({
      overall: 120000.5,
      performanceShare: 75,
      trivialShare: 5,
    });
    expect(check({ overall: null, performanceShare: 62.5, trivialShare: 0 })).toMatchObject({
      overall: null,
      performanceShare: 62.5,
      trivialShare: 0,
    });
    expect(check({ overall: 0, performanceShare: 100, trivialShare: 33.33 })).toMatchObject({
      trivialShare: 33.33,
    });
  });

  it('refuses a share over 100 or below 0, three decimals, a negative amount, a fraction of an öre', () => {
    expect(check({ overall: 1, performanceShare: 100.01 })).toEqual([
      'performanceShare: must be at most 100',
    ]);
    expect(check({ overall: 1, trivialShare: -0.01 })).toEqual([
      'trivialShare: must not be negative',
    ]);
    expect(check({ overall: 1, trivialShare: 2.555 })).toEqual([
      'trivialShare: must be a per cent with at most two decimals',
    ]);
    expect(check({ overall: -1 })).toEqual(['overall: must not be negative']);
    expect(check({ overall: 1.005 })).toEqual([
      'overall: must be kronor and whole öre (at most two decimals)',
    ]);
    expect(issueCode('must be a per cent with at most two decimals')).toEqual({
      code: 'hundredths',
      params: {},
    });
  });
});

describe('shareOfAmount', () => {
  it('is exact to the öre, halves away from zero', () => {
    expect(shareOfAmount(10240.9, 75)).toBe(7680.68); // 7 680,675
    expect(shareOfAmount(10240.9, 5)).toBe(512.05); // 512,045
    expect(shareOfAmount(10000.38, 75)).toBe(7500.29); // doubles: 7 500,28
    expect(shareOfAmount(8.62, 75)).toBe(6.47); // 6,465
    expect(shareOfAmount(201, 0.5)).toBe(1.01); // 1,005
    expect(shareOfAmount(0.01, 5)).toBe(0);
    expect(shareOfAmount(-8.62, 75)).toBe(-6.47);
    expect(shareOfAmount(999_999_999_999.99, 100)).toBe(999_999_999_999.99);
    expect(shareOfAmount(999_999_999_999.99, 33.33)).toBe(333_300_000_000);
    expect(shareOfAmount(123, 0)).toBe(0);
  });

  it('agrees with a decimal computation for every amount of whole öre up to 20 000 kr', () => {
    const wrong: string[] = [];
    for (let ore = 0; ore <= 2_000_000; ore++) {
      const kronor = Number(`${Math.floor(ore / 100)}.${String(ore % 100).padStart(2, '0')}`);
      for (const hundredths of [7500, 500, 6250, 333]) {
        // öre × hundredths / 10 000, half up, in integers.
        const exact = Math.floor((ore * hundredths + 5000) / 10000);
        if (Math.round(shareOfAmount(kronor, hundredths / 100) * 100) !== exact)
          wrong.push(`${hundredths / 100} % of ${kronor}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('sign-off (the signOff body)', () => {
  const sign = (body: Record<string, unknown>) => {
    const r = SignOffRequest.safeParse({
      tenant: 'nordrevision',
      company: 'c',
      financialYearId: 'fy',
      step: 'prepared',
      figure: -48213.07,
      ...body,
    });
    return r.success ? 'ok' : toIssues(r.error).map((i) => `${i.path}: ${i.message}`);
  };

  it('names an account by its number and a statement line by its id', () => {
    expect(sign({ kind: 'account', item: '1930' })).toBe('ok');
    expect(sign({ kind: 'line', item: 'operatingResult' })).toBe('ok');
    expect(sign({ kind: 'account', item: 'netSales' })).toEqual([
      'item: must be an account number of 1 to 10 digits',
    ]);
    const line = sign({ kind: 'line', item: '1930' });
    expect(line).toEqual(['item: Invalid string: must match pattern /^[a-z][A-Za-z0-9]{0,63}$/']);
    expect(issueCode((line as string[])[0]!.slice('item: '.length))?.code).toBe('pattern');
  });

  it('takes a figure of either sign in kronor and whole öre', () => {
    expect(sign({ kind: 'account', item: '1', figure: 0 })).toBe('ok');
    expect(sign({ kind: 'account', item: '1', figure: 1.005 })).toEqual([
      'figure: must be kronor and whole öre (at most two decimals)',
    ]);
    expect(sign({ kind: 'account', item: '1', figure: -1e12 })).toEqual(['figure: is too large']);
  });
});
