/**
 * The small ledger the workbench screen's tests work their figures out from by hand
 * (screen.test.ts, workbook.test.ts): two years of six accounts, its trial balance of 2025 at a
 * materiality of 50 000 and its flags, and the table's options.
 */
import { flagTrialBalance } from './flags.js';
import type { LineOptions } from './lines.js';
import type { ReviewMark } from './review.js';
import { trialBalance, type FinancialYearRef } from './trial-balance.js';
import { account } from './accounts.testing.js';

export const y1: FinancialYearRef = { id: 'y1', startDate: '2024-01-01', endDate: '2024-12-31' };
export const y2: FinancialYearRef = { id: 'y2', startDate: '2025-01-01', endDate: '2025-12-31' };

/*
 * 2024: bank 1930 opens 100 000; sales 3001 -60 000 (Mar); rent 5010 +20 000 (Mar); bank +40 000.
 *       equity 2081 -100 000. Result 2024: -40 000 (a profit of 40 000), not booked.
 * 2025: 1930 opens 140 000 (100 000 + 40 000); 2081 -100 000; 2099 -40 000 (last year's result
 *       booked); sales -150 000 (Jun); rent 30 000 (Jun); bank +120 000 (Jun); 1510 new: +10 000
 *       in Feb, 3001 -10 000 in Feb. Result 2025: -160 000 + 30 000 = -130 000.
 */
export const records = [
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
export const tb = trialBalance(records, { years: [y1, y2], yearId: 'y2', materiality: 50_000 });
export const flags = flagTrialBalance(tb);
export const noMarks = new Map<string, ReviewMark>();
export const opts = (o: Partial<LineOptions> = {}): LineOptions => ({
  flags,
  marks: noMarks,
  classDigit: null,
  filter: null,
  search: '',
  sort: 'account',
  descending: false,
  ...o,
});
