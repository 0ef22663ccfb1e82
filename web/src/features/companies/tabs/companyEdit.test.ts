import { describe, expect, it } from 'vitest';
import type { Company } from '@ledger/contract';

const key = '22222222-2222-4222-8222-222222222222';

describe('SNI code field', () => {
  it('takes up to five digits, keeps them as the number the platform wants', async () => {
    const { SniSchema } = await import('./companyEdit.js');
    expect(SniSchema.parse({ value: '01110' })).toEqual({ value: 1110 });
    expect(SniSchema.safeParse({ value: '00000' }).success).toBe(false);
    expect(SniSchema.safeParse({ value: '123456' }).success).toBe(false);
    expect(SniSchema.safeParse({ value: '62a10' }).error?.issues[0]?.message).toBe(
      'Enter an SNI 2007 code of five digits, e.g. 62010',
    );
  });
});

describe('work materiality field', () => {
  const resolve = async (value: string) => {
    const { materialityResolver } = await import('./companyEdit.js');
    return materialityResolver({ value }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
  };

  it("reads whole kronor in the console's language, and says why it refuses the rest", async () => {
    const { setLanguage } = await import('../../../i18n/index.js');
    expect((await resolve('250,000')).values).toEqual({ value: 250000 });
    expect((await resolve('250000')).values).toEqual({ value: 250000 });
    const message = async (v: string) => (await resolve(v)).errors.value?.message;
    expect(await message('')).toBe('Enter an amount.');
    expect(await message('-1')).toBe('An amount cannot be negative.');
    expect(await message('1.5')).toBe('Whole kronor only, without öre.');
    expect(await message('12,34,5')).toBe(
      'Not an amount the console can read: write it like 120,000.50.',
    );
    expect(await message('2,147,483,648')).toBe('Must be at most 2,147,483,647.00\u00a0SEK.');
    await setLanguage('sv');
    try {
      expect((await resolve('250 000')).values).toEqual({ value: 250000 });
      expect((await resolve('250\u00a0000,00')).values).toEqual({ value: 250000 });
      expect(await message('250 000,50')).toBe('Bara hela kronor, utan öre.');
    } finally {
      await setLanguage('en');
    }
  });
});

describe('company edit', () => {
  const company: Company = {
    durableKey: key,
    name: 'Norrsken Bygg AB',
    organizationNumber: '556036-0793',
    country: 'SWEDEN',
    defaultAccountPlan: 'BAS2024',
    legalForm: 'LIMITED_LIABILITY_COMPANY',
    annualReportFramework: 'K2',
    extendedAttributes: { SNI: '41200', workMateriality: '250000' },
  };
  const resolve = async (c: Company, change: Record<string, string>) => {
    const { editResolver, editValues } = await import('./companyEdit.js');
    return editResolver(c)({ ...editValues(c), ...change }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
  };

  it('sends only the fields that changed, as CompanyUpdate', async () => {
    const { editBody, editValues } = await import('./companyEdit.js');
    const values = editValues(company);
    expect(values).toEqual({
      name: 'Norrsken Bygg AB',
      organizationNumber: '556036-0793',
      country: 'SWEDEN',
      address: '',
      legalForm: 'LIMITED_LIABILITY_COMPANY',
      annualReportFramework: 'K2',
    });
    expect(editBody(company, values)).toEqual({});
    expect(
      editBody(company, {
        ...values,
        address: 'Storgatan 1\n903 26 Umeå',
        legalForm: 'FOUNDATION',
      }),
    ).toEqual({ address: 'Storgatan 1\n903 26 Umeå', legalForm: 'FOUNDATION' });
    expect(
      await resolve(company, { name: '  Norrsken Bygg & Co AB ', annualReportFramework: 'K3' }),
    ).toEqual({
      values: { name: 'Norrsken Bygg & Co AB', annualReportFramework: 'K3' },
      errors: {},
    });
  });

  it('checks a Swedish number against the country the company will have', async () => {
    const bad = await resolve(company, { organizationNumber: '556036-0794' });
    expect(bad.errors.organizationNumber?.message).toMatch(/valid check digit/);
    // A free-text number is fine for a company outside Sweden...
    const other = { ...company, country: 'OTHER', organizationNumber: 'GB 123 4567' };
    expect((await resolve(other, { name: 'UK Branch Ltd' })).errors).toEqual({});
    expect((await resolve(other, { organizationNumber: 'GB 765 4321' })).errors).toEqual({});
    // ...but not once it is moved to Sweden.
    const moved = await resolve(other, { country: 'SWEDEN' });
    expect(moved.errors.organizationNumber?.message).toMatch(/valid check digit/);
  });

  it('never sends back a value V1 sent that the console does not know', async () => {
    const odd = { ...company, legalForm: 'GMBH' as never, country: 'NORWAY' };
    const { editBody, editValues } = await import('./companyEdit.js');
    expect(editBody(odd, { ...editValues(odd), name: 'Nytt namn AB' })).toEqual({
      name: 'Nytt namn AB',
    });
    expect((await resolve(odd, { name: 'Nytt namn AB' })).errors).toEqual({});
    const refused = await resolve(odd, { name: '' });
    expect(refused.errors.name?.message).toBe('Fill this in.');
  });
});
