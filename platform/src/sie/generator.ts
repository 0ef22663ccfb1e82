/**
 * Deterministic SIE 4E files: a seeded generator of books (BAS accounts with Swedish names),
 * either a random mix of vouchers (sales with 25 % / 12 % VAT, purchases, rent, salaries with
 * tax and social fees, bank) of any size, streamed as CP437 chunks in bounded memory, or, with
 * `company`, a small aktiebolag's believable year (generator-company.ts: the demo's books).
 * `writeSie`, for a given ledger, is in ledger-writer.ts and exported here too. Both write
 * `#IB`/`#UB`/`#RES`/`#PSALDO` consistent with the vouchers, so the files verify.
 */
import { isBalanceAccount } from './accounts.js';
import {
  GENERATOR_ACCOUNTS,
  OPENING,
  cp,
  mulberry32,
  nextVoucher,
  type GenVoucher,
} from './generator-books.js';
import { companyYear } from './generator-company.js';
import { COMPANY_ACCOUNTS, companyOpening, type CompanyBooks } from './generator-company-rules.js';
import { compact, quote, type LedgerAccount } from './ledger-writer.js';
import { formatOre, monthsBetween } from './numbers.js';

export { mulberry32, OPENING } from './generator-books.js';
export {
  COMPANY_ACCOUNTS,
  companyOpening,
  corporateTax,
  type CompanyBooks,
} from './generator-company-rules.js';
export {
  writeSie,
  type Ledger,
  type LedgerAccount,
  type LedgerRow,
  type LedgerVoucher,
  type WriteSieOptions,
} from './ledger-writer.js';

export interface GenerateSieOptions {
  seed?: number;
  companyName?: string;
  organizationNumber?: string;
  /** ISO dates of the financial year (default the calendar year 2024). */
  startDate?: string;
  endDate?: string;
  /** Stop after this many vouchers ... */
  vouchers?: number;
  /** ... or after exactly this many `#TRANS` rows (default 1000; 1 gives none). */
  rows?: number;
  /** Write year-0 `#PSALDO` rows (default true). */
  psaldo?: boolean;
  /** Approximate chunk size in bytes (default 256 KiB). */
  chunkBytes?: number;
  /**
   * Opening balances (öre, debit positive) of the generator's balance-sheet accounts, written
   * as `#IB 0` (default: a small company's, `OPENING`, or with `company` `companyOpening`).
   * They should net to zero.
   */
  opening?: readonly (readonly [string, number])[];
  /** The previous year's dates: writes `#RAR -1` and `#UB -1` (= the opening balances). */
  previousYear?: { startDate: string; endDate: string };
  /** The chart of accounts, `#KPTYP` (default `BAS2024`: the accounts are BAS 2024's). */
  accountPlan?: string;
  /**
   * Keep a small Swedish aktiebolag's books for the year instead of the random mix
   * (generator-company.ts; docs/PLATFORM.md "The demo books"): customers paying in 30 days,
   * VAT settled each quarter through the tax account, equipment depreciated, the year's tax and
   * result booked on its last day (series `M`), the previous result disposed of at the annual
   * general meeting. The year is built in memory (a few hundred vouchers); `vouchers` and
   * `rows` do not apply.
   */
  company?: CompanyBooks;
}

function addDays(iso: string, days: number): string {
  const t = new Date(`${iso}T00:00:00Z`);
  t.setUTCDate(t.getUTCDate() + days);
  return t.toISOString().slice(0, 10);
}

/** The seeded voucher sequence: the same options always give the same vouchers. */
class VoucherSequence {
  private readonly rng: () => number;
  private readonly dates: string[];
  private readonly rowTarget: number;
  private readonly voucherTarget: number;
  index = 0;
  rows = 0;

