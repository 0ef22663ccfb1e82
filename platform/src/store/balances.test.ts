/**
 * Monthly balances through `GET /generalledger/balances/{key}/calculated/month` after real
 * uploads: sample files against their own #PSALDO/#UB/#RES (read here with a plain regex, not
 * the SIE library), the range logic of docs/PLATFORM.md, and which file of a year is used.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MonthlyBalanceRecord } from '@ledger/contract';
import { generateSieBuffer } from '../sie/index.js';
import {
  createCompany,
  settledFile,
  sieSample,
  startBareTestPlatform,
  uploadPath,
  type Client,
  type TestPlatform,
} from '../../test/platform-helpers.js';

let p: TestPlatform;
let c: Client;
beforeAll(async () => {
  ({ p, c } = await startBareTestPlatform());
});
afterAll(() => p.dispose());

const company = (org: string, country: 'SWEDEN' | 'OTHER' = 'SWEDEN') =>
  createCompany(c, org, country);

async function upload(key: string, name: string, content: Buffer, expected: string) {
  const res = await c.upload(uploadPath(key), name, content);
  expect(res.status, res.text).toBe(200);
  const id = (res.json as { id: string }).id;
  expect((await settledFile(c, key, id)).status).toBe(expected);
  return id;
}

async function balances(key: string, start: string, end: string) {
  const res = await c.get(
    `/generalledger/balances/${key}/calculated/month?startDate=${start}&endDate=${end}`,
  );
  expect(res.status, res.text).toBe(200);
  return res.json as MonthlyBalanceRecord[];
}

/** Year-0 records of a SIE text: `#PSALDO 0 YYYYMM acc {} amount`, `#UB 0 acc x`, `#RES 0`. */
function yearZero(content: Buffer) {
  const psaldo = new Map<string, number>();
  const ub = new Map<string, number>();
  const res = new Map<string, number>();
  for (const line of content.toString('latin1').split(/\r?\n/)) {
    let m = /^#PSALDO\s+0\s+(\d{4})(\d{2})\s+(\S+)\s+\{\s*\}\s+(-?[\d.]+)/.exec(line);
    if (m) psaldo.set(`${m[3]}|${m[1]}-${m[2]}`, Number(m[4]));
    m = /^#(UB|RES)\s+0\s+(\S+)\s+(-?[\d.]+)/.exec(line);
    if (m) (m[1] === 'UB' ? ub : res).set(m[2]!, Number(m[3]));
  }
  return { psaldo, ub, res };
}

/** Every month's amount equals the file's #PSALDO (0 where it has none). */
function expectPsaldo(out: MonthlyBalanceRecord[], psaldo: Map<string, number>) {
  let matched = 0;
  for (const acc of out)
    for (const m of acc.amounts) {
      const key = `${acc.accountNumber}|${m.month}`;
      expect(m.amount, key).toBe(psaldo.get(key) ?? 0);
      if (psaldo.has(key)) matched++;
    }
  expect(matched).toBe([...psaldo.values()].filter((v) => v !== 0).length);
}

describe('balances from sample files', () => {
  it('magenta_bokforing_SIE4E.se: the months equal its own #PSALDO rows', async () => {
    const key = await company('112233-4567', 'OTHER');
    const content = sieSample('magenta_bokforing_SIE4E.se');
    await upload(key, 'magenta.se', content, 'verified');
    const out = await balances(key, '20110101', '20111231');
    const { psaldo } = yearZero(content);
    expect(psaldo.size).toBe(36);
    expect(out.length).toBeGreaterThan(0);
    for (const acc of out) expect(acc.amounts.map((m) => m.month)).toHaveLength(12);
    expectPsaldo(out, psaldo);
  });

  it('typ2.se: the months come from #PSALDO and reconcile with #UB / #RES', async () => {
    const key = await company('000000-0000');
    const content = sieSample('typ2.se');
    await upload(key, 'typ2.se', content, 'verified');
    const out = await balances(key, '20120601', '20120630');
    const { psaldo, ub, res } = yearZero(content);
    expect(out.length).toBeGreaterThan(10);
    expectPsaldo(out, psaldo);
    for (const acc of out) {
      const last = acc.amounts.at(-1)!.balance;
      const balanceAccount = acc.accountType === 'ASSET' || acc.accountType === 'LIABILITY';
      expect(last, acc.accountNumber).toBe((balanceAccount ? ub : res).get(acc.accountNumber) ?? 0);
    }
    await c.del(`/companies/${key}`);
  });
});

