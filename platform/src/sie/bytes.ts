/**
 * The bytes the SIE reader looks at (ASCII; SIE text is CP437, which agrees below 0x80).
 * Modules bind them to local consts (`const { SPACE } = bytes`): TurboFan folds a module's
 * own consts into its byte loops but loads an imported binding at every use, which costs the
 * ingest benchmark a fifth of its speed.
 */
export const TAB = 0x09;
export const LF = 0x0a;
export const CR = 0x0d;
export const SPACE = 0x20;
export const QUOTE = 0x22;
export const HASH = 0x23;
export const MINUS = 0x2d;
export const DOT = 0x2e;
export const DIGIT_0 = 0x30;
export const UPPER_A = 0x41;
export const UPPER_Z = 0x5a;
export const BACKSLASH = 0x5c;
export const OPEN_BRACE = 0x7b;
export const CLOSE_BRACE = 0x7d;
/** The UTF-8 byte order mark some programs write before the first line. */
export const BOM_1 = 0xef;
export const BOM_2 = 0xbb;
export const BOM_3 = 0xbf;
