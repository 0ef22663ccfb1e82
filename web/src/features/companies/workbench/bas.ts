/**
 * The BAS chart of accounts' classes and the groups the workbench sums by, kept as data.
 *
 * Source: BAS-kontoplanen (BAS-intressenternas förening, bas.se), the Swedish standard chart of
 * accounts: the first digit of a four-digit account is its class (kontoklass), the first two its
 * group (kontogrupp). Classes 1-2 are the balance sheet (1 Tillgångar; 2 Eget kapital och
 * skulder), classes 3-8 the income statement. The ranges below follow the plan's own headings
 * (e.g. 10-13 anläggningstillgångar, 24-29 kortfristiga skulder, 30-37 nettoomsättning,
 * 77-79 avskrivningar, 88 bokslutsdispositioner, 89 skatter och årets resultat).
 *
 * Ids are stable identifiers (never shown): the web's catalogs name them in Swedish and English.
 */

export type BasClassId =
  | 'assets'
  | 'equityAndLiabilities'
  | 'operatingIncome'
  | 'goodsAndMaterials'
  | 'externalCosts5'
  | 'externalCosts6'
  | 'personnelAndDepreciation'
  | 'financialAndOther';

export type BasGroupId =
  | 'fixedAssets'
  | 'currentAssets'
  | 'equity'
  | 'untaxedReserves'
  | 'provisions'
  | 'longTermLiabilities'
  | 'currentLiabilities'
  | 'netSales'
  | 'capitalisedWork'
  | 'otherOperatingIncome'
  | 'goodsAndMaterials'
  | 'otherExternalCosts'
  | 'personnelCosts'
  | 'depreciation'
  | 'financialItems'
  | 'appropriations'
  | 'taxAndResult';

/** Which statement a class belongs to, and the side it normally has in the trial balance. */
export type Statement = 'balanceSheet' | 'incomeStatement';

export interface BasClass {
  id: BasClassId;
  /** The class digit (kontoklass). */
  digit: number;
  statement: Statement;
}

export interface BasGroup {
  id: BasGroupId;
  classId: BasClassId;
  /** First and last two-digit group (kontogrupp) of the range, inclusive. */
  from: number;
  to: number;
}

/**
 * The eight classes (kontoklasser), by digit: 1 Tillgångar; 2 Eget kapital och skulder;
 * 3 Rörelsens inkomster/intäkter; 4 Utgifter/kostnader för varor, material och vissa köpta
 * tjänster; 5 and 6 Övriga externa rörelseutgifter/kostnader; 7 Utgifter/kostnader för
 * personal, av- och nedskrivningar m.m.; 8 Finansiella och andra inkomster/intäkter och
 * utgifter/kostnader.
 */
export const BAS_CLASSES: readonly BasClass[] = [
  { id: 'assets', digit: 1, statement: 'balanceSheet' },
  { id: 'equityAndLiabilities', digit: 2, statement: 'balanceSheet' },
  { id: 'operatingIncome', digit: 3, statement: 'incomeStatement' },
  { id: 'goodsAndMaterials', digit: 4, statement: 'incomeStatement' },
  { id: 'externalCosts5', digit: 5, statement: 'incomeStatement' },
  { id: 'externalCosts6', digit: 6, statement: 'incomeStatement' },
  { id: 'personnelAndDepreciation', digit: 7, statement: 'incomeStatement' },
  { id: 'financialAndOther', digit: 8, statement: 'incomeStatement' },
];

/** The groups (ranges of kontogrupper) the workbench sums by, in statement order. */
export const BAS_GROUPS: readonly BasGroup[] = [
  { id: 'fixedAssets', classId: 'assets', from: 10, to: 13 },
  { id: 'currentAssets', classId: 'assets', from: 14, to: 19 },
  { id: 'equity', classId: 'equityAndLiabilities', from: 20, to: 20 },
  { id: 'untaxedReserves', classId: 'equityAndLiabilities', from: 21, to: 21 },
  { id: 'provisions', classId: 'equityAndLiabilities', from: 22, to: 22 },
  { id: 'longTermLiabilities', classId: 'equityAndLiabilities', from: 23, to: 23 },
  { id: 'currentLiabilities', classId: 'equityAndLiabilities', from: 24, to: 29 },
  { id: 'netSales', classId: 'operatingIncome', from: 30, to: 37 },
  { id: 'capitalisedWork', classId: 'operatingIncome', from: 38, to: 38 },
  { id: 'otherOperatingIncome', classId: 'operatingIncome', from: 39, to: 39 },
  { id: 'goodsAndMaterials', classId: 'goodsAndMaterials', from: 40, to: 49 },
  { id: 'otherExternalCosts', classId: 'externalCosts5', from: 50, to: 59 },
  { id: 'otherExternalCosts', classId: 'externalCosts6', from: 60, to: 69 },
  { id: 'personnelCosts', classId: 'personnelAndDepreciation', from: 70, to: 76 },
  { id: 'depreciation', classId: 'personnelAndDepreciation', from: 77, to: 79 },
  { id: 'financialItems', classId: 'financialAndOther', from: 80, to: 84 },
  { id: 'appropriations', classId: 'financialAndOther', from: 88, to: 88 },
  { id: 'taxAndResult', classId: 'financialAndOther', from: 89, to: 89 },
];

/** The group ids in statement order (50-69 is one group across classes 5 and 6). */
export const GROUP_ORDER: readonly BasGroupId[] = [...new Set(BAS_GROUPS.map((g) => g.id))];

/** The statement of each class id. */
export const CLASS_STATEMENT: Readonly<Record<BasClassId, Statement>> = Object.fromEntries(
  BAS_CLASSES.map((c) => [c.id, c.statement]),
) as Record<BasClassId, Statement>;

/** 8999 Årets resultat: the booking of the year's result against 2099 (not part of it). */
export const RESULT_TRANSFER_ACCOUNT = '8999';

/** The two-digit group of a BAS account (`1510` -> 15), or null for a non-BAS number. */
export function groupNumber(account: string): number | null {
  const m = /^([1-8])(\d)\d{2}$/.exec(account.trim());
  return m ? Number(m[1]) * 10 + Number(m[2]) : null;
}

/** The BAS group of an account, or null (class 0 and 9, groups 85-87, other numbering). */
export function basGroupOf(account: string): BasGroup | null {
  const g = groupNumber(account);
  if (g === null) return null;
  return BAS_GROUPS.find((x) => g >= x.from && g <= x.to) ?? null;
}

/** The class of a four-digit account by its first digit (1-8), else null. */
export function basClassOf(account: string): BasClassId | null {
  const g = groupNumber(account);
  if (g === null) return null;
  return BAS_CLASSES.find((c) => c.digit === Math.floor(g / 10))?.id ?? null;
}
