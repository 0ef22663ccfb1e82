/**
 * PC8 / CP437 text for SIE files. WHATWG TextDecoder has no ibm437, so decoding uses a
 * 256-entry table. All SIE syntax is ASCII, so the reader tokenizes raw bytes and only the
 * text fields it keeps (names, program, org number) go through `decodeField`.
 *
 * Decoding is lenient, because real files carry damaged text (docs/SIE.md):
 * - a field that is valid UTF-8 with at least one multi-byte sequence is read as UTF-8
 *   (this turns `EF BF BD` into U+FFFD instead of three box-drawing characters);
 * - a field with Latin-1 letters (0xC0-0xFF) and no CP437 letters (0x80-0xA5) is read as
 *   Latin-1 (ANSI paths, a Latin-1 byte in an object id);
 * - everything else is CP437.
 */

// prettier-ignore
const HIGH = [
  0xc7, 0xfc, 0xe9, 0xe2, 0xe4, 0xe0, 0xe5, 0xe7, 0xea, 0xeb, 0xe8, 0xef, 0xee, 0xec, 0xc4, 0xc5,
  0xc9, 0xe6, 0xc6, 0xf4, 0xf6, 0xf2, 0xfb, 0xf9, 0xff, 0xd6, 0xdc, 0xa2, 0xa3, 0xa5, 0x20a7, 0x192,
  0xe1, 0xed, 0xf3, 0xfa, 0xf1, 0xd1, 0xaa, 0xba, 0xbf, 0x2310, 0xac, 0xbd, 0xbc, 0xa1, 0xab, 0xbb,
  0x2591, 0x2592, 0x2593, 0x2502, 0x2524, 0x2561, 0x2562, 0x2556, 0x2555, 0x2563, 0x2551, 0x2557, 0x255d, 0x255c, 0x255b, 0x2510,
  0x2514, 0x2534, 0x252c, 0x251c, 0x2500, 0x253c, 0x255e, 0x255f, 0x255a, 0x2554, 0x2569, 0x2566, 0x2560, 0x2550, 0x256c, 0x2567,
  0x2568, 0x2564, 0x2565, 0x2559, 0x2558, 0x2552, 0x2553, 0x256b, 0x256a, 0x2518, 0x250c, 0x2588, 0x2584, 0x258c, 0x2590, 0x2580,
  0x3b1, 0xdf, 0x393, 0x3c0, 0x3a3, 0x3c3, 0xb5, 0x3c4, 0x3a6, 0x398, 0x3a9, 0x3b4, 0x221e, 0x3c6, 0x3b5, 0x2229,
  0x2261, 0xb1, 0x2265, 0x2264, 0x2320, 0x2321, 0xf7, 0x2248, 0xb0, 0x2219, 0xb7, 0x221a, 0x207f, 0xb2, 0x25a0, 0xa0,
];

/** CP437 byte -> character. 0x00-0x7F are ASCII (control characters kept as themselves). */
export const CP437_TABLE: readonly string[] = (() => {
  const t: string[] = [];
  for (let i = 0; i < 128; i++) t.push(String.fromCharCode(i));
  for (const cp of HIGH) t.push(String.fromCharCode(cp));
  if (t.length !== 256) throw new Error(`CP437 table has ${t.length} entries`);
  return t;
})();

const ENCODE = new Map<string, number>();
for (let i = 255; i >= 128; i--) ENCODE.set(CP437_TABLE[i]!, i);

/** Strict CP437 decoding of `bytes[start, end)`. */
export function decodeCp437(bytes: Uint8Array, start = 0, end = bytes.length): string {
  let out = '';
  let runStart = start;
  for (let i = start; i < end; i++) {
    if (bytes[i]! >= 0x80) {
      if (i > runStart) out += latin1(bytes, runStart, i);
      out += CP437_TABLE[bytes[i]!];
      runStart = i + 1;
    }
  }
  if (end > runStart) out += latin1(bytes, runStart, end);
  return out;
}

function latin1(bytes: Uint8Array, start: number, end: number): string {
  if (end - start < 64) {
    let s = '';
    for (let i = start; i < end; i++) s += String.fromCharCode(bytes[i]!);
    return s;
  }
  return Buffer.from(bytes.buffer, bytes.byteOffset + start, end - start).toString('latin1');
}

/** Length of a valid UTF-8 multi-byte sequence starting at `i`, or 0. */
function utf8SeqLen(b: Uint8Array, i: number, end: number): number {
  const c = b[i]!;
  let n: number;
  if (c >= 0xc2 && c <= 0xdf) n = 2;
  else if (c >= 0xe0 && c <= 0xef) n = 3;
  else if (c >= 0xf0 && c <= 0xf4) n = 4;
  else return 0;
  if (i + n > end) return 0;
  for (let k = 1; k < n; k++) if ((b[i + k]! & 0xc0) !== 0x80) return 0;
  return n;
}

/**
 * Lenient decoding of a text field (see the module comment). Never throws.
 */
export function decodeField(bytes: Uint8Array, start = 0, end = bytes.length): string {
  let high = false;
  for (let i = start; i < end; i++) {
    if (bytes[i]! >= 0x80) {
      high = true;
      break;
    }
  }
  if (!high) return latin1(bytes, start, end);
  // Valid UTF-8 with multi-byte sequences?
  let utf8 = true;
  let cp437Letters = 0;
  let latin1Letters = 0;
  for (let i = start; i < end; i++) {
    const c = bytes[i]!;
    if (c < 0x80) continue;
    if (c <= 0xa5) cp437Letters++;
    else if (c >= 0xc0 && c !== 0xd7 && c !== 0xf7) latin1Letters++;
    if (utf8) {
      const n = utf8SeqLen(bytes, i, end);
      if (n === 0) utf8 = false;
      else {
        // continuation bytes counted above only for the lead byte; skip them for utf8 check
        for (let k = 1; k < n; k++) {
          const cc = bytes[i + k]!;
          if (cc <= 0xa5) cp437Letters++;
        }
        i += n - 1;
      }
    }
  }
  if (utf8)
    return Buffer.from(bytes.buffer, bytes.byteOffset + start, end - start).toString('utf8');
  if (cp437Letters === 0 && latin1Letters > 0) return latin1(bytes, start, end);
  return decodeCp437(bytes, start, end);
}

/** Encodes text as CP437; characters outside CP437 become `?`. */
export function encodeCp437(text: string): Buffer {
  const out = Buffer.allocUnsafe(text.length);
  let n = 0;
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    if (code < 0x80 && ch.length === 1) out[n++] = code;
    else out[n++] = ENCODE.get(ch) ?? 0x3f;
  }
  return out.subarray(0, n);
}
