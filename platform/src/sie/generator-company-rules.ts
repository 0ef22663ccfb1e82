/**
 * The rules a small Swedish aktiebolag's books follow (`generator-company.ts` books the year by
 * them): its accounts, the tax and fee rates with their sources, the corporate tax, and the
 * opening balance sheet of a company that traded before its first generated year.
 */
import { GENERATOR_ACCOUNTS } from './generator-books.js';
import type { LedgerAccount } from './ledger-writer.js';

/**
 * The accounts of these books (BAS 2024 numbers and names): the generator's, and those only a
 * company's books use (depreciation, tax, VAT settlement, loans, dividends), in number order.
 */
export const COMPANY_ACCOUNTS: readonly LedgerAccount[] = (
  [
    ...GENERATOR_ACCOUNTS,
    { number: '1229', name: 'Ackumulerade avskrivningar på inventarier och verktyg', kind: 'T' },
    { number: '2393', name: 'Lån från närstående personer, långfristig del', kind: 'S' },
    { number: '2512', name: 'Beräknad inkomstskatt', kind: 'S' },
    { number: '2518', name: 'Betald F-skatt', kind: 'S' },
    { number: '2650', name: 'Redovisningskonto för moms', kind: 'S' },
    { number: '2898', name: 'Outtagen vinstutdelning', kind: 'S' },
    { number: '7832', name: 'Avskrivningar på inventarier och verktyg', kind: 'K' },
    { number: '8910', name: 'Skatt som belastar årets resultat', kind: 'K' },
  ] satisfies LedgerAccount[]
).sort((a, b) => a.number.localeCompare(b.number));

/** Corporate income tax, per mille: 20,6 % (inkomstskattelagen 1999:1229, 65 kap. 14 §). */
export const CORPORATE_TAX_PER_MILLE = 206;
/** VAT rates, per cent: 25 % and the reduced 12 % (mervärdesskattelagen 2023:200, 9 kap.). */
export const VAT = 25;
export const VAT_REDUCED = 12;
/** Employer contributions, per ten thousand: 31,42 % (socialavgiftslagen 2000:980, 2 kap.). */
export const EMPLOYER_FEES = 3142;
/** Preliminary tax withheld from salaries, per cent (roughly the tax tables' for these pay). */
export const WITHHOLDING = 30;
/** Equipment is depreciated straight line over five years (20 % a year), month by month. */
export const DEPRECIATION_MONTHS = 60;
/** Customers and suppliers are invoiced with 30 days to pay. */
export const PAYMENT_DAYS = 30;
/** Days from the year's start to the annual general meeting. */
export const AGM_DAY = 140;
/** The month (index in the year) the previous year's final tax is settled. */
export const FINAL_TAX_MONTH = 10;

/** Whole kronor (rounded) in öre. */
export const kr = (x: number) => Math.round(x) * 100;

export interface CompanyBooks {
  /** Net sales in a year at full activity, whole kronor (spread over months with some noise). */
  annualSales: number;
  /** The share of sales at the reduced 12 % VAT (food, restaurants and cafés; default 0). */
  reducedVatShare?: number;
  /**
   * A newly started company (its first year opens with its share capital only): activity grows
   * over its first four months and the owner lends it working capital on its first day.
   */
  newCompany?: boolean;
}

/**
 * The opening balance sheet (öre) of a company that traded before its first generated year:
 * the previous year's closing, as these books leave it: a month of invoices unpaid, the last
 * quarter's VAT and December's taxes due, last year's tax booked against the F-skatt paid,
 * equipment partly depreciated; the earlier results in 2091.
 */
export function companyOpening(books: CompanyBooks): [string, number][] {
  const month = books.annualSales / 12;
  const reduced = books.reducedVatShare ?? 0;
  const outputVat = ((1 - reduced) * VAT + reduced * VAT_REDUCED) / 100;
  const salaries = Math.round((month * 0.35) / 100) * 100;
  // last year's tax: 20,6 % of a profit of about 9 % of sales
  const tax = corporateTax(-kr(books.annualSales * 0.09)) / 100;
  const rows: [string, number][] = [
    ['1220', kr(month * 1.2)],
    ['1229', -kr(month * 0.5)],
    ['1510', kr(month * 1.25)],
    ['1930', kr(month * 1.5)],
    ['2081', -5_000_000],
    ['2440', -kr(month * 0.45)],
    ['2512', -kr(tax)],
    ['2518', kr(Math.round((tax * 0.9) / 12) * 12)],
    // a quarter's VAT: output on sales less input on about 42 % of them (material, rent, ...)
    ['2650', -kr(month * 3 * (outputVat - 0.105))],
    ['2710', -kr((salaries * WITHHOLDING) / 100)],
    ['2731', -kr((salaries * EMPLOYER_FEES) / 10_000)],
  ];
  rows.push(['2091', -rows.reduce((s, [, v]) => s + v, 0)]);
  return rows;
}

/**
 * The corporate tax (öre) on a result before tax (öre, a profit negative): 20,6 % of the
 * taxable income, here the result itself rounded down to whole hundreds of kronor
 * (inkomstskattelagen 1 kap. 6 §), the tax rounded down to whole kronor. None on a loss.
 */
export function corporateTax(resultBeforeTax: number): number {
  const profit = -resultBeforeTax; // a profit is a credit
  if (profit <= 0) return 0;
  const hundreds = Math.floor(profit / 10_000);
  return Math.floor((hundreds * 100 * CORPORATE_TAX_PER_MILLE) / 1000) * 100;
}
