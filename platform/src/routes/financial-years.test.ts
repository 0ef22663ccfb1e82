/** Financial years and the assignments under them (docs/PLATFORM.md). */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CreateFinancialYearResponse, FinancialYear } from '@ledger/contract';
import { demo } from '../../test/platform-helpers.js';
import { T, NORRSKEN, c, usePlatform, newCompany, expectExactly } from './routes.testing.js';

usePlatform();

describe('financial years', () => {
  it('at most 18 months, no overlap, V1 shapes, deprecated alias headers', async () => {
    const co = await newCompany();
    const post = (startDate: string, endDate: string) =>
      c.json('POST', `/company/${co.durableKey}/financialyears`, { startDate, endDate });
    expect((await post('2024-01-01', '2025-07-01')).status).toBe(400);
    const first = await post('2024-01-01', '2024-12-31');
    expect(first.status).toBe(200);
    expectExactly(CreateFinancialYearResponse, first.json);
    expect(first.json).toEqual({
      id: expect.any(String),
      startDate: '2024-01-01',
      endDate: '2024-12-31',
    });
    expect((await post('2024-12-01', '2025-11-30')).status).toBe(409);
    expect((await post('2025-01-01', '2026-06-30')).status).toBe(200);
    expect((await post('2026-07-31', '2028-01-31')).status).toBe(400);
    expect((await post('2026-07-31', '2028-01-30')).status).toBe(200);
    const extra = await c.json('POST', `/company/${co.durableKey}/financialyears`, {
      startDate: '2030-01-01',
      endDate: '2030-12-31',
      name: 'x',
    });
    expect(extra.status).toBe(400);
    const alias = await c.get(`/financialyears/${co.durableKey}`);
    expect(alias.status).toBe(200);
    expect(alias.headers.get('deprecation')).toMatch(/^@\d+$/);
    expect(alias.headers.get('link')).toBe(
      `</v1/company/${co.durableKey}/financialyears>; rel="successor-version"`,
    );
    const current = await c.get(`/company/${co.durableKey}/financialyears`);
    expect(current.headers.get('deprecation')).toBeNull();
    expect(current.headers.get('link')).toBeNull();
    expect(alias.json).toEqual(current.json);
    expectExactly(z.array(FinancialYear), current.json);
    expect((current.json as FinancialYear[])[0]).toEqual({
      id: (first.json as { id: string }).id,
      companyDurableKey: co.durableKey,
      startDate: '2024-01-01',
      endDate: '2024-12-31',
    });
  });

  it('DELETE answers the deleted year (200) and removes its assignments', async () => {
    const co = await newCompany();
    const y = (
      (
        await c.json('POST', `/company/${co.durableKey}/financialyears`, {
          startDate: '2024-01-01',
          endDate: '2024-12-31',
        })
      ).json as { id: string }
    ).id;
    await c.json('POST', `/company/${co.durableKey}/assignments`, {
      type: 'AE',
      subType: 'x',
      financialYearId: y,
    });
    expect(((await c.get(`/company/${co.durableKey}/assignments`)).json as unknown[]).length).toBe(
      1,
    );
    const del = await c.del(`/company/${co.durableKey}/financialyears/${y}`);
    expect(del.status).toBe(200);
    expect(del.json).toEqual({
      id: y,
      companyDurableKey: co.durableKey,
      startDate: '2024-01-01',
      endDate: '2024-12-31',
    });
    expect(((await c.get(`/company/${co.durableKey}/assignments`)).json as unknown[]).length).toBe(
      0,
    );
    expect((await c.del(`/company/${co.durableKey}/financialyears/${y}`)).status).toBe(404);
  });
});

