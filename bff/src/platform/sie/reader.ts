/**
 * Streaming SIE reader. Reads the input line by line over chunks (a line may span chunks),
 * works on bytes, and aggregates while it reads: memory is bounded by accounts × months plus
 * one line, never by the number of vouchers or rows. Never throws on bad input: problems
 * become findings with line numbers.
 */
import { crc32 } from 'node:zlib';
import { decodeField } from './encoding.js';
import {
  formatOre,
  isRealDateInt,
  isoFromDateInt,
  MAX_AMOUNT_DIGITS,
  isoFromPeriodInt,
  parseDate,
  parseInteger,
  parseOre,
  parsePeriod,
  compareAccounts,
} from './numbers.js';
import {
  MAX_FINDINGS,
  MAX_VOUCHER_DATES,
  type SieAccount,
  type SieAccountKind,
  type SieFinding,
  type SieMovement,
  type SiePeriodBalance,
  type SieSeverity,
  type SieSummary,
  type SieYearBalance,
} from './types.js';

export interface SieReadOptions {
  /** Longest line accepted (bytes); longer lines are skipped with an error. Default 1 MiB. */
  maxLineBytes?: number;
}

const PLAIN = 0;
const QUOTED = 1;
const ESCAPED = 2; // quoted, containing \"
const LIST = 3;
const MAX_FIELDS = 16;
const SAFE = Number.MAX_SAFE_INTEGER;
/** Limits that keep memory bounded on hostile input (real files have ~2,000 accounts). */
export const MAX_ACCOUNTS = 50_000;
export const MAX_MONTHS = 240;
export const MAX_PERIOD_BALANCES = 200_000;

const KNOWN_LABELS = new Set([
  'FLAGGA',
  'KSUMMA',
  'FORMAT',
  'SIETYP',
  'PROGRAM',
  'GEN',
  'PROSA',
  'FTYP',
  'FNR',
  'ORGNR',
  'BKOD',
  'ADRESS',
  'FNAMN',
  'RAR',
  'TAXAR',
  'OMFATTN',
  'KPTYP',
  'VALUTA',
  'KONTO',
  'KTYP',
  'ENHET',
  'SRU',
  'DIM',
  'UNDERDIM',
  'OBJEKT',
  'IB',
  'UB',
  'OIB',
  'OUB',
  'RES',
  'PSALDO',
  'PBUDGET',
  'VER',
  'TRANS',
  'RTRANS',
  'BTRANS',
]);

interface AccAgg {
  number: string;
  name: string | undefined;
  kind: SieAccountKind | undefined;
  line: number;
  declared: boolean;
  /** öre per month slot (see SieReader.monthSlots) */
  sums: Float64Array;
  /** yyyymm -> year-0 `{}` PSALDO */
  psaldo: Map<number, { amount: number; line: number }> | null;
}

/** Incremental reader: `push` chunks in order, then `end()` for the summary. */
export class SieReader {
  private readonly maxLine: number;
  private carry = Buffer.alloc(4096);
  private carryLen = 0;
  private carryOverflow = false;
  private lineNo = 0;
  private byteCount = 0;

  // fields of the current line
  private readonly fs = new Int32Array(MAX_FIELDS);
  private readonly fe = new Int32Array(MAX_FIELDS);
  private readonly fk = new Uint8Array(MAX_FIELDS);
  private nf = 0;
  private unclosed = false; // unterminated quote or list on the current line

  private sawContent = false;
  private isSie = false;
  private readonly header: SieSummary['header'] = { years: [] };
  private readonly accounts = new Map<number, AccAgg>();
  /** Four-digit accounts (BAS) by number, for the hot path. */
  private readonly acc4: (AccAgg | undefined)[] = new Array<AccAgg | undefined>(10000).fill(
    undefined,
  );
  private readonly strKeys = new Map<string, number>();
  private nextStrKey = -1;
  private declaredAccounts = 0;
  private readonly yearBalances = new Map<string, SieYearBalance>();

  // vouchers
  private pendingVer = false;
  private inVoucher = false;
  private verLine = 0;
  private verDate = 0; // yyyymmdd or 0
  private verMonth = 0;
  private verSum = 0;
  private verDebit = 0;
  private verCredit = 0;
  private verIdBytes = Buffer.alloc(64);
  private verIdLen = 0;
  // month slots: yyyymm -> index into every account's `sums`
  private readonly monthSlots = new Map<number, number>();
  private readonly slotMonths: number[] = [];
  private monthCount = 0;
  private lastMonth = -1;
  private lastSlot = 0;
  private lastTransDate = 0;
  private vouchers = 0;
  private unbalanced = 0;
  private transactions = 0;
  private rtrans = 0;
  private btrans = 0;
  private readonly verDates = new Map<number, { count: number; line: number }>();
  private verDatesTruncated = false;
  private lastVerDate = 0;
  private lastVerEntry: { count: number; line: number } | undefined = undefined;
  private minDate = 0;
  private maxDate = 0;
  private overflowReported = false;

  // checksum
  private ksumOpen = false;
  private ksumClosed = false;
  private ksumPresent = false;
  private crc = 0;
  private readonly crcBuf = Buffer.alloc(65536);
  private crcLen = 0;
  private checksum: SieSummary['checksum'] = { present: false };

