/**
 * Voucher state: `#VER`, its `{ }` block and the `#TRANS` rows inside it. Each row is booked
 * to its account's month (transaction date, else voucher date) as it is read; a voucher is
 * checked for balance when its block closes. Only counts and capped voucher dates are kept.
 */
import type { AccountTotal, AccountTotals } from './account-totals.js';
import * as bytes from './bytes.js';
import { decodeField } from './encoding.js';
import type { Findings } from './findings.js';
import { formatOre, isoFromDateInt, isRealDateInt, parseDate, parseOre } from './numbers.js';
import { LIST, type Fields } from './tokenizer.js';
import { MAX_VOUCHER_DATES, type SieSummary } from './types.js';

// Local consts, not imports: V8 folds a module's own consts into byte loops (imports: -20%).
const { CLOSE_BRACE, DIGIT_0, OPEN_BRACE, QUOTE, SPACE, TAB } = bytes;

/** Series and number are kept as bytes, up to this many, and decoded only for a message. */
const ID_BYTES = 64;

export class Vouchers {
  /** After `#VER`, before its `{`. */
  private pending = false;
  /** Inside a voucher's `{ }`. */
  private open = false;
  /** Line of the current #VER. */
  private verLine = 0;
  private date = 0; // yyyymmdd or 0
  private month = 0;
  private sum = 0;
  private debit = 0;
  private credit = 0;
  private readonly idBytes = Buffer.alloc(ID_BYTES);
  private idLen = 0;
  private lastTransDate = 0;
  count = 0;
  private unbalanced = 0;
  transactions = 0;
  rtrans = 0;
  btrans = 0;
  private readonly dates = new Map<number, { count: number; line: number }>();
  private datesTruncated = false;
  private lastDate = 0;
  private lastDateEntry: { count: number; line: number } | undefined = undefined;
  private minDate = 0;
  private maxDate = 0;

  constructor(
    private readonly fields: Fields,
    private readonly totals: AccountTotals,
    private readonly findings: Findings,
  ) {}

  /** `#VER` with its fields `b[i,e)`: series, number, date. */
  ver(b: Uint8Array, i: number, e: number, lineNo: number): void {
    if (this.open || this.pending)
      this.finishUnclosed('voucher block not closed before the next #VER');
    const fields = this.fields;
    fields.tokenize(b, i, e, 3);
    this.pending = true;
    this.verLine = lineNo;
    this.sum = 0;
    this.debit = 0;
    this.credit = 0;
    this.count++;
    this.idLen = 0;
    for (let f = 0; f < 2 && f < fields.count; f++) {
      const fs = fields.starts[f]!;
      const fe = fields.ends[f]!;
      if (f === 1) this.idBytes[this.idLen++] = SPACE;
      for (let k = fs; k < fe && this.idLen < ID_BYTES; k++) this.idBytes[this.idLen++] = b[k]!;
    }
    const d = fields.count >= 3 ? parseDate(b, fields.starts[2]!, fields.ends[2]!) : NaN;
    if (d !== d) {
      this.date = 0;
      this.month = 0;
      this.findings.add('error', lineNo, `voucher ${this.id()} has no valid date (YYYYMMDD)`);
      return;
    }
    this.date = d;
    this.month = (d / 100) | 0;
    if (this.minDate === 0 || d < this.minDate) this.minDate = d;
    if (d > this.maxDate) this.maxDate = d;
    if (d === this.lastDate && this.lastDateEntry) {
      this.lastDateEntry.count++;
      return;
    }
    let entry = this.dates.get(d);
    if (entry) entry.count++;
    else if (this.dates.size < MAX_VOUCHER_DATES) {
      entry = { count: 1, line: lineNo };
      this.dates.set(d, entry);
    } else this.datesTruncated = true;
    this.lastDate = d;
    this.lastDateEntry = entry;
  }

