/**
 * The fields of one SIE record, after its label: plain words, `"quoted"` text (with `\"` for
 * a quote) and `{object lists}`, as byte ranges into the line. One instance is reused for
 * every record, so tokenizing allocates nothing.
 */
import * as bytes from './bytes.js';
import { decodeField } from './encoding.js';
import { parseInteger } from './numbers.js';

// Local consts, not imports: V8 folds a module's own consts into byte loops (imports: -20%).
const { BACKSLASH, CLOSE_BRACE, OPEN_BRACE, QUOTE, SPACE, TAB } = bytes;

export const PLAIN = 0;
export const QUOTED = 1;
/** Quoted, containing `\"`. */
export const ESCAPED = 2;
export const LIST = 3;
export type FieldKind = typeof PLAIN | typeof QUOTED | typeof ESCAPED | typeof LIST;

/** No record we read has more fields than this; further ones are not tokenized. */
const MAX_FIELDS = 16;

export class Fields {
  /** Field f is `b[starts[f], ends[f])`, quotes and braces excluded. */
  readonly starts = new Int32Array(MAX_FIELDS);
  readonly ends = new Int32Array(MAX_FIELDS);
  readonly kinds = new Uint8Array(MAX_FIELDS);
  count = 0;
  private scratch = Buffer.alloc(256);

  /** Splits the fields of `b[i,e)` (at most `max` of them). */
  tokenize(b: Uint8Array, i: number, e: number, max: number): void {
    let nf = 0;
    const lim = max < MAX_FIELDS ? max : MAX_FIELDS;
    while (nf < lim) {
      while (i < e && (b[i] === SPACE || b[i] === TAB)) i++;
      if (i >= e) break;
      const c = b[i];
      let s: number;
      let kind = PLAIN;
      if (c === QUOTE) {
        s = ++i;
        kind = QUOTED;
        while (i < e) {
          const d = b[i];
          if (d === BACKSLASH && i + 1 < e && b[i + 1] === QUOTE) {
            kind = ESCAPED;
            i += 2;
            continue;
          }
          if (d === QUOTE) break;
          i++;
        }
        this.starts[nf] = s;
        this.ends[nf] = i;
        if (i < e) i++;
      } else if (c === OPEN_BRACE) {
        s = ++i;
        kind = LIST;
        let q = false;
        while (i < e) {
          const d = b[i];
          if (q) {
            if (d === BACKSLASH && i + 1 < e && b[i + 1] === QUOTE) {
              i += 2;
              continue;
            }
            if (d === QUOTE) q = false;
          } else if (d === QUOTE) q = true;
          else if (d === CLOSE_BRACE) break;
          i++;
        }
        this.starts[nf] = s;
        this.ends[nf] = i;
        if (i < e) i++;
      } else {
        s = i;
        while (i < e && b[i] !== SPACE && b[i] !== TAB) i++;
        this.starts[nf] = s;
        this.ends[nf] = i;
      }
      this.kinds[nf] = kind;
      nf++;
    }
    this.count = nf;
  }

  /** Whether field f is missing or empty. */
  isEmpty(f: number): boolean {
    return this.count <= f || this.ends[f] === this.starts[f];
  }

  /** Field f as a signed integer, else NaN. */
  int(b: Uint8Array, f: number): number {
    return parseInteger(b, this.starts[f]!, this.ends[f]!);
  }

  /** Decoded text of field f (quotes removed, `\"` unescaped). */
  text(b: Uint8Array, f: number): string {
    const s = this.starts[f]!;
    const e = this.ends[f]!;
    if (this.kinds[f] !== ESCAPED) return decodeField(b, s, e);
    if (this.scratch.length < e - s) this.scratch = Buffer.alloc(e - s);
    let n = 0;
    for (let i = s; i < e; i++) {
      if (b[i] === BACKSLASH && i + 1 < e && b[i + 1] === QUOTE) continue;
      this.scratch[n++] = b[i]!;
    }
    return decodeField(this.scratch, 0, n);
  }

  /** Decoded bytes of field f as written (`\"` kept), for messages. */
  raw(b: Uint8Array, f: number): string {
    return decodeField(b, this.starts[f]!, this.ends[f]!);
  }

  /** Whether list field f holds only blanks: `{}` or `{ }`. */
  isEmptyList(b: Uint8Array, f: number): boolean {
    for (let i = this.starts[f]!; i < this.ends[f]!; i++)
      if (b[i] !== SPACE && b[i] !== TAB) return false;
    return true;
  }
}
