import crypto from 'node:crypto';

/** A stable UUID v4-formatted id derived from a name (`demoId('nordrevision/company/...')`). */
export function demoId(name: string): string {
  const h = crypto.createHash('sha256').update(`ledger-console-demo:${name}`).digest('hex');
  const variant = ((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** Appends the Luhn check digit to nine digits and formats `NNNNNN-NNNN`. */
export function withLuhn(nineDigits: string): string {
  let sum = 0;
  for (let i = 0; i < 9; i++) {
    let d = nineDigits.charCodeAt(i) - 48;
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  const check = (10 - (sum % 10)) % 10;
  return `${nineDigits.slice(0, 6)}-${nineDigits.slice(6)}${check}`;
}
