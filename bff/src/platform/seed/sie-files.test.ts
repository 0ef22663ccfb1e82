/**
 * The demo seed's generated SIE 4 files: every demo company ends with verified files for its
 * years and non-empty balances, on a fresh start and again after `POST /dev/reset`.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  client,
  getToken,
  send,
  settledFile,
  startTestPlatform,
  type TestPlatform,
} from '../../../test/platform-helpers.js';
import { DEMO_TENANTS } from './demo-data.js';
import { generateDemoSieFiles } from './sie-files.js';

let p: TestPlatform;
beforeAll(async () => {
  p = await startTestPlatform();
});
afterAll(() => p.dispose());

async function checkDemo() {
  let companies = 0;
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
      const out = res.json as { amounts: { financialYearId: string }[] }[];
      expect(out.length).toBeGreaterThan(10);
      expect(new Set(out[0]!.amounts.map((a) => a.financialYearId))).toEqual(
        new Set(years.map((y) => y.id)),
      );
      companies++;
    }
  }
  expect(companies).toBe(DEMO_TENANTS.reduce((n, t) => n + t.companies.length, 0));
}

it('every demo company has verified SIE files for its years and balances', async () => {
  await checkDemo();
});

it('/dev/reset seeds the files again', async () => {
  expect((await send(`${p.url}/dev/reset`, { method: 'POST' })).status).toBe(204);
  await checkDemo();
});

it('the generated files are deterministic and a few hundred vouchers per year', () => {
  const input = {
    tenantId: 't',
    company: { key: 'k', name: 'Test AB', organizationNumber: '556677-8899' },
    years: [{ id: 'y', companyDurableKey: 'k', startDate: '2023-07-01', endDate: '2024-12-31' }],
  };
  const [a] = generateDemoSieFiles(input);
  const [b] = generateDemoSieFiles(input);
  expect(a!.content.equals(b!.content)).toBe(true);
  const text = a!.content.toString('latin1');
  expect(text.match(/^#VER /gm)).toHaveLength(300);
  expect(text).toMatch(/^#RAR 0 20230701 20241231$/m);
});
