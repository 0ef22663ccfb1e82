import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { nextFinancialYear } from './actions.js';

const year = (startDate: string, endDate: string) => ({ startDate, endDate });
const TODAY = '2026-11-26';

describe('the next financial year of a company', () => {
  it('follows the latest year, as long and starting the day after it', () => {
    expect(
      nextFinancialYear(
        [year('2025-01-01', '2025-12-31'), year('2026-01-01', '2026-12-31')],
        TODAY,
      ),
    ).toEqual({
      kind: 'create',
      startDate: '2027-01-01',
      endDate: '2027-12-31',
    });
    // A broken year (July to June).
    expect(nextFinancialYear([year('2026-07-01', '2027-06-30')], TODAY)).toEqual({
      kind: 'create',
      startDate: '2027-07-01',
      endDate: '2028-06-30',
    });
    // A company that fell behind gets the year after its latest, not today's.
    expect(nextFinancialYear([year('2023-01-01', '2023-12-31')], TODAY)).toMatchObject({
      startDate: '2024-01-01',
      endDate: '2024-12-31',
    });
  });

  it('run again and again, goes at most one year past the one today falls in', () => {
    // The demo's case: the latest year ended last year. Each run adds the year after the
    // latest, until the company has the year after today's; then it is skipped.
    const years = [year('2025-01-01', '2025-12-31')];
    const added: string[] = [];
    for (let run = 0; run < 4; run++) {
      const next = nextFinancialYear(years, TODAY);
      if (next.kind !== 'create') break;
      added.push(next.startDate);
      years.push(year(next.startDate, next.endDate));
    }
    expect(added).toEqual(['2026-01-01', '2027-01-01']);
    expect(nextFinancialYear(years, TODAY)).toEqual({
      kind: 'skip',
      reason: 'hasNextYear',
      startDate: '2027-01-01',
      endDate: '2027-12-31',
    });
  });

  it('keeps a long first year within V1’s 18 months and a short one as long', () => {
    expect(nextFinancialYear([year('2025-07-01', '2026-12-31')], TODAY)).toEqual({
      kind: 'create',
      startDate: '2027-01-01',
      endDate: '2028-06-30',
    });
    expect(nextFinancialYear([year('2026-09-01', '2026-12-31')], TODAY)).toEqual({
      kind: 'create',
      startDate: '2027-01-01',
      endDate: '2027-04-30',
    });
  });

  it('skips, with the reason, a company that has it already or has no year', () => {
    expect(nextFinancialYear([], TODAY)).toEqual({ kind: 'skip', reason: 'noYear' });
    expect(
      nextFinancialYear(
        [year('2026-01-01', '2026-12-31'), year('2027-01-01', '2027-12-31')],
        TODAY,
      ),
    ).toEqual({
      kind: 'skip',
      reason: 'hasNextYear',
      startDate: '2027-01-01',
      endDate: '2027-12-31',
    });
  });
});

describe('the year rule as a plain value', () => {
  it('is the contract’s own span check', async () => {
    const contract = await import('@ledger/contract');
    const rules = await import('@ledger/contract/rules');
    const start = '2025-03-01';
    const latest = dayjs(start)
      .add(rules.MAX_FINANCIAL_YEAR_MONTHS, 'month')
      .subtract(1, 'day')
      .format('YYYY-MM-DD');
    expect(contract.checkFinancialYearSpan(start, latest)).toBeNull();
    const dayLater = dayjs(latest).add(1, 'day').format('YYYY-MM-DD');
    expect(contract.checkFinancialYearSpan(start, dayLater)).not.toBeNull();
  });
});
