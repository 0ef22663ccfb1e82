/**
 * The workbench screen's pure parts: the URL state and typed amounts, the materiality's source,
 * the table's lines (grouping, subtotals, filters and their counts, sorting), the statements,
 * an account's months, review fingerprints and the workbook's cells. Figures are worked out by
 * hand from the small ledger below, not by the module.
 */
import type { MonthlyBalanceRecord } from '@ledger/contract';
import { describe, expect, it } from 'vitest';
import { en } from '../../../i18n/en/index.js';
import { sv } from '../../../i18n/sv/index.js';
import { flagTrialBalance } from './flags.js';
import { filterCounts, shown, tableLines, visibleRows, type LineOptions } from './lines.js';
import { assignmentOrder, resolveMateriality } from './materiality.js';
import { readWorkbench } from './params.js';
import { defaultThrough } from './range.js';
import { figuresFingerprint, markState, type ReviewMark } from './review.js';
import { accountSeries } from './series.js';
import { figureOf, leadSchedule } from './lead-schedules.js';
import { monthsOf, trialBalance, type FinancialYearRef } from './trial-balance.js';
import {
  headingFacts,
  MONEY_FORMAT,
  PERCENT_FORMAT,
  workbookSheets,
  type Sources,
} from './workbook.js';
import type { SignOff } from './signoff.js';

const y1: FinancialYearRef = { id: 'y1', startDate: '2024-01-01', endDate: '2024-12-31' };
const y2: FinancialYearRef = { id: 'y2', startDate: '2025-01-01', endDate: '2025-12-31' };
const TYPES: Record<string, string> = { '1': 'ASSET', '2': 'LIABILITY', '3': 'INCOME' };

function account(
  number: string,
  perYear: { year: FinancialYearRef; opening?: number; moves?: Record<string, number> }[],
): MonthlyBalanceRecord {
  const type = TYPES[number[0]!] ?? 'EXPENSE';
  const bs = type === 'ASSET' || type === 'LIABILITY';
  return {
    companyDurableKey: 'c',
    accountNumber: number,
    accountName: `Konto ${number}`,
    accountType: type,
    amounts: perYear.flatMap(({ year, opening = 0, moves = {} }) => {
      let run = bs ? opening * 100 : 0;
      return monthsOf(year.startDate, year.endDate).map((month) => {
        const amount = moves[month] ?? 0;
        run += Math.round(amount * 100);
        return { month, financialYearId: year.id, amount, balance: run / 100 };
      });
    }),
  };
}

/*
 * 2024: bank 1930 opens 100 000; sales 3001 -60 000 (Mar); rent 5010 +20 000 (Mar); bank +40 000.
 *       equity 2081 -100 000. Result 2024: -40 000 (a profit of 40 000), not booked.
 * 2025: 1930 opens 140 000 (100 000 + 40 000); 2081 -100 000; 2099 -40 000 (last year's result
 *       booked); sales -150 000 (Jun); rent 30 000 (Jun); bank +120 000 (Jun); 1510 new: +10 000
 *       in Feb, 3001 -10 000 in Feb. Result 2025: -160 000 + 30 000 = -130 000.
 */
const records = [
  account('1930', [
    { year: y1, opening: 100_000, moves: { '2024-03': 40_000 } },
    { year: y2, opening: 140_000, moves: { '2025-06': 120_000 } },
  ]),
  account('1510', [{ year: y2, moves: { '2025-02': 10_000 } }]),
  account('2081', [
    { year: y1, opening: -100_000 },
    { year: y2, opening: -100_000 },
  ]),
  account('2099', [{ year: y2, opening: -40_000 }]),
  account('3001', [
    { year: y1, moves: { '2024-03': -60_000 } },
    { year: y2, moves: { '2025-06': -150_000, '2025-02': -10_000 } },
  ]),
  account('5010', [
    { year: y1, moves: { '2024-03': 20_000 } },
    { year: y2, moves: { '2025-06': 30_000 } },
  ]),
];
const tb = trialBalance(records, { years: [y1, y2], yearId: 'y2', materiality: 50_000 });
const flags = flagTrialBalance(tb);
const noMarks = new Map<string, ReviewMark>();
const opts = (o: Partial<LineOptions> = {}): LineOptions => ({
  flags,
  marks: noMarks,
  classDigit: null,
  filter: null,
  search: '',
  sort: 'account',
  descending: false,
  ...o,
});

