/**
 * What the reader sums per account: `#TRANS` movements per month, year-0 `#PSALDO` totals and
 * `#IB`/`#UB`/`#RES` of years 0..-9. Bounded by accounts × months on any input (limits below).
 */
import * as bytes from './bytes.js';
import type { Findings } from './findings.js';
import { compareAccounts, isoFromPeriodInt, parseOre, parsePeriod } from './numbers.js';
import { ESCAPED, LIST, type Fields } from './tokenizer.js';
import type {
  SieAccount,
  SieAccountKind,
  SieMovement,
  SiePeriodBalance,
  SieYear,
  SieYearBalance,
} from './types.js';

// Local consts, not imports: V8 folds a module's own consts into byte loops (imports: -20%).
const { DIGIT_0 } = bytes;

/** Limits that keep memory bounded on hostile input (real files have ~2,000 accounts). */
const MAX_ACCOUNTS = 50_000;
export const MAX_MONTHS = 240;
const MAX_PERIOD_BALANCES = 200_000;
const SAFE = Number.MAX_SAFE_INTEGER;

/** `YYYY-MM-DD` -> yyyymm. */
const periodInt = (iso: string) => Number(iso.slice(0, 4)) * 100 + Number(iso.slice(5, 7));

export interface AccountTotal {
  number: string;
  name: string | undefined;
  kind: SieAccountKind | undefined;
  line: number;
  declared: boolean;
  /** öre per month slot (see AccountTotals.monthSlot) */
  sums: Float64Array;
  /** yyyymm -> year-0 `{}` PSALDO */
  psaldo: Map<number, { amount: number; line: number }> | null;
}

export class AccountTotals {
  /** Numeric accounts of up to 8 digits by value*10+length (keeps leading zeros apart),
   * others by a negative key from `strKeys`. */
  private readonly byKey = new Map<number, AccountTotal>();
  /** Four-digit accounts (BAS) by number, for the #TRANS fast path. */
  private readonly fourDigit: (AccountTotal | undefined)[] = new Array<AccountTotal | undefined>(
    10000,
  ).fill(undefined);
  private readonly strKeys = new Map<string, number>();
  private nextStrKey = -1;
  /** Distinct accounts declared by `#KONTO`. */
  declaredCount = 0;
  private readonly yearBalances = new Map<string, SieYearBalance>();
  // month slots: yyyymm -> index into every account's `sums`
  private readonly monthSlots = new Map<number, number>();
  private readonly slotMonths: number[] = [];
  private monthCount = 0;
  private lastMonth = -1;
  private lastSlot = 0;
  private overflowReported = false;
  private readonly limitReported = { accounts: false, months: false, psaldo: false };
  private psaldoCount = 0;
  /** Receives rows of accounts beyond MAX_ACCOUNTS (never reported). */
  readonly sink: AccountTotal = {
    number: '',
    name: undefined,
    kind: undefined,
    line: 0,
    declared: false,
    sums: new Float64Array(4),
    psaldo: null,
  };

  constructor(
    private readonly fields: Fields,
    private readonly findings: Findings,
  ) {}

  /** An account already seen, by its digits (value and length, at most 8 digits). */
  known(value: number, digits: number): AccountTotal | undefined {
    return digits === 4 ? this.fourDigit[value] : this.byKey.get(value * 10 + digits);
  }

  /** The account of field f, created on first reference. */
  account(b: Uint8Array, f: number, lineNo: number): AccountTotal {
    const fields = this.fields;
    const s = fields.starts[f]!;
    const e = fields.ends[f]!;
    const len = e - s;
    let key = 0;
    const kind = fields.kinds[f];
    if (kind !== ESCAPED && kind !== LIST && len > 0 && len <= 8) {
      let v = 0;
      let i = s;
      for (; i < e; i++) {
        const c = b[i]! - DIGIT_0;
        if (c < 0 || c > 9) break;
        v = v * 10 + c;
      }
      if (i === e) key = v * 10 + len;
    }
    let str: string | undefined;
    if (key === 0) {
      str = fields.text(b, f);
      const k = this.strKeys.get(str);
      if (k === undefined) {
        key = this.nextStrKey--;
        this.strKeys.set(str, key);
      } else key = k;
    }
    let a = this.byKey.get(key);
    if (a === undefined) {
      if (this.byKey.size >= MAX_ACCOUNTS) {
        if (!this.limitReported.accounts) {
          this.limitReported.accounts = true;
          this.findings.add(
            'error',
            lineNo,
            `more than ${MAX_ACCOUNTS} accounts; further accounts are not summed`,
          );
        }
        return this.sink;
      }
      a = {
        // every field set here, so all accounts share one hidden class
        number: str ?? fields.raw(b, f),
        name: undefined,
        kind: undefined,
        line: lineNo,
        declared: false,
        sums: new Float64Array(this.monthCount > 4 ? this.monthCount : 4),
        psaldo: null,
      };
      this.byKey.set(key, a);
      if (key > 0 && key % 10 === 4) this.fourDigit[(key - 4) / 10] = a;
    }
    return a;
  }

