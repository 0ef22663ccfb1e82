/**
 * V1's monthly balance records written by hand for the workbench's tests (cases.test.ts,
 * flags.test.ts, screen.testing.ts): an account's type from its first digit, as the demo's
 * plan has it (1 asset, 2 liability, 3 income, the rest expense).
 */
import type { MonthlyBalanceRecord } from '@ledger/contract';
import { monthsOf, type FinancialYearRef } from './trial-balance.js';

const TYPES: Record<string, string> = {
  '1': 'ASSET',
  '2': 'LIABILITY',
  '3': 'INCOME',
};

/**
 * V1's record of one account: per year, its opening balance and its months' movements (kronor;
 * months not given are 0), the balance as V1 computes it.
 */
export function account(
  number: string,
  perYear: { year: FinancialYearRef; opening?: number; moves?: Record<string, number> }[],
): MonthlyBalanceRecord {
  const type = TYPES[number[0]!] ?? 'EXPENSE';
  const balanceSheet = type === 'ASSET' || type === 'LIABILITY';
  const amounts = perYear.flatMap(({ year, opening = 0, moves = {} }) => {
    let running = balanceSheet ? opening * 100 : 0;
    return monthsOf(year.startDate, year.endDate).map((month) => {
      const amount = moves[month] ?? 0;
      running += Math.round(amount * 100);
      return { month, financialYearId: year.id, amount, balance: running / 100 };
    });
  });
  return {
    companyDurableKey: 'c',
    accountNumber: number,
    accountName: `Konto ${number}`,
    accountType: type,
    amounts,
  };
}
