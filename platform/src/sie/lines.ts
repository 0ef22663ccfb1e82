/**
 * Splits a stream of chunks into lines at LF; a line may span chunks (carried over, up to a
 * maximum length). Lines go to a sink as byte ranges, without the LF.
 */
import * as bytes from './bytes.js';

// Local consts, not imports: V8 folds a module's own consts into byte loops (imports: -20%).
const { BOM_1, BOM_2, BOM_3, CR, LF, SPACE, TAB } = bytes;

export interface LineSink {
  /** The next line, `b[s,e)`. */
  line(b: Uint8Array, s: number, e: number): void;
  /** The next line was longer than `maxLine` bytes and is skipped. */
  overlongLine(): void;
}

/**
 * Where the content of line `b[s,e)` starts: after a UTF-8 byte order mark on the first line,
 * then spaces and tabs. With `contentEnd`, what a SIE reader reads of a line.
 */
export function contentStart(b: Uint8Array, s: number, e: number, firstLine: boolean): number {
  if (firstLine && e - s >= 3 && b[s] === BOM_1 && b[s + 1] === BOM_2 && b[s + 2] === BOM_3) s += 3;
  while (s < e && (b[s] === SPACE || b[s] === TAB)) s++;
  return s;
}

/** Where the content of line `b[s,e)` ends: before a trailing CR, spaces and tabs. */
export function contentEnd(b: Uint8Array, s: number, e: number): number {
  while (e > s) {
    const c = b[e - 1];
    if (c === CR || c === SPACE || c === TAB) e--;
    else break;
  }
  return e;
}

const CARRY_START = 4096;
/** A carry buffer grown beyond this by one long line is given back after it. */
const CARRY_KEEP = 65536;

export class LineSplitter {
  private carry = Buffer.alloc(CARRY_START);
  private carryLen = 0;
  private carryOverflow = false;
  /** Bytes pushed so far. */
  byteCount = 0;

  constructor(
    private readonly maxLine: number,
    private readonly sink: LineSink,
  ) {}

  /** Feeds the next chunk: every line it completes goes to the sink. */
  push(input: Uint8Array): void {
    // Buffer#indexOf (memchr) is the fastest line splitter; view other arrays as Buffers
    const chunk = Buffer.isBuffer(input)
      ? input
      : Buffer.from(input.buffer, input.byteOffset, input.byteLength);
    this.byteCount += chunk.length;
    let pos = 0;
    const n = chunk.length;
    if (this.carryLen > 0 || this.carryOverflow) {
      const nl = chunk.indexOf(LF);
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

  /** Ends the input: a last line without LF goes to the sink. */
  end(): void {
    if (this.carryLen > 0 || this.carryOverflow) this.flushCarry();
  }

  /** Sends every complete line from `pos`; returns the start of the incomplete rest. */
  private lines(chunk: Buffer, pos: number): number {
    for (;;) {
      const nl = chunk.indexOf(LF, pos);
      if (nl < 0) return pos;
      this.sink.line(chunk, pos, nl);
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
      this.carryOverflow = false;
      this.carryLen = 0;
      this.sink.overlongLine();
      return;
    }
    const len = this.carryLen;
    this.carryLen = 0;
    this.sink.line(this.carry, 0, len);
    if (this.carry.length > CARRY_KEEP) this.carry = Buffer.alloc(CARRY_START);
  }
}
