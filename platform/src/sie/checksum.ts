/**
 * `#KSUMMA`: a CRC-32 over the records between an opening `#KSUMMA` and the closing
 * `#KSUMMA <value>` (docs/SIE.md "Checksum"). The input of each record is gathered into a buffer and
 * checksummed in large pieces with zlib's crc32.
 */
import { crc32 } from 'node:zlib';
import * as bytes from './bytes.js';
import type { Findings } from './findings.js';
import type { Fields } from './tokenizer.js';
import type { SieSummary } from './types.js';

// Local consts, not imports: V8 folds a module's own consts into byte loops (imports: -20%).
const { BACKSLASH, CLOSE_BRACE, OPEN_BRACE, QUOTE, SPACE, TAB } = bytes;

const BUFFER_BYTES = 65536;

export class Checksum {
  /** Between the opening and the closing `#KSUMMA`: every record goes to `line`. */
  open = false;
  private closed = false;
  private present = false;
  private crc = 0;
  private readonly buf = Buffer.alloc(BUFFER_BYTES);
  private len = 0;
  result: SieSummary['checksum'] = { present: false };

  constructor(
    private readonly fields: Fields,
    private readonly findings: Findings,
  ) {}

  /** Appends a record's checksum input (label and field contents). */
  line(b: Uint8Array, s: number, e: number): void {
    if (this.len + (e - s) > this.buf.length) this.flush();
    if (e - s > this.buf.length) {
      // a huge line: checksum it piece by piece through a temporary buffer
      const tmp = Buffer.alloc(e - s);
      const n = crcContent(b, s, e, tmp, 0);
      this.crc = crc32(tmp.subarray(0, n), this.crc);
      return;
    }
    this.len = crcContent(b, s, e, this.buf, this.len);
  }

  /** A `#KSUMMA` record, its fields `b[i,e)`: opens the checksum, or closes and checks it. */
  record(b: Uint8Array, i: number, e: number, lineNo: number): void {
    const fields = this.fields;
    fields.tokenize(b, i, e, 1);
    if (fields.isEmpty(0)) {
      if (this.present) {
        this.findings.add('warning', lineNo, 'a second opening #KSUMMA is ignored');
        return;
      }
      this.present = true;
      this.open = true;
      this.crc = 0;
      this.len = 0;
      return;
    }
    const text = fields.raw(b, 0);
    const expected = /^\d{1,10}$/.test(text) ? Number(text) : NaN;
    if (!this.open) {
      this.findings.add(
        'warning',
        lineNo,
        this.closed
          ? 'a second closing #KSUMMA is ignored'
          : 'closing #KSUMMA without an opening #KSUMMA; not checked',
      );
      return;
    }
    this.open = false;
    this.closed = true;
    this.flush();
    const actual = this.crc >>> 0;
    const ok = expected === actual;
    this.result = {
      present: true,
      expected: expected === expected ? expected : undefined,
      actual,
      ok,
    };
    if (!ok)
      this.findings.add(
        'error',
        lineNo,
        `#KSUMMA does not match: the file says ${text}, the content gives ${actual}`,
      );
  }

  /** End of file: a checksum still open means the file is truncated. */
  end(): void {
    if (!this.open) return;
    this.flush();
    this.result = { present: true, actual: this.crc >>> 0, ok: false };
    this.findings.add(
      'error',
      null,
      'opening #KSUMMA without a closing #KSUMMA: the file is truncated',
    );
  }

  private flush(): void {
    if (this.len > 0) this.crc = crc32(this.buf.subarray(0, this.len), this.crc);
    this.len = 0;
  }
}

/**
 * Writes the checksum input of the record in `b[s,e)` into `out` at `n` and returns the new
 * length: label and field contents, without whitespace between fields, quotes around fields,
 * braces of object lists, and with `\"` as `"`.
 */
function crcContent(b: Uint8Array, s: number, e: number, out: Uint8Array, n: number): number {
  let i = s;
  let inList = false;
  while (i < e) {
    const c = b[i]!;
    if (c === SPACE || c === TAB) {
      i++;
      continue;
    }
    if (c === OPEN_BRACE && !inList) {
      inList = true;
      i++;
      continue;
    }
    if (c === CLOSE_BRACE && inList) {
      inList = false;
      i++;
      continue;
    }
    if (c === QUOTE) {
      i++;
      while (i < e) {
        const d = b[i]!;
        if (d === BACKSLASH && i + 1 < e && b[i + 1] === QUOTE) {
          out[n++] = QUOTE;
          i += 2;
          continue;
        }
        if (d === QUOTE) break;
        out[n++] = d;
        i++;
      }
      i++;
      continue;
    }
    while (i < e) {
      const d = b[i]!;
      if (d === SPACE || d === TAB || (inList && d === CLOSE_BRACE)) break;
      out[n++] = d;
      i++;
    }
  }
  return n;
}
