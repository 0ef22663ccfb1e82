/**
 * Property tests: a generated ledger written as SIE and read back gives the monthly balances
 * of summing the ledger directly; voucher order changes nothing; a changed amount fails.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { balanceSourceOf, computeMonthlyBalances } from './balances.js';
import { mulberry32, writeSie, type Ledger, type LedgerAccount } from './generator.js';
import { readSieBytes } from './reader.js';
import { verifySie } from './verify.js';

const POOL: LedgerAccount[] = [
  { number: '1510', name: 'Kundfordringar', kind: 'T' },
  { number: '1930', name: 'Företagskonto' },
  { number: '2440', name: 'Leverantörsskulder', kind: 'S' },
  { number: '2611', name: 'Utgående moms 25 %' },
  { number: '3001', name: 'Försäljning', kind: 'I' },
  { number: '3740', name: 'Öres- och kronutjämning' },
  { number: '5010', name: 'Lokalhyra', kind: 'K' },
  { number: '7510', name: 'Arbetsgivaravgifter' },
  { number: '8310', name: 'Ränteintäkter "bank"' },
];

const YEAR = { startDate: '2023-07-01', endDate: '2024-06-30' };
const DAYS = 366; // 2023-07-01 .. 2024-06-30

function isoDay(offset: number): string {
  const t = new Date(Date.UTC(2023, 6, 1 + offset));
  return t.toISOString().slice(0, 10);
}

const amount = fc.integer({ min: -5_000_000_000, max: 5_000_000_000 });
const row = fc.record({
  account: fc.integer({ min: 0, max: POOL.length - 1 }),
  amount,
  transDay: fc.option(fc.integer({ min: 0, max: DAYS - 1 }), { nil: undefined }),
});
const voucher = fc.record({
  day: fc.integer({ min: 0, max: DAYS - 1 }),
  rows: fc.array(row, { minLength: 1, maxLength: 5 }),
  balancing: fc.integer({ min: 0, max: POOL.length - 1 }),
});
const ledgerArb = fc
  .record({
    opening: fc.array(fc.tuple(fc.constantFrom(0, 1, 2, 3), fc.integer({ min: -1e9, max: 1e9 })), {
      maxLength: 4,
    }),
    vouchers: fc.array(voucher, { maxLength: 25 }),
  })
  .map(({ opening, vouchers }): Ledger => {
    // opening balances of balance accounts (indexes 0-3 of POOL), balanced by 2440's neighbour
    const open = new Map<string, number>();
    for (const [i, a] of opening) open.set(POOL[i]!.number, (open.get(POOL[i]!.number) ?? 0) + a);
    return {
      organizationNumber: '556677-8899',
      ...YEAR,
      accounts: POOL,
      opening: [...open].map(([account, a]) => ({ account, amount: a })),
      vouchers: vouchers.map((v, i) => {
        const rows = v.rows.map((r) => ({
          account: POOL[r.account]!.number,
          amount: r.amount,
          ...(r.transDay !== undefined ? { transDate: isoDay(r.transDay) } : {}),
        }));
        const sum = rows.reduce((s, r) => s + r.amount, 0);
        rows.push({ account: POOL[v.balancing]!.number, amount: -sum });
        return { series: 'A', number: String(i + 1), date: isoDay(v.day), text: 'Ver', rows };
      }),
    };
  });

/** Independent summation of a ledger into the contract's shape. */
function direct(ledger: Ledger, yearId: string) {
  const months: string[] = [];
  for (let i = 0; i < 12; i++) {
    const t = new Date(Date.UTC(2023, 6 + i, 1));
    months.push(t.toISOString().slice(0, 7));
  }
  const typeOf = (n: string) => {
    const k = POOL.find((p) => p.number === n)?.kind;
    if (k) return ({ T: 'ASSET', S: 'LIABILITY', I: 'INCOME', K: 'EXPENSE' } as const)[k];
    return n[0] === '1'
      ? 'ASSET'
      : n[0] === '2'
        ? 'LIABILITY'
        : n[0] === '3'
          ? 'INCOME'
          : 'EXPENSE';
  };
  const mov = new Map<string, number>();
  for (const v of ledger.vouchers)
    for (const r of v.rows) {
      const key = `${r.account}|${(r.transDate ?? v.date).slice(0, 7)}`;
      mov.set(key, (mov.get(key) ?? 0) + r.amount);
    }
  const open = new Map<string, number>();
  for (const o of ledger.opening) open.set(o.account, (open.get(o.account) ?? 0) + o.amount);
  const out = [];
  for (const a of POOL) {
    const type = typeOf(a.number);
    const balanceType = type === 'ASSET' || type === 'LIABILITY';
    const opening = balanceType ? (open.get(a.number) ?? 0) : 0;
    const amounts = months.map((m) => mov.get(`${a.number}|${m}`) ?? 0);
    if (opening === 0 && amounts.every((x) => x === 0)) continue;
    let run = opening;
    out.push({
      accountNumber: a.number,
      accountName: a.name,
      accountType: type,
      amounts: amounts.map((x, i) => {
        run += x;
        return {
          period: months[i]!,
          financialYearId: yearId,
          amount: x / 100,
          balance: Math.round(run) / 100,
        };
      }),
    });
  }
  return out;
}

