import { afterEach, describe, expect, it } from 'vitest';
import type { Discrepancy } from '@ledger/contract';
import { setLanguage } from '../../../i18n/index.js';
import { discrepancyText, findingText, periodLabel, reformatNumbers } from './reportText.js';

const psaldo: Discrepancy = {
  severity: 'error',
  line: 7,
  account: '3001',
  kind: 'PSALDO',
  period: '202503',
  expected: 0,
  actual: -12500,
  message: 'account 3001 202503: no #PSALDO but transactions sum to -12500.00',
};

describe('the processing report in words', () => {
  afterEach(async () => {
    await setLanguage('en');
  });

  it('says known findings and discrepancies from their fields, amounts as in the columns', () => {
    expect(
      findingText({
        severity: 'warning',
        line: 9,
        message: '3 voucher(s) dated 2024-12-30, outside the financial year 2025-01-01..2025-12-31',
      }),
    ).toBe('3 vouchers dated 2024-12-30 are outside the financial year 2025-01-01 – 2025-12-31.');
    expect(discrepancyText(psaldo)).toBe(
      'Account 3001, 2025-03: no monthly balance (PSALDO), but the transactions sum to -12,500.00.',
    );
    expect(periodLabel('2025-03')).toBe('2025-03');
  });

  it('keeps an unknown finding in its words, its plain decimals reformatted', async () => {
    expect(findingText({ severity: 'info', line: null, message: 'sum -548115.32 off' })).toBe(
      'sum -548,115.32 off',
    );
    await setLanguage('sv');
    expect(reformatNumbers('saldo -548115.32 på rad 12, version 1.5')).toBe(
      'saldo \u2212548\u00a0115,32 på rad 12, version 1,5',
    );
    expect(discrepancyText(psaldo)).toBe(
      'Konto 3001, 2025-03: periodsaldo (PSALDO) saknas, men transaktionerna summerar till \u221212\u00a0500,00.',
    );
  });
});
