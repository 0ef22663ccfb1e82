/**
 * Two exporters' habits that must not move figures, on real-shaped PC8 files (fixtures/):
 * - BL Administration type 2/3 exports write the previous year's months under year 0
 *   (`#PSALDO 0 201612 ...` in a file whose `#RAR 0` is 2017): those rows are left out with a
 *   warning, not counted in January.
 * - A file with `#IB 0` rows omits the zero ones: an account without `#IB 0` opens at 0, even
 *   where its `#UB -1` is not 0 (2099 Årets resultat, moved to 2098 at the opening).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { computeMonthlyBalances } from './balances.js';
import { processSie } from './process.js';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

async function process(name: string, startDate: string, endDate: string) {
  const r = await processSie([fixture(name)], {
    company: { organizationNumber: '556677-8899', country: 'SWEDEN' },
    years: [],
    query: {},
  });
  expect(r.financialYear).toEqual({ startDate, endDate });
  const chart = computeMonthlyBalances([
    { financialYearId: 'fy', startDate, endDate, source: r.balances },
  ]);
  const account = (n: string) => chart.find((b) => b.accountNumber === n);
  return { ...r, chart, account };
}

describe('BL Administration type 2: year-0 #PSALDO rows of the previous year', () => {
  it('are left out with one warning per month, so the file verifies', async () => {
    const r = await process('bl-typ2-psaldo-previous-year.se', '2017-01-01', '2017-12-31');
    expect(r.report.discrepancies).toEqual([]);
    expect(r.status).toBe('verified');
    const ignored = r.report.errors.filter((f) => /outside #RAR 0/.test(f.message));
    const outside = (month: string) =>
      `2 #PSALDO row(s) of year 0 for ${month} lie outside #RAR 0 (2017-01-01..2017-12-31); ignored`;
    // in line order, each at the first such row of its month (1119's 2016-12, then 1930's rows)
    expect(ignored).toEqual([
      { severity: 'warning', line: 50, message: outside('2016-12') },
      { severity: 'warning', line: 52, message: outside('2016-04') },
      { severity: 'warning', line: 53, message: outside('2016-06') },
    ]);
    expect(r.summary.periodBalances.every((p) => p.period.startsWith('2017-'))).toBe(true);
  });

  it('charts each account from its own year: 1119 closes at #UB 0 -100 000, not -120 000', async () => {
    const r = await process('bl-typ2-psaldo-previous-year.se', '2017-01-01', '2017-12-31');
    expect(r.chart[0]!.amounts.map((a) => a.period)).toHaveLength(12);
    const acc1119 = r.account('1119')!.amounts;
    expect(acc1119[0]).toMatchObject({ period: '2017-01', amount: 0, balance: -80000 });
    expect(acc1119.at(-1)).toMatchObject({ period: '2017-12', amount: -20000, balance: -100000 });
    expect(r.account('1930')!.amounts.at(-1)!.balance).toBe(138000);
    expect(r.account('1930')!.amounts[0]!.amount).toBe(0);
    expect(r.account('3010')!.amounts.at(-1)!.balance).toBe(-100000);
    expect(r.account('7820')!.amounts.at(-1)!.balance).toBe(20000);
  });
});

describe('#IB 0 present, but not for every account with #UB -1', () => {
  it('the account without #IB 0 opens at 0, and the file verifies', async () => {
    const r = await process('ib0-without-account.se', '2018-01-01', '2018-12-31');
    expect(r.report.discrepancies).toEqual([]);
    expect(r.status).toBe('verified');
    expect(r.balances!.opening).toEqual([
      { account: '1930', amount: 9500000 },
      { account: '2081', amount: -5000000 },
      { account: '2098', amount: -4500000 },
    ]);
    // 2099 has no opening balance and no movement: no record at all
    expect(r.account('2099')).toBeUndefined();
    expect(r.account('2098')!.amounts.at(-1)!.balance).toBe(-45000);
    expect(r.account('1930')!.amounts.at(-1)!.balance).toBe(113000);
    // the opening balance sheet still nets to zero
    const opening = r.chart
      .filter((b) => b.accountType === 'ASSET' || b.accountType === 'LIABILITY')
      .reduce((s, b) => s + b.amounts[0]!.balance - b.amounts[0]!.amount, 0);
    expect(opening).toBe(0);
  });
});