  private readonly findings: SieFinding[] = [];
  private readonly omitted = { error: 0, warning: 0, info: 0 };
  private scratch = Buffer.alloc(256);
  private readonly limitReported = { accounts: false, months: false, psaldo: false };
  private psaldoCount = 0;
  /** Receives rows of accounts beyond MAX_ACCOUNTS (never reported). */
  private readonly sink: AccAgg = {
    number: '',
    name: undefined,
    kind: undefined,
    line: 0,
    declared: false,
    sums: new Float64Array(4),
    psaldo: null,
  };

  constructor(opts: SieReadOptions = {}) {
    this.maxLine = opts.maxLineBytes ?? 1 << 20;
  }

  /** Feeds the next chunk of the file. */
  push(input: Uint8Array): void {
    // Buffer#indexOf (memchr) is the fastest line splitter; view other arrays as Buffers
    const chunk = Buffer.isBuffer(input)
      ? input
      : Buffer.from(input.buffer, input.byteOffset, input.byteLength);
    this.byteCount += chunk.length;
    let pos = 0;
    const n = chunk.length;
    if (this.carryLen > 0 || this.carryOverflow) {
      const nl = chunk.indexOf(10);
      if (nl < 0) {
        this.appendCarry(chunk, 0, n);
        return;
      }
      this.appendCarry(chunk, 0, nl);
      this.flushCarry();
      pos = nl + 1;
    }
    pos = this.lines(chunk, pos);
    if (pos < n) this.appendCarry(chunk, pos, n);
  }

  /** Processes every complete line from `pos`; returns the start of the incomplete rest. */
  private lines(chunk: Buffer, pos: number): number {
    for (;;) {
      const nl = chunk.indexOf(10, pos);
      if (nl < 0) return pos;
      try {
        this.line(chunk, pos, nl);
      } catch (err) {
        this.add('error', this.lineNo, `could not read line: ${(err as Error).message}`);
      }
      pos = nl + 1;
    }
  }

  private appendCarry(chunk: Uint8Array, s: number, e: number): void {
    if (this.carryOverflow) return;
    const len = e - s;
    if (this.carryLen + len > this.maxLine) {
      this.carryOverflow = true;
      this.carryLen = 0;
      return;
    }
    if (this.carryLen + len > this.carry.length) {
      const next = Buffer.alloc(
        Math.min(this.maxLine, Math.max(this.carry.length * 2, this.carryLen + len)),
      );
      next.set(this.carry.subarray(0, this.carryLen));
      this.carry = next;
    }
    this.carry.set(chunk.subarray(s, e), this.carryLen);
    this.carryLen += len;
  }

  private flushCarry(): void {
    if (this.carryOverflow) {
      this.lineNo++;
      this.add('error', this.lineNo, `line longer than ${this.maxLine} bytes skipped`);
      this.carryOverflow = false;
      this.carryLen = 0;
      return;
    }
    const len = this.carryLen;
    this.carryLen = 0;
    this.safeLine(this.carry, 0, len);
    if (this.carry.length > 65536) this.carry = Buffer.alloc(4096);
  }

  private safeLine(b: Uint8Array, s: number, e: number): void {
    try {
      this.line(b, s, e);
    } catch (err) {
      this.add('error', this.lineNo, `could not read line: ${(err as Error).message}`);
    }
  }

  private add(severity: SieSeverity, line: number | null, message: string): void {
    if (this.findings.length < MAX_FINDINGS) this.findings.push({ severity, line, message });
    else this.omitted[severity]++;
  }

  // ---------------------------------------------------------------------------------------
  private line(b: Uint8Array, s: number, e: number): void {
    const lineNo = ++this.lineNo;
    if (lineNo === 1 && e - s >= 3 && b[s] === 0xef && b[s + 1] === 0xbb && b[s + 2] === 0xbf)
      s += 3;
    while (e > s) {
      const c = b[e - 1];
      if (c === 13 || c === 32 || c === 9) e--;
      else break;
    }
    while (s < e && (b[s] === 32 || b[s] === 9)) s++;
    if (s >= e) return;
    const c0 = b[s]!;
    if (c0 === 35 /* # */) {
      this.record(b, s, e, lineNo);
      return;
    }
    if (!this.sawContent) {
      this.sawContent = true;
      this.add('error', lineNo, 'the first record is not #FLAGGA');
    }
    if (c0 === 123 /* { */) {
      if (this.pendingVer) {
        this.pendingVer = false;
        this.inVoucher = true;
      } else if (this.inVoucher) {
        this.add('error', lineNo, 'unbalanced braces: { inside an open voucher block');
      } else {
        this.add('error', lineNo, 'unbalanced braces: { without a preceding #VER');
      }
      if (e - s > 1) this.add('warning', lineNo, 'text after { ignored');
      return;
    }
    if (c0 === 125 /* } */) {
      if (this.inVoucher) this.finishVoucher();
      else if (this.pendingVer) {
        this.pendingVer = false;
        this.add('error', lineNo, 'unbalanced braces: } without {');
        this.finishVoucher();
      } else this.add('error', lineNo, 'unbalanced braces: } without an open voucher block');
      if (e - s > 1) this.add('warning', lineNo, 'text after } ignored');
      return;
    }
    this.add('warning', lineNo, 'line is not a SIE record; ignored');
  }

