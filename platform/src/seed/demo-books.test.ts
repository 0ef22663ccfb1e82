/**
 * The demo's books are believable for a small Swedish aktiebolag (docs/PLATFORM.md "The demo
 * books"): read from the generated files by a small reader of this test's own, not from the
 * generator. Per company and year: the chart is BAS2024 and the file verifies; the balance sheet
 * balances; the year's tax is 20,6 % of the result before tax (rounded as Skatteverket does)
 * and booked before the result goes to 2099; VAT is settled each quarter and paid the next, so
 * a year ends owing one quarter's; equipment is depreciated over five years; customers owe
 * about a month of sales; last year's tax is settled against the F-skatt paid; the bank never
 * goes into overdraft; the profit is plausible for the size.
 */
import { describe, expect, it } from 'vitest';
import { processSie } from '../sie/process.js';
import { DEMO_ACCOUNT_PLAN, DEMO_TENANTS } from './demo-data.js';
import { demoId, withLuhn } from './ids.js';
import { generateDemoSieFiles } from './sie-files.js';

interface Row {
  account: string;
  amount: number;
}
interface Voucher {
  series: string;
  date: string;
  text: string;
  rows: Row[];
}
interface Book {
  plan: string;
  start: string;
  end: string;
  ib: Map<string, number>;
  ub: Map<string, number>;
  res: Map<string, number>;
  vouchers: Voucher[];
}

/** Öre from a SIE amount (`-1234.50`), exactly. */
function ore(s: string): number {
  const [int, dec = ''] = s.replace('-', '').split('.');
  const v = Number(int) * 100 + Number(dec.padEnd(2, '0'));
  return s.startsWith('-') ? -v : v;
}
const iso = (d: string) => `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6, 8)}`;
const CP437: Record<string, string> = { '\x86': 'å', '\x84': 'ä', '\x94': 'ö', '\x8f': 'Å' };

/** The records these checks need, from the file's text. */
function read(content: Buffer): Book {
  const b: Book = {
    plan: '',
    start: '',
    end: '',
    ib: new Map(),
    ub: new Map(),
    res: new Map(),
    vouchers: [],
  };
  let open: Voucher | null = null;
  const text = content.toString('latin1').replace(/[\x80-\xff]/g, (c) => CP437[c] ?? '?');
  for (const line of text.split('\n')) {
    const f = [...line.matchAll(/"((?:[^"\\]|\\.)*)"|\{[^}]*\}|\S+/g)].map((m) => m[1] ?? m[0]);
    switch (f[0]) {
      case '#KPTYP':
        b.plan = f[1]!;
        break;
      case '#RAR':
        if (f[1] === '0') [b.start, b.end] = [iso(f[2]!), iso(f[3]!)];
        break;
      case '#IB':
      case '#UB':
      case '#RES':
        if (f[1] === '0')
          b[f[0] === '#IB' ? 'ib' : f[0] === '#UB' ? 'ub' : 'res'].set(f[2]!, ore(f[3]!));
        break;
      case '#VER':
        open = { series: f[1]!, date: iso(f[3]!), text: f[4] ?? '', rows: [] };
        b.vouchers.push(open);
        break;
      case '#TRANS':
        open!.rows.push({ account: f[1]!, amount: ore(f[3]!) });
        break;
    }
  }
  return b;
}

const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);
const get = (m: Map<string, number>, a: string) => m.get(a) ?? 0;
const rowsOf = (b: Book, test: (v: Voucher, r: Row) => boolean) =>
  b.vouchers.flatMap((v) => v.rows.filter((r) => test(v, r)));
const months = (b: Book) =>
  (Number(b.end.slice(0, 4)) - Number(b.start.slice(0, 4))) * 12 +
  Number(b.end.slice(5, 7)) -
  Number(b.start.slice(5, 7)) +
  1;
/** An account's balance after each voucher date, in date order: [date, balance][]. */
function running(b: Book, accounts: string[]): [string, number][] {
  let bal = sum(accounts.map((a) => get(b.ib, a)));
  const byDate = new Map<string, number>();
  for (const v of b.vouchers)
    for (const r of v.rows)
      if (accounts.includes(r.account)) byDate.set(v.date, (byDate.get(v.date) ?? 0) + r.amount);
  return [...byDate].sort(([x], [y]) => x.localeCompare(y)).map(([d, x]) => [d, (bal += x)]);
}
const at = (series: [string, number][], date: string, opening: number) =>
  series.filter(([d]) => d <= date).at(-1)?.[1] ?? opening;
