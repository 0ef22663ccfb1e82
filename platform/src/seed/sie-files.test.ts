/**
 * The demo seed's generated SIE 4 files: every demo company ends with verified files for its
 * years and non-empty balances, on a fresh start and again after `POST /dev/reset`; the books
 * run on from year to year (opening = the previous closing for balance-sheet accounts, result
 * accounts from zero, the result booked into equity), the files are dated as uploads made
 * after each year's end, and each record keeps the SHA-256 of its stored bytes from the seed on.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  client,
  getToken,
  send,
  settledFile,
  startTestPlatform,
  type TestPlatform,
} from '../../test/platform-helpers.js';
import { DEMO_TENANTS } from './demo-data.js';
import { generateDemoSieFiles, type DemoSieFile } from './sie-files.js';

let p: TestPlatform;
beforeAll(async () => {
  p = await startTestPlatform();
});
afterAll(() => p.dispose());

interface Balance {
  accountNumber: string;
  accountType: string;
  amounts: { month: string; financialYearId: string; amount: number; balance: number }[];
}
interface Year {
  id: string;
  startDate: string;
  endDate: string;
}
const DAY = 86_400_000;
const cents = (x: number) => Math.round(x * 100);

/**
 * Consecutive years join: a balance-sheet account opens each year (its first month's balance
 * less that month's movement) at the previous year's last month-end balance; a result account
 * starts each year at zero; 2099 Årets resultat holds the year's result at its end.
 */
function checkContinuity(years: Year[], out: Balance[]) {
  let joins = 0;
  for (const acc of out) {
    const balanceSheet = acc.accountType === 'ASSET' || acc.accountType === 'LIABILITY';
    for (let i = 1; i < years.length; i++) {
      const prev = acc.amounts.filter((a) => a.financialYearId === years[i - 1]!.id);
      const first = acc.amounts.find((a) => a.financialYearId === years[i]!.id)!;
      const opening = cents(first.balance) - cents(first.amount);
      expect(opening, `${acc.accountNumber} opening ${first.month}`).toBe(
        balanceSheet ? cents(prev.at(-1)!.balance) : 0,
      );
      joins++;
    }
  }
  expect(joins).toBeGreaterThan(0);
  for (const y of years) {
    const last = (n: string) =>
      cents(
        out
          .find((b) => b.accountNumber === n)
          ?.amounts.filter((a) => a.financialYearId === y.id)
          .at(-1)?.balance ?? 0,
      );
    const result = out
      .filter((b) => /^[3-8]/.test(b.accountNumber) && b.accountNumber !== '8999')
      .reduce((s, b) => s + last(b.accountNumber), 0);
    expect(last('2099'), `2099 at ${y.endDate}`).toBe(result);
    expect(last('8999')).toBe(-result);
  }
}

/** The seed keeps each demo file's digest with its record, that of the bytes it stored. */
function checkDigests() {
  const db = new SQLite(path.join(p.dataDir, 'platform.sqlite'), { readonly: true });
  const rows = db.prepare('select storage_name, sha256 from files').all() as {
    storage_name: string;
    sha256: string | null;
  }[];
  db.close();
  expect(rows.length).toBeGreaterThan(0);
  for (const r of rows)
    expect(r.sha256, r.storage_name).toBe(
      crypto
        .createHash('sha256')
        .update(fs.readFileSync(path.join(p.dataDir, 'files', r.storage_name)))
        .digest('hex'),
    );
}