  private record(b: Uint8Array, s: number, e: number, lineNo: number): void {
    let le = s + 1;
    while (le < e && b[le] !== 32 && b[le] !== 9) le++;
    const ll = le - s;
    // Hot labels first, compared as bytes.
    if (
      ll === 6 &&
      b[s + 1] === 84 &&
      b[s + 2] === 82 &&
      b[s + 3] === 65 &&
      b[s + 4] === 78 &&
      b[s + 5] === 83
    ) {
      if (this.ksumOpen) this.crcLine(b, s, e);
      this.trans(b, le, e, lineNo);
      return;
    }
    if (ll === 4 && b[s + 1] === 86 && b[s + 2] === 69 && b[s + 3] === 82) {
      if (this.ksumOpen) this.crcLine(b, s, e);
      this.markRecord(lineNo, false);
      this.isSie = true;
      this.ver(b, le, e, lineNo);
      return;
    }
    this.otherRecord(b, s, le, e, lineNo);
  }

  /** Every label but the hot #TRANS and #VER (kept apart so `record` stays small). */
  private otherRecord(b: Uint8Array, s: number, le: number, e: number, lineNo: number): void {
    let label = '';
    for (let i = s + 1; i < le; i++) label += String.fromCharCode(b[i]!);
    if (this.ksumOpen && label !== 'KSUMMA') this.crcLine(b, s, e);
    this.markRecord(lineNo, label === 'FLAGGA');
    if (KNOWN_LABELS.has(label)) this.isSie = true;
    switch (label) {
      case 'RTRANS':
      case 'BTRANS':
        if (!this.inVoucher) {
          this.add('error', lineNo, `#${label} outside a voucher`);
          if (this.pendingVer) this.add('error', lineNo, 'unbalanced braces: #VER without {');
        } else if (label === 'RTRANS') this.rtrans++;
        else this.btrans++;
        return;
      case 'FLAGGA':
        this.tokenize(b, le, e, 1);
        if (this.nf > 0) this.header.flag = this.int(b, 0);
        return;
      case 'KSUMMA':
        this.ksumma(b, le, e, lineNo);
        return;
      case 'FORMAT':
        this.tokenize(b, le, e, 1);
        this.header.format = this.nf > 0 ? this.text(b, 0) : '';
        return;
      case 'SIETYP': {
        this.tokenize(b, le, e, 1);
        const t = this.nf > 0 ? this.int(b, 0) : NaN;
        if (t >= 1 && t <= 4) this.header.sieType = t;
        else this.add('warning', lineNo, '#SIETYP is not 1-4; ignored');
        return;
      }
      case 'PROGRAM':
        this.tokenize(b, le, e, 2);
        if (this.nf > 0) this.header.program = this.text(b, 0);
        if (this.nf > 1) this.header.programVersion = this.text(b, 1);
        return;
      case 'ORGNR':
        this.tokenize(b, le, e, 1);
        this.header.organizationNumber = this.nf > 0 ? this.text(b, 0).trim() : '';
        return;
      case 'FNAMN':
        this.tokenize(b, le, e, 1);
        if (this.nf > 0) this.header.companyName = this.text(b, 0);
        return;
      case 'KPTYP':
        this.tokenize(b, le, e, 1);
        if (this.nf > 0 && this.fe[0]! > this.fs[0]!) this.header.accountPlan = this.text(b, 0);
        return;
      case 'VALUTA':
        this.tokenize(b, le, e, 1);
        if (this.nf > 0 && this.fe[0]! > this.fs[0]!) this.header.currency = this.text(b, 0);
        return;
      case 'OMFATTN': {
        this.tokenize(b, le, e, 1);
        const d = this.nf > 0 ? parseDate(b, this.fs[0]!, this.fe[0]!) : NaN;
        if (d === d) this.header.coverageDate = isoFromDateInt(d);
        else this.add('warning', lineNo, '#OMFATTN has no valid date');
        return;
      }
      case 'RAR':
        this.rar(b, le, e, lineNo);
        return;
      case 'KONTO': {
        this.tokenize(b, le, e, 2);
        if (this.nf < 1 || this.fe[0] === this.fs[0]) {
          this.add('warning', lineNo, '#KONTO without an account number');
          return;
        }
        const a = this.account(b, 0, lineNo);
        if (!a.declared) {
          a.declared = true;
          a.line = lineNo;
          this.declaredAccounts++;
        }
        a.name = this.nf > 1 ? this.text(b, 1) : '';
        return;
      }
      case 'KTYP': {
        this.tokenize(b, le, e, 2);
        if (this.nf < 1 || this.fe[0] === this.fs[0]) {
          this.add('warning', lineNo, '#KTYP without an account number');
          return;
        }
        const a = this.account(b, 0, lineNo);
        const t = this.nf > 1 ? this.text(b, 1).trim().toUpperCase() : '';
        if (t === 'T' || t === 'S' || t === 'I' || t === 'K') a.kind = t;
        else
          this.add(
            'warning',
            lineNo,
            `#KTYP for account ${a.number} has no valid type (T, S, I or K); the account number decides`,
          );
        return;
      }
      case 'IB':
      case 'UB':
      case 'RES':
        this.yearBalance(label, b, le, e, lineNo);
        return;
      case 'PSALDO':
        this.psaldo(b, le, e, lineNo);
        return;
      default:
        return; // other known labels carry nothing we aggregate; unknown labels are ignored
    }
  }