describe('typed amounts and the URL', () => {
  it("reads the typed amounts in the console's language, and refuses the rest", () => {
    const read = (q: string, lang: 'sv' | 'en') => readWorkbench(new URLSearchParams(q), lang);
    expect(read('mat=250000', 'en').materiality).toBe(250000);
    expect(read('mat=250 000,50', 'sv').materiality).toBe(250000.5);
    expect(read('mat=250 000,50', 'en').materiality).toBe(250000.5);
    expect(read('mat=250,000.50', 'en').materiality).toBe(250000.5);
    expect(read('mat=1,5&pct=12,5', 'sv')).toMatchObject({ materiality: 1.5, percent: 12.5 });
    // English grouping read in Swedish would be a decimal comma: refused, never misread.
    expect(read('mat=250,000.50', 'sv')).toMatchObject({
      materiality: null,
      materialityProblem: 'UNREADABLE',
    });
    expect(read('mat=250,000', 'sv').materialityProblem).toBe('DECIMALS');
    expect(read('mat=0', 'en').materialityProblem).toBe('NOT_POSITIVE');
    expect(read('mat=-5', 'en').materialityProblem).toBe('NOT_POSITIVE');
    expect(read('mat=abc', 'en').materialityProblem).toBe('UNREADABLE');
    expect(read('mat=12kr', 'en').materiality).toBe(12);
    expect(read('mat=', 'en')).toMatchObject({ materiality: null, materialityProblem: null });
    expect(read('pct=150', 'en')).toMatchObject({ percent: 150, percentProblem: null });
  });

  it('keeps everything shareable in the URL, with defaults for what is unknown', () => {
    const s = readWorkbench(
      new URLSearchParams(
        'view=ratios&year=y2&through=2025-06&cmp=sameMonths&signs=statement&class=3&filter=WRONG_SIGN&q=bank&sort=change&desc=1&pct=15&mat=1%20000&acc1=1930&month=2025-03',
      ),
      'en',
    );
    expect(s).toMatchObject({
      view: 'ratios',
      yearId: 'y2',
      through: '2025-06',
      comparison: 'sameMonths',
      signs: 'statement',
      classDigit: 3,
      filter: 'WRONG_SIGN',
      search: 'bank',
      sort: 'change',
      descending: true,
      percent: 15,
      materiality: 1000,
      account: '1930',
      month: '2025-03',
    });
    const d = readWorkbench(new URLSearchParams('view=x&class=9&filter=NOPE&mat=-1&pct=abc'), 'en');
    expect(d).toMatchObject({ view: 'months', classDigit: null, filter: null, percent: 20 });
    expect(d.materiality).toBeNull();
    expect(d.materialityProblem).toBe('NOT_POSITIVE');
    expect(d.percentProblem).toBe('UNREADABLE');
  });
});

describe('materiality and its source', () => {
  it('typed, else the assignment, else the company, else none', () => {
    expect(resolveMateriality({ typed: 5, assignment: 7, company: '9' })).toMatchObject({
      value: 5,
      source: 'typed',
      assignment: 7,
    });
    expect(resolveMateriality({ typed: null, assignment: 7, company: '9' }).source).toBe(
      'assignment',
    );
    expect(resolveMateriality({ typed: null, assignment: 0, company: '9' })).toMatchObject({
      value: 9,
      source: 'company',
    });
    expect(resolveMateriality({ typed: null, assignment: null, company: '' })).toMatchObject({
      value: null,
      source: 'none',
    });
  });

  it('asks audits first', () => {
    const list = [{ type: 'ANALYSIS' }, { type: 'GN' }, { type: 'AE' }];
    expect(assignmentOrder(list).map((a) => a.type)).toEqual(['AE', 'GN', 'ANALYSIS']);
  });
});

