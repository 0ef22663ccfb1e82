/**
 * Each journal-entry test on a small hand case. The parameters are params.test.ts's, the
 * hand-made fixture of e2e/fixtures/sie fixture.test.ts's.
 */
import { describe, expect, it } from 'vitest';
import { runJournalTests } from './index.js';
import type { JournalRow, JournalTestResult, JournalVoucher } from './types.js';

const YEAR = { startDate: '2024-01-01', endDate: '2024-12-31' };

let seq = 0;
function v(
  date: string,
  rows: [string, number][],
  more: Partial<JournalVoucher> = {},
): JournalVoucher {
  seq++;
  return {
    series: 'A',
    number: String(seq),
    date,
    text: `v${seq}`,
    registeredAt: date,
    registeredBy: 'EVA',
    transactions: rows.map(([account, kr]): JournalRow => ({
      account,
      amountOre: Math.round(kr * 100),
    })),
    ...more,
  };
}

function run(vouchers: JournalVoucher[], params = {}) {
  const r = runJournalTests(vouchers, { year: YEAR, params });
  const test = (id: string) => r.tests.find((t) => t.id === id)! as JournalTestResult;
  const found = (id: string) => test(id).items.map((i) => `${i.series} ${i.number}`);
  return { r, test, found };
}

const plain = (date = '2024-03-05') =>
  v(date, [
    ['6110', 123.45],
    ['1930', -123.45],
  ]);