  private markRecord(lineNo: number, isFlagga: boolean): void {
    if (this.sawContent) return;
    this.sawContent = true;
    if (!isFlagga) this.add('error', lineNo, 'the first record is not #FLAGGA');
  }

  /** Splits fields after the label into fs/fe/fk (at most `max`, and at most MAX_FIELDS). */
  private tokenize(b: Uint8Array, i: number, e: number, max: number): void {
    let nf = 0;
    this.unclosed = false;
    const lim = max < MAX_FIELDS ? max : MAX_FIELDS;
    while (nf < lim) {
      while (i < e && (b[i] === 32 || b[i] === 9)) i++;
      if (i >= e) break;
      const c = b[i];
      let s: number;
      let kind = PLAIN;
      if (c === 34) {
        s = ++i;
        kind = QUOTED;
        while (i < e) {
          const d = b[i];
          if (d === 92 && i + 1 < e && b[i + 1] === 34) {
            kind = ESCAPED;
            i += 2;
            continue;
          }
          if (d === 34) break;
          i++;
        }
        this.fs[nf] = s;
        this.fe[nf] = i;
        if (i < e) i++;
        else this.unclosed = true;
      } else if (c === 123) {
        s = ++i;
        kind = LIST;
        let q = false;
        while (i < e) {
          const d = b[i];
          if (q) {
            if (d === 92 && i + 1 < e && b[i + 1] === 34) {
              i += 2;
              continue;
            }
            if (d === 34) q = false;
          } else if (d === 34) q = true;
          else if (d === 125) break;
          i++;
        }
        this.fs[nf] = s;
        this.fe[nf] = i;
        if (i < e) i++;
        else this.unclosed = true;
      } else {
        s = i;
        while (i < e && b[i] !== 32 && b[i] !== 9) i++;
        this.fs[nf] = s;
        this.fe[nf] = i;
      }
      this.fk[nf] = kind;
      nf++;
    }
    this.nf = nf;
  }

  private int(b: Uint8Array, f: number): number {
    return parseInteger(b, this.fs[f]!, this.fe[f]!);
  }

  /** Decoded text of field f (quotes removed, `\"` unescaped). */
  private text(b: Uint8Array, f: number): string {
    const s = this.fs[f]!;
    const e = this.fe[f]!;
    if (this.fk[f] !== ESCAPED) return decodeField(b, s, e);
    if (this.scratch.length < e - s) this.scratch = Buffer.alloc(e - s);
    let n = 0;
    for (let i = s; i < e; i++) {
      if (b[i] === 92 && i + 1 < e && b[i + 1] === 34) continue;
      this.scratch[n++] = b[i]!;
    }
    return decodeField(this.scratch, 0, n);
  }

  private isEmptyList(b: Uint8Array, f: number): boolean {
    for (let i = this.fs[f]!; i < this.fe[f]!; i++) if (b[i] !== 32 && b[i] !== 9) return false;
    return true;
  }

  /** The account of field f, created on first reference. */
  private account(b: Uint8Array, f: number, lineNo: number): AccAgg {
    const s = this.fs[f]!;
    const e = this.fe[f]!;
    const len = e - s;
    let key = 0;
    // numeric accounts of up to 8 digits get a small-integer key (value*10+length keeps
    // leading zeros apart); others go through a string map
    if (this.fk[f] !== ESCAPED && this.fk[f] !== LIST && len > 0 && len <= 8) {
      let v = 0;
      let i = s;
      for (; i < e; i++) {
        const c = b[i]! - 48;
        if (c < 0 || c > 9) break;
        v = v * 10 + c;
      }
      if (i === e) key = v * 10 + len;
    }
    let str: string | undefined;
    if (key === 0) {
      str = this.text(b, f);
      const k = this.strKeys.get(str);
      if (k === undefined) {
        key = this.nextStrKey--;
        this.strKeys.set(str, key);
      } else key = k;
    }
    let a = this.accounts.get(key);
    if (a === undefined) {
      if (this.accounts.size >= MAX_ACCOUNTS) {
        if (!this.limitReported.accounts) {
          this.limitReported.accounts = true;
          this.add(
            'error',
            lineNo,
            `more than ${MAX_ACCOUNTS} accounts; further accounts are not summed`,
          );
        }
        return this.sink;
      }
      a = {
        // every field set here, so all accounts share one hidden class
        number: str ?? decodeField(b, s, e),
        name: undefined,
        kind: undefined,
        line: lineNo,
        declared: false,
        sums: new Float64Array(this.monthCount > 4 ? this.monthCount : 4),
        psaldo: null,
      };
      this.accounts.set(key, a);
      if (key > 0 && key % 10 === 4) this.acc4[(key - 4) / 10] = a;
    }
    return a;
  }

