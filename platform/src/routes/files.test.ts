/** Files, their upload and reading, and the monthly balances read from them (docs/PLATFORM.md). */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AccountingFile, MonthlyBalanceRecord } from '@ledger/contract';
import {
  client,
  demo,
  eventually,
  getToken,
  settledFile,
  startTestPlatform,
  uploadPath,
} from '../../test/platform-helpers.js';
import { T, NORRSKEN, c, usePlatform, key, expectExactly } from './routes.testing.js';

usePlatform();

describe('files', () => {
  it('non-SIE files become uploaded, SIE files are read (a year-less one is corrupt)', async () => {
    const txt = await c.upload(uploadPath(key()), 'bilaga.pdf', '%PDF-1.4 ...');
    const sie = await c.upload(
      uploadPath(key()),
      'bok.se',
      '\uFEFF  \r\n#FLAGGA 0\r\n#SIETYP 4\r\n',
    );
    expect(txt.status).toBe(200);
    expectExactly(AccountingFile, txt.json);
    expect(txt.json).toEqual({
      id: expect.any(String),
      name: 'bilaga.pdf',
      uploadedByUserId: null,
      status: 'pending',
      uploadedDate: expect.any(String),
      parsedDate: null,
    });
    expect(sie.json).toMatchObject({ status: 'pending' });
    const tid = (txt.json as { id: string }).id;
    const sid = (sie.json as { id: string }).id;
    await eventually(async () => {
      const f = (await c.get(`/company/${key()}/files/${tid}`)).json as { status: string };
      return f.status === 'uploaded';
    });
    const settled = await settledFile(c, key(), sid);
    expect(settled.status).toBe('corrupt');
    expect(settled.report).toMatchObject({
      fileId: sid,
      sieType: 4,
      size: Buffer.byteLength('\uFEFF  \r\n#FLAGGA 0\r\n#SIETYP 4\r\n'),
      contentType: 'application/octet-stream',
      counts: { accounts: 0, vouchers: 0, transactions: 0 },
      discrepancies: [],
    });
    expect(settled.report).not.toHaveProperty('financialYearId');
    expect(settled.report.errors.some((e) => /financial year cannot be told/.test(e.message))).toBe(
      true,
    );
    const list = (await c.get(`/company/${key()}/files`)).json as { id: string }[];
    expectExactly(z.array(AccountingFile), list);
    expect(list.slice(0, 2).map((f) => f.id)).toEqual([sid, tid]);
    const one = (await c.get(`/company/${key()}/files/${sid}`)).json as AccountingFile;
    expectExactly(AccountingFile, one);
    expect(one.parsedDate).toEqual(expect.any(String));
  });

  it('a non-SIE file is tied to the named year, or to the year with the given period', async () => {
    const y2024 = demo.year(T, NORRSKEN, '2024-01-01');
    const report = async (id: string) =>
      (await c.get(`/company/${key()}/files/${id}/report`)).json as Record<string, unknown>;
    const byId = await c.upload(uploadPath(key(), `?financialYearId=${y2024}`), 'a.txt', 'x');
    expect(byId.status).toBe(200);
    expect(await report((byId.json as { id: string }).id)).toMatchObject({
      financialYearId: y2024,
      size: 1,
    });
    const byPeriod = await c.upload(
      uploadPath(key(), '?startDate=2025-01-01&endDate=2025-12-31'),
      'b.txt',
      'x',
    );
    const id = (byPeriod.json as { id: string }).id;
    await eventually(async () => {
      const f = (await c.get(`/company/${key()}/files/${id}`)).json as { status: string };
      return f.status === 'uploaded';
    });
    expect((await c.get(`/company/${key()}/files/${id}`)).json).toMatchObject({ parsedDate: null });
    expect(await report(id)).toMatchObject({
      financialYearId: demo.year(T, NORRSKEN, '2025-01-01'),
      status: 'uploaded',
    });
  });

  it('needs the part file (400), multipart (415), a known year (404), a whole period (400)', async () => {
    const form = new FormData();
    form.append('other', new Blob(['x']), 'x.txt');
    const noPart = await c.raw('POST', uploadPath(key()), { body: form });
    expect(noPart.status).toBe(400);
    expect((noPart.json as { message: string }).message).toMatch(/file/);
    const notMultipart = await c.raw('POST', uploadPath(key()), {
      body: 'x',
      headers: { 'content-type': 'text/plain' },
    });
    expect(notMultipart.status).toBe(415);
    const unknownYear = await c.upload(
      uploadPath(key(), '?financialYearId=6ba7b810-9dad-11d1-80b4-00c04fd430c8'),
      'a.txt',
      'x',
    );
    expect(unknownYear.status).toBe(404);
    const otherCompanysYear = await c.upload(
      uploadPath(key(), `?financialYearId=${demo.year(T, 'Luleå Hamnlogistik AB', '2024-01-01')}`),
      'a.txt',
      'x',
    );
    expect(otherCompanysYear.status).toBe(404);
    for (const q of [
      '?startDate=2024-01-01',
      '?endDate=2024-12-31',
      '?startDate=2024-12-31&endDate=2024-01-01',
      '?startDate=2024-02-30&endDate=2024-12-31',
      '?financialYearId=x',
    ]) {
      const res = await c.upload(uploadPath(key(), q), 'a.txt', 'x');
      expect(res.status, q).toBe(400);
    }
    // The old path is gone.
    expect((await c.upload(`/company/${key()}/files`, 'a.txt', 'x')).status).toBe(405);
    // Other query parameters are ignored, as on every operation.
    expect((await c.upload(uploadPath(key(), '?colour=red'), 'a.txt', 'x')).status).toBe(200);
  });

  it('an upload over the limit is 413 and leaves no file and no record behind', async () => {
    const small = await startTestPlatform({ maxUploadMb: 1 });
    try {
      const sc = client(small.baseUrl, await getToken(small.baseUrl));
      const filesDir = path.join(small.dataDir, 'files');
      const before = fs.readdirSync(filesDir);
      const ids = async () =>
        ((await sc.get(`/company/${key()}/files`)).json as { id: string }[]).map((f) => f.id);
      const listed = await ids();
      const res = await sc.upload(uploadPath(key()), 'stor.bin', Buffer.alloc(1536 * 1024, 7));
      expect(res.status).toBe(413);
      expect(typeof (res.json as { message: string }).message).toBe('string');
      expect(fs.readdirSync(filesDir)).toEqual(before);
      expect(await ids()).toEqual(listed);
      const fits = await sc.upload(uploadPath(key()), 'liten.bin', Buffer.alloc(1000, 7));
      expect(fits.status).toBe(200);
      const id = (fits.json as { id: string }).id;
      const report = (await sc.get(`/company/${key()}/files/${id}/report`)).json as {
        size: number;
      };
      expect(report.size).toBe(1000);
    } finally {
      await small.dispose();
    }
  });
});

