/** A code's name, and a line of what it means where the name does not say it all. */
export interface Named {
  name: string;
  description: string;
}

/**
 * A code's name and its line of what it means, the way every catalog writes its named codes (V1's
 * codes in `enums`, a processing report's kinds of figures): shown by lib/format/codeLabels.
 */
export const named = (name: string, description: string): Named => ({ name, description });
