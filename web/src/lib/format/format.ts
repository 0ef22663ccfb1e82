/**
 * Display formats in the active language's conventions: Swedish `1 234 567,50` (no-break spaces,
 * a true minus) and `1 234 567,50 kr`; English `1,234,567.50` and `1,234,567.50 SEK`. Dates are
 * ISO (`2025-01-15`) in both, and `15 jan. 2025` / `15 Jan 2025` in running text. Each takes
 * the language as its last argument; without it, the console's active language.
 */
import { currentLanguage, currentT, LOCALES, type Language } from '../../i18n/index.js';

type Formats = {
  money: Intl.NumberFormat;
  amount: Intl.NumberFormat;
  decimal: Intl.NumberFormat;
  oneDecimal: Intl.NumberFormat;
  integer: Intl.NumberFormat;
  dateText: Intl.DateTimeFormat;
};

const byLanguage = new Map<Language, Formats>();

function formats(lang: Language): Formats {
  let f = byLanguage.get(lang);
  if (!f) {
    const locale = LOCALES[lang];
    f = {
      money: new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
      amount: new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }),
      decimal: new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }),
      oneDecimal: new Intl.NumberFormat(locale, {
        minimumFractionDigits: 1,
        maximumFractionDigits: 1,
      }),
      integer: new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }),
      dateText: new Intl.DateTimeFormat(locale, {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
      }),
    };
    byLanguage.set(lang, f);
  }
  return f;
}

const NONE = '–';

/** Avoids "-0,00" for amounts that round to zero. */
const unsigned0 = (v: number) => (Math.abs(v) < 0.005 ? 0 : v);

/** `1234567.8` -> `1 234 567,80` (sv) / `1,234,567.80` (en). */
export function formatMoney(
  value: number | null | undefined,
  lang: Language = currentLanguage(),
): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return NONE;
  return formats(lang).money.format(unsigned0(value));
}

/**
 * An amount in whole kronor, rounded: `1 234 568` (sv) / `1,234,568` (en). For tables too wide for
 * the öre (the trial balance on screen); the export and the account's own panel keep the öre.
 */
export function formatKronor(
  value: number | null | undefined,
  lang: Language = currentLanguage(),
): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return NONE;
  // half away from zero, as amounts are rounded (Math.round takes −2.5 to −2)
  const whole = Math.sign(value) * Math.round(Math.abs(value));
  return formats(lang).integer.format(whole === 0 ? 0 : whole);
}

/** An amount with its currency: `1 234 567,50 kr` (sv) / `1,234,567.50 SEK` (en). */
export function formatSek(
  value: number | null | undefined,
  lang: Language = currentLanguage(),
): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return NONE;
  return `${formatMoney(value, lang)}\u00a0${lang === 'sv' ? 'kr' : 'SEK'}`;
}

/** An amount that came as text (V1's strings of öre-exact decimals); text that is not one, as it is. */
export function formatMoneyText(
  value: string | number | null | undefined,
  lang: Language = currentLanguage(),
): string {
  if (value === null || value === undefined || value === '') return NONE;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? formatMoney(n, lang) : String(value);
}

/**
 * Chart axis ticks: the full amount in the language's grouping, as in the tables (`1 800 000`,
 * `−900 000`, `0,5`), never compact forms (`1,8 mn`).
 */
export function formatAxisAmount(value: number, lang: Language = currentLanguage()): string {
  if (!Number.isFinite(value)) return '';
  return formats(lang).amount.format(unsigned0(value));
}

/** A whole number in the language's grouping: `12 345` / `12,345`. */
export function formatInteger(
  value: number | null | undefined,
  lang: Language = currentLanguage(),
): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return NONE;
  return formats(lang).integer.format(value);
}

/** `80 %` (sv, with a no-break space) / `80%` (en). */
export function formatPercent(
  value: number | null | undefined,
  lang: Language = currentLanguage(),
): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return NONE;
  const n = formats(lang).decimal.format(value);
  return lang === 'sv' ? `${n}\u00a0%` : `${n}%`;
}

/** A percentage with exactly one decimal: `23,6 %` / `23.6%`, `8,0 %` / `8.0%`. */
export function formatPercentOne(
  value: number | null | undefined,
  lang: Language = currentLanguage(),
): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return NONE;
  const n = formats(lang).oneDecimal.format(Math.abs(value) < 0.05 ? 0 : value);
  return lang === 'sv' ? `${n}\u00a0%` : `${n}%`;
}

/**
 * A difference of two percentages, in percentage points with one decimal: `−8,0 pe`
 * (procentenheter) / `−8.0 p.p.`.
 */
export function formatPoints(
  value: number | null | undefined,
  lang: Language = currentLanguage(),
): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return NONE;
  const n = formats(lang).oneDecimal.format(Math.abs(value) < 0.05 ? 0 : value);
  return lang === 'sv' ? `${n}\u00a0pe` : `${n}\u00a0p.p.`;
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

function toDate(value: number | string | Date): Date {
  return value instanceof Date ? value : new Date(value);
}

/** Epoch ms or Date -> `YYYY-MM-DD` (local calendar date), the same in both languages. */
export function formatDate(value: number | string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return NONE;
  const d = toDate(value);
  if (Number.isNaN(d.getTime())) return String(value);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** Epoch ms or ISO string -> `YYYY-MM-DD HH:mm` (local time). */
export function formatDateTime(value: number | string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return NONE;
  const d = toDate(value);
  if (Number.isNaN(d.getTime())) return String(value);
  return `${formatDate(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/**
 * A date in running text: `15 jan. 2025` (sv) / `15 Jan 2025` (en). An ISO date (`2025-01-15`)
 * is that calendar day wherever the browser is.
 */
export function formatDateText(
  value: number | string | Date | null | undefined,
  lang: Language = currentLanguage(),
): string {
  if (value === null || value === undefined || value === '') return NONE;
  const iso = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  const d = iso ? new Date(Number(iso[1]), Number(iso[2]) - 1, Number(iso[3])) : toDate(value);
  if (Number.isNaN(d.getTime())) return String(value);
  return formats(lang).dateText.format(d);
}

export function formatBytes(bytes: number, lang: Language = currentLanguage()): string {
  const n = (v: number) => formats(lang).decimal.format(v);
  if (bytes < 1024) return `${bytes}\u00a0B`;
  if (bytes < 1024 * 1024) return `${n(bytes / 1024)}\u00a0kB`;
  return `${n(bytes / (1024 * 1024))}\u00a0MB`;
}

/** SNI codes are five digits, zero-padded. */
export function formatSni(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return NONE;
  return String(value).padStart(5, '0');
}

export function fullName(u: { firstName: string; lastName: string }): string {
  return `${u.firstName} ${u.lastName}`.trim();
}

/** An optional flag: Yes / Ja, No / Nej, or `–` when the answer does not say. */
export function yesNo(value: boolean | null | undefined): string {
  const { common } = currentT();
  return value === true ? common.yes : value === false ? common.no : NONE;
}

/** Names joined as running text: "A, B and C" / "A, B och C". */
export function listText(items: readonly string[], lang: Language = currentLanguage()): string {
  return new Intl.ListFormat(LOCALES[lang], { type: 'conjunction' }).format(items);
}
