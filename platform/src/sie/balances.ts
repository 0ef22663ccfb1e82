/**
 * Monthly general-ledger balances (docs/PLATFORM.md "Monthly balances"), computed in integer öre
 * from per-file aggregates (`BalanceSource`) and sent as kronor rounded to two decimals.
 */
import { accountType } from './accounts.js';
import { compareAccounts, kronor, monthsBetween } from './numbers.js';
import { openingBalances } from './opening.js';
import type { SieAccountKind, SieSummary } from './types.js';
import { movementSource } from './verify.js';

/** What a file contributes to balances: compact (accounts × months), JSON-serialisable. */
export interface BalanceSource {
  /** `transactions`: SIE 4 `#TRANS`; `psaldo`: SIE 2/3 year-0 `#PSALDO` with `{}`. */
  kind: 'transactions' | 'psaldo';
  /** Every account of the file (named by `#KONTO` or booked on), with `#KONTO` name and `#KTYP`:
   *  also those with no opening balance or movement (one whose rows net to zero each month),
   *  so a voucher's every account has its name. */
  accounts: { number: string; name?: string; kind?: SieAccountKind }[];
  /** Opening balance (öre) of balance-sheet accounts as `openingBalances` defines it
   *  (`#IB 0` where the file has any, else `#UB -1`); non-zero only. */
  opening: { account: string; amount: number }[];
  /** Net movement (öre) per account and month `YYYY-MM`. */
  movements: { account: string; period: string; amount: number }[];
}

/** The balance data of a read file, or null when it has no monthly data (SIE 1, or empty). */
export function balanceSourceOf(summary: SieSummary): BalanceSource | null {
  const src = movementSource(summary);
  if (src === 'none') return null;
  const movements =
    src === 'transactions'
      ? summary.movements.map((m) => ({ account: m.account, period: m.period, amount: m.amount }))
      : summary.periodBalances.map((p) => ({
          account: p.account,
          period: p.period,
          amount: p.amount,
        }));
  const meta = new Map(summary.accounts.map((a) => [a.number, a]));
  const opening: BalanceSource['opening'] = [];
  for (const [account, o] of openingBalances(summary))
    if (o.amount !== 0) opening.push({ account, amount: o.amount });
  const numbers = new Set([
    ...summary.accounts.map((a) => a.number),
    ...opening.map((o) => o.account),
    ...movements.map((m) => m.account),
  ]);
  const accounts: BalanceSource['accounts'] = [];
  for (const n of [...numbers].sort(compareAccounts)) {
    const a = meta.get(n);
    const out: BalanceSource['accounts'][number] = { number: n };
    if (a?.name !== undefined) out.name = a.name;
    if (a?.kind !== undefined) out.kind = a.kind;
    accounts.push(out);
  }
  return { kind: src, accounts, opening, movements };
}

/**
 * One account's months as the library computes them; the platform answers V1's monthly balance
 * record from it (`companyDurableKey` added, `period` sent as `month`).
 */
export interface AccountMonthlyBalances {
  accountNumber: string;
  accountName: string;
  /** `ASSET`, `LIABILITY`, `INCOME` or `EXPENSE`. */
  accountType: string;
  amounts: { period: string; financialYearId: string; amount: number; balance: number }[];
}

export interface ContributingYear {
  financialYearId: string;
  /** ISO `YYYY-MM-DD`. */
  startDate: string;
  endDate: string;
  /** The chosen file's data, or null (the year contributes nothing). */
  source: BalanceSource | null;
}

/**
 * One record per account with a non-zero opening balance or movement in any contributing
 * year, ordered by account number; one amount per month of each contributing year (years in
 * date order). A movement dated outside its year's months is counted in the nearest month
 * (first or last), so year-end balances still equal opening + all movements.
 */
export function computeMonthlyBalances(
  years: readonly ContributingYear[],
): AccountMonthlyBalances[] {
  const contributing = years
    .filter((y) => y.source !== null)
    .sort((a, b) => (a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : 0));
  const perYear = contributing.map((y) => {
    const months = monthsBetween(y.startDate, y.endDate);
    const index = new Map(months.map((m, i) => [m, i]));
    const moves = new Map<string, number[]>();
    const opening = new Map<string, number>();
    const src = y.source!;
    for (const o of src.opening) opening.set(o.account, (opening.get(o.account) ?? 0) + o.amount);
    for (const m of src.movements) {
      let i = index.get(m.period);
      if (i === undefined) i = m.period < months[0]! ? 0 : months.length - 1;
      let arr = moves.get(m.account);
      if (!arr) moves.set(m.account, (arr = new Array<number>(months.length).fill(0)));
      arr[i]! += m.amount;
    }
    return { year: y, months, moves, opening };
  });

  const meta = new Map<string, { name?: string; kind?: SieAccountKind }>();
  for (const y of contributing)
    for (const a of y.source!.accounts) {
      const m = meta.get(a.number) ?? {};
      if (a.name !== undefined) m.name = a.name;
      if (a.kind !== undefined) m.kind = a.kind;
      meta.set(a.number, m);
    }

  const include = new Set<string>();
  for (const y of perYear) {
    for (const [acc, v] of y.opening) if (v !== 0) include.add(acc);
    for (const [acc, arr] of y.moves) if (arr.some((v) => v !== 0)) include.add(acc);
  }

  const out: AccountMonthlyBalances[] = [];
  for (const acc of [...include].sort(compareAccounts)) {
    const m = meta.get(acc) ?? {};
    const type = accountType(acc, m.kind);
    const balanceType = type === 'ASSET' || type === 'LIABILITY';
    const amounts: AccountMonthlyBalances['amounts'] = [];
    for (const y of perYear) {
      const arr = y.moves.get(acc);
      let running = balanceType ? (y.opening.get(acc) ?? 0) : 0;
      for (let i = 0; i < y.months.length; i++) {
        const amount = arr ? arr[i]! : 0;
        running += amount;
        amounts.push({
          period: y.months[i]!,
          financialYearId: y.year.financialYearId,
          amount: kronor(amount),
          balance: kronor(running),
        });
      }
    }
    out.push({ accountNumber: acc, accountName: m.name ?? '', accountType: type, amounts });
  }
  return out;
}

