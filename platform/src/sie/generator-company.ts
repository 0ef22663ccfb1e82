/**
 * A small Swedish aktiebolag's books for one financial year: what `generateSie({ company })`
 * writes, the demo's books (docs/PLATFORM.md "The demo books" says what a year holds and why).
 * Deterministic per seed; a year is a few hundred vouchers, built in memory.
 *
 * Everyday vouchers (series A): customer invoices with 25 % or 12 % VAT, each paid about 30
 * days later; supplier invoices (material, consumables, office, phone, now and then equipment)
 * paid when due, 30 days on; rent; monthly salaries with withheld tax and employer
 * contributions; bank fees; the tax account (skattekonto): on each month's tax day the
 * previous month's withheld tax and contributions, the month's preliminary tax (F-skatt) and
 * the VAT of the quarter that ended two months before are charged, and the company pays in
 * what is due just before. Memorial vouchers (series M): the VAT of each calendar quarter moved
 * to 2650 on its last day, the month's depreciation, the annual general meeting's disposition
 * of the previous result, the year's tax and the year's result.
 *
 * The rates and rules are in `generator-company-rules.ts`, with their sources.
 */
import { cp, mulberry32 } from './generator-books.js';
import {
  VAT,
  VAT_REDUCED,
  EMPLOYER_FEES,
  WITHHOLDING,
  DEPRECIATION_MONTHS,
  PAYMENT_DAYS,
  AGM_DAY,
  FINAL_TAX_MONTH,
  kr,
  corporateTax,
  type CompanyBooks,
} from './generator-company-rules.js';
import { monthsBetween } from './numbers.js';

/** A voucher of the year: rows are [account number, öre] pairs; `date` is ISO. */
export interface CompanyVoucher {
  series: 'A' | 'M';
  date: string;
  /** CP437 bytes as a latin1 string, as `generator-books.ts`'s texts. */
  text: string;
  rows: [string, number][];
}

const T = {
  sale25: 'Kundfaktura',
  sale12: 'Kundfaktura, 12 % moms',
  paid: 'Inbetalning kund',
  material: 'Leverantörsfaktura material',
  consumables: 'Leverantörsfaktura förbrukningsinventarier',
  office: 'Leverantörsfaktura kontorsmaterial',
  phone: 'Leverantörsfaktura mobilabonnemang',
  equipment: 'Leverantörsfaktura inventarier',
  pay: 'Betalning leverantör',
  rent: (month: string) => `Hyra lokal ${month}`,
  salary: (month: string) => `Löner ${month}`,
  fee: 'Bankavgifter',
  loan: 'Lån från aktieägare',
  deposit: 'Inbetalning till skattekonto',
  refund: 'Utbetalning från skattekonto',
  taxDay: 'Skattekonto: moms, skatter och avgifter',
  finalTax: 'Slutlig skatt föregående år',
  vat: (year: string, quarter: number) => `Momsredovisning ${year} kvartal ${quarter}`,
  depreciation: 'Avskrivning inventarier',
  agm: 'Resultatdisposition enligt årsstämma',
  dividend: 'Utbetalning av utdelning',
  repay: 'Återbetalning av lån från aktieägare',
  tax: 'Skatt på årets resultat',
  result: 'Årets resultat',
};

/** Whole kronor in öre, a multiple of `unit` kronor (at least one unit). */
const krIn = (x: number, unit: number) => Math.max(unit, Math.round(x / unit) * unit) * 100;

function addDays(iso: string, days: number): string {
  const t = new Date(`${iso}T00:00:00Z`);
  t.setUTCDate(t.getUTCDate() + days);
  return t.toISOString().slice(0, 10);
}
/** The nearest weekday from `iso` in direction `dir` (a bank pays on weekdays). */
function weekday(iso: string, dir: 1 | -1): string {
  let d = iso;
  while ([0, 6].includes(new Date(`${d}T00:00:00Z`).getUTCDay())) d = addDays(d, dir);
  return d;
}

