import { describe, expect, it } from 'vitest';
import { Country, LegalForm } from 'bff/contract';
import {
  codeOptions,
  COUNTRY_NAMES,
  countryLabel,
  LEGAL_FORM_NAMES,
  legalFormLabel,
} from './companyLabels.js';

describe('legal forms', () => {
  it("names every one of V1's 19 legal forms in Swedish, and nothing else", () => {
    expect(Object.keys(LEGAL_FORM_NAMES).sort()).toEqual([...LegalForm.options].sort());
    expect(LegalForm.options).toHaveLength(19);
    expect(legalFormLabel('LIMITED_LIABILITY_COMPANY')).toBe('Aktiebolag');
    expect(legalFormLabel('CONDOMINIUM_ASSOCIATIONS')).toBe('Bostadsrättsförening');
    expect(legalFormLabel('COOPERATIVE_RENTED_APARTMENT_ASSOCIATION')).toBe(
      'Kooperativ hyresrättsförening',
    );
    expect(legalFormLabel('JOINED_OWNED_FIRM')).toBe('Enkelt bolag');
    expect(legalFormLabel('COUNTY_COUNCIL')).toBe('Region (landsting)');
    expect(legalFormLabel('FOREIGN_JURIDICAL_PERSON')).toBe('Utländsk juridisk person');
    // Every name is distinct, so a select never offers two alike.
    expect(new Set(Object.values(LEGAL_FORM_NAMES)).size).toBe(19);
  });

  it('shows a value V1 sends that the console does not know as it comes', () => {
    expect(legalFormLabel('EUROPEAN_COMPANY')).toBe('EUROPEAN_COMPANY');
    expect(legalFormLabel('constructor')).toBe('constructor');
    expect(legalFormLabel(undefined)).toBe('–');
    expect(legalFormLabel('')).toBe('–');
  });
});

describe('countries', () => {
  it('reads SWEDEN and OTHER, and any other string as it comes', () => {
    expect(Object.keys(COUNTRY_NAMES).sort()).toEqual([...Country.options].sort());
    expect(countryLabel('SWEDEN')).toBe('Sweden');
    expect(countryLabel('OTHER')).toBe('Other');
    expect(countryLabel('NORWAY')).toBe('NORWAY');
    expect(countryLabel(undefined)).toBe('–');
  });
});

describe('select options', () => {
  it("lists a code list's names, with an unknown current value added as it comes", () => {
    expect(codeOptions(COUNTRY_NAMES)).toEqual([
      { value: 'SWEDEN', label: 'Sweden' },
      { value: 'OTHER', label: 'Other' },
    ]);
    expect(codeOptions(COUNTRY_NAMES, 'NORWAY').at(-1)).toEqual({
      value: 'NORWAY',
      label: 'NORWAY',
    });
    expect(codeOptions(COUNTRY_NAMES, 'OTHER')).toHaveLength(2);
    expect(codeOptions(LEGAL_FORM_NAMES, '')).toHaveLength(19);
  });
});
