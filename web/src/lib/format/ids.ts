/*
 * Identifiers as shown and as sent, the same in every language: apart from format.ts (numbers
 * and dates in the language's conventions), whose code the first screens do not need.
 */

/** Ten digits -> NNNNNN-NNNN; anything else unchanged (OTHER countries take free text). */
export function formatOrgNr(value: string): string {
  const m = /^(\d{6})-?(\d{4})$/.exec(value.trim());
  return m ? `${m[1]}-${m[2]}` : value;
}

/** `YYYY-MM-DD` -> `YYYYMMDD` (balances query). */
export function toCompactDate(iso: string): string {
  return iso.replaceAll('-', '');
}

/** A name as part of a download's file name: letters and digits kept, each other run one dash. */
export function fileNamePart(name: string): string {
  return name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '');
}