describe('assignments', () => {
  it('status machine and work materiality', async () => {
    const co = await newCompany();
    const y = (
      (
        await c.json('POST', `/company/${co.durableKey}/financialyears`, {
          startDate: '2024-01-01',
          endDate: '2024-12-31',
        })
      ).json as { id: string }
    ).id;
    const created = await c.json('POST', `/company/${co.durableKey}/assignments`, {
      type: 'ANALYSIS',
      subType: 'Nyckeltal',
      financialYearId: y,
    });
    expect(created.status).toBe(200);
    const a = created.json as { id: string; status: string };
    expect(a).toEqual({
      id: expect.any(String),
      type: 'ANALYSIS',
      subType: 'Nyckeltal',
      financialYearId: y,
      status: 'OPEN',
    });
    const base = `/company/${co.durableKey}/assignments/${a.id}`;
    const status = (s: string) => c.json('PUT', `${base}/status`, { status: s });
    const none = await c.get(`${base}/work-materiality`);
    expect(none.status).toBe(200);
    expect(none.text).toBe('null');
    const wm = await c.json('PUT', `${base}/work-materiality`, {
      workMateriality: 5000,
      workMaterialityPercentage: 50,
    });
    expect(wm.json).toEqual({ workMateriality: 5000, workMaterialityPercentage: 50 });
    expect((await status('ARCHIVED')).status).toBe(409);
    expect((await status('OPEN')).status).toBe(200);
    expect(((await status('LOCKED')).json as { status: string }).status).toBe('LOCKED');
    expect(
      (
        await c.json('PUT', `${base}/work-materiality`, {
          workMateriality: 1,
          workMaterialityPercentage: 1,
        })
      ).status,
    ).toBe(409);
    expect((await status('OPEN')).status).toBe(200);
    expect((await status('LOCKED')).status).toBe(200);
    expect((await status('ARCHIVED')).status).toBe(200);
    expect((await status('ARCHIVED')).status).toBe(200);
    expect((await status('LOCKED')).status).toBe(409);
    expect((await status('OPEN')).status).toBe(409);
    expect((await c.get(`${base}/work-materiality`)).json).toEqual({
      workMateriality: 5000,
      workMaterialityPercentage: 50,
    });
    const byYear = await c.get(`/company/${co.durableKey}/assignments?financialYearId=${y}`);
    expect((byYear.json as unknown[]).length).toBe(1);
  });

  it('ids and years: 400 when malformed, 404 when unknown or not the company own', async () => {
    const key = demo.company(T, NORRSKEN);
    const other = demo.year(T, 'Luleå Hamnlogistik AB', '2024-01-01');
    const list = (q: string) => c.get(`/company/${key}/assignments?financialYearId=${q}`);
    expect((await list('x')).status).toBe(400);
    expect((await list(other)).status).toBe(404);
    expect((await list('6ba7b810-9dad-11d1-80b4-00c04fd430c8')).status).toBe(404);
    const wm = (id: string) => c.get(`/company/${key}/assignments/${id}/work-materiality`);
    expect((await wm('6ba7b810-9dad-11d1-80b4-00c04fd430c8')).status).toBe(400);
    expect((await wm('not-a-uuid')).status).toBe(400);
    expect((await wm('00000000-0000-4000-8000-000000000001')).status).toBe(404);
    const luleaAssignment = demo.assignment(T, 'Luleå Hamnlogistik AB', '2025-01-01/AE');
    expect((await wm(luleaAssignment)).status).toBe(404);
    // A year of another company in the body is a bad reference (400).
    const res = await c.json('POST', `/company/${key}/assignments`, {
      type: 'GN',
      subType: 'x',
      financialYearId: other,
    });
    expect(res.status).toBe(400);
  });

  it('the demo has every type and status', async () => {
    const all: { type: string; status: string }[] = [];
    for (const co of (await c.get('/companies')).json as { durableKey: string }[]) {
      all.push(...((await c.get(`/company/${co.durableKey}/assignments`)).json as typeof all));
    }
    expect(new Set(all.map((a) => a.type))).toEqual(new Set(['AE', 'ANALYSIS', 'GN']));
    expect(new Set(all.map((a) => a.status))).toEqual(new Set(['OPEN', 'LOCKED', 'ARCHIVED']));
  });
});
