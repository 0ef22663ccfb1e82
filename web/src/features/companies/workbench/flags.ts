/**
 * Review flags of a trial balance's rows: codes and data only (the catalogs word them).
 */
import { groupNumber } from './bas.js';
import type { TrialBalance, TrialBalanceRow } from './trial-balance.js';

export type FlagCode =
  /** |change| at or above materiality. */
  | 'MATERIAL_CHANGE'
  /** |change| above the percentage threshold of the prior closing. */
  | 'PERCENT_CHANGE'
  /** The closing balance is on the side its class is not (see `wrongSide`). */
  | 'WRONG_SIGN'
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

export interface FlagOptions {
  /** PERCENT_CHANGE above this many per cent (default 20). */
  percentThreshold?: number;
  /** PERCENT_CHANGE only where |change| is at least this many kronor (default 0). */
  minChangeForPercent?: number;
}

/**
 * Whether a closing balance is on the wrong side for its class: an asset (class 1) in credit, a
 * liability or equity account (class 2) or an income account (class 3) in debit. Accounts that
 * are the other way round by nature are not flagged: accumulated depreciation and write-downs
 * (accounts ending in 9 in groups 10-13, and 1519 Nedskrivning av kundfordringar), ingående
 * moms (264x, a claim kept in class 2) and intäktskorrigeringar (group 37, e.g. lämnade
 * rabatter). Accounts outside classes 1-3 have no wrong side.
 */
export function wrongSide(account: string, closing: number): boolean {
  const g = groupNumber(account);
  if (g === null || closing === 0) return false;
  const cls = Math.floor(g / 10);
  if (cls === 1) {
    const contra = (g <= 13 && account.endsWith('9')) || account === '1519';
    return contra ? closing > 0 : closing < 0;
  }
  if (cls === 2) return !account.startsWith('264') && closing > 0;
  if (cls === 3) return g !== 37 && closing > 0;
  return false;
}

/** The flags of one row of `tb`. */
export function flagsOf(row: TrialBalanceRow, tb: TrialBalance, opts: FlagOptions = {}): Flag[] {
  const out: Flag[] = [];
  const m = tb.materiality;
  const threshold = opts.percentThreshold ?? 20;
  const minChange = opts.minChangeForPercent ?? 0;
  if (m !== null && row.change !== null && Math.abs(row.change) >= m)
    out.push({ code: 'MATERIAL_CHANGE' });
  if (
    row.changePercent !== null &&
    Math.abs(row.changePercent) > threshold &&
    Math.abs(row.change ?? 0) >= minChange
  )
    out.push({ code: 'PERCENT_CHANGE' });
  if (wrongSide(row.accountNumber, row.closing)) out.push({ code: 'WRONG_SIGN' });
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
