import { formatSek } from '../../../lib/format/format.js';

/** An amount V1 sent as text, with its currency; text that is not an amount, as it is. */
export function sekText(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '–';
  const n = Number(value);
  return Number.isFinite(n) ? formatSek(n) : String(value);
}
