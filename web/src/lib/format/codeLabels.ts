import { currentT } from '../../i18n/index.js';

// How V1's codes read on screen: by their names in the active catalog (`t.enums`), never as the
// code itself, except a code the console does not know (a newer V1 service), shown as it comes.

export type Names = Readonly<
  Record<string | number, string | { name: string; description?: string }>
>;

export const own = (o: object, k: string | number) => Object.prototype.hasOwnProperty.call(o, k);

export const nameOf = (entry: Names[string]) => (typeof entry === 'string' ? entry : entry.name);

/** A code's name; an unknown code as it comes; `–` when there is none. */
export function codeLabel(names: Names, value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '–';
  return own(names, value) ? nameOf(names[value]!) : String(value);
}

/** A legal form's name in the active language. */
export function legalFormLabel(value: string | null | undefined): string {
  return codeLabel(currentT().enums.legalForm, value);
}

export function countryLabel(value: string | null | undefined): string {
  return codeLabel(currentT().codes.country, value);
}
