/**
 * The journal-entry tests of ISA 240 as the console words and exports them (issue #33): each
 * found item's reason from the test's own fields, and the workbook of the results with the
 * year's population. Pure; the words come from the catalog given.
 */
import type { JournalTestItem, JournalTests } from '@ledger/contract';
import type { Catalog } from '../../../i18n/index.js';
import { MONEY_FORMAT, type XCell, type XSheet } from './workbook.js';

type Words = Catalog['workbench']['journal'];
type Money = (n: number) => string;

/** The parameters the auditor may change on screen, in the order of the form. */
export const EDITABLE_PARAMS = [
  'roundBase',
  'roundFloor',
  'backdatedDays',
  'rareAccountMaxVouchers',
  'pairMaxVouchers',
] as const;
export type EditableParam = (typeof EDITABLE_PARAMS)[number];

/** A parameter as typed: a whole number or kronor with at most two decimals (comma or point). */
export function readParam(text: string): string | null {
  const t = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  return /^\d{1,13}(?:\.\d{1,2})?$/.test(t) ? t : null;
}

/** Why a test found an item, in words, from the item's fields. */
export function itemDetail(test: string, i: JournalTestItem, w: Words, money: Money): string {
  switch (test) {
    case 'weekend':
      return i.weekday === undefined ? '' : w.weekday(i.weekday);
    case 'holiday':
      return i.holiday ? (w.holidays[i.holiday] ?? i.holiday) : '';
    case 'after-year-end':
    case 'backdated':
      return i.registeredAt
        ? w.detail.registered(
            i.registeredAt,
            i.registeredBy ?? w.detail.unknownSigner,
            (test === 'backdated' ? i.daysLate : i.daysAfterYearEnd) ?? 0,
          )
        : '';
    case 'round-amount':
      return i.account && i.rowAmount !== undefined
        ? w.detail.round(i.account, money(i.rowAmount))
        : '';
    case 'number-gap':
      return w.detail.gap(
        i.series ? `${i.series} ${i.number}` : i.number,
        i.last ? (i.series ? `${i.series} ${i.last}` : i.last) : i.number,
        i.missing ?? 1,
      );
    case 'duplicate':
      return i.group ? w.detail.duplicate(`${i.group.series} ${i.group.number}`) : '';
    case 'unusual-combination':
      return (i.pairs ?? i.rules ?? []).map((p) => w.detail.pair(p.debit, p.credit)).join('; ');
    case 'rare-account':
      return i.account ? w.detail.rare(i.account, i.accountVouchers ?? 1) : '';
    case 'unbalanced':
      return i.difference === undefined ? '' : w.detail.unbalanced(money(i.difference));
    default:
      return i.why;
  }
}

const str = (value: string, bold = false): XCell => ({ type: 'string', value, bold });
const amount = (value: number, bold = false): XCell => ({
  type: 'number',
  value,
  format: MONEY_FORMAT,
  bold,
});
const whole = (value: number): XCell => ({ type: 'number', value, format: '0' });

/**
 * Two sheets: the summary (company, year, export time, the population, the parameters used,
 * each test with its count) and the items (each test's vouchers with date, text, amount and why).
 */
export function journalSheets(
  answer: JournalTests,
  facts: { company: string; year: string; exportedAt: string },
  w: Words,
  money: Money,
): XSheet[] {
  const e = w.export;
  const head: XCell[][] = [
    [str(e.company, true), str(facts.company)],
    [str(e.year, true), str(facts.year)],
    [str(e.exportedAt, true), str(facts.exportedAt)],
    [],
  ];
  const p = answer.population;
  const summary: XCell[][] = [
    ...head,
    [str(w.population, true)],
    [str(w.vouchers), whole(p.vouchers)],
    [str(w.transactions), whole(p.transactions)],
    [str(w.debit), amount(p.debit)],
    [str(w.credit), amount(p.credit)],
    [],
    [str(e.parameter, true), str(e.value, true)],
    ...Object.entries(answer.parameters).map(([k, v]) => [
      str((w.params as Record<string, string>)[k] ?? k),
      { type: 'number', value: v, format: Number.isInteger(v) ? '0' : '0.00' } as XCell,
    ]),
    [],
    [str(w.columns.test, true), str(w.columns.count, true), str(w.columns.rule, true)],
    ...answer.tests.map((t) => [
      str(w.tests[t.id]),
      whole(t.count),
      str(
        t.id === 'benford' && t.mad !== undefined
          ? w.benford.mad(t.mad.toFixed(4), w.benford.conformity[t.conformity ?? ''] ?? '')
          : w.rules[t.id],
      ),
    ]),
  ];
  const c = w.columns;
  const items: XCell[][] = [
    ...head,
    [
      str(c.test, true),
      str(c.voucher, true),
      str(c.date, true),
      str(c.text, true),
      str(c.amount, true),
      str(c.detail, true),
    ],
    ...answer.tests
      .filter((t) => t.id !== 'benford')
      .flatMap((t) =>
        t.items.map((i) => [
          str(w.tests[t.id]),
          str(i.series ? `${i.series} ${i.number}` : i.number),
          i.date ? str(i.date) : null,
          i.text ? str(i.text) : null,
          i.amount === undefined ? null : amount(i.amount),
          str(itemDetail(t.id, i, w, money)),
        ]),
      ),
  ];
  return [
    { name: e.summary, rows: summary, frozenRows: 0, widths: [44, 16, 70] },
    { name: e.items, rows: items, frozenRows: head.length + 1, widths: [28, 12, 12, 36, 16, 50] },
  ];
}