  private rar(b: Uint8Array, i: number, e: number, lineNo: number): void {
    this.tokenize(b, i, e, 3);
    const yearNo = this.nf > 0 ? this.int(b, 0) : NaN;
    if (yearNo !== yearNo) {
      this.add('error', lineNo, '#RAR without a valid year number');
      return;
    }
    const year: SieSummary['header']['years'][number] = { yearNo };
    const empty = (f: number) => this.nf <= f || this.fe[f] === this.fs[f];
    if (!(empty(1) && empty(2))) {
      const sd = this.nf > 1 ? parseDate(b, this.fs[1]!, this.fe[1]!) : NaN;
      const ed = this.nf > 2 ? parseDate(b, this.fs[2]!, this.fe[2]!) : NaN;
      if (sd === sd && ed === ed && sd <= ed) {
        year.startDate = isoFromDateInt(sd);
        year.endDate = isoFromDateInt(ed);
      } else {
        this.add(
          yearNo === 0 ? 'error' : 'warning',
          lineNo,
          `#RAR ${yearNo} has invalid dates (YYYYMMDD, start <= end)`,
        );
      }
    }
    if (this.header.years.some((y) => y.yearNo === yearNo))
      this.add('warning', lineNo, `#RAR ${yearNo} repeated; the first one counts`);
    else this.header.years.push(year);
  }

  private yearBalance(label: string, b: Uint8Array, i: number, e: number, lineNo: number): void {
    this.tokenize(b, i, e, 3);
    const yearNo = this.nf > 0 ? this.int(b, 0) : NaN;
    if (yearNo !== yearNo || this.nf < 3 || this.fe[1] === this.fs[1]) {
      this.add('error', lineNo, `#${label} needs a year number, an account and an amount`);
      return;
    }
    const amount = parseOre(b, this.fs[2]!, this.fe[2]!);
    if (amount !== amount) {
      this.add('error', lineNo, `#${label} has an invalid amount`);
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
        this.add('warning', lineNo, `#IB ${yearNo} ${a.number} repeated; amounts added`);
      yb.ib = (yb.ib ?? 0) + amount;
      yb.ibLine ??= lineNo;
    } else if (label === 'UB') {
      if (yb.ub !== undefined)
        this.add('warning', lineNo, `#UB ${yearNo} ${a.number} repeated; amounts added`);
      yb.ub = (yb.ub ?? 0) + amount;
      yb.ubLine ??= lineNo;
    } else {
      if (yb.res !== undefined)
        this.add('warning', lineNo, `#RES ${yearNo} ${a.number} repeated; amounts added`);
      yb.res = (yb.res ?? 0) + amount;
      yb.resLine ??= lineNo;
    }
  }