describe('the table: grouped with subtotals, or narrowed', () => {
  it('groups by class and group with subtotals that are the sums by hand', () => {
    const lines = tableLines(tb, opts());
    expect(lines.map((l) => l.key)).toEqual([
      'c:assets',
      'g:assets:currentAssets',
      '1510',
      '1930',
      'gt:assets:currentAssets',
      'ct:assets',
      'c:equityAndLiabilities',
      'g:equityAndLiabilities:equity',
      '2081',
      '2099',
      'gt:equityAndLiabilities:equity',
      'ct:equityAndLiabilities',
      'c:operatingIncome',
      'g:operatingIncome:netSales',
      '3001',
      'gt:operatingIncome:netSales',
      'ct:operatingIncome',
      'c:otherExternalCosts',
      'g:otherExternalCosts:otherExternalCosts',
      '5010',
      'gt:otherExternalCosts:otherExternalCosts',
      'ct:otherExternalCosts',
    ]);
    const assets = lines.find((l) => l.key === 'ct:assets');
    // 1930: 140 000 + 120 000 = 260 000; 1510: 10 000; prior 1930 140 000
    expect(assets).toMatchObject({
      totals: {
        opening: 140_000,
        movement: 130_000,
        closing: 270_000,
        priorClosing: 140_000,
        change: 130_000,
      },
    });
    const income = lines.find((l) => l.key === 'ct:operatingIncome');
    expect(income).toMatchObject({ totals: { closing: -160_000, priorClosing: -60_000 } });
  });

  it('flags and counts by hand; a filter or a search gives the rows alone', () => {
    // Changes: 1930 +120 000, 1510 +10 000 (new), 2099 -40 000 (new), 3001 -100 000, 5010 +10 000.
    // Material (>= 50 000): 1930, 3001. Over 20 % and at least 2 500 (5 % of materiality): 1930
    // (86 %), 3001 (167 %), 5010 (50 %). Material month (>= 50 000): 1930 Jun, 3001 Jun. New:
    // 1510, 2099. 2099 opens 2025 at -40 000 but 2024 closed without it (the result was not
    // booked): its opening differs from the prior closing.
    const counts = filterCounts(tb, flags, noMarks);
    expect(counts).toMatchObject({
      MATERIAL_CHANGE: 2,
      PERCENT_CHANGE: 3,
      MATERIAL_MONTH: 2,
      NEW_ACCOUNT: 2,
      WRONG_SIGN: 0,
      OVERDRAFT: 0,
      OPENING_MISMATCH: 1,
      FLAGGED: 5,
      UNREVIEWED: 6,
    });
    expect(tableLines(tb, opts({ filter: 'OPENING_MISMATCH' })).map((l) => l.key)).toEqual([
      '2099',
    ]);
    const material = tableLines(tb, opts({ filter: 'MATERIAL_CHANGE' }));
    expect(material.map((l) => l.key)).toEqual(['1930', '3001']);
    expect(tableLines(tb, opts({ search: 'konto 50' })).map((l) => l.key)).toEqual(['5010']);
    const byChange = visibleRows(tb, opts({ sort: 'change', descending: true }));
    expect(byChange.map((r) => r.accountNumber)).toEqual([
      '1930',
      '3001',
      '2099',
      '1510',
      '5010',
      '2081',
    ]);
    const cls = tableLines(tb, opts({ classDigit: 2 }));
    expect(cls[0]).toMatchObject({ kind: 'class', id: 'equityAndLiabilities' });
    expect(cls.filter((l) => l.kind === 'account')).toHaveLength(2);
  });

  it('a review mark counts until the figures change', () => {
    const row = tb.rows.find((r) => r.accountNumber === '1930')!;
    const mark: ReviewMark = {
      account: '1930',
      comment: null,
      figures: figuresFingerprint(row, '2025-12'),
      username: 'revisor',
      markedAt: '2026-01-10T10:00:00Z',
    };
    expect(mark.figures).toBe('v1:2025-12:14000000|12000000|26000000');
    expect(markState(mark, row, '2025-12')).toBe('reviewed');
    expect(markState({ ...mark, figures: 'v1:2025-12:1|2|3' }, row, '2025-12')).toBe('changed');
    expect(markState(undefined, row, '2025-12')).toBe('none');
    const marks = new Map([['1930', mark]]);
    expect(filterCounts(tb, flags, marks).UNREVIEWED).toBe(5);
    expect(tableLines(tb, opts({ marks, filter: 'UNREVIEWED' })).map((l) => l.key)).not.toContain(
      '1930',
    );
  });

  it('signs: the trial balance keeps the file, the statement view turns credit positive', () => {
    expect(shown(-160_000, 'other', 'trial')).toBe(-160_000);
    expect(shown(-160_000, 'other', 'statement')).toBe(160_000);
    expect(shown(30_000, 'other', 'statement')).toBe(-30_000);
    expect(shown(270_000, 'asset', 'statement')).toBe(270_000);
  });
});