const ctx = {
  organizationNumber: '5566778899',
  country: 'SWEDEN' as const,
  financialYear: YEAR,
};

function roundTrip(ledger: Ledger, opts: Parameters<typeof writeSie>[1] = {}) {
  const summary = readSieBytes(writeSie(ledger, opts));
  const verification = verifySie(summary, ctx);
  const source = balanceSourceOf(summary)!;
  const balances = computeMonthlyBalances([{ financialYearId: 'fy', ...YEAR, source }]);
  return { summary, verification, balances };
}

describe('properties of write -> read -> balances', () => {
  it('read-back balances equal direct summation, and the file verifies', () => {
    fc.assert(
      fc.property(ledgerArb, fc.boolean(), (ledger, psaldo) => {
        const { verification, balances } = roundTrip(ledger, { psaldo });
        expect(verification.status).toBe('verified');
        expect(verification.discrepancies).toEqual([]);
        expect(balances).toEqual(direct(ledger, 'fy'));
      }),
      { numRuns: 150 },
    );
  });

  it('shuffled voucher order changes nothing', () => {
    fc.assert(
      fc.property(ledgerArb, fc.integer(), (ledger, seed) => {
        const rng = mulberry32(seed);
        const vouchers = [...ledger.vouchers];
        for (let i = vouchers.length - 1; i > 0; i--) {
          const j = Math.floor(rng() * (i + 1));
          [vouchers[i], vouchers[j]] = [vouchers[j]!, vouchers[i]!];
        }
        const a = roundTrip(ledger);
        const b = roundTrip({ ...ledger, vouchers });
        expect(b.balances).toEqual(a.balances);
        expect(b.summary.movements).toEqual(a.summary.movements);
        expect(b.verification.status).toBe(a.verification.status);
      }),
      { numRuns: 100 },
    );
  });

  it('a changed amount makes verification fail', () => {
    const withRows = ledgerArb.filter((l) => l.vouchers.length > 0);
    fc.assert(
      fc.property(
        withRows,
        fc.nat(),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.constantFrom('TRANS', 'UB', 'RES'),
        (ledger, pick, delta, label) => {
          const text = writeSie(ledger).toString('latin1');
          const lines = text.split('\n');
          const candidates = lines
            .map((l, i) => ({ l, i }))
            .filter(({ l }) => l.startsWith(`#${label} `));
          fc.pre(candidates.length > 0);
          const { l, i } = candidates[pick % candidates.length]!;
          const parts = l.split(' ');
          const at = 3; // #TRANS acct {} amount, #UB 0 acct amount, #RES 0 acct amount
          const old = Math.round(Number(parts[at]) * 100);
          parts[at] = ((old + delta) / 100).toFixed(2);
          lines[i] = parts.join(' ');
          const summary = readSieBytes(Buffer.from(lines.join('\n'), 'latin1'));
          expect(verifySie(summary, ctx).status).not.toBe('verified');
        },
      ),
      { numRuns: 150 },
    );
  });
});
