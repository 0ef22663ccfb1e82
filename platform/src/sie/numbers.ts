/** Amounts, dates and periods of SIE files, parsed from bytes without allocating strings. */

/** At most 13 integer digits: any amount is then < 10^15 öre, far inside the safe integers. */
export const MAX_AMOUNT_DIGITS = 13;

/**
 * `-1234.5` -> -123450 öre. Decimal point, at most 2 decimals (further decimals only if they
 * are zeros), optional leading `-`, no `+`, no separators. NaN when invalid.
 */
export function parseOre(b: Uint8Array, s: number, e: number): number {
  if (s >= e) return NaN;
  let i = s;
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
      else if (c !== 0) return NaN;
      fd++;
      i++;
    }
  }
  if (i !== e || (nd === 0 && fd === 0) || nd > MAX_AMOUNT_DIGITS) return NaN;
  if (fd === 1) frac *= 10;
  const v = int * 100 + frac;
  return neg ? 0 - v + 0 : v;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** `YYYYMMDD` -> the integer yyyymmdd if it is a real calendar date, else NaN. */
export function parseDate(b: Uint8Array, s: number, e: number): number {
  if (e - s !== 8) return NaN;
  let v = 0;
  for (let i = s; i < e; i++) {
    const c = b[i]! - 48;
    if (c < 0 || c > 9) return NaN;
    v = v * 10 + c;
  }
  return isRealDateInt(v) ? v : NaN;
}

export function isRealDateInt(v: number): boolean {
  const y = Math.floor(v / 10000);
  const m = Math.floor(v / 100) % 100;
  const d = v % 100;
  return y >= 1 && m >= 1 && m <= 12 && d >= 1 && d <= daysInMonth(y, m);
}

/** `YYYYMM` -> the integer yyyymm, else NaN. */
export function parsePeriod(b: Uint8Array, s: number, e: number): number {
  if (e - s !== 6) return NaN;
  let v = 0;
  for (let i = s; i < e; i++) {
    const c = b[i]! - 48;
    if (c < 0 || c > 9) return NaN;
    v = v * 10 + c;
  }
  const m = v % 100;
  return m >= 1 && m <= 12 && v >= 100 ? v : NaN;
}

/** Signed integer field (year numbers, `#SIETYP`), else NaN. */
export function parseInteger(b: Uint8Array, s: number, e: number): number {
  if (s >= e || e - s > 9) return NaN;
  let i = s;
  let neg = false;
  if (b[i] === 45 || b[i] === 43) {
    neg = b[i] === 45;
    i++;
  }
  if (i >= e) return NaN;
  let v = 0;
  for (; i < e; i++) {
    const c = b[i]! - 48;
    if (c < 0 || c > 9) return NaN;
    v = v * 10 + c;
  }
  return neg ? 0 - v + 0 : v;
}

/** yyyymmdd integer -> `YYYY-MM-DD`. */
export function isoFromDateInt(v: number): string {
  const y = Math.floor(v / 10000);
  const m = Math.floor(v / 100) % 100;
  const d = v % 100;
  return `${String(y).padStart(4, '0')}-${pad2(m)}-${pad2(d)}`;
}

/** yyyymm integer -> `YYYY-MM`. */
export function isoFromPeriodInt(v: number): string {
  return `${String(Math.floor(v / 100)).padStart(4, '0')}-${pad2(v % 100)}`;
}

function pad2(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

/** öre -> kronor number rounded to two decimals (exact for safe-integer öre). */
export function kronor(ore: number): number {
  return Number((ore / 100).toFixed(2));
}

/** öre -> `-1234.50` (exact, no float rounding). */
export function formatOre(ore: number): string {
  const neg = ore < 0;
  const a = Math.abs(ore);
  const s = `${Math.floor(a / 100)}.${pad2(a % 100)}`;
  return neg ? `-${s}` : s;
}

/** Months `YYYY-MM` from the month of `startDate` to the month of `endDate` (ISO dates). */
export function monthsBetween(startDate: string, endDate: string): string[] {
  let y = Number(startDate.slice(0, 4));
  let m = Number(startDate.slice(5, 7));
  const endY = Number(endDate.slice(0, 4));
  const endM = Number(endDate.slice(5, 7));
  const out: string[] = [];
  while (y < endY || (y === endY && m <= endM)) {
    out.push(`${String(y).padStart(4, '0')}-${pad2(m)}`);
    if (++m > 12) {
      m = 1;
      y++;
    }
    if (out.length > 1200) break;
  }
  return out;
}

/** Account numbers in natural order: numeric ones by value (then length), others after. */
export function compareAccounts(a: string, b: string): number {
  const da = /^\d+$/.test(a);
  const db = /^\d+$/.test(b);
  if (da && db) {
    const sa = a.replace(/^0+(?=\d)/, '');
    const sb = b.replace(/^0+(?=\d)/, '');
    if (sa.length !== sb.length) return sa.length - sb.length;
    if (sa !== sb) return sa < sb ? -1 : 1;
    return a.length - b.length;
  }
  if (da !== db) return da ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}