/** Normalises `YYYYMMDD` or `YYYY-MM-DD` to ISO. */
function iso(date: string): string {
  return /^\d{8}$/.test(date)
    ? `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}`
    : date;
}

/**
 * The company's years that overlap `[startDate, endDate]` (either `YYYYMMDD` or ISO), in date
 * order. Each of them contributes all its months, even those outside the range.
 */
export function yearsInRange<T extends { startDate: string; endDate: string }>(
  years: readonly T[],
  startDate: string,
  endDate: string,
): T[] {
  const s = iso(startDate);
  const e = iso(endDate);
  return years
    .filter((y) => y.startDate <= e && s <= y.endDate)
    .sort((a, b) => (a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : 0));
}

export interface SourceFileCandidate {
  id: string;
  financialYearId?: string | null;
  status: string;
  sieType?: number | null;
  /** Anything that orders uploads (ISO timestamp or epoch ms); ties: later in the list wins. */
  uploadedAt: string | number;
}

/**
 * The file whose data a year's balances come from: among its `verified`/`parsed` SIE files,
 * SIE 4 files if there are any (their `#TRANS`), else SIE 2/3 files (their `#PSALDO`); of
 * those the newest `verified`, else the newest `parsed`. SIE 1 files give no months. Null if
 * none fits.
 */
export function chooseSourceFile<T extends SourceFileCandidate>(
  filesOfYear: readonly T[],
): T | null {
  const usable = filesOfYear
    .map((f, i) => ({ f, i }))
    .filter(
      ({ f }) =>
        (f.status === 'verified' || f.status === 'parsed') &&
        f.sieType !== undefined &&
        f.sieType !== null &&
        f.sieType >= 2 &&
        f.sieType <= 4,
    );
  const sie4 = usable.filter(({ f }) => f.sieType === 4);
  const group = sie4.length > 0 ? sie4 : usable;
  const newest = (status: string) => {
    let best: { f: T; i: number } | null = null;
    for (const c of group) {
      if (c.f.status !== status) continue;
      if (
        !best ||
        c.f.uploadedAt > best.f.uploadedAt ||
        (c.f.uploadedAt === best.f.uploadedAt && c.i > best.i)
      )
        best = c;
    }
    return best?.f ?? null;
  };
  return newest('verified') ?? newest('parsed');
}

/** `chooseSourceFile` for every financial year among `files`: year id -> chosen file. */
export function chooseSourceFiles<T extends SourceFileCandidate>(
  files: readonly T[],
): Map<string, T> {
  const byYear = new Map<string, T[]>();
  for (const f of files) {
    if (!f.financialYearId) continue;
    const list = byYear.get(f.financialYearId) ?? [];
    list.push(f);
    byYear.set(f.financialYearId, list);
  }
  const out = new Map<string, T>();
  for (const [year, list] of byYear) {
    const chosen = chooseSourceFile(list);
    if (chosen) out.set(year, chosen);
  }
  return out;
}

/**
 * The whole balances answer in one call: the company's years overlapping the range, each with
 * its chosen file's data (loaded by `load`), computed as `computeMonthlyBalances` does.
 */
export async function monthlyBalances<F extends SourceFileCandidate>(args: {
  years: readonly { id: string; startDate: string; endDate: string }[];
  /** The company's files (any years; only the overlapping years' ones are used). */
  files: readonly F[];
  /** `YYYYMMDD` or ISO. */
  startDate: string;
  endDate: string;
  load: (file: F) => Promise<BalanceSource | null> | BalanceSource | null;
}): Promise<AccountMonthlyBalances[]> {
  const years = yearsInRange(args.years, args.startDate, args.endDate);
  const ids = new Set(years.map((y) => y.id));
  const chosen = chooseSourceFiles(
    args.files.filter((f) => f.financialYearId && ids.has(f.financialYearId)),
  );
  const input: ContributingYear[] = [];
  for (const y of years) {
    const file = chosen.get(y.id);
    input.push({
      financialYearId: y.id,
      startDate: y.startDate,
      endDate: y.endDate,
      source: file ? await args.load(file) : null,
    });
  }
  return computeMonthlyBalances(input);
}