describe('range logic (PLATFORM.md "Monthly balances")', () => {
  let key: string;
  const y = new Map<string, string>();
  const files = new Map<string, Buffer>();
  beforeAll(async () => {
    key = await company('556677-8899');
    for (const year of ['2023', '2024']) {
      const r = await c.json('POST', `/company/${key}/financialyears`, {
        startDate: `${year}-01-01`,
        endDate: `${year}-12-31`,
      });
      y.set(year, (r.json as { id: string }).id);
      const content = generateSieBuffer({
        vouchers: 200,
        seed: Number(year),
        startDate: `${year}-01-01`,
        endDate: `${year}-12-31`,
        organizationNumber: '556677-8899',
      });
      files.set(year, content);
      await upload(key, `${year}.se`, content, 'verified');
    }
  });

  it('a range inside one year gives all of that year`s months', async () => {
    const out = await balances(key, '20240301', '20240315');
    expect(out.length).toBeGreaterThan(5);
    const { psaldo, ub, res } = yearZero(files.get('2024')!);
    for (const acc of out) {
      expect(acc.amounts.map((m) => m.month)).toEqual(
        Array.from({ length: 12 }, (_, i) => `2024-${String(i + 1).padStart(2, '0')}`),
      );
      expect(new Set(acc.amounts.map((m) => m.financialYearId))).toEqual(new Set([y.get('2024')]));
      const balanceAccount = acc.accountType === 'ASSET' || acc.accountType === 'LIABILITY';
      expect(acc.amounts.at(-1)!.balance).toBe(
        (balanceAccount ? ub : res).get(acc.accountNumber) ?? 0,
      );
    }
    expectPsaldo(out, psaldo);
    // ordered by account number
    const numbers = out.map((a) => a.accountNumber);
    expect(numbers).toEqual([...numbers].sort());
  });

  it('a range spanning two years gives both years` months in order; no overlap gives []', async () => {
    const out = await balances(key, '20231215', '20240110');
    for (const acc of out) {
      expect(acc.amounts).toHaveLength(24);
      expect(acc.amounts.slice(0, 12).every((m) => m.financialYearId === y.get('2023'))).toBe(true);
      expect(acc.amounts.slice(12).every((m) => m.financialYearId === y.get('2024'))).toBe(true);
      expect(acc.amounts[0]!.month).toBe('2023-01');
      expect(acc.amounts[23]!.month).toBe('2024-12');
    }
    const both = new Map([...yearZero(files.get('2023')!).psaldo]);
    for (const [k, v] of yearZero(files.get('2024')!).psaldo) both.set(k, v);
    expectPsaldo(out, both);
    expect(await balances(key, '20250101', '20251231')).toEqual([]);
    expect(await balances(key, '20200101', '20221231')).toEqual([]);
  });
});

describe('which file of a year counts', () => {
  it('the newest verified file wins over a newer parsed one', async () => {
    const key = await company('559900-0006');
    const gen = (seed: number) =>
      generateSieBuffer({ vouchers: 150, seed, organizationNumber: '559900-0006' });
    const a = gen(1);
    await upload(key, 'a.se', a, 'verified');
    // b: another ledger whose #UB of one account is off by 1.00: readable but not verified
    const b = Buffer.from(
      gen(2)
        .toString('latin1')
        .replace(/^#UB 0 (\S+) (-?[\d.]+)$/m, (_, acc: string, amt: string) => {
          return `#UB 0 ${acc} ${(Number(amt) + 1).toFixed(2)}`;
        }),
      'latin1',
    );
    await upload(key, 'b.se', b, 'parsed');
    const out = await balances(key, '20240101', '20241231');
    expectPsaldo(out, yearZero(a).psaldo);
    // a newer verified file takes over
    const c3 = gen(3);
    await upload(key, 'c.se', c3, 'verified');
    expectPsaldo(await balances(key, '20240101', '20241231'), yearZero(c3).psaldo);
    // a company with nothing usable answers []
    const empty = await company('559900-0014');
    expect(await balances(empty, '20240101', '20241231')).toEqual([]);
  });
});
