import type { Discrepancy, Finding } from '@ledger/contract';
import {
  currentLanguage,
  currentT,
  LOCALES,
  type Catalog,
  type Language,
} from '../../../i18n/index.js';
import { formatMoney } from '../../../lib/format/format.js';

// The processing report comes from the platform in English with raw numbers ("-548115.32").
// What the console knows it says in the active language from the structured fields, with the
// amounts formatted as the report's columns are; anything else keeps the platform's words, its
// plain decimal numbers reformatted.

/** `202501` -> `2025-01`; anything else as it is. */
export function periodLabel(period: string | undefined): string {
  if (!period) return '–';
  const m = /^(\d{4})-?(\d{2})$/.exec(period);
  return m ? `${m[1]}-${m[2]}` : period;
}

/** `2025-01-01..2025-12-31` -> `2025-01-01 – 2025-12-31`. */
const range = (text: string) => text.replace('..', ' – ');

/** A discrepancy in words, its amounts as the columns show them. */
export function discrepancyText(
  d: Discrepancy,
  t: Catalog = currentT(),
  lang: Language = currentLanguage(),
): string {
  const money = (n: number) => formatMoney(n, lang);
  const diff = Math.round((d.expected - d.actual) * 100) / 100;
  switch (d.kind) {
    case 'UB':
      return t.files.discrepancy.UB(d.account, money(d.expected), money(d.actual), money(diff));
    case 'RES':
      return t.files.discrepancy.RES(d.account, money(d.expected), money(d.actual), money(diff));
    case 'PSALDO':
      return /no #PSALDO/i.test(d.message)
        ? t.files.discrepancy.PSALDO_MISSING(d.account, periodLabel(d.period), money(d.actual))
        : t.files.discrepancy.PSALDO(
            d.account,
            periodLabel(d.period),
            money(d.expected),
            money(d.actual),
          );
    default:
      return reformatNumbers(d.message, lang);
  }
}

const PLAIN_DECIMAL = /(?<![\w.,-])-?\d+\.\d+(?![\w.])/g;

/** Plain decimal numbers in a text (`-548115.32`) in the language's format (`−548 115,32`). */
export function reformatNumbers(text: string, lang: Language = currentLanguage()): string {
  return text.replace(PLAIN_DECIMAL, (n) => {
    const digits = n.split('.')[1]!.length;
    return digits === 2
      ? formatMoney(Number(n), lang)
      : new Intl.NumberFormat(LOCALES[lang], {
          minimumFractionDigits: digits,
          maximumFractionDigits: digits,
        }).format(Number(n));
  });
}

type Known = [RegExp, (m: RegExpExecArray, t: Catalog['files']['finding']) => string];

/** The reader's and verifier's findings the console knows (platform/src/sie). */
const KNOWN_FINDINGS: Known[] = [
  [/^not a SIE file$/, (_, f) => f.notSie],
  [/^the file is empty$/, (_, f) => f.empty],
  [/^the file gives no organisation number$/, (_, f) => f.noOrgNr],
  [
    /^the file's organisation number (.+) is not the company's \((.*)\)$/,
    (m, f) => f.orgNrMismatch(m[1]!, m[2]!),
  ],
  [/^the financial year cannot be told/, (_, f) => f.noYear],
  [
    /^the file's year 0 \((\S+)\) is not the financial year (\S+)$/,
    (m, f) => f.yearMismatch(range(m[1]!), range(m[2]!)),
  ],
  [
    /^(\d+) voucher\(s\) dated (\S+), outside the financial year (\S+)$/,
    (m, f) => f.vouchersOutside(Number(m[1]), m[2]!, range(m[3]!)),
  ],
  [
    /^vouchers on (\d+) more dates fall outside the financial year$/,
    (m, f) => f.moreDatesOutside(Number(m[1])),
  ],
  [
    /^(\d+) more errors and (\d+) more warnings not listed$/,
    (m, f) => f.omitted(Number(m[1]), Number(m[2])),
  ],
  [/^the first record is not #FLAGGA$/, (_, f) => f.firstNotFlagga],
];

/** A finding in words where the console knows it; else its text with numbers reformatted. */
export function findingText(
  finding: Finding,
  t: Catalog = currentT(),
  lang: Language = currentLanguage(),
): string {
  const message = finding.message.trim();
  for (const [pattern, say] of KNOWN_FINDINGS) {
    const m = pattern.exec(message);
    if (m) return say(m, t.files.finding);
  }
  return reformatNumbers(message, lang);
}
