import { afterAll, describe, expect, it } from 'vitest';
import { Country, LegalForm } from '@ledger/contract';
import { setLanguage } from '../../i18n/index.js';
import { en } from '../../i18n/en/index.js';
import { sv } from '../../i18n/sv/index.js';
import { codeLabel, countryLabel, legalFormLabel } from './codeLabels.js';
import { codeDescription, codeOptions } from './codeOptions.js';

afterAll(() => setLanguage('en'));

describe('legal forms', () => {
  it("names every one of V1's 19 legal forms in both languages, each name once", () => {
    for (const names of [en.enums.legalForm, sv.enums.legalForm]) {
      expect(Object.keys(names).sort()).toEqual([...LegalForm.options].sort());
      expect(new Set(Object.values(names)).size).toBe(19);
    }
    expect(codeLabel(sv.enums.legalForm, 'LIMITED_LIABILITY_COMPANY')).toBe('Aktiebolag');
    expect(codeLabel(sv.enums.legalForm, 'JOINED_OWNED_FIRM')).toBe('Enkelt bolag');
    expect(codeLabel(en.enums.legalForm, 'LIMITED_LIABILITY_COMPANY')).toBe(
      'Limited company (aktiebolag)',
    );
  });

  it('follows the active language', async () => {
    await setLanguage('sv');
    expect(legalFormLabel('CONDOMINIUM_ASSOCIATIONS')).toBe('Bostadsrättsförening');
    expect(countryLabel('SWEDEN')).toBe('Sverige');
    await setLanguage('en');
    expect(legalFormLabel('CONDOMINIUM_ASSOCIATIONS')).toBe(
      'Housing cooperative (bostadsrättsförening)',
    );
    expect(countryLabel('SWEDEN')).toBe('Sweden');
  });

  it('shows a value V1 sends that the console does not know as it comes', () => {
    expect(legalFormLabel('EUROPEAN_COMPANY')).toBe('EUROPEAN_COMPANY');
    expect(legalFormLabel('constructor')).toBe('constructor');
    expect(legalFormLabel(undefined)).toBe('–');
    expect(legalFormLabel('')).toBe('–');
  });
});

describe('code lists', () => {
  it('names SWEDEN and OTHER, and any other string as it comes', () => {
    expect(Object.keys(en.codes.country).sort()).toEqual([...Country.options].sort());
    expect(countryLabel('NORWAY')).toBe('NORWAY');
    expect(countryLabel(undefined)).toBe('–');
  });

  it("lists a code list's names with descriptions, an unknown current value added as it comes", () => {
    expect(codeOptions(en.codes.country)).toEqual([
      { value: 'SWEDEN', label: 'Sweden' },
      { value: 'OTHER', label: 'Other country' },
    ]);
    expect(codeOptions(en.codes.country, 'NORWAY').at(-1)).toEqual({
      value: 'NORWAY',
      label: 'NORWAY',
    });
    expect(codeOptions(en.codes.country, 'OTHER')).toHaveLength(2);
    expect(codeOptions(sv.enums.assignmentType)[0]).toEqual({
      value: 'AE',
      label: 'Revision',
      description: 'Lagstadgad revision av årsredovisningen',
    });
    expect(codeDescription(en.codes.fileStatus, 'parsed')).toMatch(/do not reconcile/);
    expect(codeDescription(en.codes.country, 'SWEDEN')).toBeUndefined();
  });
});