async function checkDemo() {
  checkDigests();
  let companies = 0;
  const shapes: Year[][] = [];
  for (const t of DEMO_TENANTS) {
    const c = client(p.baseUrl, await getToken(p.baseUrl, 'console-demo', undefined, t.id), t.id);
    for (const co of (await c.get('/companies')).json as { durableKey: string }[]) {
      const years = (await c.get(`/company/${co.durableKey}/financialyears`)).json as {
        id: string;
        startDate: string;
        endDate: string;
      }[];
      const files = (await c.get(`/company/${co.durableKey}/files`)).json as { id: string }[];
      const yearOfFile: string[] = [];
      for (const f of files) {
        const settled = await settledFile(c, co.durableKey, f.id, 30_000);
        expect(settled.status).toBe('verified');
        yearOfFile.push(settled.report.financialYearId!);
      }
      expect(yearOfFile.sort()).toEqual(years.map((y) => y.id).sort());
      const compact = (d: string) => d.replaceAll('-', '');
      const res = await c.get(
        `/generalledger/balances/${co.durableKey}/calculated/month?startDate=${compact(years[0]!.startDate)}&endDate=${compact(years.at(-1)!.endDate)}`,
      );
      const out = res.json as Balance[];
      expect(out.length).toBeGreaterThan(10);
      expect(new Set(out[0]!.amounts.map((a) => a.financialYearId))).toEqual(
        new Set(years.map((y) => y.id)),
      );
      checkContinuity(years, out);
      for (const f of files) {
        const { uploadedDate, parsedDate } = (
          await c.get(`/company/${co.durableKey}/files/${f.id}`)
        ).json as { uploadedDate: string; parsedDate: string };
        const report = (await c.get(`/company/${co.durableKey}/files/${f.id}/report`)).json as {
          financialYearId: string;
        };
        const year = years.find((y) => y.id === report.financialYearId)!;
        // weeks after the year's end (not the seed run's time), read seconds later
        expect(uploadedDate.slice(0, 10) > year.endDate).toBe(true);
        expect(Date.parse(uploadedDate)).toBeLessThan(
          Date.parse(`${year.endDate}T00:00Z`) + 90 * DAY,
        );
        const readAfter = Date.parse(parsedDate) - Date.parse(uploadedDate);
        expect(readAfter > 0 && readAfter < 60_000).toBe(true);
      }
      shapes.push(years);
      companies++;
    }
  }
  expect(companies).toBe(DEMO_TENANTS.reduce((n, t) => n + t.companies.length, 0));
  // the demo's shapes: consecutive years, a broken year, an 18-month first year
  const next = (d: string) => new Date(Date.parse(`${d}T00:00Z`) + DAY).toISOString().slice(0, 10);
  expect(
    shapes.some((ys) => ys.some((y, i) => i > 0 && y.startDate === next(ys[i - 1]!.endDate))),
  ).toBe(true);
  expect(shapes.some((ys) => ys.some((y) => !y.startDate.endsWith('-01-01')))).toBe(true);
  const months = (y: Year) =>
    (Number(y.endDate.slice(0, 4)) - Number(y.startDate.slice(0, 4))) * 12 +
    Number(y.endDate.slice(5, 7)) -
    Number(y.startDate.slice(5, 7)) +
    1;
  expect(shapes.some((ys) => months(ys[0]!) === 18)).toBe(true);
}

it('every demo company has verified SIE files for its years and balances', async () => {
  await checkDemo();
});

it('/dev/reset seeds the files again', async () => {
  expect((await send(`${p.url}/dev/reset`, { method: 'POST' })).status).toBe(204);
  await checkDemo();
});

