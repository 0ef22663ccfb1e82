import { describe, expect, it } from 'vitest';
import { resolveFinancialYear } from './financial-year.js';
import type { SieSummary } from './types.js';

const summary = (rar?: [string, string], vouchers?: [string, string]) =>
  ({
    header: { years: rar ? [{ yearNo: 0, startDate: rar[0], endDate: rar[1] }] : [] },
    vouchers: {
      count: vouchers ? 2 : 0,
      unbalanced: 0,
      dates: [],
      datesTruncated: false,
      ...(vouchers ? { firstDate: vouchers[0], lastDate: vouchers[1] } : {}),
    },
  }) as Pick<SieSummary, 'header' | 'vouchers'>;

const years = [
  { id: 'a', startDate: '2023-01-01', endDate: '2023-12-31' },
  { id: 'b', startDate: '2024-01-01', endDate: '2024-12-31' },
];

describe('resolveFinancialYear', () => {
  it('takes the financialYearId query first', () => {
    const s = summary(['2023-01-01', '2023-12-31']);
    expect(resolveFinancialYear(s, { query: { financialYearId: 'b' }, years })).toMatchObject({
      kind: 'existing',
      id: 'b',
    });
    expect(resolveFinancialYear(s, { query: { financialYearId: 'zz' }, years }).kind).toBe('none');
  });

  it('matches #RAR 0 to the year with those dates, or creates it when none overlaps', () => {
    expect(
      resolveFinancialYear(summary(['2024-01-01', '2024-12-31']), { query: {}, years }),
    ).toMatchObject({
      kind: 'existing',
      id: 'b',
    });
    expect(
      resolveFinancialYear(summary(['2025-07-01', '2026-06-30']), { query: {}, years }),
    ).toEqual({
      kind: 'create',
      startDate: '2025-07-01',
      endDate: '2026-06-30',
    });
  });

  it('uses the startDate/endDate query when the file has no #RAR 0', () => {
    expect(
      resolveFinancialYear(summary(), {
        query: { startDate: '2022-01-01', endDate: '2022-12-31' },
        years,
      }),
    ).toEqual({ kind: 'create', startDate: '2022-01-01', endDate: '2022-12-31' });
  });

  it('falls back to the year holding all voucher dates', () => {
    expect(
      resolveFinancialYear(summary(undefined, ['2024-03-04', '2024-03-04']), { query: {}, years }),
    ).toMatchObject({
      kind: 'existing',
      id: 'b',
    });
    expect(
      resolveFinancialYear(summary(undefined, ['2023-12-30', '2024-01-02']), { query: {}, years })
        .kind,
    ).toBe('none');
    expect(resolveFinancialYear(summary(), { query: {}, years }).kind).toBe('none');
    // #RAR 0 overlapping a year without matching it
    const r = resolveFinancialYear(summary(['2024-07-01', '2025-06-30']), { query: {}, years });
    expect(r.kind).toBe('none');
  });

  it('refuses to create a year longer than 18 months', () => {
    expect(
      resolveFinancialYear(summary(['2020-01-01', '2021-12-31']), { query: {}, years }).kind,
    ).toBe('none');
  });
});
