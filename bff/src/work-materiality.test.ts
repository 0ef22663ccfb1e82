import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBff } from '../test/bff-helpers.js';
import type { Client, TestBff } from '../test/bff-helpers.js';

// Issue #31: an assignment's work materiality is what was typed, to the öre, and a share over
// 100 %, a negative amount or a fraction of an öre is refused with 400 and its issues, before V1.
const T = '/api/t/nordrevision';

let bff: TestBff;
let admin: Client;
let path: string;
beforeAll(async () => {
  bff = await startTestBff();
  admin = bff.client();
  await admin.login('admin', 'admin-demo');
  const companies = await admin.get<{ durableKey: string; name: string }[]>(`${T}/companies`);
  const key = companies.body.find((c) => c.name === 'Norrsken Bygg AB')!.durableKey;
  const assignments = await admin.get<{ id: string; status: string }[]>(
    `${T}/company/${key}/assignments`,
  );
  const open = assignments.body.find((a) => a.status === 'OPEN')!;
  path = `${T}/company/${key}/assignments/${open.id}/work-materiality`;
});
afterAll(() => bff?.close());

const totalRequests = async () =>
  Object.values((await bff.stats()).requests).reduce((a, b) => a + b, 0);

describe("setting an assignment's work materiality through the BFF", () => {
  it('keeps kronor and öre exactly, and reads them back the same', async () => {
    const put = await admin.request('PUT', path, {
      json: { workMateriality: 120000.5, workMaterialityPercentage: 75.5 },
    });
    expect(put.status).toBe(200);
    expect(put.text).toBe('{"workMateriality":120000.5,"workMaterialityPercentage":75.5}');
    const read = await admin.get(path);
    expect(read.text).toBe('{"workMateriality":120000.5,"workMaterialityPercentage":75.5}');
    // The audit log says the amount and share set (issue #35: "Satte arbetsväsentlighet" alone).
    const log = await admin.get<{ entries: { requestId: string; targetIds: object }[] }>(
      '/api/audit?operation=assignments.workmateriality.set&limit=5',
    );
    const entry = log.body.entries.find((e) => e.requestId === put.headers.get('x-request-id'));
    expect(entry?.targetIds).toMatchObject({
      workMateriality: '120000.5',
      workMaterialityPercentage: '75.5',
    });
    const small = await admin.request('PUT', path, {
      json: { workMateriality: 0.29, workMaterialityPercentage: 100 },
    });
    expect(small.status).toBe(200);
    expect((await admin.get(path)).text).toBe(
      '{"workMateriality":0.29,"workMaterialityPercentage":100}',
    );
  });

  it.each([
    [
      { workMateriality: 1000, workMaterialityPercentage: 150 },
      'workMaterialityPercentage',
      'max_value',
    ],
    [{ workMateriality: -1, workMaterialityPercentage: 50 }, 'workMateriality', 'not_negative'],
    [
      { workMateriality: 1000, workMaterialityPercentage: -5 },
      'workMaterialityPercentage',
      'not_negative',
    ],
    [{ workMateriality: 100.005, workMaterialityPercentage: 50 }, 'workMateriality', 'whole_ore'],
    [{ workMateriality: 1e12, workMaterialityPercentage: 50 }, 'workMateriality', 'too_large'],
  ])('refuses %j with 400 (%s: %s), V1 not asked', async (json, field, code) => {
    const before = await totalRequests();
    const r = await admin.request<{ status: number; issues: { path: string; code: string }[] }>(
      'PUT',
      path,
      { json },
    );
    expect(r.status).toBe(400);
    expect(r.body.issues).toEqual([expect.objectContaining({ path: `body.${field}`, code })]);
    expect(await totalRequests()).toBe(before);
  });
});
