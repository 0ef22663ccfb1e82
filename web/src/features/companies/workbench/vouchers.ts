/**
 * From a balance to its vouchers (issue #33): the vouchers of one account with the account's
 * amount on each and the accounts booked against it, their sum, and the completeness check that
 * the year's vouchers roll every account from its opening to its closing balance. Pure: the
 * vouchers as the platform's `vouchers` operation answers them, amounts in kronor, summed in öre.
 */

export interface VoucherRow {
  account: string;
  /** Kronor, debit positive. */
  amount: number;
  text?: string | null;
}

export interface Voucher {
  series: string;
  number: string | number;
  /** `YYYY-MM-DD`. */
  date: string;
  text: string | null;
  registeredAt: string | null;
  registeredBy: string | null;
  transactions: readonly VoucherRow[];
}

const ore = (kronor: number) => Math.round(kronor * 100);

/** How a voucher is named on screen and in the URL: series and number, `A 16`. */
export const voucherLabel = (v: { series: string; number: string | number }) =>
  v.series ? `${v.series} ${v.number}` : String(v.number);

/** One voucher as seen from an account: its amount on the account and the other accounts. */
export interface AccountVoucher {
  voucher: Voucher;
  /** Kronor, debit positive: the sum of the voucher's rows on the account. */
  amount: number;
  /** The other accounts of the voucher, each once, in the order of its rows. */
  counter: string[];
}

/**
 * The vouchers with at least one row on `account`, in the order given, and the sum of their
 * rows on it (kronor, summed in öre).
 */
export function accountVouchers(
  vouchers: readonly Voucher[],
  account: string,
): { lines: AccountVoucher[]; sum: number } {
  const lines: AccountVoucher[] = [];
  let total = 0;
  for (const v of vouchers) {
    let on = 0;
    let touches = false;
    const counter: string[] = [];
    for (const r of v.transactions) {
      if (r.account === account) {
        touches = true;
        on += ore(r.amount);
      } else if (!counter.includes(r.account)) counter.push(r.account);
    }
    if (!touches) continue;
    total += on;
    lines.push({ voucher: v, amount: on / 100, counter });
  }
  return { lines, sum: total / 100 };
}

/** An account the vouchers do not roll from its opening to its closing balance. */
export interface NotRolling {
  account: string;
  opening: number;
  /** The sum of the account's voucher rows. */
  vouchers: number;
  closing: number;
  /** closing - (opening + vouchers). */
  difference: number;
}

/**
 * The completeness check: for every account, opening + the sum of its voucher rows in the range
 * = closing. `accounts` are the trial balance's (kronor, debit positive); an account on the
 * vouchers but not in the trial balance opens and closes at zero. Those that do not roll, by
 * account number.
 */
export function rollForward(
  accounts: readonly { accountNumber: string; opening: number; closing: number }[],
  vouchers: readonly Voucher[],
): { checked: number; notRolling: NotRolling[] } {
  const sums = new Map<string, number>();
  for (const v of vouchers)
    for (const r of v.transactions) sums.set(r.account, (sums.get(r.account) ?? 0) + ore(r.amount));
  const figures = new Map(accounts.map((a) => [a.accountNumber, a]));
  const all = new Set([...figures.keys(), ...sums.keys()]);
  const notRolling: NotRolling[] = [];
  for (const account of all) {
    const f = figures.get(account);
    const opening = ore(f?.opening ?? 0);
    const closing = ore(f?.closing ?? 0);
    const sum = sums.get(account) ?? 0;
    if (opening + sum !== closing)
      notRolling.push({
        account,
        opening: opening / 100,
        vouchers: sum / 100,
        closing: closing / 100,
        difference: (closing - opening - sum) / 100,
      });
  }
  notRolling.sort((a, b) => a.account.localeCompare(b.account, 'en', { numeric: true }));
  return { checked: all.size, notRolling };
}

/** The first and last day of a month `YYYY-MM`. */
export function monthBounds(month: string): { from: string; to: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}
