/**
 * Review flags of a trial balance's rows: codes and data only (the catalogs word them).
 */
import { isBankAccount, normalSide } from './sides.js';
import type { TrialBalance, TrialBalanceRow } from './trial-balance.js';

export type FlagCode =
  /** |change| at or above materiality. */
  | 'MATERIAL_CHANGE'
  /** |change %| above the percentage threshold and |change| at least the amount floor. */
  | 'PERCENT_CHANGE'
  /** The closing balance is on the side its account does not have by nature (see `wrongSide`). */
  | 'WRONG_SIGN'
  /** A bank or giro account (1920-1989) in credit: an overdraft, a liability. */
  | 'OVERDRAFT'
  /** A balance-sheet account does not open at the prior year's closing (ISA 510). */
  | 'OPENING_MISMATCH'
  /** A single month's movement at or above materiality (`months` lists them). */
  | 'MATERIAL_MONTH'
  /** No movement in the whole prior year (yet a balance), movement now. */
  | 'DORMANT_MOVED'
  /** Nothing in the prior year, present now. */
  | 'NEW_ACCOUNT';

export interface Flag {
  code: FlagCode;
  /** MATERIAL_MONTH: the months, `YYYY-MM`. */
  months?: string[];
}

/**
 * The share of the work (performance) materiality the percentage flag's amount floor defaults
 * to while no clearly-trivial limit is known: ISA 450's clearly trivial is commonly set at 3-5 %
 * of overall materiality, and 5 % of the lower performance materiality stays within that range.
 */
export const DEFAULT_FLOOR_SHARE = 0.05;

export interface FlagOptions {
  /** PERCENT_CHANGE above this many per cent (default 20). */
  percentThreshold?: number;
  /**
   * PERCENT_CHANGE only where |change| is at least this many kronor. Default (absent or null):
   * see `percentFloor`.
   */
  minChangeForPercent?: number | null;
  /** The engagement's clearly-trivial limit (ISA 450), in kronor, when one is known. */
  clearlyTrivial?: number | null;
}

export type FloorSource = 'typed' | 'clearlyTrivial' | 'materialityShare' | 'none';

/**
 * The amount floor of PERCENT_CHANGE and where it comes from: the value given; else the
 * clearly-trivial limit when one is known; else 5 % of the work materiality; else none (0).
 */
export function percentFloor(
  materiality: number | null,
  opts: FlagOptions = {},
): { value: number; source: FloorSource } {
  const given = opts.minChangeForPercent;
  if (given !== undefined && given !== null && given >= 0) return { value: given, source: 'typed' };
  const trivial = opts.clearlyTrivial;
  if (trivial !== undefined && trivial !== null && trivial > 0)
    return { value: trivial, source: 'clearlyTrivial' };
  if (materiality !== null && materiality > 0)
    return {
      value: Math.round(materiality * DEFAULT_FLOOR_SHARE * 100) / 100,
      source: 'materialityShare',
    };
  return { value: 0, source: 'none' };
}

/**
 * Whether a closing balance is on the other side than its account has by nature, by BAS's
 * normal sides (`sides.ts`: assets debit with their contra accounts credit, liabilities, equity
 * and income credit with their debit and either-side accounts). Accounts of either side and
 * accounts not judged (classes 4-8, other numbering) are never on the wrong side.
 */
export function wrongSide(account: string, closing: number): boolean {
  if (closing === 0) return false;
  const side = normalSide(account);
  if (side === 'debit') return closing < 0;
  if (side === 'credit') return closing > 0;
  return false;
}

/** The flags of one row of `tb`. */
export function flagsOf(row: TrialBalanceRow, tb: TrialBalance, opts: FlagOptions = {}): Flag[] {
  const out: Flag[] = [];
  const m = tb.materiality;
  const threshold = opts.percentThreshold ?? 20;
  const floor = percentFloor(m, opts).value;
  if (m !== null && row.change !== null && Math.abs(row.change) >= m)
    out.push({ code: 'MATERIAL_CHANGE' });
  if (
    row.changePercent !== null &&
    Math.abs(row.changePercent) > threshold &&
    Math.abs(row.change ?? 0) >= floor
  )
    out.push({ code: 'PERCENT_CHANGE' });
  if (wrongSide(row.accountNumber, row.closing))
    out.push({ code: isBankAccount(row.accountNumber) ? 'OVERDRAFT' : 'WRONG_SIGN' });
  if (row.openingDifference !== null && row.openingDifference !== 0)
    out.push({ code: 'OPENING_MISMATCH' });
  if (m !== null) {
    const months = row.months.filter((x) => Math.abs(x.amount) >= m).map((x) => x.month);
    if (months.length > 0) out.push({ code: 'MATERIAL_MONTH', months });
  }
  const moved = row.months.some((x) => x.amount !== 0);
  if (row.dormantInPrior === true && moved) out.push({ code: 'DORMANT_MOVED' });
  if (tb.comparison.available && row.presence === 'currentOnly') out.push({ code: 'NEW_ACCOUNT' });
  return out;
}

/** Every flagged row's flags, by account number (rows without flags are left out). */
export function flagTrialBalance(tb: TrialBalance, opts: FlagOptions = {}): Map<string, Flag[]> {
  const out = new Map<string, Flag[]>();
  for (const r of tb.rows) {
    const f = flagsOf(r, tb, opts);
    if (f.length > 0) out.set(r.accountNumber, f);
  }
  return out;
}