  constructor(opts: {
    seed: number;
    startDate: string;
    endDate: string;
    vouchers?: number;
    rows?: number;
  }) {
    this.rng = mulberry32(opts.seed);
    const days =
      Math.round(
        (Date.parse(`${opts.endDate}T00:00:00Z`) - Date.parse(`${opts.startDate}T00:00:00Z`)) /
          86_400_000,
      ) + 1;
    this.dates = [];
    for (let d = 0; d < days; d++) this.dates.push(compact(addDays(opts.startDate, d)));
    this.rowTarget = opts.vouchers === undefined ? (opts.rows ?? 1000) : Infinity;
    this.voucherTarget = opts.vouchers ?? Infinity;
  }

  /** The next voucher and its date (`YYYYMMDD`), or null at the end. */
  next(): { v: GenVoucher; date: string } | null {
    // a voucher needs two rows: a target of 1 (or 1 left) cannot be met and ends the file
    if (this.index >= this.voucherTarget || this.rowTarget - this.rows < 2) return null;
    const finite = this.rowTarget !== Infinity;
    const v = nextVoucher(this.rng, finite ? this.rowTarget - this.rows : 1000);
    const progress = finite ? this.rows / this.rowTarget : this.index / this.voucherTarget;
    const date =
      this.dates[Math.min(this.dates.length - 1, Math.floor(progress * this.dates.length))]!;
    this.index++;
    this.rows += v.rows.length / 2;
    return { v, date };
  }
}

interface Resolved extends GenerateSieOptions {
  seed: number;
  startDate: string;
  endDate: string;
}

/**
 * Pass 1: the accounts, the months, each account's sum per month (`monthly[account * months +
 * month]`, öre) and the opening balances; with `company`, the year's vouchers too (`book`).
 */
function yearTotals(opts: Resolved) {
  const accounts: readonly LedgerAccount[] = opts.company ? COMPANY_ACCOUNTS : GENERATOR_ACCOUNTS;
  const months = monthsBetween(opts.startDate, opts.endDate);
  const monthIndex = new Map(months.map((m, i) => [m.replace('-', ''), i]));
  const nMonths = months.length;
  const monthly = new Float64Array(accounts.length * nMonths);
  const add = (date: string, rows: number[]) => {
    const mi = monthIndex.get(date.slice(0, 6))!;
    for (let k = 0; k < rows.length; k += 2) monthly[rows[k]! * nMonths + mi]! += rows[k + 1]!;
  };
  const opening = new Map<string, number>(
    opts.opening ?? (opts.company ? companyOpening(opts.company) : OPENING),
  );
  let book: { series: string; v: GenVoucher; date: string }[] | null = null;
  if (opts.company) {
    const index = new Map(accounts.map((a, i) => [a.number, i]));
    book = companyYear({ ...opts, books: opts.company, opening }).map((v) => ({
      series: v.series,
      v: { text: v.text, rows: v.rows.flatMap(([a, x]) => [index.get(a)!, x]) },
      date: compact(v.date),
    }));
    for (const x of book) add(x.date, x.v.rows);
  } else {
    const pass1 = new VoucherSequence(opts);
    for (let x = pass1.next(); x; x = pass1.next()) add(x.date, x.v.rows);
  }
  return { accounts, months, nMonths, monthly, opening, book };
}

/**
 * Closing balances (öre) of the balance-sheet accounts of the year `generateSie(options)`
 * writes (its `#UB 0`): the next year's opening balances when the books run on.
 */
export function generatedClosingBalances(options: GenerateSieOptions = {}): [string, number][] {
  const { accounts, nMonths, monthly, opening } = yearTotals(resolve(options));
  const out: [string, number][] = [];
  accounts.forEach((a, i) => {
    if (!isBalanceAccount(a.number, a.kind)) return;
    let ub = opening.get(a.number) ?? 0;
    for (let m = 0; m < nMonths; m++) ub += monthly[i * nMonths + m]!;
    out.push([a.number, ub]);
  });
  return out;
}

function resolve(options: GenerateSieOptions): Resolved {
  return {
    ...options,
    seed: options.seed ?? 1,
    startDate: options.startDate ?? '2024-01-01',
    endDate: options.endDate ?? '2024-12-31',
  };
}

