/**
 * Every real sample file (fixtures/: the SIE association's test files) read and verified as
 * an upload to a matching company: status and finding as docs/SIE.md "The sample files" says.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  balanceSourceOf,
  computeMonthlyBalances,
  readSie,
  resolveFinancialYear,
  verifySie,
  type CompanyYear,
  type SieSummary,
} from './index.js';

const fixture = (name: string) => new URL(`./fixtures/${name}`, import.meta.url);

async function read(name: string): Promise<SieSummary> {
  const bytes = readFileSync(fixture(name));
  // stream in small chunks so lines span chunk boundaries
  const chunks: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += 997) chunks.push(bytes.subarray(i, i + 997));
  return readSie(chunks);
}

interface Case {
  file: string;
  org: string;
  country: 'SWEDEN' | 'OTHER';
  year: [string, string];
  status: 'verified' | 'parsed' | 'corrupt';
  sieType: number;
  vouchers: number;
  rows: number;
}

const cases: Case[] = [
  {
    file: 'BL0001_typ4.SE',
    org: '556265-1892',
    country: 'SWEDEN',
    year: ['2009-07-01', '2010-06-30'],
    status: 'verified',
    sieType: 4,
    vouchers: 84,
    rows: 405,
  },
  {
    file: 'MAMUT_SIE4_EXPORT.SE',
    org: '555555-5555',
    country: 'SWEDEN',
    year: ['2010-01-01', '2010-12-31'],
    status: 'verified',
    sieType: 4,
    vouchers: 168,
    rows: 458,
  },
  {
    file: 'SIE4_Exempelfil_med_underdim.SE',
    org: '555555-5555',
    country: 'SWEDEN',
    year: ['2021-01-01', '2021-12-31'],
    status: 'verified',
    sieType: 4,
    vouchers: 295,
    rows: 1330,
  },
  {
    file: 'magenta_bokforing_SIE4E.se',
    org: '112233-4567',
    country: 'OTHER',
    year: ['2011-01-01', '2011-12-31'],
    status: 'verified',
    sieType: 4,
    vouchers: 19,
    rows: 84,
  },
  {
    file: 'Sie4.se',
    org: '556654-7898',
    country: 'SWEDEN',
    year: ['2014-01-01', '2014-12-31'],
    status: 'parsed',
    sieType: 4,
    vouchers: 70,
    rows: 260,
  },
  {
    file: 'Sie4.si',
    org: '556036-0793',
    country: 'SWEDEN',
    year: ['2010-01-01', '2010-12-31'],
    status: 'parsed',
    sieType: 4,
    vouchers: 165,
    rows: 869,
  },
  {
    file: 'XE_SIE_4_20151125095119.SE',
    org: '5560602345',
    country: 'OTHER',
    year: ['2015-09-01', '2016-08-31'],
    status: 'corrupt',
    sieType: 4,
    vouchers: 65,
    rows: 248,
  },
  {
    file: 'FAKT.SI',
    org: '555555-5555',
    country: 'SWEDEN',
    year: ['2011-01-01', '2011-12-31'],
    status: 'verified',
    sieType: 4,
    vouchers: 1,
    rows: 3,
  },
  {
    file: 'typ1.se',
    org: '000000-0000',
    country: 'SWEDEN',
    year: ['2012-01-01', '2012-12-31'],
    status: 'verified',
    sieType: 1,
    vouchers: 0,
    rows: 0,
  },
  {
    file: 'typ2.se',
    org: '000000-0000',
    country: 'SWEDEN',
    year: ['2012-01-01', '2012-12-31'],
    status: 'verified',
    sieType: 2,
    vouchers: 0,
    rows: 0,
  },
  {
    file: 'typ3.se',
    org: '000000-0000',
    country: 'SWEDEN',
    year: ['2012-01-01', '2012-12-31'],
    status: 'verified',
    sieType: 3,
    vouchers: 0,
    rows: 0,
  },
];

async function upload(c: Case, years: CompanyYear[]) {
  const summary = await read(c.file);
  const res = resolveFinancialYear(summary, { query: {}, years });
  const financialYear =
    res.kind === 'none' ? null : { startDate: res.startDate, endDate: res.endDate };
  const v = verifySie(summary, { organizationNumber: c.org, country: c.country, financialYear });
  return { summary, res, v };
}

// "The README status": the status docs/SIE.md "The sample files" gives each file.
describe('sample files end in the README status', () => {
  for (const c of cases) {
    it(`${c.file}: ${c.status}`, async () => {
      const years = [{ id: 'y1', startDate: c.year[0], endDate: c.year[1] }];
      const { summary, res, v } = await upload(c, years);
      expect(res).toMatchObject({ kind: 'existing', id: 'y1' });
      expect(v.status).toBe(c.status);
      expect(summary.header.sieType).toBe(c.sieType);
      expect(summary.counts.vouchers).toBe(c.vouchers);
      expect(summary.counts.transactions).toBe(c.rows);
    });
  }

  it('XE: voucher series 1 no. 1 does not balance (12.00 vs -10.00)', async () => {
    const { v } = await upload(cases[6]!, [
      { id: 'y', startDate: '2015-09-01', endDate: '2016-08-31' },
    ]);
    const errors = v.findings.filter((f) => f.severity === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toMatch(
      /voucher 1 1 .*does not balance: debit 12\.00, credit -10\.00/,
    );
    expect(errors[0]!.line).toBe(1356);
  });

  it('Sie4.se: #UB of 2440 and 2640 differ (and #RES of 4010, the same missing voucher)', async () => {
    const { v } = await upload(cases[4]!, [
      { id: 'y', startDate: '2014-01-01', endDate: '2014-12-31' },
    ]);
    const ub = v.discrepancies.filter((d) => d.kind === 'UB');
    expect(ub.map((d) => d.account)).toEqual(['2440', '2640']);
    expect(ub.map((d) => Math.round((d.expected - d.actual) * 100) / 100)).toEqual([-60000, 12000]);
    expect(v.discrepancies.filter((d) => d.kind === 'RES').map((d) => d.account)).toEqual(['4010']);
  });

  it('Sie4.si: 29 accounts whose #UB differ from #IB + movements; empty #ORGNR does not fail', async () => {
    const { v, summary } = await upload(cases[5]!, [
      { id: 'y', startDate: '2010-01-01', endDate: '2010-12-31' },
    ]);
    expect(summary.header.organizationNumber).toBe('');
    expect(new Set(v.discrepancies.map((d) => d.account)).size).toBe(29);
    expect(v.discrepancies.every((d) => d.kind === 'UB' && d.line !== null)).toBe(true);
  });

  it('FAKT.SI: verified when a year holds its dates, else corrupt (year cannot be told)', async () => {
    const c = cases[7]!;
    const ok = await upload(c, [
      { id: 'a', startDate: '2010-01-01', endDate: '2010-12-31' },
      { id: 'b', startDate: '2011-01-01', endDate: '2011-12-31' },
    ]);
    expect(ok.res).toMatchObject({ kind: 'existing', id: 'b' });
    expect(ok.v.status).toBe('verified');
    const none = await upload(c, [{ id: 'a', startDate: '2010-01-01', endDate: '2010-12-31' }]);
    expect(none.res.kind).toBe('none');
    expect(none.v.status).toBe('corrupt');
    expect(none.v.findings.some((f) => /financial year cannot be told/.test(f.message))).toBe(true);
  });

  it("an organisation number that is not the company's makes the file corrupt", async () => {
    const c = { ...cases[0]!, org: '556677-8899' };
    const { v } = await upload(c, [{ id: 'y', startDate: c.year[0], endDate: c.year[1] }]);
    expect(v.status).toBe('corrupt');
    expect(v.findings.some((f) => /organisation number/.test(f.message))).toBe(true);
  });

  it('mangled text bytes do not stop the reader (SIE4_Exempelfil)', async () => {
    const s = await read('SIE4_Exempelfil_med_underdim.SE');
    expect(s.header.companyName).toBe('\ufffdvningsbolaget AB');
    expect(s.accounts.find((a) => a.number === '1060')?.name).toBe('Hyresr\ufffdtt');
    const bl = await read('BL0001_typ4.SE');
    expect(bl.header.companyName).toBe('SEEE Speak Easy Executive English AB');
    expect(bl.counts.rtrans).toBe(6);
    expect(bl.counts.btrans).toBe(3);
  });

  it('reads quoted Mamut headers and tabs', async () => {
    const s = await read('MAMUT_SIE4_EXPORT.SE');
    expect(s.header.format).toBe('PC8');
    expect(s.header.accountPlan).toBe('EUBAS97');
    expect(s.header.program).toBe('Mamut Enterprise');
  });
});

describe('balances from sample files', () => {
  it('magenta: monthly balances equal its own #PSALDO rows', async () => {
    const s = await read('magenta_bokforing_SIE4E.se');
    expect(s.periodBalances).toHaveLength(36);
    const src = balanceSourceOf(s)!;
    expect(src.kind).toBe('transactions');
    const out = computeMonthlyBalances([
      { financialYearId: 'y', startDate: '2011-01-01', endDate: '2011-12-31', source: src },
    ]);
    const psaldo = new Map(
      s.periodBalances.map((p) => [`${p.account}|${p.period}`, p.amount / 100]),
    );
    let compared = 0;
    for (const acc of out) {
      expect(acc.amounts).toHaveLength(12);
      for (const m of acc.amounts) {
        const key = `${acc.accountNumber}|${m.period}`;
        expect(m.amount).toBe(psaldo.get(key) ?? 0);
        if (psaldo.has(key)) compared++;
      }
    }
    expect(compared).toBe(s.periodBalances.filter((p) => p.amount !== 0).length);
  });

  it('typ2: balances come from #PSALDO and reconcile with #UB/#RES', async () => {
    const s = await read('typ2.se');
    const src = balanceSourceOf(s)!;
    expect(src.kind).toBe('psaldo');
    const out = computeMonthlyBalances([
      { financialYearId: 'y', startDate: '2012-01-01', endDate: '2012-12-31', source: src },
    ]);
    const y0 = new Map(s.yearBalances.filter((y) => y.yearNo === 0).map((y) => [y.account, y]));
    const psaldo = new Map(
      s.periodBalances.map((p) => [`${p.account}|${p.period}`, p.amount / 100]),
    );
    expect(out.length).toBeGreaterThan(10);
    let checked = 0;
    for (const acc of out) {
      for (const m of acc.amounts)
        expect(m.amount).toBe(psaldo.get(`${acc.accountNumber}|${m.period}`) ?? 0);
      const last = acc.amounts.at(-1)!.balance;
      const yb = y0.get(acc.accountNumber);
      if (acc.accountType === 'ASSET' || acc.accountType === 'LIABILITY') {
        expect(last).toBe((yb?.ub ?? 0) / 100);
      } else {
        expect(last).toBe((yb?.res ?? 0) / 100);
      }
      checked++;
    }
    expect(checked).toBe(out.length);
  });

  it('typ1 has no monthly data', async () => {
    expect(balanceSourceOf(await read('typ1.se'))).toBeNull();
  });
});
