/**
 * The workbench's workbook: numbers as numbers with their formats, a sheet for each view with its
 * heading, the share of materiality, the source files named by their SHA-256. Figures are worked
 * out by hand from the ledger of screen.testing.ts.
 */
import { describe, expect, it } from 'vitest';
import { en } from '../../../i18n/en/index.js';
import { sv } from '../../../i18n/sv/index.js';
import { flagTrialBalance } from './flags.js';
import { figuresFingerprint } from './review.js';
import { trialBalance } from './trial-balance.js';
import {
  headingFacts,
  MONEY_FORMAT,
  PERCENT_FORMAT,
  workbookSheets,
  type Sources,
} from './workbook.js';
import type { SignOff } from './signoff.js';
import { flags, records, tb, y2 } from './screen.testing.js';

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
