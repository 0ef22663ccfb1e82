/**
 * The vouchers operation (docs/PLATFORM.md "Vouchers") as an outside client uses it: a real SIE 4
 * file (BL Administration's sample, with #RTRANS/#BTRANS, registration dates and signatures)
 * uploaded over HTTP until `verified`, then its year's vouchers read back and held against the
 * monthly balances of the same year.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VOUCHERS_TOTAL_HEADER, type Voucher } from '@ledger/contract';
import { openDb } from './db/index.js';
import {
  createCompany,
  settledFile,
  sieSample,
  startBareTestPlatform,
  UNKNOWN_KEY,
  uploadPath,
  type Client,
  type TestPlatform,
} from '../test/platform-helpers.js';

let p: TestPlatform;
let c: Client;
let key: string;
let yearId: string;
/** Every voucher of the year, in the operation's order. */
let all: Voucher[];

const ore = (sek: number) => Math.round(sek * 100);
const vouchers = (query: string) =>
  c.get(`/company/${key}/vouchers?financialYearId=${yearId}${query}`);
const total = (res: { headers: Headers }) => Number(res.headers.get(VOUCHERS_TOTAL_HEADER));
const id = (v: Voucher) => `${v.series} ${v.number}`;

beforeAll(async () => {
  ({ p, c } = await startBareTestPlatform());
  key = await createCompany(c, '556265-1892');
  const up = await c.upload(uploadPath(key), 'BL0001_typ4.SE', sieSample('BL0001_typ4.SE'));
  expect(up.status, up.text).toBe(200);
  const file = await settledFile(c, key, (up.json as { id: string }).id);
  expect(file.status).toBe('verified');
  yearId = file.report.financialYearId!;
  const res = await vouchers('');
  expect(res.status, res.text).toBe(200);
  all = res.json as Voucher[];
});
afterAll(() => p.dispose());

