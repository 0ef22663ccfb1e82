/**
 * The workbench screen's pure parts: the URL state and typed amounts, the materiality's source,
 * the table's lines (grouping, subtotals, filters and their counts, sorting), the statements,
 * an account's months, review fingerprints (the workbook's cells are workbook.test.ts's).
 * Figures are worked out by hand from the small ledger of screen.testing.ts, not by the module.
 */
import { describe, expect, it } from 'vitest';
import { filterCounts, shown, tableLines, visibleRows } from './lines.js';
import { assignmentOrder, resolveMateriality } from './materiality.js';
import { readWorkbench } from './params.js';
import { defaultThrough } from './range.js';
import { figuresFingerprint, markState, type ReviewMark } from './review.js';
import { accountSeries } from './series.js';
import { figureOf, leadSchedule } from './lead-schedules.js';
import { trialBalance, type FinancialYearRef } from './trial-balance.js';
import { flags, noMarks, opts, records, tb, y1, y2 } from './screen.testing.js';
import { account } from './accounts.testing.js';

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