  /** A `{` line. */
  openBrace(lineNo: number): void {
    if (this.pending) {
      this.pending = false;
      this.open = true;
    } else if (this.open) {
      this.findings.add('error', lineNo, 'unbalanced braces: { inside an open voucher block');
    } else {
      this.findings.add('error', lineNo, 'unbalanced braces: { without a preceding #VER');
    }
  }

  /** A `}` line. */
  closeBrace(lineNo: number): void {
    if (this.open) this.finish();
    else if (this.pending) {
      this.pending = false;
      this.findings.add('error', lineNo, 'unbalanced braces: } without {');
      this.finish();
    } else this.findings.add('error', lineNo, 'unbalanced braces: } without an open voucher block');
  }

  /** `#RTRANS` or `#BTRANS`: counted, never summed (history of changed rows). */
  historyRow(label: 'RTRANS' | 'BTRANS', lineNo: number): void {
    if (!this.open) {
      this.findings.add('error', lineNo, `#${label} outside a voucher`);
      if (this.pending) this.findings.add('error', lineNo, 'unbalanced braces: #VER without {');
    } else if (label === 'RTRANS') this.rtrans++;
    else this.btrans++;
  }

  /** `#TRANS` with its fields `b[i,e)`: account {objects} amount [transdate] ... */
  trans(b: Uint8Array, i: number, e: number, lineNo: number): void {
    if (!this.open) {
      this.findings.add('error', lineNo, '#TRANS outside a voucher');
      return;
    }
    this.transactions++;
    if (!this.transFast(b, i, e, lineNo)) this.transTokenized(b, i, e, lineNo);
  }

  /** Any other `#TRANS` row, through the tokenizer (apart, so `trans` inlines into the reader). */
  private transTokenized(b: Uint8Array, i: number, e: number, lineNo: number): void {
    const fields = this.fields;
    fields.tokenize(b, i, e, 4);
    // tolerate a missing object list
    const af = fields.count > 1 && fields.kinds[1] === LIST ? 2 : 1;
    if (fields.count <= af || fields.isEmpty(0)) {
      this.findings.add('error', lineNo, '#TRANS needs an account, an object list and an amount');
      this.sum = NaN;
      return;
    }
    const amount = parseOre(b, fields.starts[af]!, fields.ends[af]!);
    if (amount !== amount) {
      this.findings.add('error', lineNo, '#TRANS has an invalid amount');
      this.sum = NaN;
      return;
    }
    let month = this.month;
    const df = af + 1;
    if (fields.count > df && fields.ends[df]! > fields.starts[df]!) {
      const td = parseDate(b, fields.starts[df]!, fields.ends[df]!);
      if (td !== td) {
        this.findings.add('error', lineNo, '#TRANS has an invalid transaction date (YYYYMMDD)');
        month = 0;
      } else month = (td / 100) | 0;
    }
    this.book(this.totals.account(b, 0, lineNo), amount, month, lineNo);
  }