describe('a verified SIE 4 file', () => {
  it('gives every voucher with its #TRANS rows, balanced, without #RTRANS/#BTRANS', async () => {
    const res = await vouchers('');
    expect(total(res)).toBe(84);
    expect(all).toHaveLength(84);
    expect(all.reduce((n, v) => n + v.transactions.length, 0)).toBe(405);
    for (const v of all)
      expect(
        v.transactions.reduce((s, t) => s + ore(t.amount), 0),
        id(v),
      ).toBe(0);
  });

  it('orders them by date, series and number', () => {
    const keys = all.map((v) => [v.date, v.series, Number(v.number)] as const);
    const sorted = [...keys].sort(
      (a, b) => a[0].localeCompare(b[0]) || a[1].localeCompare(b[1]) || a[2] - b[2],
    );
    expect(keys).toEqual(sorted);
  });

  it('carries the registration date and signature', () => {
    const first = all.find((v) => v.date === '2009-07-31' && v.number === '1')!;
    expect(first).toMatchObject({
      series: '#',
      text: 'Avskrivning anläggningsregister',
      registeredAt: '2009-12-02',
      registeredBy: '2 Christer Bengtsson',
    });
    expect(first.transactions[0]).toEqual({
      account: '1229',
      amount: -133,
      text: '1820\\A012 Cykel',
      objects: [],
    });
    const a9 = all.find((v) => id(v) === 'A 9')!;
    expect(a9).toMatchObject({ registeredAt: null, registeredBy: null });
    expect(a9.transactions[1]).toEqual({
      account: '9999',
      amount: 5367,
      text: null,
      objects: [
        { dimension: '1', object: '1100' },
        { dimension: '6', object: '1118' },
      ],
    });
  });

  it('keeps a changed voucher as booked: its #TRANS rows, not the #BTRANS/#RTRANS history', () => {
    const a8 = all.find((v) => id(v) === 'A 8')!;
    expect(a8.transactions.map((t) => [t.account, t.amount])).toEqual([
      ['1930', 0],
      ['2640', 0],
    ]);
  });

  it("one account's vouchers are exactly those touching it and sum to its movement", async () => {
    const balances = await c.get(
      `/generalledger/balances/${key}/calculated/month?startDate=20090701&endDate=20100630`,
    );
    expect(balances.status).toBe(200);
    const records = balances.json as { accountNumber: string; amounts: { amount: number }[] }[];
    const moved = records.filter((r) => r.amounts.some((m) => m.amount !== 0));
    expect(moved.length).toBeGreaterThan(5);
    for (const r of moved) {
      const res = await vouchers(`&account=${r.accountNumber}`);
      expect(res.status).toBe(200);
      const mine = res.json as Voucher[];
      expect(total(res)).toBe(mine.length);
      const touching = all.filter((v) => v.transactions.some((t) => t.account === r.accountNumber));
      expect(mine.map(id), r.accountNumber).toEqual(touching.map(id));
      const sum = mine
        .flatMap((v) => v.transactions)
        .filter((t) => t.account === r.accountNumber)
        .reduce((s, t) => s + ore(t.amount), 0);
      const movement = r.amounts.reduce((s, m) => s + ore(m.amount), 0);
      expect(sum, r.accountNumber).toBe(movement);
    }
  });

  it('pages by offset and limit with the total in the header', async () => {
    const one = await vouchers('&limit=10');
    const two = await vouchers('&limit=10&offset=10');
    const past = await vouchers('&offset=84');
    expect([total(one), total(two), total(past)]).toEqual([84, 84, 84]);
    expect([...(one.json as Voucher[]), ...(two.json as Voucher[])].map(id)).toEqual(
      all.slice(0, 20).map(id),
    );
    expect(past.json).toEqual([]);
  });

  it('filters by the voucher date, inclusive', async () => {
    const res = await vouchers('&startDate=20091001&endDate=20091231');
    const inside = all.filter((v) => v.date >= '2009-10-01' && v.date <= '2009-12-31');
    expect(inside.length).toBeGreaterThan(0);
    expect((res.json as Voucher[]).map(id)).toEqual(inside.map(id));
    expect(total(res)).toBe(inside.length);
  });

  it('refuses bad parameters with 400 and an unknown year with 404', async () => {
    for (const q of [
      '&limit=10001',
      '&limit=0',
      '&limit=ten',
      '&offset=-1',
      '&startDate=20091301',
      '&startDate=2009-10-01',
      '&startDate=20091231&endDate=20091001',
      '&account=',
    ]) {
      const res = await vouchers(q);
      expect(res.status, q).toBe(400);
      expect((res.json as { issues: unknown[] }).issues.length, q).toBeGreaterThan(0);
    }
    expect((await c.get(`/company/${key}/vouchers`)).status).toBe(400);
    expect((await c.get(`/company/${key}/vouchers?financialYearId=${UNKNOWN_KEY}`)).status).toBe(
      404,
    );
    // a year of another company is not this company's
    const other = await createCompany(c, '556036-0793');
    expect((await c.get(`/company/${other}/vouchers?financialYearId=${yearId}`)).status).toBe(404);
  });

  it('goes with its file: the year deleted, its vouchers are gone', async () => {
    const other = await createCompany(c, '556677-8899');
    const up = await c.upload(
      uploadPath(other, '?startDate=2009-07-01&endDate=2010-06-30'),
      'BL0001_typ4.SE',
      Buffer.from(
        sieSample('BL0001_typ4.SE').toString('latin1').replace('556265-1892', '556677-8899'),
        'latin1',
      ),
    );
    const file = await settledFile(c, other, (up.json as { id: string }).id);
    expect(file.status).toBe('verified');
    const year = file.report.financialYearId!;
    const read = () => c.get(`/company/${other}/vouchers?financialYearId=${year}&limit=1`);
    expect(total(await read())).toBe(84);
    expect((await c.del(`/company/${other}/financialyears/${year}`)).status).toBe(200);
    expect((await read()).status).toBe(404);
    // nothing of it is left in the store: only the first company's file has vouchers
    const db = await openDb(p.dataDir);
    try {
      const sets = await db.selectFrom('sie_voucher_sets').select('id').execute();
      expect(sets).toHaveLength(1);
      for (const table of ['sie_vouchers', 'sie_voucher_rows'] as const) {
        const left = await db
          .selectFrom(table)
          .select('set_id')
          .where('set_id', '!=', sets[0]!.id)
          .execute();
        expect(left, table).toEqual([]);
      }
    } finally {
      await db.destroy();
    }
  });
});
