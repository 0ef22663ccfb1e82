/**
 * Streaming SIE reader. Reads the input line by line over chunks (a line may span chunks),
 * works on bytes, and aggregates while it reads: memory is bounded by accounts × months plus
 * one line, never by the number of vouchers or rows. Never throws on bad input: problems
 * become findings with line numbers.
 *
 * The parts: lines.ts splits chunks into lines and says where a line's content lies,
 * tokenizer.ts splits a record into fields, checksum.ts keeps the #KSUMMA CRC, vouchers.ts the
 * voucher state and the #TRANS rows, account-totals.ts the sums per account, header.ts the
 * header records; this module hands each record to its part.
 */
import { AccountTotals } from './account-totals.js';
import * as bytes from './bytes.js';
import { Checksum } from './checksum.js';
import { Findings } from './findings.js';
import { HeaderReader } from './header.js';
import { isTrans, isVer, labelEnd } from './labels.js';
import { contentEnd, contentStart, LineSplitter, type LineSink } from './lines.js';
import { Fields } from './tokenizer.js';
import type { SieSummary } from './types.js';
import { Vouchers } from './vouchers.js';

export { MAX_MONTHS } from './account-totals.js';

// Local consts, not imports: V8 folds a module's own consts into byte loops (imports: -20%).
const { CLOSE_BRACE, HASH, OPEN_BRACE } = bytes;

export interface SieReadOptions {
  /** Longest line accepted (bytes); longer lines are skipped with an error. Default 1 MiB. */
  maxLineBytes?: number;
}

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

/** Incremental reader: `push` chunks in order, then `end()` for the summary. */
export class SieReader {
  private readonly records: Records;
  private readonly lines: LineSplitter;

  constructor(opts: SieReadOptions = {}) {
    const maxLine = opts.maxLineBytes ?? 1 << 20;
    this.records = new Records(maxLine);
    this.lines = new LineSplitter(maxLine, this.records);
  }

  /** Feeds the next chunk of the file. */
  push(input: Uint8Array): void {
    this.lines.push(input);
  }

  /** Finishes reading and returns the summary. */
  end(): SieSummary {
    this.lines.end();
    return this.records.end(this.lines.byteCount);
  }
}

/** The records of a file, line by line, each to its part. */
class Records implements LineSink {
  private lineNo = 0;
  private sawContent = false;
  private isSie = false;
  private readonly findings = new Findings();
  private readonly fields = new Fields();
  private readonly checksum = new Checksum(this.fields, this.findings);
  private readonly totals = new AccountTotals(this.fields, this.findings);
  private readonly vouchers = new Vouchers(this.fields, this.totals, this.findings);
  private readonly headerReader = new HeaderReader(this.fields, this.findings);

  constructor(private readonly maxLine: number) {}

  line(b: Uint8Array, s: number, e: number): void {
    try {
      this.readLine(b, s, e);
    } catch (err) {
      this.findings.add('error', this.lineNo, `could not read line: ${(err as Error).message}`);
    }
  }

  overlongLine(): void {
    this.lineNo++;
    this.findings.add('error', this.lineNo, `line longer than ${this.maxLine} bytes skipped`);
  }

  /** Trims the line and hands it on: `{`/`}`, the hot #TRANS and #VER, or another record. */
  private readLine(b: Uint8Array, s: number, e: number): void {
    const lineNo = ++this.lineNo;
    s = contentStart(b, s, e, lineNo === 1);
    e = contentEnd(b, s, e);
    if (s >= e) return;
    const c0 = b[s]!;
    if (c0 !== HASH) {
      this.braceOrText(c0, e - s, lineNo);
      return;
    }
    const le = labelEnd(b, s, e);
    if (isTrans(b, s, le)) {
      if (this.checksum.open) this.checksum.line(b, s, e);
      this.markRecord(lineNo, false);
      this.isSie = true;
      this.vouchers.trans(b, le, e, lineNo);
      return;
    }
    if (isVer(b, s, le)) {
      if (this.checksum.open) this.checksum.line(b, s, e);
      this.markRecord(lineNo, false);
      this.isSie = true;
      this.vouchers.ver(b, le, e, lineNo);
      return;
    }
    this.otherRecord(b, s, le, e, lineNo);
  }

