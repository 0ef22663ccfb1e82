/**
 * The workbench tests' company (balances/Workbench*.test.tsx): two years, 2024 and 2025, of four
 * accounts, an open assignment of 2025 with its work materiality, and `show`, which renders the
 * Balances tab on them with everything it reads already cached.
 */
import type { FinancialYear, MonthlyBalanceRecord } from '@ledger/contract';
import { opKey } from '../../../lib/data/queries.js';
import { ALL_OPERATIONS, renderScreen } from '../../../test/render.js';
import { company, companyParams as params } from '../../../test/fixtures.js';
import BalancesTab from './BalancesTab.js';

export const T = 'nordrevision';
export const y1: FinancialYear = {
  id: 'y1',
  companyDurableKey: company.durableKey,
  startDate: '2024-01-01',
  endDate: '2024-12-31',
};
export const y2: FinancialYear = {
  id: 'y2',
  companyDurableKey: company.durableKey,
  startDate: '2025-01-01',
  endDate: '2025-12-31',
};
export const ASSIGNMENT = '7d1f7a52-4a55-4c3e-9d0e-3f1a2b3c4d5e';

export function rec(
  number: string,
  name: string,
  type: string,
  perYear: [FinancialYear, number, number][],
): MonthlyBalanceRecord {
  // one movement in June of each year, on top of the opening balance
  return {
    companyDurableKey: company.durableKey,
    accountNumber: number,
    accountName: name,
    accountType: type,
    amounts: perYear.flatMap(([y, opening, june]) =>
      ['01', '06', '12'].map((m) => ({
        month: `${y.startDate.slice(0, 4)}-${m}`,
        financialYearId: y.id,
        amount: m === '06' ? june : 0,
        balance: opening + (m === '01' ? 0 : june),
      })),
    ),
  };
}
// 2024: bank 100 000 -> 140 000, sales -40 000; 2025: bank 140 000 -> 260 000, sales -120 000.
// Equity 2081 -100 000 both years, 2099 -40 000 in 2025 (last year's result booked).
export const records = [
  rec('1930', 'Företagskonto', 'ASSET', [
    [y1, 100_000, 40_000],
    [y2, 140_000, 120_000],
  ]),
  rec('2081', 'Aktiekapital', 'LIABILITY', [
    [y1, -100_000, 0],
    [y2, -100_000, 0],
  ]),
  rec('2099', 'Årets resultat', 'LIABILITY', [[y2, -40_000, 0]]),
  rec('3001', 'Försäljning', 'INCOME', [
    [y1, 0, -40_000],
    [y2, 0, -120_000],
  ]),
];

export function show(
  opts: {
    years?: FinancialYear[];
    path?: string;
    materiality?: number | null;
    extra?: [readonly unknown[], unknown][];
    withAssignments?: boolean;
    company?: typeof company;
    operations?: readonly string[];
  } = {},
) {
  const years = opts.years ?? [y1, y2];
  return renderScreen(<BalancesTab company={opts.company ?? company} />, {
    role: 'auditor',
    path: opts.path ?? '/t/nordrevision?view=trial',
    operations: opts.operations ?? ALL_OPERATIONS,
    cached: [
      [opKey(T, 'listFinancialYears', params), years],
      [opKey(T, 'listFiles', params), []],
      [
        opKey(T, 'getMonthlyBalances', params, {
          startDate: years.length > 1 ? '20240101' : '20250101',
          endDate: '20251231',
        }),
        years.length > 1
          ? records
          : records.map((r) => ({
              ...r,
              amounts: r.amounts.filter((a) => a.financialYearId === 'y2'),
            })),
      ],
      ...(opts.extra ?? []),
      ...((opts.withAssignments === false
        ? []
        : [
            [
              opKey(T, 'listAssignments', params, { financialYearId: 'y2' }),
              [{ id: ASSIGNMENT, type: 'AE', subType: 'x', financialYearId: 'y2', status: 'OPEN' }],
            ],
            [
              opKey(T, 'getWorkMateriality', { ...params, auditAssignmentId: ASSIGNMENT }),
              {
                workMateriality: opts.materiality === undefined ? 100_000 : opts.materiality,
                workMaterialityPercentage: null,
              },
            ],
          ]) as [readonly unknown[], unknown][]),
    ],
  });
}
