import { en } from '../../i18n/en/index.js';
import { sv } from '../../i18n/sv/index.js';

type Tree = { readonly [key: string]: unknown };

/** Every plain message of an English catalog area whose Swedish differs (functions left out). */
function englishOnly(enTree: Tree, svTree: Tree, out: string[] = []): string[] {
  for (const [key, value] of Object.entries(enTree)) {
    const other = svTree[key];
    if (typeof value === 'string') {
      // Short words (a code, a sign) could occur inside Swedish text by chance.
      if (value !== other && value.length >= 4) out.push(value);
    } else if (value && typeof value === 'object' && other && typeof other === 'object') {
      englishOnly(value as Tree, other as Tree, out);
    }
  }
  return out;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * For Swedish screen tests: the English messages of these areas that appear in `text` as words
 * of their own ("Start" is not found in "Startdatum").
 */
export function englishLeft(
  text: string,
  areas: readonly ('companies' | 'assignments')[],
): string[] {
  return areas
    .flatMap((area) => englishOnly(en[area], sv[area]))
    .filter((m) => new RegExp(`(?<!\\p{L})${escape(m)}(?!\\p{L})`, 'u').test(text));
}