  /** Adds a `#TRANS` amount to the account's month (yyyymm, not 0). */
  addToMonth(a: AccountTotal, amount: number, month: number, lineNo: number): void {
    let slot: number;
    if (month === this.lastMonth) slot = this.lastSlot;
    else {
      slot = this.monthSlot(month, lineNo);
      if (slot < 0) return;
      this.lastMonth = month;
      this.lastSlot = slot;
    }
    let sums = a.sums;
    if (slot >= sums.length) {
      const next = new Float64Array(Math.max(sums.length * 2, slot + 1));
      next.set(sums);
      a.sums = sums = next;
    }
    const v = (sums[slot] = sums[slot]! + amount);
    if ((v > SAFE || v < -SAFE) && !this.overflowReported) {
      this.overflowReported = true;
      this.findings.add('error', lineNo, 'amounts too large to sum exactly');
    }
  }

  /** The slot of a month in every account's sums; -1 beyond MAX_MONTHS distinct months. */
  private monthSlot(month: number, lineNo: number): number {
    let slot = this.monthSlots.get(month);
    if (slot === undefined) {
      if (this.monthCount >= MAX_MONTHS) {
        if (!this.limitReported.months) {
          this.limitReported.months = true;
          this.findings.add(
            'error',
            lineNo,
            `rows in more than ${MAX_MONTHS} different months; the rest are not summed`,
          );
        }
        return -1;
      }
      slot = this.monthCount++;
      this.monthSlots.set(month, slot);
      this.slotMonths.push(month);
    }
    return slot;
  }

  /** `#IB`, `#UB` or `#RES` with its fields `b[i,e)`: year number, account, amount. */
  yearBalance(label: 'IB' | 'UB' | 'RES', b: Uint8Array, i: number, e: number, lineNo: number) {
    const fields = this.fields;
    fields.tokenize(b, i, e, 3);
    const yearNo = fields.count > 0 ? fields.int(b, 0) : NaN;
    if (yearNo !== yearNo || fields.count < 3 || fields.isEmpty(1)) {
      this.findings.add('error', lineNo, `#${label} needs a year number, an account and an amount`);
      return;
    }
    const amount = parseOre(b, fields.starts[2]!, fields.ends[2]!);
    if (amount !== amount) {
      this.findings.add('error', lineNo, `#${label} has an invalid amount`);
      return;
    }
    if (yearNo > 0 || yearNo < -9) return; // years 0..-9 only: keeps the summary bounded
    const a = this.account(b, 1, lineNo);
    if (a === this.sink) return;
    const key = `${yearNo}:${a.number}`;
    let yb = this.yearBalances.get(key);
    if (!yb) {
      yb = { yearNo, account: a.number };
      this.yearBalances.set(key, yb);
    }
    if (label === 'IB') {
      if (yb.ib !== undefined)
        this.findings.add('warning', lineNo, `#IB ${yearNo} ${a.number} repeated; amounts added`);
      yb.ib = (yb.ib ?? 0) + amount;
      yb.ibLine ??= lineNo;
    } else if (label === 'UB') {
      if (yb.ub !== undefined)
        this.findings.add('warning', lineNo, `#UB ${yearNo} ${a.number} repeated; amounts added`);
      yb.ub = (yb.ub ?? 0) + amount;
      yb.ubLine ??= lineNo;
    } else {
      if (yb.res !== undefined)
        this.findings.add('warning', lineNo, `#RES ${yearNo} ${a.number} repeated; amounts added`);
      yb.res = (yb.res ?? 0) + amount;
      yb.resLine ??= lineNo;
    }
  }

