import { issueText } from './issues.js';

/** Swedish organisation numbers: ten digits, the last a Luhn check digit, shown NNNNNN-NNNN. */

export function orgNrDigits(input: string): string | null {
  const m = /^(\d{6})-?(\d{4})$/.exec(input.trim());
  return m ? `${m[1]}${m[2]}` : null;
}

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(i) - 48;
    if (i % 2 === digits.length % 2) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Normalised `NNNNNN-NNNN` for a valid Swedish number, else null. */
export function normaliseSwedishOrgNr(input: string): string | null {
  const digits = orgNrDigits(input);
  if (!digits || !luhnValid(digits)) return null;
  return `${digits.slice(0, 6)}-${digits.slice(6)}`;
}

export const ORG_NR_MESSAGE = issueText('org_nr');

/** Swedish numbers must pass the Luhn check; OTHER takes free text. */
export function checkOrganizationNumber(
  organizationNumber: string,
  country: string,
): string | null {
  return country === 'SWEDEN' && !normaliseSwedishOrgNr(organizationNumber) ? ORG_NR_MESSAGE : null;
}