/**
 * Streams a SIE 4E file as CP437 chunks. Two passes over the same seeded sequence: the first
 * sums the balances (written before the vouchers), the second writes the vouchers. Memory
 * stays constant whatever the size (with `company`, a year of vouchers is held in memory).
 */
export function* generateSie(options: GenerateSieOptions = {}): Generator<Buffer> {
  const opts = resolve(options);
  const chunk = options.chunkBytes ?? 256 * 1024;
  const { accounts, months, nMonths, monthly, opening, book } = yearTotals(opts);

  let out = '';
  const line = (s: string) => {
    out += s + '\n';
  };
  const txt = (s: string) => cp(quote(s));
  line('#FLAGGA 0');
  line('#FORMAT PC8');
  line('#SIETYP 4');
  line('#PROGRAM "Ledger Console generator" 1.0');
  line(`#GEN ${compact(opts.endDate)}`);
  line(`#FNR ${opts.seed}`);
  line(`#ORGNR ${opts.organizationNumber ?? '556677-8899'}`);
  line(`#FNAMN ${txt(opts.companyName ?? 'Exempelbolaget i Göteborg AB')}`);
  line(`#RAR 0 ${compact(opts.startDate)} ${compact(opts.endDate)}`);
  const prev = opts.previousYear;
  if (prev) line(`#RAR -1 ${compact(prev.startDate)} ${compact(prev.endDate)}`);
  line(`#KPTYP ${txt(opts.accountPlan ?? 'BAS2024')}`);
  line('#VALUTA SEK');
  for (const a of accounts) {
    line(`#KONTO ${a.number} ${txt(a.name)}`);
    line(`#KTYP ${a.number} ${a.kind}`);
  }
  accounts.forEach((a, i) => {
    let sum = 0;
    for (let m = 0; m < nMonths; m++) sum += monthly[i * nMonths + m]!;
    if (isBalanceAccount(a.number, a.kind)) {
      const ib = opening.get(a.number) ?? 0;
      if (prev) line(`#UB -1 ${a.number} ${formatOre(ib)}`);
      line(`#IB 0 ${a.number} ${formatOre(ib)}`);
      line(`#UB 0 ${a.number} ${formatOre(ib + sum)}`);
    } else line(`#RES 0 ${a.number} ${formatOre(sum)}`);
  });
  if (opts.psaldo !== false)
    accounts.forEach((a, i) => {
      for (let m = 0; m < nMonths; m++) {
        const v = monthly[i * nMonths + m]!;
        if (v !== 0)
          line(`#PSALDO 0 ${months[m]!.replace('-', '')} ${a.number} {} ${formatOre(v)}`);
      }
    });

  const numbers = accounts.map((a) => a.number);
  const write = (series: string, no: number, v: GenVoucher, date: string) => {
    out += `#VER ${series} ${no} ${date} "${v.text}"\n{\n`;
    for (let k = 0; k < v.rows.length; k += 2)
      out += `#TRANS ${numbers[v.rows[k]!]} {} ${formatOre(v.rows[k + 1]!)} ${date}\n`;
    out += '}\n';
  };
  function* flush() {
    if (out.length >= chunk) {
      yield Buffer.from(out, 'latin1');
      out = '';
    }
  }
  if (book) {
    const numbering = new Map<string, number>();
    for (const x of book) {
      const no = (numbering.get(x.series) ?? 0) + 1;
      numbering.set(x.series, no);
      write(x.series, no, x.v, x.date);
      yield* flush();
    }
  } else {
    const seq = new VoucherSequence(opts);
    for (let x = seq.next(); x; x = seq.next()) {
      write('A', seq.index, x.v, x.date);
      yield* flush();
    }
  }
  if (out.length > 0) yield Buffer.from(out, 'latin1');
}

/** The whole generated file in one Buffer (small files: demo seed, tests). */
export function generateSieBuffer(options: GenerateSieOptions = {}): Buffer {
  return Buffer.concat([...generateSie(options)]);
}