const monthEnds = (b: Book) =>
  Array.from({ length: months(b) }, (_, i) => {
    const d = new Date(`${b.start}T00:00:00Z`);
    d.setUTCMonth(d.getUTCMonth() + i + 1, 0);
    return d.toISOString().slice(0, 10);
  });

/** The tax Skatteverket takes: 20,6 % of the taxable income rounded down to whole hundreds of
 *  kronor (inkomstskattelagen 1 kap. 6 §), the tax rounded down to whole kronor; öre. */
const taxOn = (profit: number) =>
  profit <= 0 ? 0 : Math.floor((Math.floor(profit / 10_000) * 100 * 206) / 1000) * 100;

const companies = DEMO_TENANTS.flatMap((t) => t.companies.map((c) => ({ t, c })));

describe.each(companies.map((x) => [x.c.name, x] as const))(
  'the demo books of %s',
  (_, { t, c }) => {
    const key = demoId(`${t.id}/company/${c.name}`);
    const organizationNumber = withLuhn(c.orgBase);
    const years = c.years.map(([startDate, endDate]) => ({
      id: demoId(`${t.id}/year/${c.name}/${startDate}`),
      companyDurableKey: key,
      startDate,
      endDate,
    }));
    const files = generateDemoSieFiles({
      tenantId: t.id,
      company: {
        key,
        name: c.name,
        organizationNumber,
        netSales: c.netSales,
        ...(c.reducedVatShare ? { reducedVatShare: c.reducedVatShare } : {}),
      },
      years,
    });
    const books = files.map((f) => read(f.content));

    it('say BAS2024, verify, balance and run on from year to year', async () => {
      expect(DEMO_ACCOUNT_PLAN).toBe('BAS2024');
      for (const [i, b] of books.entries()) {
        expect(b.plan).toBe(DEMO_ACCOUNT_PLAN);
        expect([b.start, b.end]).toEqual([years[i]!.startDate, years[i]!.endDate]);
        const r = await processSie([files[i]!.content], {
          company: { organizationNumber, country: 'SWEDEN' },
          years: years.map((y) => ({ id: y.id, startDate: y.startDate, endDate: y.endDate })),
          query: { financialYearId: years[i]!.id },
        });
        expect(r.status).toBe('verified');
        expect(r.accountPlan).toBe(DEMO_ACCOUNT_PLAN);
        for (const v of b.vouchers) expect(sum(v.rows.map((x) => x.amount)), v.text).toBe(0);
        // closing = opening + the vouchers; a result account's #RES = its vouchers
        for (const [a, ub] of b.ub)
          expect(
            get(b.ib, a) + sum(rowsOf(b, (_, x) => x.account === a).map((x) => x.amount)),
            a,
          ).toBe(ub);
        for (const [a, res] of b.res)
          expect(sum(rowsOf(b, (_, x) => x.account === a).map((x) => x.amount)), a).toBe(res);
        // assets = equity and liabilities, at the opening and at the close
        expect(sum([...b.ib.values()])).toBe(0);
        expect(sum([...b.ub.values()])).toBe(0);
        if (i > 0) expect(b.ib).toEqual(books[i - 1]!.ub);
      }
    });

    it('book the year’s tax, 20,6 % of the result before tax, before the result goes to 2099', () => {
      for (const b of books) {
        const before = sum(
          [...b.res].filter(([a]) => a !== '8910' && a !== '8999').map(([, x]) => x),
        );
        const sales = -sum([...b.res].filter(([a]) => /^3[0-7]/.test(a)).map(([, x]) => x));
        const tax = get(b.res, '8910');
        expect(-before, `profit ${b.start}`).toBeGreaterThan(0);
        expect(tax).toBe(taxOn(-before));
        expect(Math.abs(tax - Math.round(-before * 0.206))).toBeLessThanOrEqual(2_100); // < 21 kr
        // one voucher on the last day, 8910 against 2512, just before the result's
        const last = b.vouchers.filter((v) => v.date === b.end && v.series === 'M').slice(-2);
        expect(last.map((v) => v.rows.map((r) => [r.account, r.amount]))).toEqual([
          [
            ['8910', tax],
            ['2512', -tax],
          ],
          [
            ['8999', -(before + tax)],
            ['2099', before + tax],
          ],
        ]);
        // 2099 holds the result after tax: every result account but 8999
        expect(get(b.ub, '2099')).toBe(before + tax);
        expect(get(b.res, '8999')).toBe(-(before + tax));
        // a plausible profit after tax for a small company: 2-15 % of net sales
        const margin = -(before + tax) / sales;
        expect(margin, `margin ${b.start}`).toBeGreaterThan(0.02);
        expect(margin, `margin ${b.start}`).toBeLessThan(0.15);
        // the estimate stays until the final tax is settled next year, against the F-skatt paid
        expect(get(b.ub, '2512')).toBe(-tax);
        const fSkatt = rowsOf(b, (v, r) => r.account === '2518' && r.amount > 0).map(
          (r) => r.amount,
        );
        expect(fSkatt).toHaveLength(months(b));
        expect(new Set(fSkatt).size).toBe(1);
        if (get(b.ib, '2512') !== 0) {
          const final = b.vouchers.filter((v) =>
            v.rows.some((r) => r.account === '2512' && r.amount > 0),
          );
          expect(final).toHaveLength(1);
          expect(final[0]!.rows).toEqual(
            expect.arrayContaining([
              { account: '2512', amount: -get(b.ib, '2512') },
              { account: '2518', amount: -get(b.ib, '2518') },
            ]),
          );
          expect(final[0]!.rows.map((r) => r.account)).toContain('1630');
        }
        expect(get(b.ub, '2518')).toBe(sum(fSkatt));
      }
    });

    it('settle VAT every quarter and pay it the next: a year ends owing one quarter’s', () => {
      const vatAccounts = ['2611', '2621', '2641'];
      for (const b of books) {
        for (const a of vatAccounts) expect(get(b.ub, a), a).toBe(0);
        // at the end of every calendar quarter the VAT accounts are emptied into 2650
        const series = vatAccounts.map((a) => running(b, [a]));
        for (const end of monthEnds(b).filter((d) => Number(d.slice(5, 7)) % 3 === 0))
          for (const [k, a] of vatAccounts.entries())
            expect(at(series[k]!, end, get(b.ib, a)), `${a} ${end}`).toBe(0);
        // 2650 at the close: no more than the output VAT of the last three months
        const lastQuarter = monthEnds(b).at(-4)!;
        const output = -sum(
          rowsOf(
            b,
            (v, r) => v.date > lastQuarter && /^26[12]1$/.test(r.account) && r.amount < 0,
          ).map((r) => r.amount),
        );
        expect(Math.abs(get(b.ub, '2650'))).toBeLessThanOrEqual(output);
        // last year's quarter is paid through the tax account early in the year
        if (get(b.ib, '2650') !== 0) {
          const paid = b.vouchers.find((v) =>
            v.rows.some((r) => r.account === '2650' && r.amount === -get(b.ib, '2650')),
          )!;
          expect(paid.rows.map((r) => r.account)).toContain('1630');
          expect(paid.date < monthEnds(b)[2]!).toBe(true);
        }
        // the tax account is squared every month: nothing left on it at the close
        expect(get(b.ub, '1630')).toBe(0);
        // one month's withheld tax and contributions are owed at the close, December's
        const salaries = b.vouchers.filter((v) => v.rows.some((r) => r.account === '7210'));
        const lastSalary = salaries.at(-1)!.rows;
        for (const a of ['2710', '2731'])
          expect(get(b.ub, a), a).toBe(lastSalary.find((r) => r.account === a)!.amount);
      }
    });

    it('depreciate equipment over five years: 1229 grows each year by the depreciation', () => {
      for (const b of books) {
        const depreciation = get(b.res, '7832');
        expect(depreciation).toBeGreaterThan(0);
        expect(get(b.ub, '1229') - get(b.ib, '1229')).toBe(-depreciation);
        // 20 % a year of the cost, month by month from the month after the purchase
        const perMonth = (cost: number) => cost / 60;
        const n = months(b);
        expect(depreciation).toBeLessThanOrEqual(perMonth(get(b.ub, '1220')) * n + n * 100);
        expect(depreciation).toBeGreaterThanOrEqual(perMonth(get(b.ib, '1220')) * n - n * 100);
        expect(-get(b.ub, '1229')).toBeLessThan(get(b.ub, '1220'));
      }
    });

    it('have customers owe about a month of sales and never overdraw the bank', () => {
      for (const b of books) {
        const sales = -sum([...b.res].filter(([a]) => /^3[0-7]/.test(a)).map(([, x]) => x));
        const month = sales / months(b);
        // customers pay in about 30 days: up to two months of sales (VAT included) are unpaid
        // at the close, never a year's
        expect(get(b.ub, '1510')).toBeGreaterThan(month / 2);
        expect(get(b.ub, '1510')).toBeLessThanOrEqual(2 * month * 1.25);
        const bank = running(b, ['1930']);
        for (const end of monthEnds(b))
          expect(at(bank, end, get(b.ib, '1930')), `1930 ${end}`).toBeGreaterThanOrEqual(0);
      }
    });
  },
);