  /** A line that is not a record: `{`, `}` or stray text (`c0`: its first byte). */
  private braceOrText(c0: number, length: number, lineNo: number): void {
    if (!this.sawContent) {
      this.sawContent = true;
      this.findings.add('error', lineNo, 'the first record is not #FLAGGA');
    }
    if (c0 === OPEN_BRACE) {
      this.vouchers.openBrace(lineNo);
      if (length > 1) this.findings.add('warning', lineNo, 'text after { ignored');
      return;
    }
    if (c0 === CLOSE_BRACE) {
      this.vouchers.closeBrace(lineNo);
      if (length > 1) this.findings.add('warning', lineNo, 'text after } ignored');
      return;
    }
    this.findings.add('warning', lineNo, 'line is not a SIE record; ignored');
  }

  /** Every label but the hot #TRANS and #VER (kept apart so `readLine` stays small). */
  private otherRecord(b: Uint8Array, s: number, le: number, e: number, lineNo: number): void {
    let label = '';
    for (let i = s + 1; i < le; i++) label += String.fromCharCode(b[i]!);
    if (this.checksum.open && label !== 'KSUMMA') this.checksum.line(b, s, e);
    this.markRecord(lineNo, label === 'FLAGGA');
    if (KNOWN_LABELS.has(label)) this.isSie = true;
    const fields = this.fields;
    switch (label) {
      case 'RTRANS':
      case 'BTRANS':
        this.vouchers.historyRow(label, lineNo);
        return;
      case 'KSUMMA':
        this.checksum.record(b, le, e, lineNo);
        return;
      case 'KONTO': {
        fields.tokenize(b, le, e, 2);
        if (fields.isEmpty(0)) {
          this.findings.add('warning', lineNo, '#KONTO without an account number');
          return;
        }
        const a = this.totals.account(b, 0, lineNo);
        if (!a.declared) {
          a.declared = true;
          a.line = lineNo;
          this.totals.declaredCount++;
        }
        a.name = fields.count > 1 ? fields.text(b, 1) : '';
        return;
      }
      case 'KTYP': {
        fields.tokenize(b, le, e, 2);
        if (fields.isEmpty(0)) {
          this.findings.add('warning', lineNo, '#KTYP without an account number');
          return;
        }
        const a = this.totals.account(b, 0, lineNo);
        const t = fields.count > 1 ? fields.text(b, 1).trim().toUpperCase() : '';
        if (t === 'T' || t === 'S' || t === 'I' || t === 'K') a.kind = t;
        else
          this.findings.add(
            'warning',
            lineNo,
            `#KTYP for account ${a.number} has no valid type (T, S, I or K); the account number decides`,
          );
        return;
      }
      case 'IB':
      case 'UB':
      case 'RES':
        this.totals.yearBalance(label, b, le, e, lineNo);
        return;
      case 'PSALDO':
        this.totals.psaldo(b, le, e, lineNo);
        return;
      default:
        this.headerReader.record(label, b, le, e, lineNo);
    }
  }

  private markRecord(lineNo: number, isFlagga: boolean): void {
    if (this.sawContent) return;
    this.sawContent = true;
    if (!isFlagga) this.findings.add('error', lineNo, 'the first record is not #FLAGGA');
  }

  end(byteCount: number): SieSummary {
    this.vouchers.end();
    this.checksum.end();
    if (!this.sawContent) this.findings.add('error', null, 'the file is empty');
    const year0 = this.headerReader.header.years.find((y) => y.yearNo === 0);
    const vouchers = this.vouchers.summary(year0);
    const { accounts, yearBalances, periodBalances, movements } = this.totals.summary(year0);
    return {
      isSie: this.isSie,
      header: this.headerReader.header,
      accounts,
      yearBalances,
      periodBalances,
      movements,
      vouchers,
      counts: {
        accounts: this.totals.declaredCount,
        vouchers: this.vouchers.count,
        transactions: this.vouchers.transactions,
        rtrans: this.vouchers.rtrans,
        btrans: this.vouchers.btrans,
        lines: this.lineNo,
        bytes: byteCount,
      },
      checksum: this.checksum.result,
      ...this.findings.summary(),
    };
  }
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
