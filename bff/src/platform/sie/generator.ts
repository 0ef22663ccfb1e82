/**
 * Deterministic SIE 4E files: a seeded generator of realistic books (BAS accounts with Swedish
 * names, sales with 25 % / 12 % VAT, purchases, rent, salaries with tax and social fees, bank)
 * streamed as CP437 chunks in bounded memory, and `writeSie` for writing a given ledger.
 * Both write `#IB`/`#UB`/`#RES`/`#PSALDO` consistent with the vouchers, so the files verify.
 */
import { crc32 } from 'node:zlib';
import { encodeCp437 } from './encoding.js';
import { isBalanceAccount } from './accounts.js';
import { formatOre, monthsBetween } from './numbers.js';
import type { SieAccountKind } from './types.js';

// ---- ledger writer -------------------------------------------------------------------------

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

const compact = (iso: string) => iso.replaceAll('-', '');

function quote(s: string): string {
  if (s !== '' && !/[\s"{}]/.test(s)) return s;
  return `"${s.replaceAll('"', '\\"')}"`;
}

function recordText(label: string, fields: Field[]): string {
  let out = `#${label}`;
  for (const f of fields)
    out += ' ' + (Array.isArray(f) ? `{${f.map(quote).join(' ')}}` : quote(f));
  return out;
}

/** The checksum input of a record (SIE.md §6): label and field contents, nothing else. */
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
  rec('KPTYP', ['BAS2014']);
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

// ---- seeded generator ----------------------------------------------------------------------

/** mulberry32: small, fast, deterministic. Returns floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface GenerateSieOptions {
  seed?: number;
  companyName?: string;
  organizationNumber?: string;
  /** ISO dates of the financial year (default the calendar year 2024). */
  startDate?: string;
  endDate?: string;
  /** Stop after this many vouchers ... */
  vouchers?: number;
  /** ... or after exactly this many `#TRANS` rows (default 1000; 1 gives none). */
  rows?: number;
  /** Write year-0 `#PSALDO` rows (default true). */
  psaldo?: boolean;
  /** Approximate chunk size in bytes (default 256 KiB). */
  chunkBytes?: number;
}

const GENERATOR_ACCOUNTS: readonly LedgerAccount[] = [
  { number: '1220', name: 'Inventarier och verktyg', kind: 'T' },
  { number: '1510', name: 'Kundfordringar', kind: 'T' },
  { number: '1630', name: 'Avräkning för skatter och avgifter (skattekonto)', kind: 'T' },
  { number: '1930', name: 'Företagskonto/checkkonto/affärskonto', kind: 'T' },
  { number: '2081', name: 'Aktiekapital', kind: 'S' },
  { number: '2091', name: 'Balanserad vinst eller förlust', kind: 'S' },
  { number: '2440', name: 'Leverantörsskulder', kind: 'S' },
  { number: '2611', name: 'Utgående moms på försäljning inom Sverige, 25 %', kind: 'S' },
  { number: '2621', name: 'Utgående moms på försäljning inom Sverige, 12 %', kind: 'S' },
  { number: '2641', name: 'Debiterad ingående moms', kind: 'S' },
  { number: '2710', name: 'Personalskatt', kind: 'S' },
  { number: '2731', name: 'Avräkning lagstadgade sociala avgifter', kind: 'S' },
  { number: '3001', name: 'Försäljning inom Sverige, 25 % moms', kind: 'I' },
  { number: '3002', name: 'Försäljning inom Sverige, 12 % moms', kind: 'I' },
  { number: '4010', name: 'Inköp material och varor', kind: 'K' },
  { number: '5010', name: 'Lokalhyra', kind: 'K' },
  { number: '5410', name: 'Förbrukningsinventarier', kind: 'K' },
  { number: '6110', name: 'Kontorsmateriel', kind: 'K' },
  { number: '6212', name: 'Mobiltelefon', kind: 'K' },
  { number: '6570', name: 'Bankkostnader', kind: 'K' },
  { number: '7210', name: 'Löner till tjänstemän', kind: 'K' },
  { number: '7510', name: 'Arbetsgivaravgifter 31,42 %', kind: 'K' },
];

const OPENING: readonly [string, number][] = [
  ['1220', 8_000_000],
  ['1510', 12_000_000],
  ['1930', 50_000_000],
  ['2081', -5_000_000],
  ['2091', -60_500_000],
  ['2440', -4_500_000],
];

const A = new Map(GENERATOR_ACCOUNTS.map((a, i) => [a.number, i]));
const ix = (n: string) => A.get(n)!;

/** CP437 bytes of `text` as a latin1 JS string (so `Buffer.from(s, 'latin1')` writes CP437). */
function cp(text: string): string {
  return encodeCp437(text).toString('latin1');
}

interface GenVoucher {
  text: string; // already CP437-as-latin1
  rows: number[]; // [accountIndex, öre, accountIndex, öre, ...]
}

const TEXTS = {
  sale25: cp('Kundfaktura'),
  sale12: cp('Kundfaktura livsmedel'),
  paid: cp('Inbetalning kund'),
  purchase: cp('Leverantörsfaktura'),
  pay: cp('Betalning leverantör'),
  rent: cp('Hyra lokal'),
  salary: cp('Löner'),
  tax: cp('Skatter och avgifter'),
  fee: cp('Bankavgift'),
};

function money(rng: () => number, min: number, max: number): number {
  return Math.round((min + rng() * (max - min)) * 100);
}

/** One voucher of a kind chosen for `remaining` rows (never leaves exactly 1 row). */
function nextVoucher(rng: () => number, remaining: number): GenVoucher {
  let want = 0;
  if (remaining <= 5) want = remaining === 4 ? 2 : remaining;
  for (;;) {
    const r = rng();
    let v: GenVoucher;
    if (r < 0.25) {
      const net = money(rng, 200, 40_000);
      const vat = Math.round(net * 0.25);
      v = { text: TEXTS.sale25, rows: [ix('1510'), net + vat, ix('3001'), -net, ix('2611'), -vat] };
    } else if (r < 0.35) {
      const net = money(rng, 100, 8_000);
      const vat = Math.round(net * 0.12);
      v = { text: TEXTS.sale12, rows: [ix('1510'), net + vat, ix('3002'), -net, ix('2621'), -vat] };
    } else if (r < 0.55) {
      const x = money(rng, 500, 50_000);
      v = { text: TEXTS.paid, rows: [ix('1930'), x, ix('1510'), -x] };
    } else if (r < 0.7) {
      const acc = ['4010', '5410', '6110', '6212'][Math.floor(rng() * 4)]!;
      const net = money(rng, 100, 20_000);
      const vat = Math.round(net * 0.25);
      v = { text: TEXTS.purchase, rows: [ix(acc), net, ix('2641'), vat, ix('2440'), -(net + vat)] };
    } else if (r < 0.82) {
      const x = money(rng, 100, 25_000);
      v = { text: TEXTS.pay, rows: [ix('2440'), x, ix('1930'), -x] };
    } else if (r < 0.86) {
      const net = money(rng, 8_000, 30_000);
      const vat = Math.round(net * 0.25);
      v = { text: TEXTS.rent, rows: [ix('5010'), net, ix('2641'), vat, ix('1930'), -(net + vat)] };
    } else if (r < 0.92) {
      const gross = money(rng, 25_000, 60_000);
      const tax = Math.round(gross * 0.3);
      const fees = Math.round(gross * 0.3142);
      v = {
        text: TEXTS.salary,
        rows: [
          ix('7210'),
          gross,
          ix('2710'),
          -tax,
          ix('1930'),
          -(gross - tax),
          ix('7510'),
          fees,
          ix('2731'),
          -fees,
        ],
      };
    } else if (r < 0.96) {
      const tax = money(rng, 5_000, 20_000);
      const fees = money(rng, 5_000, 20_000);
      v = { text: TEXTS.tax, rows: [ix('2710'), tax, ix('2731'), fees, ix('1930'), -(tax + fees)] };
    } else {
      const x = money(rng, 10, 300);
      v = { text: TEXTS.fee, rows: [ix('6570'), x, ix('1930'), -x] };
    }
    const n = v.rows.length / 2;
    if (want ? n === want : n <= remaining && remaining - n !== 1) return v;
  }
}

function addDays(iso: string, days: number): string {
  const t = new Date(`${iso}T00:00:00Z`);
  t.setUTCDate(t.getUTCDate() + days);
  return t.toISOString().slice(0, 10);
}

/** The seeded voucher sequence: the same options always give the same vouchers. */
class VoucherSequence {
  private readonly rng: () => number;
  private readonly dates: string[];
  private readonly rowTarget: number;
  private readonly voucherTarget: number;
  index = 0;
  rows = 0;

  constructor(opts: {
    seed: number;
    startDate: string;
    endDate: string;
    vouchers?: number;
    rows?: number;
  }) {
    this.rng = mulberry32(opts.seed);
    const days =
      Math.round(
        (Date.parse(`${opts.endDate}T00:00:00Z`) - Date.parse(`${opts.startDate}T00:00:00Z`)) /
          86_400_000,
      ) + 1;
    this.dates = [];
    for (let d = 0; d < days; d++) this.dates.push(compact(addDays(opts.startDate, d)));
    this.rowTarget = opts.vouchers === undefined ? (opts.rows ?? 1000) : Infinity;
    this.voucherTarget = opts.vouchers ?? Infinity;
  }

  /** The next voucher and its date (`YYYYMMDD`), or null at the end. */
  next(): { v: GenVoucher; date: string } | null {
    // a voucher needs two rows: a target of 1 (or 1 left) cannot be met and ends the file
    if (this.index >= this.voucherTarget || this.rowTarget - this.rows < 2) return null;
    const finite = this.rowTarget !== Infinity;
    const v = nextVoucher(this.rng, finite ? this.rowTarget - this.rows : 1000);
    const progress = finite ? this.rows / this.rowTarget : this.index / this.voucherTarget;
    const date =
      this.dates[Math.min(this.dates.length - 1, Math.floor(progress * this.dates.length))]!;
    this.index++;
    this.rows += v.rows.length / 2;
    return { v, date };
  }
}

/**
 * Streams a SIE 4E file as CP437 chunks. Two passes over the same seeded sequence: the first
 * sums the balances (written before the vouchers), the second writes the vouchers. Memory
 * stays constant whatever the size.
 */
export function* generateSie(options: GenerateSieOptions = {}): Generator<Buffer> {
  const opts = {
    ...options,
    seed: options.seed ?? 1,
    startDate: options.startDate ?? '2024-01-01',
    endDate: options.endDate ?? '2024-12-31',
  };
  const chunk = options.chunkBytes ?? 256 * 1024;
  const months = monthsBetween(opts.startDate, opts.endDate);
  const monthIndex = new Map(months.map((m, i) => [m.replace('-', ''), i]));
  const nMonths = months.length;
  const monthly = new Float64Array(GENERATOR_ACCOUNTS.length * nMonths);
  const pass1 = new VoucherSequence(opts);
  for (let x = pass1.next(); x; x = pass1.next()) {
    const mi = monthIndex.get(x.date.slice(0, 6))!;
    const rows = x.v.rows;
    for (let k = 0; k < rows.length; k += 2) monthly[rows[k]! * nMonths + mi]! += rows[k + 1]!;
  }

  let out = '';
  const line = (s: string) => {
    out += s + '\n';
  };
  const txt = (s: string) => cp(quote(s));
  line('#FLAGGA 0');
  line('#FORMAT PC8');
  line('#SIETYP 4');
  line('#PROGRAM "Ledger Console generator" 1.0');
  line(`#GEN ${compact(opts.endDate)}`);
  line(`#FNR ${opts.seed}`);
  line(`#ORGNR ${opts.organizationNumber ?? '556677-8899'}`);
  line(`#FNAMN ${txt(opts.companyName ?? 'Exempelbolaget i Göteborg AB')}`);
  line(`#RAR 0 ${compact(opts.startDate)} ${compact(opts.endDate)}`);
  line('#KPTYP BAS2014');
  line('#VALUTA SEK');
  for (const a of GENERATOR_ACCOUNTS) {
    line(`#KONTO ${a.number} ${txt(a.name)}`);
    line(`#KTYP ${a.number} ${a.kind}`);
  }
  const opening = new Map(OPENING);
  GENERATOR_ACCOUNTS.forEach((a, i) => {
    let sum = 0;
    for (let m = 0; m < nMonths; m++) sum += monthly[i * nMonths + m]!;
    if (isBalanceAccount(a.number, a.kind)) {
      const ib = opening.get(a.number) ?? 0;
      line(`#IB 0 ${a.number} ${formatOre(ib)}`);
      line(`#UB 0 ${a.number} ${formatOre(ib + sum)}`);
    } else line(`#RES 0 ${a.number} ${formatOre(sum)}`);
  });
  if (opts.psaldo !== false)
    GENERATOR_ACCOUNTS.forEach((a, i) => {
      for (let m = 0; m < nMonths; m++) {
        const v = monthly[i * nMonths + m]!;
        if (v !== 0)
          line(`#PSALDO 0 ${months[m]!.replace('-', '')} ${a.number} {} ${formatOre(v)}`);
      }
    });

  const numbers = GENERATOR_ACCOUNTS.map((a) => a.number);
  const seq = new VoucherSequence(opts);
  for (let x = seq.next(); x; x = seq.next()) {
    const { v, date } = x;
    out += `#VER A ${seq.index} ${date} "${v.text}"\n{\n`;
    for (let k = 0; k < v.rows.length; k += 2)
      out += `#TRANS ${numbers[v.rows[k]!]} {} ${formatOre(v.rows[k + 1]!)} ${date}\n`;
    out += '}\n';
    if (out.length >= chunk) {
      yield Buffer.from(out, 'latin1');
      out = '';
    }
  }
  if (out.length > 0) yield Buffer.from(out, 'latin1');
}

/** The whole generated file in one Buffer (small files: demo seed, tests). */
export function generateSieBuffer(options: GenerateSieOptions = {}): Buffer {
  return Buffer.concat([...generateSie(options)]);
}
