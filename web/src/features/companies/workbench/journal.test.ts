import { describe, expect, it } from 'vitest';
import type { JournalTests } from '@ledger/contract';
import { en } from '../../../i18n/en/index.js';
import { itemDetail, journalSheets, readParam } from './journal.js';
import type { XSheet } from './workbook.js';

const w = en.workbench.journal;
const money = (n: number) => n.toFixed(2);

describe('the journal-entry tests in words', () => {
  it('reads a parameter as typed in either language, or refuses it', () => {
    expect(readParam('50 000')).toBe('50000');
    expect(readParam('1000,5')).toBe('1000.5');
    expect(readParam('12.345')).toBeNull();
    expect(readParam('-1')).toBeNull();
  });

  it("says why each test found an item, from the item's own fields", () => {
    const base = { series: 'A', number: '16', why: 'x' };
    expect(itemDetail('holiday', { ...base, holiday: 'midsommarafton' }, w, money)).toBe(
      'Midsummer Eve',
    );
    expect(itemDetail('weekend', { ...base, weekday: 6 }, w, money)).toBe('a Saturday');
    expect(
      itemDetail(
        'after-year-end',
        { ...base, registeredAt: '2025-01-15', registeredBy: 'PER', daysAfterYearEnd: 15 },
        w,
        money,
      ),
    ).toBe('registered 2025-01-15 by PER, 15 days later');
    expect(itemDetail('number-gap', { ...base, number: '20', missing: 1 }, w, money)).toBe(
      'number A 20 is missing',
    );
    expect(
      itemDetail('number-gap', { ...base, number: '20', last: '22', missing: 3 }, w, money),
    ).toBe('numbers A 20–A 22 are missing (3)');
    expect(
      itemDetail('round-amount', { ...base, account: '2440', rowAmount: 50000 }, w, money),
    ).toBe('account 2440: 50000.00');
  });

  it('exports the population, the parameters, the counts and every item', () => {
    const answer: JournalTests = {
      financialYearId: 'y',
      fileId: 'f',
      population: { vouchers: 63, transactions: 150, debit: 1000.5, credit: -1000.5 },
      parameters: { roundBase: 1000, backdatedDays: 30 },
      tests: [
        {
          id: 'weekend',
          count: 1,
          truncated: false,
          items: [
            { series: 'B', number: '12', date: '2024-09-14', amount: 2495, why: 'x', weekday: 6 },
          ],
        },
        {
          id: 'benford',
          count: 140,
          truncated: false,
          items: [],
          mad: 0.02,
          conformity: 'nonconformity',
        },
      ],
    };
    const [summary, items] = journalSheets(
      answer,
      { company: 'Journalprov AB', year: '2024', exportedAt: 'now' },
      w,
      money,
    );
    const values = (rows: XSheet['rows']) =>
      rows.map((r) => r.map((c) => (c === null ? null : c.value)));
    expect(values(summary!.rows)).toContainEqual(['Vouchers', 63]);
    expect(values(summary!.rows)).toContainEqual(['Debit', 1000.5]);
    expect(values(summary!.rows)).toContainEqual(['Weekend', 1, w.rules.weekend]);
    expect(values(summary!.rows)).toContainEqual([
      'Benford’s law (first digit)',
      140,
      'Mean absolute deviation (Nigrini’s MAD) 0.0200: nonconformity.',
    ]);
    expect(values(items!.rows).at(-1)).toEqual([
      'Weekend',
      'B 12',
      '2024-09-14',
      null,
      2495,
      'a Saturday',
    ]);
  });
});
