/**
 * The books the generator keeps: its BAS chart of accounts, default opening balances, voucher
 * texts and the seeded choice of the next voucher (sales with VAT, purchases, rent, salaries,
 * tax payments, bank fees).
 */
import { encodeCp437 } from './encoding.js';
import type { LedgerAccount } from './ledger-writer.js';

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

export const GENERATOR_ACCOUNTS: readonly LedgerAccount[] = [
  { number: '1220', name: 'Inventarier och verktyg', kind: 'T' },
  { number: '1510', name: 'Kundfordringar', kind: 'T' },
  { number: '1630', name: 'Avräkning för skatter och avgifter (skattekonto)', kind: 'T' },
  { number: '1930', name: 'Företagskonto/checkkonto/affärskonto', kind: 'T' },
  { number: '2081', name: 'Aktiekapital', kind: 'S' },
  { number: '2091', name: 'Balanserad vinst eller förlust', kind: 'S' },
  { number: '2098', name: 'Vinst eller förlust från föregående år', kind: 'S' },
  { number: '2099', name: 'Årets resultat', kind: 'S' },
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
  { number: '8999', name: 'Årets resultat', kind: 'K' },
];

/** The default opening balances (öre) of a generated year. */
export const OPENING: readonly [string, number][] = [
  ['1220', 8_000_000],
  ['1510', 12_000_000],
  ['1930', 50_000_000],
  ['2081', -5_000_000],
  ['2091', -60_500_000],
  ['2440', -4_500_000],
];

const A = new Map(GENERATOR_ACCOUNTS.map((a, i) => [a.number, i]));
export const ix = (n: string) => A.get(n)!;

/** CP437 bytes of `text` as a latin1 JS string (so `Buffer.from(s, 'latin1')` writes CP437). */
export function cp(text: string): string {
  return encodeCp437(text).toString('latin1');
}

export interface GenVoucher {
  text: string; // already CP437-as-latin1
  rows: number[]; // [accountIndex, öre, accountIndex, öre, ...]
}

export const TEXTS = {
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
export function nextVoucher(rng: () => number, remaining: number): GenVoucher {
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