  /**
   * The common `#TRANS acct {} amount [date] ...` without quotes, handled in one pass over the
   * bytes. Returns false (nothing booked) for anything else; the general path then decides.
   */
  private transFast(b: Uint8Array, i: number, e: number, lineNo: number): boolean {
    while (i < e && (b[i] === SPACE || b[i] === TAB)) i++;
    const s = i;
    let v = 0;
    while (i < e) {
      const c = b[i]! - DIGIT_0;
      if (c < 0 || c > 9) break;
      v = v * 10 + c;
      i++;
    }
    const len = i - s;
    if (len === 0 || len > 8 || i >= e || (b[i] !== SPACE && b[i] !== TAB)) return false;
    while (i < e && (b[i] === SPACE || b[i] === TAB)) i++;
    if (b[i] !== OPEN_BRACE) return false;
    for (i++; i < e; i++) {
      const c = b[i];
      if (c === CLOSE_BRACE) break;
      if (c === QUOTE) return false;
    }
    if (i >= e) return false;
    i++;
    while (i < e && (b[i] === SPACE || b[i] === TAB)) i++;
    let end = i;
    while (end < e && b[end] !== SPACE && b[end] !== TAB) end++;
    const amount = parseOre(b, i, end);
    if (Number.isNaN(amount)) return false;
    i = end;
    while (i < e && (b[i] === SPACE || b[i] === TAB)) i++;
    let month = this.month;
    if (i < e) {
      if (b[i] === QUOTE) {
        // an empty `""` date is no date
        if (b[i + 1] !== QUOTE || (i + 2 < e && b[i + 2] !== SPACE && b[i + 2] !== TAB))
          return false;
      } else {
        const ds = i;
        let td = 0;
        while (i < e) {
          const c = b[i]! - DIGIT_0;
          if (c < 0 || c > 9) break;
          td = td * 10 + c;
          i++;
        }
        if (i - ds !== 8 || (i < e && b[i] !== SPACE && b[i] !== TAB)) return false;
        if (td !== this.lastTransDate) {
          if (!isRealDateInt(td)) return false;
          this.lastTransDate = td;
        }
        month = (td / 100) | 0;
      }
    }
    const a = this.totals.known(v, len);
    if (a === undefined) return false;
    this.book(a, amount, month, lineNo);
    return true;
  }

  private book(a: AccountTotal, amount: number, month: number, lineNo: number): void {
    this.sum += amount;
    if (amount > 0) this.debit += amount;
    else this.credit += amount;
    if (month !== 0) this.totals.addToMonth(a, amount, month, lineNo);
  }

  private id(): string {
    const id = decodeField(this.idBytes, 0, this.idLen).trim();
    return id === '' ? '(no number)' : id;
  }

  /** The voucher's block was never closed (`why`): reported at its `#VER`, then finished. */
  private finishUnclosed(why: string): void {
    this.findings.add('error', this.verLine, `unbalanced braces: ${why}`);
    this.pending = false;
    this.finish();
  }

  private finish(): void {
    this.open = false;
    const sum = this.sum;
    if (sum === sum && sum !== 0) this.reportUnbalanced(sum);
  }

  private reportUnbalanced(sum: number): void {
    this.unbalanced++;
    this.findings.add(
      'error',
      this.verLine,
      `voucher ${this.id()}${this.date ? ` dated ${isoFromDateInt(this.date)}` : ''} does not balance: debit ${formatOre(this.debit)}, credit ${formatOre(this.credit)}, difference ${formatOre(sum)}`,
    );
  }

  /** End of file: a voucher still open is reported and closed. */
  end(): void {
    if (this.open || this.pending) this.finishUnclosed('the file ends inside a voucher block');
  }

  /**
   * The vouchers part of the summary; warns about voucher dates outside year 0 (ISO dates)
   * when it is known.
   */
  summary(year0: { startDate?: string; endDate?: string } | undefined): SieSummary['vouchers'] {
    const dates = [...this.dates.entries()].sort((x, y) => x[0] - y[0]);
    if (year0?.startDate && year0.endDate) {
      const sd = Number(year0.startDate.replaceAll('-', ''));
      const ed = Number(year0.endDate.replaceAll('-', ''));
      const outside = dates.filter(([d]) => d < sd || d > ed);
      for (const [d, v] of outside.slice(0, 50))
        this.findings.add(
          'warning',
          v.line,
          `${v.count} voucher(s) dated ${isoFromDateInt(d)}, outside year 0 (${year0.startDate}..${year0.endDate})`,
        );
      if (outside.length > 50)
        this.findings.add(
          'warning',
          null,
          `vouchers on ${outside.length - 50} more dates fall outside year 0`,
        );
    }
    return {
      count: this.count,
      unbalanced: this.unbalanced,
      ...(this.minDate
        ? { firstDate: isoFromDateInt(this.minDate), lastDate: isoFromDateInt(this.maxDate) }
        : {}),
      dates: dates.map(([d, v]) => ({ date: isoFromDateInt(d), count: v.count, line: v.line })),
      datesTruncated: this.datesTruncated,
    };
  }
}
