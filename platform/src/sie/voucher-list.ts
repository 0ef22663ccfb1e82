/**
 * Every voucher of a SIE 4 file with its `#TRANS` rows, streamed in batches (bounded memory:
 * one batch at a time, never the whole file). A second, simple pass over a file the reader
 * (reader.ts) has already verified: it keeps what the aggregate leaves out (series, number,
 * texts, registration date and signature, objects) and trusts the reader for the errors.
 *
 * What is kept (docs/SIE.md "Vouchers"): `#VER` series, number, date, text, registration date
 * (`regdatum`) and signature (`sign`); each `#TRANS` row's account, amount (öre), transaction
 * date, text and objects. `#RTRANS` and `#BTRANS` are history (a row added or removed after the
 * voucher was first booked; an added row is followed by the same `#TRANS` for older readers)
 * and are left out, as from the balances. A row or voucher the reader would call an error (no
 * valid date, a bad amount) is skipped: such a file is corrupt and never stored.
 */
import * as bytes from './bytes.js';
import { isTrans, isVer, labelEnd } from './labels.js';
import { contentEnd, contentStart, LineSplitter, type LineSink } from './lines.js';
import { isoFromDateInt, parseDate, parseOre } from './numbers.js';
import { Fields, LIST } from './tokenizer.js';

const { CLOSE_BRACE, HASH, OPEN_BRACE } = bytes;

/** One `#TRANS` row. */
export interface SieVoucherRow {
  account: string;
  /** öre, debit positive. */
  amount: number;
  /** The row's own transaction date (ISO), when it gives one. */
  transDate?: string;
  /** `transtext`, when not empty. */
  text?: string;
  /** The object list as pairs of dimension and object, in file order (empty: none). */
  objects: [dimension: string, object: string][];
}

/** One `#VER` with its rows, in file order. */
export interface SieVoucher {
  series: string;
  /** As written (usually digits; may be empty in an import file). */
  number: string;
  /** Voucher date, ISO. */
  date: string;
  /** `vertext`, when not empty. */
  text?: string;
  /** `regdatum`, ISO, when a real date is given. */
  registeredAt?: string;
  /** `sign`, when not empty. */
  registeredBy?: string;
  rows: SieVoucherRow[];
}

/** Collects vouchers line by line; full batches are taken with `take()`. */
export class VoucherCollector implements LineSink {
  private readonly fields = new Fields();
  private readonly listFields = new Fields();
  private current: SieVoucher | null = null;
  private open = false;
  private lineNo = 0;
  private batch: SieVoucher[] = [];
  private rowsInBatch = 0;

  constructor(private readonly batchRows: number) {}

  /** Whether a batch is ready. */
  get full(): boolean {
    return this.rowsInBatch >= this.batchRows;
  }

  /** The vouchers completed so far (and forgets them). */
  take(): SieVoucher[] {
    const b = this.batch;
    this.batch = [];
    this.rowsInBatch = 0;
    return b;
  }

  overlongLine(): void {
    this.lineNo++;
  }

  line(b: Uint8Array, s: number, e: number): void {
    const lineNo = ++this.lineNo;
    s = contentStart(b, s, e, lineNo === 1);
    e = contentEnd(b, s, e);
    if (s >= e) return;
    const c0 = b[s];
    if (c0 === OPEN_BRACE) {
      if (this.current) this.open = true;
      return;
    }
    if (c0 === CLOSE_BRACE) {
      this.close();
      return;
    }
    if (c0 !== HASH) return;
    const le = labelEnd(b, s, e);
    if (isTrans(b, s, le)) {
      if (this.open) this.trans(b, le, e);
      return;
    }
    if (isVer(b, s, le)) {
      this.close();
      this.ver(b, le, e);
    }
  }

  /** End of input: a voucher still open is kept as far as it goes. */
  end(): void {
    this.close();
  }

  private close(): void {
    const v = this.current;
    this.current = null;
    this.open = false;
    if (!v) return;
    this.batch.push(v);
    this.rowsInBatch += v.rows.length + 1;
  }

  /** `#VER serie vernr verdatum vertext regdatum sign` */
  private ver(b: Uint8Array, i: number, e: number): void {
    const f = this.fields;
    f.tokenize(b, i, e, 6);
    const date = f.count >= 3 ? parseDate(b, f.starts[2]!, f.ends[2]!) : NaN;
    if (date !== date) return;
    const v: SieVoucher = {
      series: f.count > 0 ? f.text(b, 0).trim() : '',
      number: f.count > 1 ? f.text(b, 1).trim() : '',
      date: isoFromDateInt(date),
      rows: [],
    };
    if (!f.isEmpty(3)) {
      const text = f.text(b, 3).trim();
      if (text !== '') v.text = text;
    }
    if (!f.isEmpty(4)) {
      const reg = parseDate(b, f.starts[4]!, f.ends[4]!);
      if (reg === reg) v.registeredAt = isoFromDateInt(reg);
    }
    if (!f.isEmpty(5)) {
      const sign = f.text(b, 5).trim();
      if (sign !== '') v.registeredBy = sign;
    }
    this.current = v;
  }

  /** `#TRANS kontonr {objektlista} belopp transdat transtext kvantitet sign` */
  private trans(b: Uint8Array, i: number, e: number): void {
    const f = this.fields;
    f.tokenize(b, i, e, 5);
    const hasList = f.count > 1 && f.kinds[1] === LIST;
    const af = hasList ? 2 : 1;
    if (f.count <= af || f.isEmpty(0)) return;
    const amount = parseOre(b, f.starts[af]!, f.ends[af]!);
    if (amount !== amount) return;
    const row: SieVoucherRow = { account: f.text(b, 0).trim(), amount, objects: [] };
    if (!f.isEmpty(af + 1)) {
      const td = parseDate(b, f.starts[af + 1]!, f.ends[af + 1]!);
      if (td === td) row.transDate = isoFromDateInt(td);
    }
    if (!f.isEmpty(af + 2)) {
      const text = f.text(b, af + 2).trim();
      if (text !== '') row.text = text;
    }
    if (hasList && f.ends[1]! > f.starts[1]!) {
      const l = this.listFields;
      l.tokenize(b, f.starts[1]!, f.ends[1]!, 16);
      for (let k = 0; k + 1 < l.count; k += 2)
        row.objects.push([l.text(b, k).trim(), l.text(b, k + 1).trim()]);
    }
    this.current!.rows.push(row);
  }
}

/** Rows (plus one per voucher) in a batch of `readVoucherBatches` by default. */
export const VOUCHER_BATCH_ROWS = 5000;

/**
 * The vouchers of a SIE file in file order, in batches of about `batchRows` rows: only one
 * batch and one chunk of the input are held at a time.
 */
export async function* readVoucherBatches(
  source: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  opts: { batchRows?: number; maxLineBytes?: number } = {},
): AsyncGenerator<SieVoucher[]> {
  const collector = new VoucherCollector(opts.batchRows ?? VOUCHER_BATCH_ROWS);
  const lines = new LineSplitter(opts.maxLineBytes ?? 1 << 20, collector);
  for await (const chunk of source) {
    lines.push(chunk);
    if (collector.full) yield collector.take();
  }
  lines.end();
  collector.end();
  const rest = collector.take();
  if (rest.length > 0) yield rest;
}

/** Every voucher of a SIE file held in memory (tests, small files). */
export async function readVouchers(
  source: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
): Promise<SieVoucher[]> {
  const out: SieVoucher[] = [];
  for await (const batch of readVoucherBatches(source)) out.push(...batch);
  return out;
}
