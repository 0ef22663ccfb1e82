/**
 * `writeSie`: writes a given ledger as a SIE 4E file (CP437), with `#IB`/`#UB`/`#RES`/`#PSALDO`
 * computed from its vouchers, so the file verifies (tests build their ledgers with it).
 */
import { crc32 } from 'node:zlib';
import { isBalanceAccount } from './accounts.js';
import { encodeCp437 } from './encoding.js';
import { formatOre } from './numbers.js';
import type { SieAccountKind } from './types.js';

export interface LedgerAccount {
  number: string;
  name: string;
  kind?: SieAccountKind;
}

export interface LedgerRow {
  account: string;
  /** öre, debit positive. */
  amount: number;
  /** ISO date; the voucher date when absent. */
  transDate?: string;
  objects?: [string, string][];
  text?: string;
}

export interface LedgerVoucher {
  series: string;
  number: string;
  /** ISO date. */
  date: string;
  text?: string;
  rows: LedgerRow[];
}

export interface Ledger {
  companyName?: string;
  organizationNumber?: string;
  program?: string;
  /** ISO dates of year 0. */
  startDate: string;
  endDate: string;
  accounts: LedgerAccount[];
  /** Opening balances (öre) of balance accounts: written as `#IB 0`. */
  opening: { account: string; amount: number }[];
  vouchers: LedgerVoucher[];
}

export interface WriteSieOptions {
  /** Write `#IB`/`#UB`/`#RES` for year 0 (default true). */
  balances?: boolean;
  /** Write year-0 `#PSALDO` with `{}` per account and month (default false). */
  psaldo?: boolean;
  /** Wrap the records in a `#KSUMMA` pair (default false). */
  ksumma?: boolean;
  /** Line ending (default `\n`). */
  eol?: string;
}

type Field = string | string[];

export const compact = (iso: string) => iso.replaceAll('-', '');

export function quote(s: string): string {
  if (s !== '' && !/[\s"{}]/.test(s)) return s;
  return `"${s.replaceAll('"', '\\"')}"`;
}

function recordText(label: string, fields: Field[]): string {
  let out = `#${label}`;
  for (const f of fields)
    out += ' ' + (Array.isArray(f) ? `{${f.map(quote).join(' ')}}` : quote(f));
  return out;
}

/** The checksum input of a record (docs/SIE.md "Checksum"): label and field contents, nothing else. */
function crcInput(label: string, fields: Field[]): string {
  let s = `#${label}`;
  for (const f of fields) s += Array.isArray(f) ? f.join('') : f;
  return s;
}

/** Writes a ledger as a SIE 4E file (CP437). Balances are computed from the ledger. */
export function writeSie(ledger: Ledger, opts: WriteSieOptions = {}): Buffer {
  const eol = opts.eol ?? '\n';
  const lines: string[] = [];
  let crc = 0;
  let inCrc = false;
  const rec = (label: string, fields: Field[]) => {
    lines.push(recordText(label, fields));
    if (inCrc) crc = crc32(encodeCp437(crcInput(label, fields)), crc);
  };
  rec('FLAGGA', ['0']);
  if (opts.ksumma) {
    lines.push('#KSUMMA');
    inCrc = true;
  }
  rec('FORMAT', ['PC8']);
  rec('SIETYP', ['4']);
  rec('PROGRAM', [ledger.program ?? 'Ledger Console', '1.0']);
  rec('GEN', [compact(ledger.startDate)]);
  if (ledger.organizationNumber !== undefined) rec('ORGNR', [ledger.organizationNumber]);
  rec('FNAMN', [ledger.companyName ?? 'Testbolaget AB']);
  rec('RAR', ['0', compact(ledger.startDate), compact(ledger.endDate)]);
  rec('KPTYP', ['BAS2024']);
  for (const a of ledger.accounts) {
    rec('KONTO', [a.number, a.name]);
    if (a.kind) rec('KTYP', [a.number, a.kind]);
  }
  const kinds = new Map(ledger.accounts.map((a) => [a.number, a.kind]));
  const total = new Map<string, number>();
  const monthly = new Map<string, Map<string, number>>();
  for (const v of ledger.vouchers)
    for (const r of v.rows) {
      total.set(r.account, (total.get(r.account) ?? 0) + r.amount);
      const period = (r.transDate ?? v.date).slice(0, 7);
      const m = monthly.get(r.account) ?? new Map<string, number>();
      m.set(period, (m.get(period) ?? 0) + r.amount);
      monthly.set(r.account, m);
    }
  const opening = new Map<string, number>();
  for (const o of ledger.opening) opening.set(o.account, (opening.get(o.account) ?? 0) + o.amount);
  const numbers = [
    ...new Set([...ledger.accounts.map((a) => a.number), ...total.keys(), ...opening.keys()]),
  ];
  if (opts.balances !== false) {
    for (const n of numbers) {
      const bal = isBalanceAccount(n, kinds.get(n));
      if (bal) {
        const ib = opening.get(n) ?? 0;
        rec('IB', ['0', n, formatOre(ib)]);
        rec('UB', ['0', n, formatOre(ib + (total.get(n) ?? 0))]);
      } else if (total.has(n)) rec('RES', ['0', n, formatOre(total.get(n)!)]);
    }
  }
  if (opts.psaldo) {
    for (const n of numbers) {
      const m = monthly.get(n);
      if (!m) continue;
      for (const [period, amount] of [...m].sort())
        rec('PSALDO', ['0', period.replace('-', ''), n, [], formatOre(amount)]);
    }
  }
  for (const v of ledger.vouchers) {
    rec('VER', [v.series, v.number, compact(v.date), v.text ?? '']);
    lines.push('{');
    for (const r of v.rows) {
      const fields: Field[] = [r.account, (r.objects ?? []).flat(), formatOre(r.amount)];
      if (r.transDate || r.text) fields.push(r.transDate ? compact(r.transDate) : '');
      if (r.text) fields.push(r.text);
      rec('TRANS', fields);
    }
    lines.push('}');
  }
  if (opts.ksumma) lines.push(`#KSUMMA ${crc >>> 0}`);
  return encodeCp437(lines.join(eol) + eol);
}
