import { nameOf, own, type Names } from './codeLabels.js';

// A code list as a form's choices, and a code's line of what it means: apart from codeLabels.ts
// because only the lazily loaded screens (forms, tables) need them.

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
