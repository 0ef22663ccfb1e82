/** Companies as V1 makes them: create, organisation numbers, permissions, changes, extended attributes, delete (docs/PLATFORM.md). */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { withLuhn } from '../seed/ids.js';
import { Company } from '@ledger/contract';
import { demo, eventually, uploadPath } from '../../test/platform-helpers.js';
import { T, c, p, usePlatform, companyBody, newCompany, expectExactly } from './routes.testing.js';

usePlatform();

describe('companies', () => {
  it('creates from V1 CompanyCreate: every field stored and answered, defaults', async () => {
    const res = await c.json(
      'POST',
      '/companies',
      companyBody({
        annualReportFramework: 'RedR',
        legalForm: 'ECONOMIC_ASSOCIATION',
        address: 'Kungsgatan 1, 111 43 Stockholm',
        country: 'SWEDEN',
        organizationNumber: withLuhn('769600001').replace('-', ''),
        name: 'Föreningen Ekonomi',
      }),
    );
    expect(res.status, res.text).toBe(200);
    expectExactly(Company, res.json);
    const co = res.json as Company;
    expect(co).toEqual({
      durableKey: expect.any(String),
      organizationNumber: withLuhn('769600001'),
      name: 'Föreningen Ekonomi',
      defaultAccountPlan: 'BAS2024',
      country: 'SWEDEN',
      address: 'Kungsgatan 1, 111 43 Stockholm',
      legalForm: 'ECONOMIC_ASSOCIATION',
      annualReportFramework: 'RedR',
    });
    expect((await c.get(`/companies/${co.durableKey}`)).json).toEqual(co);
    // Defaults: country SWEDEN; no legalForm or address when not given.
    const plain = (await c.json('POST', '/companies', companyBody())).json as Company;
    expect(plain.country).toBe('SWEDEN');
    expect(plain).not.toHaveProperty('legalForm');
    expect(plain).not.toHaveProperty('address');
    // The framework is required; unknown legal forms and countries are 400; other unknown
    // fields of CompanyCreate are ignored (V1 declares no "no additional properties" there).
    const body = companyBody();
    const { annualReportFramework: _, ...noFramework } = body.data;
    expect((await c.json('POST', '/companies', { ...body, data: noFramework })).status).toBe(400);
    expect((await c.json('POST', '/companies', companyBody({ legalForm: 'AB' }))).status).toBe(400);
    expect((await c.json('POST', '/companies', companyBody({ country: 'NORWAY' }))).status).toBe(
      400,
    );
    // V1 requires the authorization: without it nothing is created, never "everyone" by default.
    const { authorization: __, ...noAuthorization } = companyBody();
    const before = ((await c.get('/companies')).json as Company[]).length;
    const refused = await c.json('POST', '/companies', noAuthorization);
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.json)).toContain('authorization');
    expect(((await c.get('/companies')).json as Company[]).length).toBe(before);
    const extra = await c.json('POST', '/companies', { ...companyBody({ colour: 'red' }), x: 1 });
    expect(extra.status).toBe(200);
    expect(extra.json).not.toHaveProperty('colour');
  });

  it('normalises and checks organisation numbers', async () => {
    const co = await newCompany();
    expect(co.organizationNumber).toMatch(/^\d{6}-\d{4}$/);
    const dup = await c.json(
      'POST',
      '/companies',
      companyBody({ organizationNumber: co.organizationNumber.replace('-', '') }),
    );
    expect(dup.status).toBe(409);
    const other = await c.json(
      'POST',
      '/companies',
      companyBody({
        organizationNumber: 'GB 123 456 789',
        country: 'OTHER',
        name: 'Utländskt Ltd',
      }),
    );
    expect(other.status).toBe(200);
    expect(other.json).toMatchObject({ organizationNumber: 'GB 123 456 789', country: 'OTHER' });
    expect(other.json).not.toHaveProperty('extendedAttributes');
    const otherKey = (other.json as { durableKey: string }).durableKey;
    // Country SWEDEN re-checks the stored number.
    expect((await c.json('PUT', `/companies/${otherKey}`, { country: 'SWEDEN' })).status).toBe(400);
    // A number without a country in the update is checked against the stored country.
    const free = await c.json('PUT', `/companies/${otherKey}`, { organizationNumber: ' NO-9 ' });
    expect(free.status).toBe(200);
    expect(free.json).toMatchObject({ organizationNumber: 'NO-9', country: 'OTHER' });
    const badSwedish = await c.json('PUT', `/companies/${co.durableKey}`, {
      organizationNumber: '556000-1110',
    });
    expect(badSwedish.status).toBe(400);
    expect((badSwedish.json as { message: string }).message).toMatch(/organizationNumber/);
    const bad = await c.json('POST', '/companies', companyBody({ organizationNumber: '12345' }));
    expect(bad.status).toBe(400);
    expect((bad.json as { issues: { path: string }[] }).issues[0]!.path).toBe(
      'body.data.organizationNumber',
    );
  });

  it('authorization types become permissions; unknown ids and unused lists are 400', async () => {
    const anna = demo.user(T, 'anna.lindqvist');
    const rev = demo.group(T, 'Revisorer');
    const perms = async (key: string) =>
      (await c.get(`/companies/${key}/permissions`)).json as {
        users: { id: string }[];
        groups: { id: string }[];
      };
    const t2 = await newCompany({ type: 2, userIds: [anna], groupIds: [rev] });
    expect((await perms(t2.durableKey)).users.map((u) => u.id)).toEqual([anna]);
    expect((await perms(t2.durableKey)).groups.map((g) => g.id)).toEqual([rev]);
    const t3 = await newCompany({ type: 3, groupIds: [rev] });
    expect(await perms(t3.durableKey)).toEqual({
      users: [],
      groups: [{ id: rev, name: 'Revisorer' }],
    });
    const t4 = await newCompany({ type: 4, userIds: [anna] });
    expect((await perms(t4.durableKey)).users.map((u) => u.id)).toEqual([anna]);
    const t1 = await newCompany({ type: 1 });
    const all = await perms(t1.durableKey);
    expect(all.users.length).toBe(((await c.get('/users')).json as unknown[]).length);
    expect(all.groups).toEqual([]);
    for (const authorization of [
      { type: 4, userIds: ['00000000-0000-4000-8000-000000000009'], groupIds: [] },
      { type: 2, userIds: [], groupIds: ['no-such-group'] },
      { type: 3, userIds: [], groupIds: ['00000000-0000-4000-8000-000000000009'] },
      { type: 3, userIds: [anna], groupIds: [] },
      { type: 4, userIds: [], groupIds: [rev] },
      { type: 1, userIds: [], groupIds: [rev] },
      { type: 1, userIds: [anna], groupIds: [] },
      { type: 5, userIds: [], groupIds: [] },
      { type: 1, userIds: [] },
      { type: 1, groupIds: [] },
    ]) {
      const res = await c.json('POST', '/companies', {
        authorization,
        data: {
          annualReportFramework: 'K2',
          organizationNumber: withLuhn('559300001'),
          name: 'Felaktig AB',
        },
      });
      expect(res.status, JSON.stringify(authorization)).toBe(400);
    }
    expect(
      ((await c.get('/companies')).json as { name: string }[]).map((x) => x.name),
    ).not.toContain('Felaktig AB');
  });

  it('PUT changes only given fields of V1 list; other fields are 400', async () => {
    const co = await newCompany({}, { legalForm: 'SOLE_TRADER', address: 'Gatan 1' });
    const res = await c.json('PUT', `/companies/${co.durableKey}`, {
      name: 'Nytt Namn AB',
      annualReportFramework: 'K1',
    });
    expect(res.status).toBe(200);
    expectExactly(Company, res.json);
    expect(res.json).toMatchObject({
      name: 'Nytt Namn AB',
      organizationNumber: co.organizationNumber,
      legalForm: 'SOLE_TRADER',
      address: 'Gatan 1',
      annualReportFramework: 'K1',
    });
    const more = await c.json('PUT', `/companies/${co.durableKey}`, {
      legalForm: 'FOUNDATION',
      address: 'Vägen 2',
    });
    expect(more.json).toMatchObject({
      name: 'Nytt Namn AB',
      legalForm: 'FOUNDATION',
      address: 'Vägen 2',
    });
    // An empty address clears it (an optional field without a value is omitted).
    const cleared = await c.json('PUT', `/companies/${co.durableKey}`, { address: '' });
    expect(cleared.json).not.toHaveProperty('address');
    for (const body of [
      { authorizationType: 2 },
      { defaultAccountPlan: 'BAS2014' },
      { name: 'X', durableKey: co.durableKey },
      { legalForm: 'AB' },
      { annualReportFramework: 'K4' },
    ]) {
      const bad = await c.json('PUT', `/companies/${co.durableKey}`, body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
    }
    expect((await c.get(`/companies/${co.durableKey}`)).json).toMatchObject({
      name: 'Nytt Namn AB',
      defaultAccountPlan: 'BAS2024',
    });
  });

  it('extended attributes: padded SNI, work materiality, only on the single company, other names 404', async () => {
    const co = await newCompany();
    expect((await c.get(`/companies/${co.durableKey}`)).json).not.toHaveProperty(
      'extendedAttributes',
    );
    const sni = await c.json('PUT', `/companies/${co.durableKey}/snicode`, { value: 1110 });
    expect(sni.status).toBe(200);
    expect(sni.json).toEqual({ attribute: 'snicode', value: '01110' });
    expect((await c.get(`/companies/${co.durableKey}`)).json).toMatchObject({
      extendedAttributes: { SNI: '01110' },
    });
    const wm = await c.json('PUT', `/companies/${co.durableKey}/workmateriality`, {
      value: 125000,
    });
    expect(wm.json).toEqual({ attribute: 'workmateriality', value: '125000' });
    const got = (await c.get(`/companies/${co.durableKey}`)).json as Company;
    expect(got.extendedAttributes).toEqual({ SNI: '01110', workMateriality: '125000' });
    const listed = ((await c.get('/companies')).json as Company[]).find(
      (x) => x.durableKey === co.durableKey,
    );
    expect(listed).toBeDefined();
    expect(listed).not.toHaveProperty('extendedAttributes');
    for (const name of ['color', 'extendedattributes', 'SNICODE', 'sni']) {
      const res = await c.json('PUT', `/companies/${co.durableKey}/${name}`, { value: 1 });
      expect(res.status, name).toBe(404);
      // V1.md's error body for this 404: `message` only.
      expect(Object.keys(res.json as object)).toEqual(['message']);
    }
    // Also 404 for a company key that is unknown.
    expect(
      (await c.json('PUT', `/companies/6ba7b810-9dad-11d1-80b4-00c04fd430c8/snicode`, { value: 1 }))
        .status,
    ).toBe(404);
    for (const [attribute, value] of [
      ['snicode', 100000],
      ['snicode', 0],
      ['workmateriality', -1],
      ['workmateriality', 1.5],
      ['snicode', '41200'],
    ] as const) {
      const res = await c.json('PUT', `/companies/${co.durableKey}/${attribute}`, { value });
      expect(res.status, `${attribute} ${value}`).toBe(400);
    }
    expect(
      (await c.json('PUT', `/companies/${co.durableKey}/workmateriality`, { value: 0 })).json,
    ).toEqual({ attribute: 'workmateriality', value: '0' });
    expect(
      (await c.json('PUT', `/companies/${co.durableKey}/snicode`, { value: 99999 })).json,
    ).toEqual({
      attribute: 'snicode',
      value: '99999',
    });
  });

  it('DELETE answers the company (200) and removes everything under it', async () => {
    const co = await newCompany();
    const year = await c.json('POST', `/company/${co.durableKey}/financialyears`, {
      startDate: '2024-01-01',
      endDate: '2024-12-31',
    });
    const up = await c.upload(uploadPath(co.durableKey), 'a.txt', 'x');
    const stored = path.join(p.dataDir, 'files', (up.json as { id: string }).id);
    await eventually(async () => fs.existsSync(stored));
    const del = await c.del(`/companies/${co.durableKey}`);
    expect(del.status).toBe(200);
    expectExactly(Company, del.json);
    expect(del.json).toMatchObject({ durableKey: co.durableKey });
    expect((await c.get(`/companies/${co.durableKey}`)).status).toBe(404);
    expect((await c.get(`/company/${co.durableKey}/financialyears`)).status).toBe(404);
    expect(year.status).toBe(200);
    expect(fs.existsSync(stored)).toBe(false);
  });
});
