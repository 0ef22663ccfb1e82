/**
 * The BAS chart of accounts' classes and the groups the workbench sums by, kept as data.
 *
 * Source: BAS-kontoplanen (BAS-intressenternas förening, bas.se), the Swedish standard chart of
 * accounts: the first digit of a four-digit account is its class (kontoklass), the first two its
 * group (kontogrupp). Classes 1-2 are the balance sheet (1 Tillgångar; 2 Eget kapital och
 * skulder), classes 3-8 the income statement. The ranges below follow the plan's own headings
 * (e.g. 10-13 anläggningstillgångar, 24-29 kortfristiga skulder, 30-37 nettoomsättning,
 * 77-78 nedskrivningar and avskrivningar, 79 övriga rörelsekostnader, 88 bokslutsdispositioner,
 * 89 skatter och årets resultat). Classes 5 and 6 are one heading in the plan (kontoklass 5-6,
 * övriga externa rörelseutgifter/kostnader) and one class here, so group 50-69 is summed once.
 *
 * Ids are stable identifiers (never shown): the web's catalogs name them in Swedish and English.
 */

export type BasClassId =
  | 'assets'
  | 'equityAndLiabilities'
  | 'operatingIncome'
  | 'goodsAndMaterials'
  | 'otherExternalCosts'
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
  | 'otherOperatingCosts'
  | 'financialItems'
  | 'appropriations'
  | 'taxAndResult';

/** Which statement a class belongs to, and the side it normally has in the trial balance. */
export type Statement = 'balanceSheet' | 'incomeStatement';

export interface BasClass {
  id: BasClassId;
  /** The class digits (kontoklass): one, or 5 and 6 for övriga externa kostnader. */
  digits: readonly number[];
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
 * The classes (kontoklasser), by digit: 1 Tillgångar; 2 Eget kapital och skulder;
 * 3 Rörelsens inkomster/intäkter; 4 Utgifter/kostnader för varor, material och vissa köpta
 * tjänster; 5-6 Övriga externa rörelseutgifter/kostnader (one class); 7 Utgifter/kostnader för
 * personal, av- och nedskrivningar m.m.; 8 Finansiella och andra inkomster/intäkter och
 * utgifter/kostnader.
 */
export const BAS_CLASSES: readonly BasClass[] = [
  { id: 'assets', digits: [1], statement: 'balanceSheet' },
  { id: 'equityAndLiabilities', digits: [2], statement: 'balanceSheet' },
  { id: 'operatingIncome', digits: [3], statement: 'incomeStatement' },
  { id: 'goodsAndMaterials', digits: [4], statement: 'incomeStatement' },
  { id: 'otherExternalCosts', digits: [5, 6], statement: 'incomeStatement' },
  { id: 'personnelAndDepreciation', digits: [7], statement: 'incomeStatement' },
  { id: 'financialAndOther', digits: [8], statement: 'incomeStatement' },
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
  { id: 'otherExternalCosts', classId: 'otherExternalCosts', from: 50, to: 69 },
  { id: 'personnelCosts', classId: 'personnelAndDepreciation', from: 70, to: 76 },
  // 77 nedskrivningar, 78 avskrivningar enligt plan; 79 övriga rörelsekostnader (e.g. 7960
  // valutakursförluster, 797x förlust vid avyttring) is a line of its own in ÅRL bilaga 2.
  { id: 'depreciation', classId: 'personnelAndDepreciation', from: 77, to: 78 },
  { id: 'otherOperatingCosts', classId: 'personnelAndDepreciation', from: 79, to: 79 },
  { id: 'financialItems', classId: 'financialAndOther', from: 80, to: 84 },
  { id: 'appropriations', classId: 'financialAndOther', from: 88, to: 88 },
  { id: 'taxAndResult', classId: 'financialAndOther', from: 89, to: 89 },
];

/** The group ids in statement order. */
export const GROUP_ORDER: readonly BasGroupId[] = BAS_GROUPS.map((g) => g.id);

/** The statement of each class id. */
export const CLASS_STATEMENT: Readonly<Record<BasClassId, Statement>> = Object.fromEntries(
  BAS_CLASSES.map((c) => [c.id, c.statement]),
) as Record<BasClassId, Statement>;

/**
 * 899x (8990 Resultat, 8999 Årets resultat): the booking that moves the year's result to 2099
 * Årets resultat. Not part of the result: any account of 8990-8999 counts as that booking.
 */
export function isResultTransfer(account: string): boolean {
  return /^899\d$/.test(account.trim());
}

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

/** The class a digit (1-8) belongs to (5 and 6: övriga externa kostnader), else null. */
export function basClassOfDigit(digit: number): BasClass | null {
  return BAS_CLASSES.find((c) => c.digits.includes(digit)) ?? null;
}

/** The class of a four-digit account by its first digit (1-8), else null. */
export function basClassOf(account: string): BasClassId | null {
  const g = groupNumber(account);
  if (g === null) return null;
  return basClassOfDigit(Math.floor(g / 10))?.id ?? null;
}
