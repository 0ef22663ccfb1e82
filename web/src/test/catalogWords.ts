import { expect } from 'vitest';
import type { Catalog } from '../i18n/index.js';
import { en } from '../i18n/en/index.js';
import { sv } from '../i18n/sv/index.js';

/**
 * The English texts of catalog areas that Swedish says otherwise (plain strings; messages with
 * parameters are left out, their fixed words show in the plain ones).
 */
export function englishOnly(...areas: (keyof Catalog)[]): string[] {
  const out: string[] = [];
  const walk = (a: unknown, b: unknown) => {
    if (typeof a === 'string') {
      if (a !== b && a.trim()) out.push(a);
    } else if (a && typeof a === 'object') {
      for (const [key, value] of Object.entries(a))
        walk(value, (b as Record<string, unknown>)?.[key]);
    }
  };
  for (const area of areas) walk(en[area], sv[area]);
  return out;
}

/** What a person sees or hears on the page: its text, labels, placeholders and titles. */
export function seenText(root: ParentNode = document.body): string {
  const parts = [root.textContent ?? ''];
  for (const el of root.querySelectorAll('[aria-label], [placeholder], [title]'))
    for (const name of ['aria-label', 'placeholder', 'title'])
      if (el.getAttribute(name)) parts.push(el.getAttribute(name)!);
  return parts.join('\n');
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** No English text of `areas` is on the page (as a whole word or phrase). */
export function expectNoEnglish(...areas: (keyof Catalog)[]): void {
  const text = seenText();
  const found = englishOnly(...areas).filter((word) =>
    new RegExp(`(?<![\\p{L}])${escape(word)}(?![\\p{L}])`, 'u').test(text),
  );
  expect(found).toEqual([]);
}