  /** `#PSALDO` with its fields `b[i,e)`: kept for year 0 with an empty object list only. */
  psaldo(b: Uint8Array, i: number, e: number, lineNo: number): void {
    const fields = this.fields;
    fields.tokenize(b, i, e, 5);
    const yearNo = fields.count > 0 ? fields.int(b, 0) : NaN;
    // tolerate a missing object list: `#PSALDO 0 202401 3010 -100`
    const af = fields.count > 3 && fields.kinds[3] !== LIST ? 3 : 4;
    if (yearNo !== yearNo || fields.count <= af || fields.isEmpty(2)) {
      this.findings.add(
        'error',
        lineNo,
        '#PSALDO needs a year number, a period, an account, an object list and an amount',
      );
      return;
    }
    if (yearNo !== 0 || (af === 4 && !fields.isEmptyList(b, 3))) return;
    const period = parsePeriod(b, fields.starts[1]!, fields.ends[1]!);
    const amount = parseOre(b, fields.starts[af]!, fields.ends[af]!);
    if (period !== period) {
      this.findings.add('error', lineNo, '#PSALDO has an invalid period (YYYYMM)');
      return;
    }
    if (amount !== amount) {
      this.findings.add('error', lineNo, '#PSALDO has an invalid amount');
      return;
    }
    const a = this.account(b, 2, lineNo);
    if (a === this.sink) return;
    if (++this.psaldoCount > MAX_PERIOD_BALANCES) {
      if (!this.limitReported.psaldo) {
        this.limitReported.psaldo = true;
        this.findings.add(
          'error',
          lineNo,
          `more than ${MAX_PERIOD_BALANCES} #PSALDO records; the rest are ignored`,
        );
      }
      return;
    }
    a.psaldo ??= new Map();
    const prev = a.psaldo.get(period);
    if (prev) {
      this.findings.add(
        'warning',
        lineNo,
        `#PSALDO 0 ${period} ${a.number} {} repeated; amounts added`,
      );
      prev.amount += amount;
    } else a.psaldo.set(period, { amount, line: lineNo });
  }

  /**
   * Accounts by number; movements and period balances by account, then period. Year-0
   * `#PSALDO` rows whose period lies outside `year0` (the file's `#RAR 0`, when it has dates)
   * are left out with one warning per period: BL Administration's type 2/3 exports write the
   * previous year's months under year 0 (`#PSALDO 0 201601 ...` with `#RAR 0` in 2017), and
   * counting them would move a year's movements twice.
   */
  summary(year0?: SieYear): {
    accounts: SieAccount[];
    yearBalances: SieYearBalance[];
    periodBalances: SiePeriodBalance[];
    movements: SieMovement[];
  } {
    const accs = [...this.byKey.values()].sort((x, y) => compareAccounts(x.number, y.number));
    const accounts: SieAccount[] = accs.map((a) => {
      const out: SieAccount = { number: a.number, line: a.line };
      if (a.name !== undefined) out.name = a.name;
      if (a.kind !== undefined) out.kind = a.kind;
      return out;
    });
    const movements: SieMovement[] = [];
    const periodBalances: SiePeriodBalance[] = [];
    const first = year0?.startDate && year0.endDate ? periodInt(year0.startDate) : 0;
    const last = year0?.startDate && year0.endDate ? periodInt(year0.endDate) : 0;
    /** yyyymm -> rows left out and the first one's line */
    const outside = new Map<number, { rows: number; line: number }>();
    for (const a of accs) {
      const ms: [number, number][] = [];
      for (let slot = 0; slot < a.sums.length && slot < this.monthCount; slot++)
        if (a.sums[slot] !== 0) ms.push([this.slotMonths[slot]!, a.sums[slot]!]);
      for (const [m, amount] of ms.sort((x, y) => x[0] - y[0]))
        movements.push({ account: a.number, period: isoFromPeriodInt(m), amount: amount + 0 });
      if (a.psaldo)
        for (const [m, p] of [...a.psaldo.entries()].sort((x, y) => x[0] - y[0])) {
          if (first !== 0 && (m < first || m > last)) {
            const o = outside.get(m);
            if (o) {
              o.rows++;
              if (p.line < o.line) o.line = p.line;
            } else outside.set(m, { rows: 1, line: p.line });
            continue;
          }
          periodBalances.push({
            account: a.number,
            period: isoFromPeriodInt(m),
            amount: p.amount,
            line: p.line,
          });
        }
    }
    for (const [m, o] of [...outside.entries()].sort((x, y) => x[0] - y[0]))
      this.findings.add(
        'warning',
        o.line,
        `${o.rows} #PSALDO row(s) of year 0 for ${isoFromPeriodInt(m)} lie outside #RAR 0 (${year0!.startDate}..${year0!.endDate}); ignored`,
      );
    const yearBalances = [...this.yearBalances.values()].sort(
      (x, y) => y.yearNo - x.yearNo || compareAccounts(x.account, y.account),
    );
    return { accounts, yearBalances, periodBalances, movements };
  }
}
