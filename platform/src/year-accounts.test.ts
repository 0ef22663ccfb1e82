/**
 * The accounts operation (docs/PLATFORM.md "Accounts") over HTTP: a small SIE 4 file whose
 * receivables account nets to zero within its month (so the monthly balances leave it out), one
 * named account nothing books on and one booked account without a `#KONTO`.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { MonthlyBalanceRecord } from '@ledger/contract';
import {
  createCompany,
  settledFile,
  startBareTestPlatform,
  uploadPath,
  type Client,
  type TestPlatform,
} from '../test/platform-helpers.js';

const SIE = `#FLAGGA 0
#PROGRAM "Test" 1.0
#FORMAT PC8
#GEN 20250120
#SIETYP 4
#ORGNR 556265-1892
#FNAMN "Kontonamn AB"
#RAR 0 20240101 20241231
#KONTO 1510 "Kundfordringar"
#KONTO 1930 "Bankkonto"
#KONTO 2440 "Leverantorsskulder"
#KONTO 3001 "Forsaljning"
#UB 0 1510 0.00
#UB 0 1930 50.00
#RES 0 3001 -100.00
#RES 0 6110 50.00
#VER A 1 20240110 "Faktura"
{
#TRANS 1510 {} 100.00
#TRANS 3001 {} -100.00
}
#VER A 2 20240120 "Betalning"
{
#TRANS 1930 {} 100.00
#TRANS 1510 {} -100.00
}
#VER A 3 20240215 "Kontorsmateriel"
{
#TRANS 6110 {} 50.00
#TRANS 1930 {} -50.00
}
`;

let p: TestPlatform;
let c: Client;
let key: string;
let yearId: string;

beforeAll(async () => {
  ({ p, c } = await startBareTestPlatform());
  key = await createCompany(c, '556265-1892');
  const up = await c.upload(uploadPath(key), 'names.se', Buffer.from(SIE, 'latin1'));
  expect(up.status, up.text).toBe(200);
  const file = await settledFile(c, key, (up.json as { id: string }).id);
  expect(file.status).toBe('verified');
  yearId = file.report.financialYearId!;
});
afterAll(() => p.dispose());

it("names every account of the year's file, in account order, also those without balances", async () => {
  const res = await c.get(`/company/${key}/accounts?financialYearId=${yearId}`);
  expect(res.status, res.text).toBe(200);
  expect(res.json).toEqual([
    { account: '1510', name: 'Kundfordringar' },
    { account: '1930', name: 'Bankkonto' },
    { account: '2440', name: 'Leverantorsskulder' },
    { account: '3001', name: 'Forsaljning' },
    { account: '6110', name: null },
  ]);
  // the balances still have only the accounts that move or open
  const balances = await c.get(
    `/generalledger/balances/${key}/calculated/month?startDate=20240101&endDate=20241231`,
  );
  expect((balances.json as MonthlyBalanceRecord[]).map((r) => r.accountNumber)).toEqual([
    '1930',
    '3001',
    '6110',
  ]);
});

it('answers [] for a year without a read file', async () => {
  const year = await c.json('POST', `/company/${key}/financialyears`, {
    startDate: '2025-01-01',
    endDate: '2025-12-31',
  });
  expect(year.status, year.text).toBe(200);
  const res = await c.get(
    `/company/${key}/accounts?financialYearId=${(year.json as { id: string }).id}`,
  );
  expect(res.status, res.text).toBe(200);
  expect(res.json).toEqual([]);
});