describe('the journal-entry tests, each on a hand case', () => {
  it('weekend and holiday', () => {
    seq = 0;
    const { found, test } = run([
      plain('2024-03-05'), // A 1 Tuesday
      plain('2024-09-14'), // A 2 Saturday
      plain('2024-09-15'), // A 3 Sunday
      plain('2024-06-21'), // A 4 midsommarafton (Friday)
      plain('2024-06-22'), // A 5 midsommardagen (Saturday): both
      plain('2024-03-29'), // A 6 långfredagen
      plain('2024-12-31'), // A 7 nyårsafton
    ]);
    expect(found('weekend')).toEqual(['A 5', 'A 2', 'A 3']); // date order
    expect(found('holiday')).toEqual(['A 6', 'A 4', 'A 5', 'A 7']);
    expect(test('holiday').items.map((i) => i.holiday)).toEqual([
      'langfredagen',
      'midsommarafton',
      'midsommardagen',
      'nyarsafton',
    ]);
    expect(test('weekend').items[1]).toMatchObject({
      series: 'A',
      number: '2',
      date: '2024-09-14',
      text: 'v2',
      amount: 123.45,
      weekday: 6,
    });
  });

  it('after-year-end and backdated', () => {
    seq = 0;
    const { found, test } = run(
      [
        plain(), // A 1
        { ...plain('2024-12-30'), registeredAt: '2025-01-15', registeredBy: 'PER' }, // A 2
        { ...plain('2024-03-05'), registeredAt: '2024-04-05' }, // A 3: 31 days
        { ...plain('2024-03-05'), registeredAt: '2024-04-04' }, // A 4: 30 days, not more
        { ...plain('2024-03-05'), registeredAt: null, registeredBy: null }, // A 5
      ],
      {},
    );
    expect(found('after-year-end')).toEqual(['A 2']);
    expect(test('after-year-end').items[0]).toMatchObject({
      registeredAt: '2025-01-15',
      registeredBy: 'PER',
      daysAfterYearEnd: 15,
    });
    expect(found('backdated')).toEqual(['A 3']);
    expect(test('backdated').items[0]).toMatchObject({ daysLate: 31 });
    expect(
      run([plain(), { ...plain(), registeredAt: '2024-03-20' }], { backdatedDays: 10 }).found(
        'backdated',
      ),
    ).toEqual(['A 7']);
  });

  it('round-amount: multiples of the base at or over the floor', () => {
    seq = 0;
    const { found, test } = run([
      v('2024-03-05', [
        ['1930', 50_000],
        ['2440', -50_000],
      ]), // A 1
      v('2024-03-05', [
        ['1930', 9_000],
        ['2440', -9_000],
      ]), // A 2: under the floor
      v('2024-03-05', [
        ['1930', 10_500],
        ['2440', -10_500],
      ]), // A 3: not a multiple
      v('2024-03-05', [
        ['5010', 12_000],
        ['2640', 3_000],
        ['2440', -15_000],
      ]), // A 4
    ]);
    expect(found('round-amount')).toEqual(['A 1', 'A 4']);
    expect(test('round-amount').items[1]).toMatchObject({ account: '2440', rowAmount: -15_000 });
    expect(
      run(
        [
          v('2024-03-05', [
            ['1930', 10_500],
            ['2440', -10_500],
          ]),
        ],
        { roundBase: 500, roundFloor: 0 },
      ).test('round-amount').count,
    ).toBe(1);
  });

  it('unbalanced', () => {
    seq = 0;
    const { found, test } = run([
      plain(),
      v('2024-03-05', [
        ['1930', 10],
        ['3001', -9.99],
      ]),
    ]);
    expect(found('unbalanced')).toEqual(['A 2']);
    expect(test('unbalanced').items[0]).toMatchObject({ difference: 0.01 });
  });

  it('number-gap across several series, runs, and series that cannot be told', () => {
    const at = (series: string, number: string) => ({ ...plain(), series, number });
    const { test } = run([
      ...['1', '2', '4', '5', '9'].map((n) => at('A', n)),
      ...['10', '11', '12'].map((n) => at('B', n)),
      ...['3', '1'].map((n) => at('C', n)), // out of order: 2 is missing
      ...['1', 'X2', '5'].map((n) => at('D', n)),
    ]);
    const gap = test('number-gap');
    expect(gap.count).toBe(1 + 3 + 1);
    expect(gap.items).toEqual([
      { series: 'A', number: '3', missing: 1, why: 'A 3 is missing between 2 and 4' },
      {
        series: 'A',
        number: '6',
        last: '8',
        missing: 3,
        why: 'A 6-8 are missing (3 numbers) between 5 and 9',
      },
      { series: 'C', number: '2', missing: 1, why: 'C 2 is missing between 1 and 3' },
    ]);
    expect(gap.skippedSeries).toEqual([{ series: 'D', reason: 'numbers that are not all digits' }]);
    // a run of three missing numbers is one item: nothing was cut
    expect(gap.truncated).toBe(false);
    const cut = run([...['1', '3', '5'].map((n) => at('A', n))], { maxItems: 1 }).test(
      'number-gap',
    );
    expect(cut).toMatchObject({ count: 2, truncated: true });
    expect(cut.items).toHaveLength(1);
  });

  it('duplicate: same date, accounts and amounts, rows in any order', () => {
    seq = 0;
    const vouchers = [
      v('2024-04-10', [
        ['6110', 1248],
        ['2640', 312],
        ['2440', -1560],
      ]), // A 1
      v('2024-04-10', [
        ['2440', -1560],
        ['6110', 1248],
        ['2640', 312],
      ]), // A 2: same rows
      v('2024-04-11', [
        ['6110', 1248],
        ['2640', 312],
        ['2440', -1560],
      ]), // A 3: other date
      v('2024-04-10', [
        ['6110', 1248],
        ['2640', 312],
        ['2441', -1560],
      ]), // A 4: other account
      v('2024-04-10', [
        ['6110', 1248],
        ['2640', 312],
        ['2440', -1560],
      ]), // A 5: third
    ];
    const { found, test } = run(vouchers);
    expect(found('duplicate')).toEqual(['A 1', 'A 2', 'A 5']);
    expect(test('duplicate').items.map((i) => i.group)).toEqual([
      { series: 'A', number: '1' },
      { series: 'A', number: '1' },
      { series: 'A', number: '1' },
    ]);
    // the same when the engine looks the group's first voucher up instead of keeping every one
    const looked = runJournalTests(vouchers, {
      year: YEAR,
      voucherAt: (o) => ({ ...vouchers[o]!, debitOre: 156_000 }),
    }).tests.find((t) => t.id === 'duplicate')!;
    expect(looked.items).toEqual(test('duplicate').items);
  });

  it('unusual-combination: the BAS rules and pairs of busy accounts that seldom meet', () => {
    seq = 0;
    const busy: JournalVoucher[] = [];
    for (let i = 0; i < 10; i++) {
      busy.push(
        v('2024-05-06', [
          ['1510', 125],
          ['3001', -100],
          ['2610', -25],
        ]),
      ); // A 1-10 (odd)
      busy.push(
        v('2024-05-07', [
          ['1930', 125],
          ['1510', -125],
        ]),
      ); // even
    }
    const { found, test } = run([
      ...busy,
      v('2024-08-20', [
        ['2440', 2480],
        ['3001', -2480],
      ]), // A 21: revenue against supplier debt
      v('2024-08-21', [
        ['2091', 500],
        ['6110', -500],
      ]), // A 22: cost straight to equity
      v('2024-08-22', [
        ['3001', 300],
        ['1930', -300],
      ]), // A 23: busy accounts, once together
    ]);
    expect(found('unusual-combination')).toEqual(['A 21', 'A 22', 'A 23']);
    const items = test('unusual-combination').items;
    expect(items[0]!.rules).toEqual([
      { rule: 'revenue-supplier-debt', debit: '2440', credit: '3001' },
    ]);
    expect(items[1]!.rules).toEqual([{ rule: 'result-equity', debit: '2091', credit: '6110' }]);
    expect(items[2]!.pairs).toEqual([{ debit: '3001', credit: '1930', vouchers: 1 }]);
    // 1510 against 1930 happens ten times: not rare; a higher bar makes A 23 ordinary
    expect(run(busy.concat(items.length ? [] : [])).test('unusual-combination').count).toBe(0);
  });

  it('rare-account: accounts on at most two vouchers (default)', () => {
    seq = 0;
    const { found, test } = run([
      plain(),
      plain(),
      plain(), // 6110 and 1930 on three vouchers
      v('2024-11-12', [
        ['6072', 1340],
        ['1930', -1340],
      ]), // A 4
      v('2024-11-13', [
        ['6072', 100],
        ['6072', 200],
        ['1930', -300],
      ]), // A 5
    ]);
    expect(found('rare-account')).toEqual(['A 4', 'A 5']);
    expect(test('rare-account').items[1]).toMatchObject({
      account: '6072',
      accountVouchers: 2,
      accountAmount: 300,
    });
    expect(test('rare-account').accounts).toEqual([{ account: '6072', vouchers: 2 }]);
    seq = 0;
    const once = [
      plain(),
      plain(),
      v('2024-11-12', [
        ['6072', 1],
        ['1930', -1],
      ]),
    ];
    expect(run(once, { rareAccountMaxVouchers: 1 }).found('rare-account')).toEqual(['A 3']);
  });

  it('population totals; count stays whole when items are cut at maxItems', () => {
    seq = 0;
    const sat = Array.from({ length: 5 }, () => plain('2024-09-14'));
    const { r, test } = run(sat, { maxItems: 2 });
    expect(r.population).toEqual({ vouchers: 5, transactions: 10, debit: 617.25, credit: -617.25 });
    expect(test('weekend')).toMatchObject({ count: 5, truncated: true });
    expect(test('weekend').items).toHaveLength(2);
    expect(r.tests.map((t) => t.id)).toEqual([
      'weekend',
      'holiday',
      'after-year-end',
      'backdated',
      'round-amount',
      'number-gap',
      'duplicate',
      'unusual-combination',
      'rare-account',
      'unbalanced',
      'benford',
    ]);
  });
});