describe('balances', () => {
  it('validates the query', async () => {
    const b = `/generalledger/balances/${key()}/calculated/month`;
    expect((await c.get(`${b}?startDate=20240101&endDate=20241231`)).status).toBe(200);
    for (const q of [
      '',
      '?startDate=20240101',
      '?startDate=20240230&endDate=20241231',
      '?startDate=20241231&endDate=20240101',
      '?startDate=2024-01-01&endDate=2024-12-31',
    ]) {
      const res = await c.get(`${b}${q}`);
      expect(res.status, q).toBe(400);
    }
  });

  it('answers V1 monthly balance records: companyDurableKey and month entries', async () => {
    const b = `/generalledger/balances/${key()}/calculated/month?startDate=20240101&endDate=20241231`;
    let records: MonthlyBalanceRecord[] = [];
    await eventually(async () => {
      records = (await c.get(b)).json as MonthlyBalanceRecord[];
      return records.length > 0;
    }, 30_000);
    expectExactly(z.array(MonthlyBalanceRecord), records);
    for (const r of records) {
      expect(r.companyDurableKey).toBe(key());
      expect(r.amounts.map((a) => a.month)).toEqual(
        Array.from({ length: 12 }, (_, i) => `2024-${String(i + 1).padStart(2, '0')}`),
      );
      for (const a of r.amounts) {
        expect(a.financialYearId).toBe(demo.year(T, NORRSKEN, '2024-01-01'));
      }
    }
    expect(new Set(records.map((r) => r.accountType))).toEqual(
      new Set(['ASSET', 'LIABILITY', 'INCOME', 'EXPENSE']),
    );
  });
});
