/** Display formats: money sv-SE with two decimals, org numbers NNNNNN-NNNN, ISO dates. */

const money = new Intl.NumberFormat('sv-SE', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const percent = new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 2 });

/** `1234567.8` -> `1 234 567,80` (sv-SE uses a no-break space and a real minus sign). */
export function formatMoney(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '–';
  // Avoid "-0,00".
  const v = Math.abs(value) < 0.005 ? 0 : value;
  return money.format(v);
}

export function formatMoneyText(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '–';
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? formatMoney(n) : String(value);
}

const axis = new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 2 });

/**
 * Chart axis ticks: the full amount in Swedish grouping, as in the tables (`1 800 000`,
 * `−900 000`, `0,5`), never sv-SE compact forms (`1,8 mn`, `900 tn`) that read oddly in English.
 */
export function formatAxisAmount(value: number): string {
  if (!Number.isFinite(value)) return '';
  return axis.format(Math.abs(value) < 0.005 ? 0 : value);
}

export function formatPercent(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '–';
  return `${percent.format(value)} %`;
}

/** Ten digits -> NNNNNN-NNNN; anything else unchanged (OTHER countries take free text). */
export function formatOrgNr(value: string): string {
  const m = /^(\d{6})-?(\d{4})$/.exec(value.trim());
  return m ? `${m[1]}-${m[2]}` : value;
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** Epoch ms or Date -> `YYYY-MM-DD` (local calendar date). */
export function formatDate(value: number | string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '–';
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return String(value);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** Epoch ms or ISO string -> `YYYY-MM-DD HH:mm` (local time). */
export function formatDateTime(value: number | string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '–';
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return String(value);
  return `${formatDate(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** `YYYY-MM-DD` -> `YYYYMMDD` (balances query). */
export function toCompactDate(iso: string): string {
  return iso.replaceAll('-', '');
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${percent.format(bytes / 1024)} kB`;
  return `${percent.format(bytes / (1024 * 1024))} MB`;
}

/** SNI codes are five digits, zero-padded. */
export function formatSni(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '–';
  return String(value).padStart(5, '0');
}

export function fullName(u: { firstName: string; lastName: string }): string {
  return `${u.firstName} ${u.lastName}`.trim();
}

/** An optional flag: Yes, No, or `–` when the answer does not say. */
export function yesNo(value: boolean | null | undefined): string {
  return value === true ? 'Yes' : value === false ? 'No' : '–';
}