it('the generated files are deterministic and a few hundred vouchers a year', () => {
  const input = {
    tenantId: 't',
    company: { key: 'k', name: 'Test AB', organizationNumber: '556677-8899', netSales: 3_000_000 },
    years: [{ id: 'y', companyDurableKey: 'k', startDate: '2023-07-01', endDate: '2024-12-31' }],
  };
  const [a] = generateDemoSieFiles(input);
  const [b] = generateDemoSieFiles(input);
  expect(a!.content.equals(b!.content)).toBe(true);
  const text = a!.content.toString('latin1');
  // 18 months of everyday vouchers, numbered in date order
  const everyday = [...text.matchAll(/^#VER A (\d+) (\d{8}) /gm)];
  expect(everyday.length).toBeGreaterThan(18 * 20);
  expect(everyday.length).toBeLessThan(18 * 60);
  expect(everyday.map((m) => Number(m[1]))).toEqual(everyday.map((_, i) => i + 1));
  expect(everyday.map((m) => m[2]).join()).toBe(
    everyday
      .map((m) => m[2])
      .sort()
      .join(),
  );
  // memorials: 15 depreciations (the new company buys its equipment in its third month), 6
  // VAT quarters, the year's tax and then its result (an 18-month first year: no earlier result
  // to dispose of)
  const memorials = [...text.matchAll(/^#VER M (\d+) (\d{8}) "(.*)"$/gm)].map((m) => m[3]);
  expect(memorials).toHaveLength(15 + 6 + 2);
  expect(memorials.filter((t) => t === 'Avskrivning inventarier')).toHaveLength(15);
  expect(memorials.filter((t) => t!.startsWith('Momsredovisning'))).toHaveLength(6);
  expect(memorials.slice(-2)).toEqual(['Skatt p\x86 \x86rets resultat', '\x8frets resultat']);
  expect(text).toMatch(/^#VER M 23 20241231 "\x8frets resultat"$/m);
  expect(text).toMatch(/^#RAR 0 20230701 20241231$/m);
  // a new company's first year opens with its share capital only
  expect(text.match(/^#IB 0 \S+ (?!0\.00)\S+$/gm)).toEqual([
    '#IB 0 1930 50000.00',
    '#IB 0 2081 -50000.00',
  ]);
});

it('the next year opens at the closing balances and disposes of the result at the AGM', () => {
  const years = [
    { id: 'y1', companyDurableKey: 'k', startDate: '2023-01-01', endDate: '2023-12-31' },
    { id: 'y2', companyDurableKey: 'k', startDate: '2024-01-01', endDate: '2024-12-31' },
    { id: 'y3', companyDurableKey: 'k', startDate: '2025-01-01', endDate: '2025-12-31' },
  ];
  const files = generateDemoSieFiles({
    tenantId: 't',
    company: { key: 'k', name: 'Test AB', organizationNumber: '556677-8899', netSales: 3_000_000 },
    years,
  });
  const records = (f: DemoSieFile, label: string) =>
    new Map(
      [
        ...f.content
          .toString('latin1')
          .matchAll(new RegExp(`^#${label} (-?\\d+) (\\d+) (\\S+)$`, 'gm')),
      ]
        .filter((m) => m[1] === (label === 'UB' || label === 'IB' ? '0' : m[1]))
        .map((m) => [m[2]!, m[3]!]),
    );
  for (let i = 1; i < files.length; i++) {
    const ub = records(files[i - 1]!, 'UB');
    const ib = records(files[i]!, 'IB');
    expect(ib).toEqual(ub);
    expect(files[i]!.content.toString('latin1')).toContain(
      `#RAR -1 ${years[i - 1]!.startDate.replaceAll('-', '')}`,
    );
    // last year's result (in 2099) goes to 2098 and the older 2098 to 2091 at the AGM
    const agm = files[i]!.content.toString('latin1').match(
      /^#VER M \d+ (\d{8}) "Resultatdisposition.*\n\{\n((?:#TRANS.*\n)+)\}/m,
    )!;
    expect(agm[1]!.slice(0, 6)).toBe(`${years[i]!.startDate.slice(0, 4)}05`);
    const rows = [...agm[2]!.matchAll(/^#TRANS (\d+) \{\} (\S+)/gm)].map((m) => [m[1], m[2]]);
    const neg = (x: string) => (x.startsWith('-') ? x.slice(1) : `-${x}`);
    expect(rows).toContainEqual(['2099', neg(ib.get('2099')!)]);
    if (ib.get('2098') !== '0.00') expect(rows).toContainEqual(['2091', ib.get('2098')!]);
  }
  expect(files.map((f) => new Date(f.uploadedAt).toISOString().slice(0, 4))).toEqual([
    '2024',
    '2025',
    '2026',
  ]);
});
