/**
 * The side each BAS account normally has (debit, credit, or either), kept as data: a table of
 * account ranges, the narrowest range that holds an account deciding.
 *
 * Source: BAS-kontoplanen (BAS-intressenternas förening, bas.se), the account names and headings
 * of the current plan (BAS 2024/2025), with the contra accounts of earlier editions that firms
 * still use (1169, 1238/1239, 1248/1249, 1258/1259, 1268/1269, 1338, 1348). Class 1 is debit
 * and classes 2 and 3 credit, except:
 *
 * - the contra accounts of the fixed assets: in groups 10-12, each kind of asset has its
 *   "ackumulerade nedskrivningar" on x8 and "ackumulerade avskrivningar" on x9 (1018/1019,
 *   1118/1119, 1229 ...), credit balances; not 1088, 1188 and 1288, which are "förskott"
 *   (advances paid), debit;
 * - the accumulated write-downs of financial fixed assets (1318, 1328, 1332, 1334, 1337, 1342,
 *   1344, 1347, 1358, 1369, 1389) and the write-downs of current assets (1466, 1519, 1529, 1539,
 *   1569, 1890), credit; 1478 Pågående arbeten, fakturering, credit;
 * - accounts that carry either side by nature: the inventory change accounts (1419 ... 1479),
 *   1630 and 2850 the tax account (skattekonto), 2650 Redovisningskonto för moms (a VAT debt or
 *   a VAT claim), 2439 Beräknad förändring av pågående arbeten, and the equity accounts that
 *   hold a result or a loss (2091 Balanserad vinst eller förlust, 2098, 2099 Årets resultat,
 *   2064-2069, the sole trader's and partners' 2010-2049, 2092, 2095, 2096), 3740 Öres- och
 *   kronutjämning;
 * - debit accounts in class 2: the partners' drawings (20x1, 20x3 for 2010-2049), 2094 Egna
 *   aktier, 2438 Pågående arbeten, nedlagda kostnader, 2518 Betald F-skatt, 2640-2649 Ingående
 *   moms; and in class 3 the revenue corrections of group 37 (intäktskorrigeringar: rabatter).
 *
 * Classes 4-8 are not judged: their normal side changes within a group too often (47 reduktion
 * av inköpspriser, 49 lagerförändring, the results on disposals in 80-83, 88
 * bokslutsdispositioner, tax in 89) for a rule to be more signal than noise.
 */
export type NormalSide = 'debit' | 'credit' | 'either';

export interface SideRange {
  /** First and last four-digit account of the range, inclusive. */
  from: number;
  to: number;
  side: NormalSide;
}

const r = (from: number, to: number, side: NormalSide): SideRange => ({ from, to, side });

/** The table. A narrower range wins over a wider one that also holds the account. */
export const NORMAL_SIDES: readonly SideRange[] = [
  // Class defaults.
  r(1000, 1999, 'debit'),
  r(2000, 2999, 'credit'),
  r(3000, 3999, 'credit'),
  // 10 Immateriella anläggningstillgångar: ackumulerade ned- (x8) och avskrivningar (x9).
  r(1018, 1019, 'credit'),
  r(1028, 1029, 'credit'),
  r(1038, 1039, 'credit'),
  r(1048, 1049, 'credit'),
  r(1058, 1059, 'credit'),
  r(1068, 1069, 'credit'),
  r(1078, 1079, 'credit'),
  r(1098, 1099, 'credit'),
  // 11 Byggnader och mark (1188 Förskott för byggnader och mark is debit).
  r(1118, 1119, 'credit'),
  r(1128, 1129, 'credit'),
  r(1158, 1159, 'credit'),
  r(1168, 1169, 'credit'),
  // 12 Maskiner och inventarier (1288 Förskott för maskiner och inventarier is debit).
  r(1218, 1219, 'credit'),
  r(1228, 1229, 'credit'),
  r(1238, 1239, 'credit'),
  r(1248, 1249, 'credit'),
  r(1258, 1259, 'credit'),
  r(1268, 1269, 'credit'),
  r(1298, 1299, 'credit'),
  // 13 Finansiella anläggningstillgångar: ackumulerade nedskrivningar.
  r(1318, 1318, 'credit'),
  r(1328, 1328, 'credit'),
  r(1332, 1332, 'credit'),
  r(1334, 1334, 'credit'),
  r(1337, 1338, 'credit'),
  r(1342, 1342, 'credit'),
  r(1344, 1344, 'credit'),
  r(1347, 1348, 'credit'),
  r(1358, 1358, 'credit'),
  r(1369, 1369, 'credit'),
  r(1389, 1389, 'credit'),
  // 14 Lager: förändringskonton either side, nedskrivning and fakturering credit.
  r(1419, 1419, 'either'),
  r(1429, 1429, 'either'),
  r(1449, 1449, 'either'),
  r(1459, 1459, 'either'),
  r(1466, 1466, 'credit'),
  r(1469, 1469, 'either'),
  r(1478, 1478, 'credit'),
  r(1479, 1479, 'either'),
  // 15 Kundfordringar: nedskrivningar.
  r(1519, 1519, 'credit'),
  r(1529, 1529, 'credit'),
  r(1539, 1539, 'credit'),
  r(1569, 1569, 'credit'),
  // 16 Skattekontot.
  r(1630, 1639, 'either'),
  // 18 Nedskrivning av kortfristiga placeringar.
  r(1890, 1899, 'credit'),
  // 20 Eget kapital: the sole trader's and partners' accounts; their drawings.
  r(2010, 2049, 'either'),
  r(2011, 2011, 'debit'),
  r(2013, 2013, 'debit'),
  r(2021, 2021, 'debit'),
  r(2023, 2023, 'debit'),
  r(2031, 2031, 'debit'),
  r(2033, 2033, 'debit'),
  r(2041, 2041, 'debit'),
  r(2043, 2043, 'debit'),
  // Results, funds at fair value, group contributions, mergers: either side.
  r(2064, 2069, 'either'),
  r(2091, 2092, 'either'),
  r(2094, 2094, 'debit'),
  r(2095, 2096, 'either'),
  r(2098, 2099, 'either'),
  // 24 Pågående arbeten.
  r(2438, 2438, 'debit'),
  r(2439, 2439, 'either'),
  // 25 Betald F-skatt.
  r(2518, 2518, 'debit'),
  // 26 Ingående moms; Redovisningskonto för moms (a debt or a claim).
  r(2640, 2649, 'debit'),
  r(2650, 2659, 'either'),
  // 28 Skattekontot when it is a debt.
  r(2850, 2851, 'either'),
  // 37 Intäktskorrigeringar; 3740 Öres- och kronutjämning.
  r(3700, 3799, 'debit'),
  r(3740, 3749, 'either'),
];

/** The normal side of a four-digit BAS account in classes 1-3; null: not judged. */
export function normalSide(account: string): NormalSide | null {
  const a = account.trim();
  if (!/^\d{4}$/.test(a)) return null;
  const n = Number(a);
  let best: SideRange | null = null;
  for (const x of NORMAL_SIDES)
    if (n >= x.from && n <= x.to && (!best || x.to - x.from <= best.to - best.from)) best = x;
  return best?.side ?? null;
}

/** A bank or giro account (1920-1989): in credit it is an overdraft, a liability. */
export function isBankAccount(account: string): boolean {
  const a = account.trim();
  return /^\d{4}$/.test(a) && a >= '1920' && a <= '1989';
}
