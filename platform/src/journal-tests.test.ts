/**
 * The journal-tests operation (docs/PLATFORM.md "Journal-entry tests") as an outside client uses
 * it: the hand-made two-year file of e2e/fixtures/sie (README.md there names the planted
 * vouchers) uploaded over HTTP until `verified`, then each year tested with the defaults and
 * with parameters of the client's own.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JournalTests } from '@ledger/contract';
import { openDb } from './db/index.js';
import { feedStoredVouchers } from './store/journal-source.js';
import { voucherBatches, yearVoucherSet } from './store/vouchers.js';
import {
  createCompany,
  settledFile,
  startBareTestPlatform,
  UNKNOWN_KEY,
  uploadPath,
  type Client,
  type TestPlatform,
} from '../test/platform-helpers.js';

let p: TestPlatform;
let c: Client;
let key: string;
const years: Record<string, string> = {};

const fixture = (name: string) =>
  readFileSync(new URL(`../../e2e/fixtures/sie/${name}`, import.meta.url));
const journal = (year: string, query = '') =>
  c.get(`/company/${key}/journal-tests?financialYearId=${years[year]}${query}`);
const found = (r: JournalTests) =>
  Object.fromEntries(r.tests.map((t) => [t.id, t.items.map((i) => `${i.series} ${i.number}`)]));

beforeAll(async () => {
  ({ p, c } = await startBareTestPlatform());
  key = await createCompany(c, '556000-0000', 'OTHER');
  for (const year of ['2024', '2025']) {
    const up = await c.upload(uploadPath(key), `journal-${year}.se`, fixture(`journal-${year}.se`));
    expect(up.status, up.text).toBe(200);
    const file = await settledFile(c, key, (up.json as { id: string }).id);
    expect(file.status).toBe('verified');
    years[year] = file.report.financialYearId!;
  }
});
afterAll(() => p.dispose());

describe('the planted file', () => {
  it('2024: each test finds its planted voucher and no other', async () => {
    const res = await journal('2024');
    expect(res.status, res.text).toBe(200);
    const r = res.json as JournalTests;
    expect(r.population).toEqual({
      vouchers: 63,
      transactions: 153,
      debit: r.population.debit,
      credit: -r.population.debit,
    });
    expect(found(r)).toEqual({
      weekend: ['B 12'],
      holiday: ['A 16'],
      'after-year-end': ['B 15'],
      backdated: ['A 5'],
      'round-amount': ['A 28'],
      'number-gap': ['A 20'],
      duplicate: ['B 5', 'B 6'],
      'unusual-combination': ['A 21'],
      'rare-account': ['A 31'],
      unbalanced: [],
      benford: [],
    });
    const test = (id: string) => r.tests.find((t) => t.id === id)!;
    // the late voucher carries its registration date and signature
    expect(test('after-year-end').items[0]).toMatchObject({
      date: '2024-12-30',
      text: 'Hyra 12',
      registeredAt: '2025-01-15',
      registeredBy: 'PER',
    });
    expect(test('holiday').items[0]).toMatchObject({
      date: '2024-06-21',
      holiday: 'midsommarafton',
    });
    expect(test('round-amount').items[0]).toMatchObject({ amount: 50_000, rowAmount: 50_000 });
    expect(test('number-gap')).toMatchObject({ count: 1, skippedSeries: [] });
    expect(test('unusual-combination').items[0]!.rules).toEqual([
      { rule: 'revenue-supplier-debt', debit: '2440', credit: '3001' },
    ]);
    const benford = test('benford');
    expect(benford.count).toBe(153);
    expect(benford.digits).toHaveLength(9);
    expect(['close', 'acceptable', 'marginal', 'nonconformity']).toContain(benford.conformity);
  });

  it('2025: the exact tests find nothing', async () => {
    const r = (await journal('2025')).json as JournalTests;
    expect(r.population).toMatchObject({ vouchers: 62, transactions: 151 });
    for (const t of r.tests) if (t.id !== 'benford') expect([t.id, t.count]).toEqual([t.id, 0]);
  });

  it("the client's parameters change what is found", async () => {
    const r = (await journal('2024', '&roundBase=0.01&roundFloor=1500&backdatedDays=10&maxItems=3'))
      .json as JournalTests;
    expect(r.parameters).toMatchObject({
      roundBase: 0.01,
      roundFloor: 1500,
      backdatedDays: 10,
      maxItems: 3,
    });
    const round = r.tests.find((t) => t.id === 'round-amount')!;
    expect(round.count).toBeGreaterThan(3);
    expect(round).toMatchObject({ truncated: true });
    expect(round.items).toHaveLength(3);
    // B 15 is registered 16 days late: over 10
    expect(found(r).backdated).toEqual(['A 5', 'B 15']);
  });

  it('is listed in /v1/openapi.json as an extension, with its parameters', async () => {
    const doc = (await c.get('/openapi.json')).json as {
      paths: Record<
        string,
        Record<
          string,
          { operationId: string; 'x-extension'?: boolean; parameters?: { name: string }[] }
        >
      >;
    };
    const op = doc.paths['/company/{companyDurableKey}/journal-tests']!.get!;
    expect(op).toMatchObject({ operationId: 'getJournalTests', 'x-extension': true });
    expect(op.parameters!.map((p) => p.name)).toEqual(
      expect.arrayContaining(['financialYearId', 'roundBase', 'backdatedDays', 'maxItems']),
    );
  });

  it('bad parameters and unknown years', async () => {
    const bad = await journal('2024', '&roundBase=0&backdatedDays=1.5');
    expect(bad.status).toBe(400);
    expect((bad.json as { issues: { path: string }[] }).issues.map((i) => i.path).sort()).toEqual([
      'query.backdatedDays',
      'query.roundBase',
    ]);
    const unknown = await c.get(`/company/${key}/journal-tests?financialYearId=${UNKNOWN_KEY}`);
    expect(unknown.status).toBe(404);
  });
});

describe("the journal tests' reader of the stored vouchers", () => {
  it('gives what the general reader gives, across batches, reusing its objects', async () => {
    const db = await openDb(p.dataDir);
    try {
      const set = (await yearVoucherSet(db, key, years['2024']!))!;
      const general: unknown[] = [];
      for await (const batch of voucherBatches(db, set.setId))
        for (const v of batch)
          general.push({
            series: v.series,
            number: v.number,
            date: v.date,
            text: v.text ?? '',
            registeredAt: v.registeredAt ?? null,
            registeredBy: v.registeredBy ?? null,
            transactions: v.rows.map((r) => ({ account: r.account, amountOre: r.amount })),
          });
      const fast: unknown[] = [];
      // batches of 7 vouchers: the merge of vouchers and rows crosses many batch edges
      await feedStoredVouchers(db, set.setId, (v) => fast.push(structuredClone(v)), 7);
      expect(general).toHaveLength(63);
      expect(fast).toEqual(general);
    } finally {
      await db.destroy();
    }
  });
});
