import { currentT } from '../../i18n/index.js';

// How V1's codes read on screen: by their names in the active catalog (`t.enums`), never as the
// code itself, except a code the console does not know (a newer V1 service), shown as it comes.

export type Names = Readonly<
  Record<string | number, string | { name: string; description?: string }>
>;

const own = (o: object, k: string | number) => Object.prototype.hasOwnProperty.call(o, k);

const nameOf = (entry: Names[string]) => (typeof entry === 'string' ? entry : entry.name);

/** A code's name; an unknown code as it comes; `–` when there is none. */
export function codeLabel(names: Names, value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '–';
  return own(names, value) ? nameOf(names[value]!) : String(value);
}

/** A code's one-line description, where the catalog gives one. */
export function codeDescription(
  names: Names,
  value: string | number | null | undefined,
): string | undefined {
  if (value === null || value === undefined || !own(names, value)) return undefined;
  const entry = names[value]!;
  return typeof entry === 'string' ? undefined : entry.description;
}

/** Select options for a code list, with a value outside it (from a V1 service) kept as it comes. */
export function codeOptions(
  names: Names,
  current?: string | null,
): { value: string; label: string; description?: string }[] {
  const options = Object.entries(names).map(([value, entry]) => ({
    value,
    label: nameOf(entry),
    ...(typeof entry === 'string' || !entry.description ? {} : { description: entry.description }),
  }));
  if (current && !own(names, current)) options.push({ value: current, label: current });
  return options;
}

/** A legal form's name in the active language. */
export function legalFormLabel(value: string | null | undefined): string {
  return codeLabel(currentT().enums.legalForm, value);
}

export function countryLabel(value: string | null | undefined): string {
  return codeLabel(currentT().enums.country, value);
}
