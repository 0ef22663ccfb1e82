import type { SieAccountKind } from './types.js';

export type AccountType = 'ASSET' | 'LIABILITY' | 'INCOME' | 'EXPENSE';

/**
 * ASSET, LIABILITY (equity included), INCOME or EXPENSE: from `#KTYP` (T, S, I, K), else the
 * BAS class of the first digit (1 ASSET, 2 LIABILITY, 3 INCOME, 4-8 EXPENSE). Accounts outside
 * BAS classes 1-8 (class 0 statistics and class 9 internal accounts, which real files carry
 * with `#RES`, or non-numeric ones such as `DIFF`) are treated as result accounts: EXPENSE.
 */
export function accountType(number: string, kind?: SieAccountKind): AccountType {
  switch (kind) {
    case 'T':
      return 'ASSET';
    case 'S':
      return 'LIABILITY';
    case 'I':
      return 'INCOME';
    case 'K':
      return 'EXPENSE';
  }
  const d = number.trim().charCodeAt(0) - 48;
  if (d === 1) return 'ASSET';
  if (d === 2) return 'LIABILITY';
  if (d === 3) return 'INCOME';
  return 'EXPENSE';
}

/** Balance-sheet accounts carry IB/UB and a running balance; result accounts RES and a YTD sum. */
export function isBalanceAccount(number: string, kind?: SieAccountKind): boolean {
  const t = accountType(number, kind);
  return t === 'ASSET' || t === 'LIABILITY';
}