describe('statements', () => {
  it('income statement with the result lines, by hand', () => {
    const lines = leadSchedule(tb, 'incomeStatement');
    const get = (id: string) => figureOf(lines, id)!;
    expect(get('netSales')).toMatchObject({ current: 160_000, prior: 60_000 });
    expect(get('otherExternalCosts')).toMatchObject({ current: -30_000, prior: -20_000 });
    expect(get('operatingResult')).toMatchObject({ current: 130_000, prior: 40_000 });
    expect(get('yearResult')).toMatchObject({ current: 130_000, prior: 40_000 });
  });

  it('balance sheet: assets equal equity and liabilities with the unbooked result', () => {
    const lines = leadSchedule(tb, 'balanceSheet');
    const get = (id: string) => figureOf(lines, id)!;
    // 2025: assets 270 000 = equity 100 000 + 40 000 + result 130 000
    expect(get('totalAssets')).toMatchObject({ current: 270_000, prior: 140_000 });
    // Summa eget kapital holds the result not yet booked
    expect(get('equity')).toMatchObject({ current: 270_000, prior: 140_000 });
    expect(lines.map((l) => l.id)).not.toContain('bankOverdraft');
    expect(get('unbookedResult')).toMatchObject({ current: 130_000, prior: 40_000 });
    expect(get('totalEquityAndLiabilities')).toMatchObject({ current: 270_000, prior: 140_000 });
    expect(get('difference')).toMatchObject({ current: 0, prior: 0 });
  });
});

describe('an account month by month', () => {
  it('overlays the years by month of the range and marks the months at or above materiality', () => {
    const s = accountSeries(records, tb, '3001');
    expect(s).toHaveLength(12);
    expect(s[1]).toMatchObject({
      month: '2025-02',
      current: -10_000,
      priorMonth: '2024-02',
      prior: 0,
      flagged: false,
    });
    expect(s[2]).toMatchObject({ month: '2025-03', current: 0, prior: -60_000, flagged: false });
    expect(s[5]).toMatchObject({ month: '2025-06', current: -150_000, flagged: true });
  });
});