class Books {
  readonly vouchers: CompanyVoucher[] = [];
  constructor(
    readonly start: string,
    readonly end: string,
    readonly opening: ReadonlyMap<string, number>,
  ) {}

  /** Books a voucher; zero rows are left out, and a voucher dated outside the year (a payment
   *  due after its end: the invoice stays unpaid) is not booked. */
  add(series: 'A' | 'M', date: string, text: string, rows: [string, number][]) {
    const kept = rows.filter(([, v]) => v !== 0);
    if (kept.length >= 2 && date >= this.start && date <= this.end)
      this.vouchers.push({ series, date, text: cp(text), rows: kept });
  }

  /** The balance (öre) of `account` from the opening through the vouchers dated before `date`. */
  before(account: string, date: string): number {
    let sum = this.opening.get(account) ?? 0;
    for (const v of this.vouchers)
      if (v.date < date) for (const [a, x] of v.rows) if (a === account) sum += x;
    return sum;
  }

  /** The sum of every result account (classes 3-8) so far: the result, a profit negative. */
  result(): number {
    let sum = 0;
    for (const v of this.vouchers) for (const [a, x] of v.rows) if (/^[3-8]/.test(a)) sum += x;
    return sum;
  }
}

/** Every voucher of the year in date order (memorials after the day's everyday vouchers). */
export function companyYear(opts: {
  seed: number;
  startDate: string;
  endDate: string;
  books: CompanyBooks;
  opening: ReadonlyMap<string, number>;
}): CompanyVoucher[] {
  const rng = mulberry32(opts.seed);
  const between = (lo: number, hi: number) => lo + rng() * (hi - lo);
  const months = monthsBetween(opts.startDate, opts.endDate);
  const n = months.length;
  const monthSales = opts.books.annualSales / 12;
  const fresh = opts.books.newCompany === true;
  const activity = (m: number) => (fresh ? Math.min(1, (m + 1) / 4) : 1);
  const b = new Books(opts.startDate, opts.endDate, opts.opening);
  const first = (m: number) => `${months[m]!}-01`;
  const last = (m: number) => addDays(m + 1 < n ? first(m + 1) : addDays(opts.endDate, 1), -1);
  const day = (m: number, d: number) => {
    const iso = `${months[m]!}-${String(d).padStart(2, '0')}`;
    return iso > last(m) ? last(m) : iso;
  };
  /** The weekday on or after day `d` of month `m`, else the month's last weekday. */
  const inMonth = (m: number, d: number) => {
    const iso = weekday(day(m, d), 1);
    return iso > last(m) ? weekday(last(m), -1) : iso;
  };
  // this year's shares of sales: material, salaries (gross), rent
  const shares = { material: between(0.32, 0.36), salaries: between(0.33, 0.36) };
  const rentShare = between(0.04, 0.06);

  /** An invoice to pay `days` later from the bank (left unpaid after the year's end). */
  const later = (date: string, days: number, text: string, rows: [string, number][]) =>
    b.add('A', weekday(addDays(date, days), 1), text, rows);

  /** Opening receivables and payables are paid in the first month, in a few parts. */
  const split = (account: string, text: string) => {
    const total = opts.opening.get(account) ?? 0;
    if (total === 0) return;
    const parts = 3 + Math.floor(rng() * 3);
    let left = total;
    for (let i = 0; i < parts; i++) {
      const part =
        i === parts - 1 ? left : Math.round(((total / parts) * between(0.6, 1.2)) / 100) * 100;
      left -= part;
      b.add('A', inMonth(0, 3 + Math.floor(((i + rng()) * 25) / parts)), text, [
        ['1930', part],
        [account, -part],
      ]);
    }
  };
  split('1510', T.paid);
  split('2440', T.pay);

  if (fresh) {
    const loan = Math.round(monthSales / 10_000) * 1_000_000;
    b.add('A', inMonth(0, 1), T.loan, [
      ['1930', loan],
      ['2393', -loan],
    ]);
  }

  const equipmentMonth = fresh ? Math.min(2, n - 1) : Math.floor(rng() * n);
  for (let m = 0; m < n; m++) {
    const a = activity(m);
    const dim = Number(last(m).slice(8));
    // customer invoices, each paid 25-40 days later
    const target = monthSales * a * between(0.85, 1.15);
    const count = 6 + Math.floor(rng() * 5);
    const weights = Array.from({ length: count }, () => between(0.4, 1.6));
    const sum = weights.reduce((s, w) => s + w, 0);
    weights.forEach((w, i) => {
      const reduced = rng() < (opts.books.reducedVatShare ?? 0);
      const net = krIn((target * w) / sum, reduced ? 25 : 4);
      const vat = (net * (reduced ? VAT_REDUCED : VAT)) / 100;
      const date = inMonth(m, 1 + Math.floor(((i + rng()) * dim) / count));
      b.add('A', date, reduced ? T.sale12 : T.sale25, [
        ['1510', net + vat],
        [reduced ? '3002' : '3001', -net],
        [reduced ? '2621' : '2611', -vat],
      ]);
      later(date, PAYMENT_DAYS - 5 + Math.floor(rng() * 16), T.paid, [
        ['1930', net + vat],
        ['1510', -(net + vat)],
      ]);
    });
    // supplier invoices, each paid when due
    const purchase = (account: string, text: string, amount: number) => {
      const net = krIn(amount, 4);
      const vat = (net * VAT) / 100;
      const date = inMonth(m, 1 + Math.floor(rng() * dim));
      b.add('A', date, text, [
        [account, net],
        ['2641', vat],
        ['2440', -(net + vat)],
      ]);
      later(date, PAYMENT_DAYS, T.pay, [
        ['2440', net + vat],
        ['1930', -(net + vat)],
      ]);
    };
    const lots = 2 + Math.floor(rng() * 2);
    for (let i = 0; i < lots; i++)
      purchase('4010', T.material, (target * shares.material * between(0.6, 1.4)) / lots);
    if (rng() < 0.5) purchase('5410', T.consumables, monthSales * a * between(0.015, 0.045));
    if (rng() < 0.4) purchase('6110', T.office, monthSales * a * between(0.004, 0.012));
    purchase('6212', T.phone, 400 + monthSales * 0.003 * a);
    if (m === equipmentMonth) purchase('1220', T.equipment, monthSales * between(0.2, 0.5));
    // rent for the month, paid on its first weekday
    const rent = krIn(monthSales * rentShare * a, 4);
    b.add('A', inMonth(m, 1), T.rent(months[m]!), [
      ['5010', rent],
      ['2641', (rent * VAT) / 100],
      ['1930', -(rent * (100 + VAT)) / 100],
    ]);
    // salaries on the 25th (the weekday before when it falls on a weekend)
    const gross = kr(Math.round((monthSales * shares.salaries * a) / 100) * 100);
    const withheld = kr((gross * WITHHOLDING) / 100 / 100);
    const fees = kr((gross * EMPLOYER_FEES) / 10_000 / 100);
    b.add('A', weekday(day(m, 25), -1), T.salary(months[m]!), [
      ['7210', gross],
      ['2710', -withheld],
      ['1930', -(gross - withheld)],
      ['7510', fees],
      ['2731', -fees],
    ]);
    const fee = kr(between(150, 400));
    b.add('A', weekday(last(m), -1), T.fee, [
      ['6570', fee],
      ['1930', -fee],
    ]);
  }

  // depreciation, month by month, of the equipment held at the month's start
  for (let m = 0; m < n; m++) {
    const cost = b.before('1220', first(m));
    const left = cost + b.before('1229', first(m));
    const amount = Math.min(left, kr(cost / DEPRECIATION_MONTHS / 100));
    b.add('M', last(m), T.depreciation, [
      ['7832', amount],
      ['1229', -amount],
    ]);
  }

  // VAT of each calendar quarter to 2650 on its last day; due two months later
  const vatDue = new Map<number, number>([[1, -(opts.opening.get('2650') ?? 0)]]);
  for (let m = 0; m < n; m++) {
    const month = Number(months[m]!.slice(5));
    if (month % 3 !== 0) continue;
    const end = addDays(last(m), 1);
    const rows: [string, number][] = ['2611', '2621', '2641'].map((acc) => [
      acc,
      -b.before(acc, end),
    ]);
    const net = rows.reduce((s, [, v]) => s + v, 0);
    b.add('M', last(m), T.vat(months[m]!.slice(0, 4), month / 3), [...rows, ['2650', -net]]);
    vatDue.set(m + 2, (vatDue.get(m + 2) ?? 0) + net);
  }

  // the tax for the year; preliminary tax (F-skatt) from last year's, or this year's estimate
  const tax = corporateTax(b.result());
  const lastTax = -(opts.opening.get('2512') ?? 0);
  const fSkatt = kr((lastTax !== 0 ? lastTax / 12 : tax / n) / 100);

  // the tax account: each month's tax day charges what is due; paid in two days before
  for (let m = 0; m < n; m++) {
    const month = Number(months[m]!.slice(5));
    const due = weekday(day(m, month === 1 || month === 8 ? 17 : 12), 1);
    const charge: [string, number][] = [
      ['2710', -b.before('2710', first(m))],
      ['2731', -b.before('2731', first(m))],
      ['2518', fSkatt],
      ['2650', vatDue.get(m) ?? 0],
    ];
    let total = charge.reduce((s, [, v]) => s + v, 0);
    b.add('A', due, T.taxDay, [...charge, ['1630', -total]]);
    if (m === Math.min(FINAL_TAX_MONTH, n - 1)) {
      const paid = opts.opening.get('2518') ?? 0;
      b.add('A', due, T.finalTax, [
        ['2512', lastTax],
        ['2518', -paid],
        ['1630', paid - lastTax],
      ]);
      total += lastTax - paid;
    }
    if (total > 0)
      b.add('A', weekday(addDays(due, -2), -1), T.deposit, [
        ['1630', total],
        ['1930', -total],
      ]);
    else
      b.add('A', weekday(addDays(due, 3), 1), T.refund, [
        ['1930', -total],
        ['1630', total],
      ]);
  }

  // the annual general meeting disposes of the previous result: 2099 -> 2098, the older 2098
  // -> 2091, and of a profit half (in whole thousands) is paid out as a dividend a week later
  const ib2099 = opts.opening.get('2099') ?? 0;
  const ib2098 = opts.opening.get('2098') ?? 0;
  const dividend = ib2099 < 0 ? Math.floor(-ib2099 / 2 / 100_000) * 100_000 : 0;
  let agm = addDays(opts.startDate, AGM_DAY);
  agm = agm < opts.endDate ? weekday(agm, 1) : opts.endDate;
  b.add('M', agm, T.agm, [
    ['2099', -ib2099],
    ['2098', ib2099 - ib2098 + dividend],
    ['2091', ib2098],
    ['2898', -dividend],
  ]);
  b.add('A', weekday(addDays(agm, 7), 1), T.dividend, [
    ['2898', dividend],
    ['1930', -dividend],
  ]);
  // an owner's loan is paid back a month after the meeting, once the company has the cash
  const loan = opts.opening.get('2393') ?? 0;
  b.add('A', weekday(addDays(agm, 30), 1), T.repay, [
    ['2393', -loan],
    ['1930', loan],
  ]);

  // the year's tax, then the year's result to 2099
  b.add('M', opts.endDate, T.tax, [
    ['8910', tax],
    ['2512', -tax],
  ]);
  const result = b.result();
  b.add('M', opts.endDate, T.result, [
    ['8999', -result],
    ['2099', result],
  ]);

  // date order; the day's everyday vouchers first, then its memorials (the order they were made)
  return b.vouchers
    .map((v, i) => ({ v, i }))
    .sort(
      (x, y) =>
        x.v.date.localeCompare(y.v.date) ||
        (x.v.series === y.v.series ? 0 : x.v.series === 'A' ? -1 : 1) ||
        x.i - y.i,
    )
    .map((x) => x.v);
}
