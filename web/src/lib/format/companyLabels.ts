import type { Country, LegalForm } from 'bff/contract';

// How V1's company codes read on screen (annual report frameworks have no names in V1: the
// console shows their codes). Types only from the contract (this module is used by the
// overview, which is in the first download): the Record types make the compiler insist on a name
// for every value of the contract's enums.

/** V1's legal forms by their Swedish names. */
export const LEGAL_FORM_NAMES: Record<LegalForm, string> = {
  LIMITED_LIABILITY_COMPANY: 'Aktiebolag',
  LIMITED_LIABILITY_BANK: 'Bankaktiebolag',
  LIMITED_LIABILITY_INSURANCE: 'Försäkringsaktiebolag',
  SOLE_TRADER: 'Enskild näringsidkare',
  TRADING_PARTNERSHIP: 'Handelsbolag',
  LIMITED_PARTNERSHIP: 'Kommanditbolag',
  ECONOMIC_ASSOCIATION: 'Ekonomisk förening',
  CONDOMINIUM_ASSOCIATIONS: 'Bostadsrättsförening',
  COOPERATIVE_RENTED_APARTMENT_ASSOCIATION: 'Kooperativ hyresrättsförening',
  JOINED_OWNED_FIRM: 'Enkelt bolag',
  NON_PROFIT_ASSOCIATION: 'Ideell förening',
  COMMUNITY_ASSOCIATION: 'Samfällighetsförening',
  REGISTERED_RELIGIOUS_COMMUNITY: 'Registrerat trossamfund',
  FOUNDATION: 'Stiftelse',
  MUNICIPALITY: 'Kommun',
  MUNICIPALITIES_FEDERATION: 'Kommunalförbund',
  COUNTY_COUNCIL: 'Region (landsting)',
  SAVINGS_BANK: 'Sparbank',
  FOREIGN_JURIDICAL_PERSON: 'Utländsk juridisk person',
};

export const COUNTRY_NAMES: Record<Country, string> = { SWEDEN: 'Sweden', OTHER: 'Other' };

const own = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);

/**
 * A legal form's Swedish name; a value V1 may send that the console does not know, as it comes;
 * `–` when there is none.
 */
export function legalFormLabel(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '–';
  return own(LEGAL_FORM_NAMES, value) ? LEGAL_FORM_NAMES[value as LegalForm] : value;
}

/** `SWEDEN` -> Sweden, `OTHER` -> Other; V1 answers a free string, shown as it comes. */
export function countryLabel(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '–';
  return own(COUNTRY_NAMES, value) ? COUNTRY_NAMES[value as Country] : value;
}

/** Select options for a code list, with a value outside it (from a V1 service) kept as it comes. */
export function codeOptions(
  names: Record<string, string>,
  current?: string | null,
): { value: string; label: string }[] {
  const options = Object.entries(names).map(([value, label]) => ({ value, label }));
  if (current && !own(names, current)) options.push({ value: current, label: current });
  return options;
}