describe('the workbook', () => {
  const so = (account: string, over: Partial<SignOff>): SignOff => ({
    kind: 'account',
    item: account,
    prepared: null,
    reviewed: null,
    notes: [],
    ...over,
  });
  const sig = (username: string, at: string, figure: number) => ({ username, at, figure });
  it('numbers as numbers with formats, frozen headers, one sheet each, heading on each', () => {
    const bankRow = tb.rows.find((r) => r.accountNumber === '1930')!;
    const sheets = workbookSheets({
      tb,
      flags,
      ratios: { current: null, prior: null },
      company: 'Norrsken Bygg AB',
      materiality: 50_000,
      levels: { overall: 70_000, trivial: 3_500 },
      marks: new Map([
        [
          '1930',
          {
            account: '1930',
            comment: 'Agreed to the bank statement',
            figures: figuresFingerprint(bankRow, tb.range.lastMonth),
            username: 'anna',
            markedAt: '2026-01-09T08:00:00Z',
          },
        ],
      ]),
      signOffs: new Map([
        [
          'account:1930',
          so('1930', {
            prepared: sig('anna', '2026-01-09T09:00:00Z', 260_000),
            reviewed: sig('bo', '2026-01-10T09:00:00Z', 260_000),
            notes: [
              {
                id: 'n1',
                kind: 'account',
                item: '1930',
                text: 'Confirm the bank',
                openedBy: 'bo',
                openedAt: '2026-01-10T09:05:00Z',
                clearedBy: null,
                clearedAt: null,
                resolution: null,
              },
            ],
          }),
        ],
      ]),
      sources: [{ name: 'books-2025.se', uploaded: '2026-01-02', checksum: 'ab12' }],
      exportedAt: '2026-01-10 10:00',
      t: en.workbench,
    });
    expect(sheets.map((s) => s.name)).toEqual([
      'Trial balance',
      'Income statement',
      'Balance sheet',
      'Month-end balances',
      'Monthly movements',
      'Flags',
      'Key ratios',
    ]);
    const HEAD = 12; // the heading block and a blank row
    for (const s of sheets) {
      expect(s.rows.slice(0, HEAD - 1).map((r) => [r[0]?.value, r[1]?.value])).toEqual([
        ['Company', 'Norrsken Bygg AB'],
        ['Financial year', '2025-01 – 2025-12'],
        ['Compared with', '2024-01 – 2024-12'],
        ['Overall materiality', 70_000],
        ['Performance materiality', 50_000],
        ['Clearly trivial threshold', 3_500],
        ['Prepared by', `1 of ${tb.rows.length} accounts: anna 2026-01-09`],
        ['Reviewed by', `1 of ${tb.rows.length} accounts: bo 2026-01-10`],
        ['Open review notes', '1'],
        ['Source files', 'books-2025.se, uploaded 2026-01-02, SHA-256 ab12'],
        ['Exported', '2026-01-10 10:00'],
      ]);
      expect(s.rows[4]![1]).toEqual({
        type: 'number',
        value: 50_000,
        format: MONEY_FORMAT,
        bold: false,
      });
      expect(s.frozenRows).toBe(HEAD + 1);
    }
    const trial = sheets[0]!;
    expect(trial.rows[HEAD]!.map((c) => c?.value)).toEqual([
      'Account',
      'Name',
      'Account class',
      'Opening balance',
      'Period',
      'Closing balance',
      'Prior closing',
      'Change on prior year (SEK)',
      'Change on prior year (%)',
      'Change as % of performance materiality',
      'Opening less prior closing (SEK)',
      'Flags',
      'Tick mark',
      'Tick mark comment',
      'Prepared by',
      'Reviewed by',
      'Open review notes',
    ]);
    const bank = trial.rows.find((r) => r[0]?.value === '1930')!;
    // 140 000 -> 260 000: +85.7 %, the change 120 000 is 240 % of materiality 50 000
    expect(bank.slice(3, 8).map((c) => c?.value)).toEqual([
      140_000, 120_000, 260_000, 140_000, 120_000,
    ]);
    expect(bank[8]?.value).toBeCloseTo(120_000 / 140_000, 12);
    expect(bank.slice(9, 11).map((c) => c?.value)).toEqual([2.4, 0]);
    expect(bank[3]).toMatchObject({ type: 'number', format: MONEY_FORMAT });
    expect(bank[8]).toMatchObject({ type: 'number', format: PERCENT_FORMAT });
    expect(bank.slice(12).map((c) => c?.value)).toEqual([
      'Ticked off by anna 2026-01-09',
      'Agreed to the bank statement',
      'anna 2026-01-09',
      'bo 2026-01-10',
      'Confirm the bank (bo 2026-01-10)',
    ]);
    // sales 60 000 -> 160 000 (credit): +166.7 %, as in the statement view
    const sales = trial.rows.find((r) => r[0]?.value === '3001')!;
    expect(sales[7]?.value).toBe(-100_000);
    expect(sales[8]?.value).toBeCloseTo(100_000 / 60_000, 12);
    expect(sales.slice(9, 11).map((c) => c?.value)).toEqual([2, undefined]);
    // one subtotal per group, under the accounts of the group
    const totals = trial.rows.filter((r) => /^Total /.test(String(r[1]?.value ?? '')));
    expect(totals.some((r) => r[1]?.value === 'Total Current assets (14–19)')).toBe(true);
    expect(new Set(totals.map((r) => r[1]?.value)).size).toBe(totals.length);
    // the month sheets say what they hold: month-end balances as on screen, and movements
    // the statements as lead schedules: a line, its BAS range, its accounts under it, both years
    const income = sheets.find((x) => x.name === 'Income statement')!;
    const netSales = income.rows.findIndex((r) => r[0]?.value === '  Net sales');
    expect(income.rows[netSales]!.slice(1, 5).map((c) => c?.value)).toEqual([
      '3000–3799',
      160_000,
      60_000,
      100_000,
    ]);
    expect(income.rows[netSales]![5]?.value).toBeCloseTo(100_000 / 60_000, 12);
    expect(income.rows[netSales + 1]![0]?.value).toMatch(/^ {4}3001 /);
    const balanceSheetRows = sheets.find((x) => x.name === 'Balance sheet')!.rows;
    const named = (n: string) => balanceSheetRows.find((r) => r[0]?.value === n)!;
    expect(named('Total assets')[2]?.value).toBe(named('Total equity and liabilities')[2]?.value);
    const balances = sheets.find((x) => x.name === 'Month-end balances')!;
    expect(balances.rows[HEAD]!.slice(2, 4).map((c) => c?.value)).toEqual([
      'Opening balance',
      'Balance 2025-01',
    ]);
    const bankEnds = balances.rows.find((r) => r[0]?.value === '1930')!;
    expect(bankEnds.at(-1)?.value).toBe(260_000);
    const movements = sheets.find((x) => x.name === 'Monthly movements')!;
    expect(movements.rows[HEAD]!.length).toBe(2 + 12 + 1);
    expect(movements.rows[HEAD]![2]?.value).toBe('Movement 2025-01');
    const flagSheet = sheets.find((x) => x.name === 'Flags')!;
    expect(
      flagSheet.rows
        .slice(HEAD + 1)
        .filter((r) => r[0]?.value === '1930')
        .map((r) => r[2]?.value),
    ).toEqual([
      'Change at or above materiality',
      'Change above the percentage',
      'A month at or above materiality',
    ]);
    // the opening check's row carries the difference as a number
    const opening = flagSheet.rows.find(
      (r) =>
        r[0]?.value === '2099' && r[2]?.value === 'Opening balance differs from the prior closing',
    )!;
    expect(opening[3]).toEqual({
      type: 'number',
      value: -40_000,
      format: MONEY_FORMAT,
      bold: false,
    });
  });

  it('without a prior year the share of materiality is of the closing, and says so', () => {
    const alone = trialBalance(records, { years: [y2], yearId: 'y2', materiality: 50_000 });
    const [trial] = workbookSheets({
      tb: alone,
      flags: flagTrialBalance(alone),
      ratios: { current: null, prior: null },
      company: 'Norrsken Bygg AB',
      materiality: 50_000,
      exportedAt: '2026-01-10 10:00',
      t: en.workbench,
    });
    const head = trial!.rows.findIndex((r) => r[0]?.value === 'Account');
    expect(trial!.rows[head]![9]).toMatchObject({
      value: 'Closing as % of performance materiality',
    });
    expect(trial!.rows[head - 8]).toEqual([
      { type: 'string', value: 'Overall materiality', bold: true },
      { type: 'string', value: 'not set', bold: false },
    ]);
    const bank = trial!.rows.find((r) => r[0]?.value === '1930')!;
    // closing 260 000 / 50 000
    expect(bank[9]).toMatchObject({ value: 5.2, format: PERCENT_FORMAT });
  });

  it('names each source file with its whole SHA-256, or says the platform does not give it', () => {
    const digest = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';
    const sourceLines = (t: typeof en.workbench, sources: Sources) =>
      headingFacts({
        tb,
        flags,
        ratios: { current: null, prior: null },
        company: 'Norrsken Bygg AB',
        materiality: null,
        sources,
        exportedAt: '2026-01-10 10:00',
        t,
      })
        .filter((_, n, all) => n >= all.findIndex((f) => f.label === t.export.sources))
        .slice(0, -1)
        .map((f) => ['text' in f ? f.text : f.amount, f.label]);
    const files: Sources = [
      { name: 'books-2025.se', uploaded: '2026-01-02', checksum: digest },
      { name: 'books-2024.se', uploaded: '2025-01-03', checksum: null },
    ];
    expect(sourceLines(en.workbench, files)).toEqual([
      [`books-2025.se, uploaded 2026-01-02, SHA-256 ${digest}`, 'Source files'],
      ['books-2024.se, uploaded 2025-01-03, SHA-256 not available from this platform', ''],
    ]);
    expect(sourceLines(sv.workbench, files)).toEqual([
      [`books-2025.se, uppladdad 2026-01-02, SHA-256 ${digest}`, 'Källfiler'],
      ['books-2024.se, uppladdad 2025-01-03, SHA-256 kan inte hämtas från den här plattformen', ''],
    ]);
    // a V1 service without our file operations: said, never a blank
    expect(sourceLines(en.workbench, 'notFromPlatform')).toEqual([
      [
        'The files and their SHA-256 checksums are not available from this platform',
        'Source files',
      ],
    ]);
    expect(sourceLines(sv.workbench, 'notFromPlatform')).toEqual([
      [
        'Filerna och deras SHA-256-kontrollsummor kan inte hämtas från den här plattformen',
        'Källfiler',
      ],
    ]);
    expect(sourceLines(en.workbench, 'unread')).toEqual([
      ['The files could not be read just now; try again in a moment', 'Source files'],
    ]);
    expect(sourceLines(sv.workbench, 'unread')).toEqual([
      ['Filerna kunde inte läsas just nu; försök igen om en stund', 'Källfiler'],
    ]);
  });
});

describe('a year in progress', () => {
  it('opens up to its last month with a movement, so the same months are compared', () => {
    const y3: FinancialYearRef = { id: 'y3', startDate: '2026-01-01', endDate: '2026-12-31' };
    const recs = [
      account('1930', [{ year: y3, opening: 10, moves: { '2026-03': 5, '2026-07': 1 } }]),
    ];
    expect(defaultThrough(recs, y3, '2026-11-26')).toBe('2026-07');
    expect(defaultThrough([], y3, '2026-11-26')).toBe('2026-11');
    expect(defaultThrough(recs, y2, '2026-11-26')).toBeNull();
    const tb3 = trialBalance([...records, ...recs], {
      years: [y1, y2, y3],
      yearId: 'y3',
      through: defaultThrough(recs, y3, '2026-11-26')!,
    });
    expect(tb3.comparison).toMatchObject({ available: true, mode: 'sameMonths' });
    expect(tb3.comparison.available && tb3.comparison.range.lastMonth).toBe('2025-07');
  });
});
