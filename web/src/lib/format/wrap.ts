/**
 * Where long text may break on a narrow screen. Browsers break an ISO date at its hyphens
 * ("2025-/12-31") and a file name without spaces mid-word; these split a text so that a date
 * stays whole and a name breaks only between its words.
 */

/** An ISO date or month (2025-12-31, 2025-12), optionally a range of two ("2025-01 – 2025-12"). */
const DATE = /\d{4}-\d{2}(?:-\d{2})?(?:\s?[–-]\s?\d{4}-\d{2}(?:-\d{2})?)?/g;

export interface TextPart {
  text: string;
  /** Kept on one line. */
  whole: boolean;
}

/** The text in parts, every ISO date (or range of two) a part of its own to keep whole. */
export function dateParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const m of text.matchAll(DATE)) {
    if (m.index > at) parts.push({ text: text.slice(at, m.index), whole: false });
    parts.push({ text: m[0], whole: true });
    at = m.index + m[0].length;
  }
  if (at < text.length) parts.push({ text: text.slice(at), whole: false });
  return parts;
}

/**
 * A name's words for line breaking: split after each `_`, `-`, `/` or `.` that joins two words
 * (`Norrsken_Bygg_2025.se` -> `Norrsken_`, `Bygg_`, `2025.se`; an account's
 * `Företagskonto/checkkonto`); the separators stay. A last `.ext` stays with its word, and
 * spaces break as they always do.
 */
export function nameWords(name: string): string[] {
  const words: string[] = [];
  let at = 0;
  for (const m of name.matchAll(/[_\-./](?=[^\s_\-./])/g)) {
    const end = m.index + 1;
    // The extension stays with the word before it.
    if (m[0] === '.' && !/[_\-./]/.test(name.slice(end))) break;
    words.push(name.slice(at, end));
    at = end;
  }
  words.push(name.slice(at));
  return words.filter(Boolean);
}