  private psaldo(b: Uint8Array, i: number, e: number, lineNo: number): void {
    this.tokenize(b, i, e, 5);
    const yearNo = this.nf > 0 ? this.int(b, 0) : NaN;
    // tolerate a missing object list: `#PSALDO 0 202401 3010 -100`
    const af = this.nf > 3 && this.fk[3] !== LIST ? 3 : 4;
    if (yearNo !== yearNo || this.nf <= af || this.fe[2] === this.fs[2]) {
      this.add(
        'error',
        lineNo,
        '#PSALDO needs a year number, a period, an account, an object list and an amount',
      );
      return;
    }
    if (yearNo !== 0 || (af === 4 && !this.isEmptyList(b, 3))) return; // year 0 totals only
    const period = parsePeriod(b, this.fs[1]!, this.fe[1]!);
    const amount = parseOre(b, this.fs[af]!, this.fe[af]!);
    if (period !== period) {
      this.add('error', lineNo, '#PSALDO has an invalid period (YYYYMM)');
      return;
    }
    if (amount !== amount) {
      this.add('error', lineNo, '#PSALDO has an invalid amount');
      return;
    }
    const a = this.account(b, 2, lineNo);
    if (a === this.sink) return;
    if (++this.psaldoCount > MAX_PERIOD_BALANCES) {
      if (!this.limitReported.psaldo) {
        this.limitReported.psaldo = true;
        this.add(
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
      this.add('warning', lineNo, `#PSALDO 0 ${period} ${a.number} {} repeated; amounts added`);
      prev.amount += amount;
    } else a.psaldo.set(period, { amount, line: lineNo });
  }

  private ver(b: Uint8Array, i: number, e: number, lineNo: number): void {
    if (this.inVoucher || this.pendingVer) {
      this.add(
        'error',
        this.verLine,
        'unbalanced braces: voucher block not closed before the next #VER',
      );
      this.inVoucher = false;
      this.pendingVer = false;
      this.finishVoucher();
    }
    this.tokenize(b, i, e, 3);
    this.pendingVer = true;
    this.verLine = lineNo;
    this.verSum = 0;
    this.verDebit = 0;
    this.verCredit = 0;
    this.vouchers++;
    // keep the series and number as bytes; they are decoded only for a message
    this.verIdLen = 0;
    for (let f = 0; f < 2 && f < this.nf; f++) {
      const fs = this.fs[f]!;
      const fe = this.fe[f]!;
      if (f === 1) this.verIdBytes[this.verIdLen++] = 32;
      for (let k = fs; k < fe && this.verIdLen < 64; k++) this.verIdBytes[this.verIdLen++] = b[k]!;
    }
    const d = this.nf >= 3 ? parseDate(b, this.fs[2]!, this.fe[2]!) : NaN;
    if (d !== d) {
      this.verDate = 0;
      this.verMonth = 0;
      this.add('error', lineNo, `voucher ${this.verId()} has no valid date (YYYYMMDD)`);
      return;
    }
    this.verDate = d;
    this.verMonth = (d / 100) | 0;
    if (this.minDate === 0 || d < this.minDate) this.minDate = d;
    if (d > this.maxDate) this.maxDate = d;
    if (d === this.lastVerDate && this.lastVerEntry) {
      this.lastVerEntry.count++;
      return;
    }
    let entry = this.verDates.get(d);
    if (entry) entry.count++;
    else if (this.verDates.size < MAX_VOUCHER_DATES) {
      entry = { count: 1, line: lineNo };
      this.verDates.set(d, entry);
    } else this.verDatesTruncated = true;
    this.lastVerDate = d;
    this.lastVerEntry = entry;
  }

  private trans(b: Uint8Array, i: number, e: number, lineNo: number): void {
    this.markRecord(lineNo, false);
    this.isSie = true;
    if (!this.inVoucher) {
      this.add('error', lineNo, '#TRANS outside a voucher');
      return;
    }
    this.transactions++;
    if (this.transFast(b, i, e, lineNo)) return;
    this.tokenize(b, i, e, 4);
    // account {objects} amount [transdate]; tolerate a missing object list
    const af = this.nf > 1 && this.fk[1] === LIST ? 2 : 1;
    if (this.nf <= af || this.fe[0] === this.fs[0]) {
      this.add('error', lineNo, '#TRANS needs an account, an object list and an amount');
      this.verSum = NaN;
      return;
    }
    const amount = parseOre(b, this.fs[af]!, this.fe[af]!);
    if (amount !== amount) {
      this.add('error', lineNo, '#TRANS has an invalid amount');
      this.verSum = NaN;
      return;
    }
    let month = this.verMonth;
    const df = af + 1;
    if (this.nf > df && this.fe[df]! > this.fs[df]!) {
      const td = parseDate(b, this.fs[df]!, this.fe[df]!);
      if (td !== td) {
        this.add('error', lineNo, '#TRANS has an invalid transaction date (YYYYMMDD)');
        month = 0;
      } else month = (td / 100) | 0;
    }
    this.book(this.account(b, 0, lineNo), amount, month, lineNo);
  }

  /**
   * The common `#TRANS acct {} amount [date] ...` without quotes, handled in one pass over the
   * bytes. Returns false (nothing booked) for anything else; the general path then decides.
   */
  private transFast(b: Uint8Array, i: number, e: number, lineNo: number): boolean {
    while (i < e && (b[i] === 32 || b[i] === 9)) i++;
    const s = i;
    let v = 0;
    while (i < e) {
      const c = b[i]! - 48;
      if (c < 0 || c > 9) break;
      v = v * 10 + c;
      i++;
    }
    const len = i - s;
    if (len === 0 || len > 8 || i >= e || (b[i] !== 32 && b[i] !== 9)) return false;
    while (i < e && (b[i] === 32 || b[i] === 9)) i++;
    if (b[i] !== 123) return false;
    for (i++; i < e; i++) {
      const c = b[i];
      if (c === 125) break;
      if (c === 34) return false;
    }
    if (i >= e) return false;
    i++;
    while (i < e && (b[i] === 32 || b[i] === 9)) i++;
    // amount, parsed in the same pass (same rules as parseOre)
    let neg = false;
    if (b[i] === 45) {
      neg = true;
      i++;
    }
    let int = 0;
    let nd = 0;
    while (i < e) {
      const c = b[i]! - 48;
      if (c < 0 || c > 9) break;
      int = int * 10 + c;
      nd++;
      i++;
    }
    let frac = 0;
    let fd = 0;
    if (i < e && b[i] === 46) {
      i++;
      while (i < e) {
        const c = b[i]! - 48;
        if (c < 0 || c > 9) break;
        if (fd < 2) frac = frac * 10 + c;
        else if (c !== 0) return false;
        fd++;
        i++;
      }
    }
    if ((i < e && b[i] !== 32 && b[i] !== 9) || (nd === 0 && fd === 0) || nd > MAX_AMOUNT_DIGITS)
      return false;
    if (fd === 1) frac *= 10;
    const amount = neg ? 0 - (int * 100 + frac) + 0 : int * 100 + frac;
    while (i < e && (b[i] === 32 || b[i] === 9)) i++;
    let month = this.verMonth;
    if (i < e) {
      if (b[i] === 34) {
        if (b[i + 1] !== 34 || (i + 2 < e && b[i + 2] !== 32 && b[i + 2] !== 9)) return false;
      } else {
        const ds = i;
        let td = 0;
        while (i < e) {
          const c = b[i]! - 48;
          if (c < 0 || c > 9) break;
          td = td * 10 + c;
          i++;
        }
        if (i - ds !== 8 || (i < e && b[i] !== 32 && b[i] !== 9)) return false;
        if (td !== this.lastTransDate) {
          if (!isRealDateInt(td)) return false;
          this.lastTransDate = td;
        }
        month = (td / 100) | 0;
      }
    }
    const a = len === 4 ? this.acc4[v] : this.accounts.get(v * 10 + len);
    if (a === undefined) return false;
    this.book(a, amount, month, lineNo);
    return true;
  }

  private book(a: AccAgg, amount: number, month: number, lineNo: number): void {
    this.verSum += amount;
    if (amount > 0) this.verDebit += amount;
    else this.verCredit += amount;
    if (month !== 0) {
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
        this.add('error', lineNo, 'amounts too large to sum exactly');
      }
    }
  }

  private verId(): string {
    const id = decodeField(this.verIdBytes, 0, this.verIdLen).trim();
    return id === '' ? '(no number)' : id;
  }

  /** The slot of a month in every account's sums; -1 beyond MAX_MONTHS distinct months. */
  private monthSlot(month: number, lineNo: number): number {
    let slot = this.monthSlots.get(month);
    if (slot === undefined) {
      if (this.monthCount >= MAX_MONTHS) {
        if (!this.limitReported.months) {
          this.limitReported.months = true;
          this.add(
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

  private finishVoucher(): void {
    this.inVoucher = false;
    const sum = this.verSum;
    if (sum === sum && sum !== 0) {
      this.unbalanced++;
      this.add(
        'error',
        this.verLine,
        `voucher ${this.verId()}${this.verDate ? ` dated ${isoFromDateInt(this.verDate)}` : ''} does not balance: debit ${formatOre(this.verDebit)}, credit ${formatOre(this.verCredit)}, difference ${formatOre(sum)}`,
      );
    }
  }

  private ksumma(b: Uint8Array, i: number, e: number, lineNo: number): void {
    this.tokenize(b, i, e, 1);
    const hasValue = this.nf > 0 && this.fe[0]! > this.fs[0]!;
    if (!hasValue) {
      if (this.ksumPresent) {
        this.add('warning', lineNo, 'a second opening #KSUMMA is ignored');
        return;
      }
      this.ksumPresent = true;
      this.ksumOpen = true;
      this.crc = 0;
      this.crcLen = 0;
      return;
    }
    const text = decodeField(b, this.fs[0]!, this.fe[0]!);
    const expected = /^\d{1,10}$/.test(text) ? Number(text) : NaN;
    if (!this.ksumOpen) {
      this.add(
        'warning',
        lineNo,
        this.ksumClosed
          ? 'a second closing #KSUMMA is ignored'
          : 'closing #KSUMMA without an opening #KSUMMA; not checked',
      );
      return;
    }
    this.ksumOpen = false;
    this.ksumClosed = true;
    this.flushCrc();
    const actual = this.crc >>> 0;
    const ok = expected === actual;
    this.checksum = {
      present: true,
      expected: expected === expected ? expected : undefined,
      actual,
      ok,
    };
    if (!ok)
      this.add(
        'error',
        lineNo,
        `#KSUMMA does not match: the file says ${this.tokenText(b, 0)}, the content gives ${actual}`,
      );
  }

  private tokenText(b: Uint8Array, f: number): string {
    return decodeField(b, this.fs[f]!, this.fe[f]!);
  }

  /** Appends a record's checksum input (label and field contents, see SIE.md §6). */
  private crcLine(b: Uint8Array, s: number, e: number): void {
    if (this.crcLen + (e - s) > this.crcBuf.length) this.flushCrc();
    if (e - s > this.crcBuf.length) {
      // a huge line: checksum it piece by piece through a temporary buffer
      const tmp = Buffer.alloc(e - s);
      const n = crcContent(b, s, e, tmp, 0);
      this.crc = crc32(tmp.subarray(0, n), this.crc);
      return;
    }
    this.crcLen = crcContent(b, s, e, this.crcBuf, this.crcLen);
  }

  private flushCrc(): void {
    if (this.crcLen > 0) this.crc = crc32(this.crcBuf.subarray(0, this.crcLen), this.crc);
    this.crcLen = 0;
  }

  /** Finishes reading and returns the summary. */
  end(): SieSummary {
    if (this.carryLen > 0 || this.carryOverflow) this.flushCarry();
    if (this.inVoucher || this.pendingVer) {
      this.add('error', this.verLine, 'unbalanced braces: the file ends inside a voucher block');
      this.inVoucher = false;
      this.pendingVer = false;
      this.finishVoucher();
    }
    if (this.ksumOpen) {
      this.flushCrc();
      this.checksum = { present: true, actual: this.crc >>> 0, ok: false };
      this.add('error', null, 'opening #KSUMMA without a closing #KSUMMA: the file is truncated');
    }
    if (!this.sawContent) this.add('error', null, 'the file is empty');

    const year0 = this.header.years.find((y) => y.yearNo === 0);
    const dates = [...this.verDates.entries()].sort((x, y) => x[0] - y[0]);
    if (year0?.startDate && year0.endDate) {
      const sd = Number(year0.startDate.replaceAll('-', ''));
      const ed = Number(year0.endDate.replaceAll('-', ''));
      const outside = dates.filter(([d]) => d < sd || d > ed);
      for (const [d, v] of outside.slice(0, 50))
        this.add(
          'warning',
          v.line,
          `${v.count} voucher(s) dated ${isoFromDateInt(d)}, outside year 0 (${year0.startDate}..${year0.endDate})`,
        );
      if (outside.length > 50)
        this.add(
          'warning',
          null,
          `vouchers on ${outside.length - 50} more dates fall outside year 0`,
        );
    }
    // findings in line order (file-level ones last)
    const findings = this.findings
      .map((f, i) => ({ f, i }))
      .sort((x, y) => (x.f.line ?? Infinity) - (y.f.line ?? Infinity) || x.i - y.i)
      .map((x) => x.f);

    const accs = [...this.accounts.values()].sort((x, y) => compareAccounts(x.number, y.number));
    const accounts: SieAccount[] = accs.map((a) => {
      const out: SieAccount = { number: a.number, line: a.line };
      if (a.name !== undefined) out.name = a.name;
      if (a.kind !== undefined) out.kind = a.kind;
      return out;
    });
    const movements: SieMovement[] = [];
    const periodBalances: SiePeriodBalance[] = [];
    for (const a of accs) {
      const ms: [number, number][] = [];
      for (let slot = 0; slot < a.sums.length && slot < this.monthCount; slot++)
        if (a.sums[slot] !== 0) ms.push([this.slotMonths[slot]!, a.sums[slot]!]);
      for (const [m, amount] of ms.sort((x, y) => x[0] - y[0]))
        movements.push({ account: a.number, period: isoFromPeriodInt(m), amount: amount + 0 });
      if (a.psaldo)
        for (const [m, p] of [...a.psaldo.entries()].sort((x, y) => x[0] - y[0]))
          periodBalances.push({
            account: a.number,
            period: isoFromPeriodInt(m),
            amount: p.amount,
            line: p.line,
          });
    }
    const yearBalances = [...this.yearBalances.values()].sort(
      (x, y) => y.yearNo - x.yearNo || compareAccounts(x.account, y.account),
    );
    return {
      isSie: this.isSie,
      header: this.header,
      accounts,
      yearBalances,
      periodBalances,
      movements,
      vouchers: {
        count: this.vouchers,
        unbalanced: this.unbalanced,
        ...(this.minDate
          ? { firstDate: isoFromDateInt(this.minDate), lastDate: isoFromDateInt(this.maxDate) }
          : {}),
        dates: dates.map(([d, v]) => ({ date: isoFromDateInt(d), count: v.count, line: v.line })),
        datesTruncated: this.verDatesTruncated,
      },
      counts: {
        accounts: this.declaredAccounts,
        vouchers: this.vouchers,
        transactions: this.transactions,
        rtrans: this.rtrans,
        btrans: this.btrans,
        lines: this.lineNo,
        bytes: this.byteCount,
      },
      checksum: this.checksum,
      findings,
      omittedFindings: { ...this.omitted },
    };
  }
}

/**
 * Writes the checksum input of the record in `b[s,e)` into `out` at `n` and returns the new
 * length: label and field contents, without whitespace between fields, quotes around fields,
 * braces of object lists, and with `\"` as `"`.
 */
export function crcContent(
  b: Uint8Array,
  s: number,
  e: number,
  out: Uint8Array,
  n: number,
): number {
  let i = s;
  let inList = false;
  while (i < e) {
    const c = b[i]!;
    if (c === 32 || c === 9) {
      i++;
      continue;
    }
    if (c === 123 && !inList) {
      inList = true;
      i++;
      continue;
    }
    if (c === 125 && inList) {
      inList = false;
      i++;
      continue;
    }
    if (c === 34) {
      i++;
      while (i < e) {
        const d = b[i]!;
        if (d === 92 && i + 1 < e && b[i + 1] === 34) {
          out[n++] = 34;
          i += 2;
          continue;
        }
        if (d === 34) break;
        out[n++] = d;
        i++;
      }
      i++;
      continue;
    }
    while (i < e) {
      const d = b[i]!;
      if (d === 32 || d === 9 || (inList && d === 125)) break;
      out[n++] = d;
      i++;
    }
  }
  return n;
}

/** Reads a whole SIE file from a stream of chunks (bounded memory). */
export async function readSie(
  source: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  opts?: SieReadOptions,
): Promise<SieSummary> {
  const reader = new SieReader(opts);
  for await (const chunk of source)
    reader.push(typeof chunk === 'string' ? Buffer.from(chunk as string, 'latin1') : chunk);
  return reader.end();
}

/** Reads a SIE file held in memory (tests, small files). */
export function readSieBytes(bytes: Uint8Array, opts?: SieReadOptions): SieSummary {
  const reader = new SieReader(opts);
  reader.push(bytes);
  return reader.end();
}

/**
 * Whether the start of a file looks like SIE: the first non-blank line (after an optional
 * UTF-8 BOM) is a `#LABEL` record with a SIE label. Use on the first few KB of an upload to
 * decide between SIE processing and `uploaded` (attachment).
 */
export function looksLikeSie(head: Uint8Array): boolean {
  let i = 0;
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) i = 3;
  while (i < head.length && (head[i] === 32 || head[i] === 9 || head[i] === 13 || head[i] === 10))
    i++;
  if (head[i] !== 35) return false;
  let label = '';
  for (i++; i < head.length && label.length < 10; i++) {
    const c = head[i]!;
    if (c < 65 || c > 90) break;
    label += String.fromCharCode(c);
  }
  return KNOWN_LABELS.has(label);
}
