/**
 * The V1 client of v1-client.test.ts on the demo data: the demo company's assignments and
 * monthly balances (V1.md section 4's reads the walk there leaves to this file,
 * `DEMO_DATA_READS`), the token's two transports and the second tenant, in both profiles.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform } from '../test/platform-helpers.js';
import {
  ASSIGNMENT_STATUSES,
  ASSIGNMENT_SUMMARY,
  ASSIGNMENT_TYPES,
  AUDIT_ASSIGNMENT_WORK_MATERIALITY,
  COMPANY,
  DATE,
  FINANCIAL_YEAR,
  MONTH_ENTRY,
  MONTHLY_BALANCE_RECORD,
  USER,
  V1_OPERATIONS,
  expectList,
  expectShape,
  type Json,
} from './v1md-by-hand.testing.js';
import { compact, eventually, formToken, monthsBetween, v1Client } from './v1-client.testing.js';

type Platform = Awaited<ReturnType<typeof startTestPlatform>>;

describe.each(['extended', 'v1'] as const)(
  'a V1 client from V1.md on the demo data, platform profile %s',
  (profile) => {
    let p: Platform;
    let root = '';
    const called = new Set<string>();
    let c: ReturnType<typeof v1Client>;
    const s = { demo: {} as Json };

    beforeAll(async () => {
      p = await startTestPlatform({ profile });
      root = p.url;
      const a = await formToken(root);
      expect(a.status, a.text).toBe(V1_OPERATIONS['POST /token']);
      c = v1Client(root, (a.body as Json).access_token as string, 'bearer', called);
    }, 60_000);
    afterAll(async () => {
      await p?.dispose();
    });

    it("lists a demo company's assignments (all, one year's) and their work materiality", async () => {
      const companies = (await c.ok('GET', '/companies')) as Json[];
      s.demo = companies.find((x) => x.name === 'Norrsken Bygg AB')!;
      expectList(companies, COMPANY);
      expect(s.demo, 'the demo company Norrsken Bygg AB').toBeDefined();
      const companyDurableKey = String(s.demo.durableKey);
      const all = expectList(
        await c.ok('GET', '/company/{companyDurableKey}/assignments', {
          params: { companyDurableKey },
        }),
        ASSIGNMENT_SUMMARY,
      );
      expect(all.length).toBeGreaterThan(0);
      for (const a of all) {
        expect(ASSIGNMENT_TYPES).toContain(a.type);
        expect(ASSIGNMENT_STATUSES).toContain(a.status);
        expect(a.subType).toBeTypeOf('string');
      }
      const yearId = String(all[0]!.financialYearId);
      const ofYear = expectList(
        await c.ok('GET', '/company/{companyDurableKey}/assignments', {
          params: { companyDurableKey },
          query: { financialYearId: yearId },
        }),
        ASSIGNMENT_SUMMARY,
      );
      expect(ofYear.length).toBeGreaterThan(0);
      expect(ofYear.map((a) => a.id).sort()).toEqual(
        all
          .filter((a) => a.financialYearId === yearId)
          .map((a) => a.id)
          .sort(),
      );
      let set = 0;
      for (const a of all) {
        const wm = await c.ok(
          'GET',
          '/company/{companyDurableKey}/assignments/{auditAssignmentId}/work-materiality',
          { params: { companyDurableKey, auditAssignmentId: String(a.id) } },
        );
        if (wm === null) continue;
        expectShape(wm, AUDIT_ASSIGNMENT_WORK_MATERIALITY);
        for (const v of [wm.workMateriality, wm.workMaterialityPercentage]) {
          expect(v === null || typeof v === 'number').toBe(true);
        }
        set += 1;
      }
      expect(set, 'a demo assignment with work materiality').toBeGreaterThan(0);
    });

    it('answers monthly balances for compact dates, whole overlapping years (rule 2)', async () => {
      const companyDurableKey = String(s.demo.durableKey);
      const years = expectList(
        await c.ok('GET', '/company/{companyDurableKey}/financialyears', {
          params: { companyDurableKey },
        }),
        FINANCIAL_YEAR,
      ).sort((a, b) => String(a.startDate).localeCompare(String(b.startDate)));
      expect(years.length).toBeGreaterThanOrEqual(2);
      const [first, second] = years as [Json, Json];
      for (const y of years) expect(String(y.startDate)).toMatch(DATE);
      const balances = async (startDate: string, endDate: string) => {
        const answer = await c.ok(
          'GET',
          '/generalledger/balances/{companyDurableKey}/calculated/month',
          { params: { companyDurableKey }, query: { startDate, endDate } },
        );
        const records = expectList(answer, MONTHLY_BALANCE_RECORD);
        for (const r of records) {
          expect(r.companyDurableKey).toBe(companyDurableKey);
          expectList(r.amounts, MONTH_ENTRY, `${r.accountNumber}.amounts`);
        }
        return records;
      };
      const monthsOf = (y: Json) => monthsBetween(String(y.startDate), String(y.endDate));
      const bothYears = [...monthsOf(first), ...monthsOf(second)];
      // Inside the first year to inside the second: every month of both years (the demo
      // files are processed in the background; wait until both years contribute).
      const inside = (d: string, days: number) =>
        compact(new Date(Date.parse(d) + days * 86_400_000).toISOString().slice(0, 10));
      const both = await eventually(
        'balances of both demo years',
        async () => {
          const records = await balances(
            inside(String(first.startDate), 40),
            inside(String(second.startDate), 40),
          );
          const months = (r: Json) => (r.amounts as Json[]).map((e) => e.month);
          return records.length > 0 &&
            records.every((r) => JSON.stringify(months(r)) === JSON.stringify(bothYears))
            ? records
            : undefined;
        },
        60_000,
      );
      for (const r of both) {
        for (const e of r.amounts as Json[]) {
          expect([first.id, second.id]).toContain(e.financialYearId);
          expect(e.amount).toBeTypeOf('number');
          expect(e.balance).toBeTypeOf('number');
        }
      }
      // Long before the first year to inside it: only the first year's months.
      const early = await balances(
        compact(`${Number(String(first.startDate).slice(0, 4)) - 8}-01-01`),
        inside(String(first.startDate), 40),
      );
      expect(early.length).toBeGreaterThan(0);
      for (const r of early) {
        const amounts = r.amounts as Json[];
        expect(amounts.map((e) => e.month)).toEqual(monthsOf(first));
        expect(new Set(amounts.map((e) => e.financialYearId))).toEqual(new Set([first.id]));
      }
    }, 90_000);

    it('takes the token from the access_token query too', async () => {
      const a = await formToken(root);
      const token = (a.body as Json).access_token as string;
      const q = v1Client(root, token, 'query', called);
      const viaQuery = expectList(await q.ok('GET', '/companies'), COMPANY);
      const viaHeader = expectList(await c.ok('GET', '/companies'), COMPANY);
      expect(viaQuery.map((x) => x.durableKey).sort()).toEqual(
        viaHeader.map((x) => x.durableKey).sort(),
      );
    });

    it('acts for the second tenant by tenantId query, X-Tenant-Id header and token', async () => {
      const names = (list: Json[]) => list.map((x) => String(x.name)).sort();
      const home = names(expectList(await c.ok('GET', '/companies'), COMPANY));
      const byQuery = names(
        expectList(await c.ok('GET', '/companies', { query: { tenantId: 'sydekonomi' } }), COMPANY),
      );
      const byHeader = names(
        expectList(
          await c.ok('GET', '/companies', { headers: { 'x-tenant-id': 'sydekonomi' } }),
          COMPANY,
        ),
      );
      const a = await formToken(root, 'sydekonomi');
      expect(a.status, a.text).toBe(200);
      const syd = v1Client(root, (a.body as Json).access_token as string, 'bearer', called);
      const byToken = names(expectList(await syd.ok('GET', '/companies'), COMPANY));
      expect(byQuery).toContain('Malmö Designbyrå AB');
      expect(byQuery.filter((n) => home.includes(n))).toEqual([]);
      expect(byHeader).toEqual(byQuery);
      expect(byToken).toEqual(byQuery);
      // Users too: the second tenant's users are not the first's.
      const homeUsers = expectList(await c.ok('GET', '/users'), USER);
      const sydUsers = expectList(
        await c.ok('GET', '/users', { query: { tenantId: 'sydekonomi' } }),
        USER,
      );
      expect(sydUsers.map((u) => u.id).filter((id) => homeUsers.some((u) => u.id === id))).toEqual(
        [],
      );
    });
  },
);
