import type { ChangeEvent } from 'react';

/**
 * A Swedish organisation number as typed on a digit keyboard, which has no hyphen: the hyphen is
 * put in after the sixth digit (`5568123` -> `556812-3`, a pasted `5568123458` -> `556812-3458`).
 * Anything else (a hyphen typed already, letters, another length) is left as it is.
 */
export function withOrgNrHyphen(value: string): string {
  const m = /^(\d{6})(\d{1,4})$/.exec(value);
  return m ? `${m[1]}-${m[2]}` : value;
}

/**
 * What the organisation-number field adds to its input: for a Swedish company a digit keyboard
 * on a phone (`inputMode="numeric"`: digits only, so the hyphen is added as the digits are typed),
 * for another country's any keyboard (their numbers may hold letters).
 */
export function orgNrInput(
  country: string | undefined,
  onChange: (e: ChangeEvent<HTMLInputElement>) => unknown,
) {
  const swedish = country !== 'OTHER';
  return {
    inputMode: swedish ? ('numeric' as const) : ('text' as const),
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      if (swedish) e.target.value = withOrgNrHyphen(e.target.value);
      return onChange(e);
    },
  };
}
