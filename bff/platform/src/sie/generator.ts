/**
 * Deterministic SIE 4E files: a seeded generator of realistic books (BAS accounts with Swedish
 * names, sales with 25 % / 12 % VAT, purchases, rent, salaries with tax and social fees, bank)
 * streamed as CP437 chunks in bounded memory (`writeSie`, for a given ledger, is in
 * ledger-writer.ts and exported here too). Both write `#IB`/`#UB`/`#RES`/`#PSALDO` consistent
 * with the vouchers, so the files verify.
 */
import { isBalanceAccount } from './accounts.js';
import {
  GENERATOR_ACCOUNTS,
  OPENING,
  TEXTS,
  cp,
  ix,
  mulberry32,
  nextVoucher,
  type GenVoucher,
} from './generator-books.js';
import { compact, quote } from './ledger-writer.js';
import { formatOre, monthsBetween } from './numbers.js';

export { mulberry32, OPENING } from './generator-books.js';
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
   * as `#IB 0` (default: a small company's, `OPENING`). They should net to zero.
   */
  opening?: readonly (readonly [string, number])[];
  /** The previous year's dates: writes `#RAR -1` and `#UB -1` (= the opening balances). */
  previousYear?: { startDate: string; endDate: string };
  /**
   * Close the books as a Swedish bookkeeper does (default false): on the last day the year's
   * result goes to 2099 Årets resultat (against 8999 Årets resultat), and a year that opens with
   * results of earlier years in 2099 or 2098 disposes of them at the annual general meeting
   * (`AGM_DAY` days in): 2099 -> 2098 Vinst eller förlust från föregående år, the older 2098 ->
   * 2091 Balanserad vinst eller förlust. Series `M`, after the row/voucher targets.
   */
  closing?: boolean;
}

/** Days from the year's start to the annual general meeting's disposition of the result. */
const AGM_DAY = 140;

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

/** The `closing` vouchers of a year (rows as in `GenVoucher`), with their `YYYYMMDD` dates. */
interface ClosingVoucher {
  v: GenVoucher;
  date: string;
}

/**
 * Pass 1: the months, each account's sum per month (`monthly[account * months + month]`, öre),
 * the opening balances and the `closing` vouchers (already summed in).
 */
function yearTotals(opts: Resolved) {
  const months = monthsBetween(opts.startDate, opts.endDate);
  const monthIndex = new Map(months.map((m, i) => [m.replace('-', ''), i]));
  const nMonths = months.length;
  const monthly = new Float64Array(GENERATOR_ACCOUNTS.length * nMonths);
  const add = (date: string, rows: number[]) => {
    const mi = monthIndex.get(date.slice(0, 6))!;
    for (let k = 0; k < rows.length; k += 2) monthly[rows[k]! * nMonths + mi]! += rows[k + 1]!;
  };
  const pass1 = new VoucherSequence(opts);
  for (let x = pass1.next(); x; x = pass1.next()) add(x.date, x.v.rows);
  const opening = new Map<string, number>(opts.opening ?? OPENING);
  let agm: ClosingVoucher | null = null;
  let result: ClosingVoucher | null = null;
  if (opts.closing) {
    const ib2099 = opening.get('2099') ?? 0;
    const ib2098 = opening.get('2098') ?? 0;
    const rows = [ix('2099'), -ib2099, ix('2098'), ib2099 - ib2098, ix('2091'), ib2098].filter(
      (_, k, all) => all[k - (k % 2) + 1] !== 0,
    );
    if (rows.length >= 4) {
      const day = addDays(opts.startDate, AGM_DAY);
      agm = {
        v: { text: TEXTS.agm, rows },
        date: compact(day < opts.endDate ? day : opts.endDate),
      };
      add(agm.date, rows);
    }
    let sum = 0; // the year's result, debit positive (a profit is negative)
    GENERATOR_ACCOUNTS.forEach((a, i) => {
      if (isBalanceAccount(a.number, a.kind) || a.number === '8999') return;
      for (let m = 0; m < nMonths; m++) sum += monthly[i * nMonths + m]!;
    });
    if (sum !== 0) {
      result = {
        v: { text: TEXTS.result, rows: [ix('8999'), -sum, ix('2099'), sum] },
        date: compact(opts.endDate),
      };
      add(result.date, result.v.rows);
    }
  }
  return { months, nMonths, monthly, opening, agm, result };
}

/**
 * Closing balances (öre) of the balance-sheet accounts of the year `generateSie(options)`
 * writes (its `#UB 0`): the next year's opening balances when the books run on.
 */
export function generatedClosingBalances(options: GenerateSieOptions = {}): [string, number][] {
  const { nMonths, monthly, opening } = yearTotals(resolve(options));
  const out: [string, number][] = [];
  GENERATOR_ACCOUNTS.forEach((a, i) => {
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
 * stays constant whatever the size.
 */
export function* generateSie(options: GenerateSieOptions = {}): Generator<Buffer> {
  const opts = resolve(options);
  const chunk = options.chunkBytes ?? 256 * 1024;
  const { months, nMonths, monthly, opening, agm, result } = yearTotals(opts);

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
  line('#KPTYP BAS2014');
  line('#VALUTA SEK');
  for (const a of GENERATOR_ACCOUNTS) {
    line(`#KONTO ${a.number} ${txt(a.name)}`);
    line(`#KTYP ${a.number} ${a.kind}`);
  }
  GENERATOR_ACCOUNTS.forEach((a, i) => {
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
    GENERATOR_ACCOUNTS.forEach((a, i) => {
      for (let m = 0; m < nMonths; m++) {
        const v = monthly[i * nMonths + m]!;
        if (v !== 0)
          line(`#PSALDO 0 ${months[m]!.replace('-', '')} ${a.number} {} ${formatOre(v)}`);
      }
    });

  const numbers = GENERATOR_ACCOUNTS.map((a) => a.number);
  let memorial = 0;
  const write = (series: string, no: number, v: GenVoucher, date: string) => {
    out += `#VER ${series} ${no} ${date} "${v.text}"\n{\n`;
    for (let k = 0; k < v.rows.length; k += 2)
      out += `#TRANS ${numbers[v.rows[k]!]} {} ${formatOre(v.rows[k + 1]!)} ${date}\n`;
    out += '}\n';
  };
  let pendingAgm = agm;
  const seq = new VoucherSequence(opts);
  for (let x = seq.next(); x; x = seq.next()) {
    if (pendingAgm && x.date > pendingAgm.date) {
      write('M', ++memorial, pendingAgm.v, pendingAgm.date);
      pendingAgm = null;
    }
    write('A', seq.index, x.v, x.date);
    if (out.length >= chunk) {
      yield Buffer.from(out, 'latin1');
      out = '';
    }
  }
  if (pendingAgm) write('M', ++memorial, pendingAgm.v, pendingAgm.date);
  if (result) write('M', ++memorial, result.v, result.date);
  if (out.length > 0) yield Buffer.from(out, 'latin1');
}

/** The whole generated file in one Buffer (small files: demo seed, tests). */
export function generateSieBuffer(options: GenerateSieOptions = {}): Buffer {
  return Buffer.concat([...generateSie(options)]);
}
