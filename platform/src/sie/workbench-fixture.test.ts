/**
 * The web workbench's test data (web/src/features/companies/workbench/fixtures/): two
 * consecutive demo years of Norrsken Bygg AB as generated SIE 4 files, and the monthly balances
 * V1 answers for them as this platform computes them. This test keeps the answer in step with
 * the files and the library; `UPDATE_WORKBENCH_FIXTURES=1` writes them anew.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { DEMO_TENANTS } from '../seed/demo-data.js';
import { demoId } from '../seed/ids.js';
import { generateDemoSieFiles } from '../seed/sie-files.js';
import { computeMonthlyBalances } from './balances.js';
import { processSie } from './process.js';
import { monthlyBalanceRecord } from '../store/balances.js';

const dir = new URL('../../../web/src/features/companies/workbench/fixtures/', import.meta.url);
const company = {
  key: demoId('nordrevision/company/Norrsken Bygg AB'),
  name: 'Norrsken Bygg AB',
  organizationNumber: '556812-3458',
  netSales: DEMO_TENANTS[0]!.companies.find((c) => c.name === 'Norrsken Bygg AB')!.netSales,
};
const years = [2023, 2024].map((y) => ({
  id: demoId(`nordrevision/year/Norrsken Bygg AB/${y}-01-01`),
  companyDurableKey: company.key,
  startDate: `${y}-01-01`,
  endDate: `${y}-12-31`,
}));

it('the workbench fixtures are the demo files and the balances V1 answers for them', async () => {
  const files = generateDemoSieFiles({ tenantId: 'nordrevision', company, years });
  const update = process.env.UPDATE_WORKBENCH_FIXTURES === '1';
  if (update) mkdirSync(dir, { recursive: true });
  const input = [];
  for (const [i, f] of files.entries()) {
    const path = new URL(`demo-${years[i]!.startDate.slice(0, 4)}.se`, dir);
    if (update) writeFileSync(path, f.content);
    expect(readFileSync(path).equals(f.content)).toBe(true);
    const r = await processSie([f.content], {
      company: { organizationNumber: company.organizationNumber, country: 'SWEDEN' },
      years: years.map((y) => ({ id: y.id, startDate: y.startDate, endDate: y.endDate })),
      query: {},
    });
    expect(r.status).toBe('verified');
    input.push({ ...years[i]!, financialYearId: years[i]!.id, source: r.balances });
  }
  const answer = computeMonthlyBalances(input).map((a) => monthlyBalanceRecord(company.key, a));
  const json = new URL('demo-balances.json', dir);
  // one line per year and per account (prettier leaves the folder alone: .prettierignore)
  const lines = (xs: unknown[]) => xs.map((x) => `  ${JSON.stringify(x)}`).join(',\n');
  const text = `{\n "years": [\n${lines(years)}\n ],\n "balances": [\n${lines(answer)}\n ]\n}\n`;
  if (update) writeFileSync(json, text);
  expect(existsSync(json)).toBe(true);
  expect(readFileSync(json, 'utf8')).toBe(text);
});
