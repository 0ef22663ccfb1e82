/** Behaviour of PLATFORM.md beyond single operations: invitations, rules, files, dev endpoints. */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withLuhn } from './seed/ids.js';
import {
  client,
  demo,
  eventually,
  getToken,
  send,
  settledFile,
  startTestPlatform,
  type Client,
  type TestPlatform,
} from './testing.js';

const T = 'nordrevision';
const NORRSKEN = 'Norrsken Bygg AB';
let p: TestPlatform;
let c: Client;
let n = 0;

beforeAll(async () => {
  p = await startTestPlatform();
  c = client(p.baseUrl, await getToken(p.baseUrl));
});
afterAll(() => p.dispose());

const key = () => demo.company(T, NORRSKEN);
type Mail = { to: string; link: string; userId: string; subject: string; text: string };
const mails = async () => (await send(`${p.url}/dev/mails`)).json as Mail[];

async function newCompany(type: 1 | 2 | 3 | 4 = 1, extra: Record<string, unknown> = {}) {
  const res = await c.json('POST', '/companies', {
    name: `Flödesbolaget ${++n} AB`,
    organizationNumber: withLuhn(`5592${String(n).padStart(5, '0')}`),
    authorization: { type, ...extra },
  });
  expect(res.status, res.text).toBe(201);
  return res.json as { durableKey: string; organizationNumber: string };
}

describe('invitations, outbox and the accept page', () => {
  it('invite -> mail -> accept -> active user', async () => {
    const group = demo.group(T, 'Praktikanter');
    const res = await c.json('POST', '/invitations', {
      emails: ['Ny.Kollega@Example.SE', 'annan.kollega@example.se'],
      groupIds: [group],
      modules: ['AUDIT', 'REPORTING'],
    });
    expect(res.status).toBe(201);
    const [u1, u2] = res.json as {
      id: string;
      email: string;
      isActive: boolean;
      initials: string;
      groupIds: string[];
    }[];
    expect(u1).toMatchObject({
      email: 'ny.kollega@example.se',
      username: 'ny.kollega@example.se',
      isActive: false,
      emailVerified: false,
      firstName: '',
      initials: 'NK',
      source: 'USER',
      modules: ['AUDIT', 'REPORTING'],
      groupIds: [group],
    });
    expect(u2!.email).toBe('annan.kollega@example.se');
    // Pending: not a user yet, but an invitation and a group member.
    expect((await c.get(`/users/${u1!.id}`)).status).toBe(404);
    const pending = (await c.get('/invitations')).json as { id: string; mailsSent: number }[];
    expect(pending.find((i) => i.id === u1!.id)?.mailsSent).toBe(1);
    const members = (await c.get(`/groups/${group}/members`)).json as { id: string }[];
    expect(members.map((m) => m.id)).toContain(u1!.id);

    const mail = (await mails()).find((m) => m.userId === u1!.id)!;
    expect(mail.to).toBe('ny.kollega@example.se');
    expect(mail.text).toContain(mail.link);
    expect(mail.link.startsWith(`${p.url}/accept/`)).toBe(true);

    const page = await send(mail.link);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.text).toContain('name="firstName"');
    expect(page.text).toContain('name="lastName"');

    const missing = await send(mail.link, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'firstName=&lastName=',
    });
    expect(missing.status).toBe(400);

    const accept = await send(mail.link, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ firstName: 'Åsa', lastName: 'Öström' }).toString(),
    });
    expect(accept.status).toBe(200);
    const user = await c.get(`/users/${u1!.id}`);
    expect(user.status).toBe(200);
    expect(user.json).toMatchObject({
      firstName: 'Åsa',
      lastName: 'Öström',
      initials: 'ÅÖ',
      isActive: true,
      emailVerified: true,
    });
    const after = (await c.get('/invitations')).json as { id: string }[];
    expect(after.map((i) => i.id)).not.toContain(u1!.id);
    // Single use.
    expect((await send(mail.link)).status).toBe(404);
    expect((await c.raw('POST', `/invitations/${u1!.id}/resend`)).status).toBe(404);
  });

  it('resend writes a new mail and the old link stops working', async () => {
    const res = await c.json('POST', '/invitations', { emails: ['resend.me@example.se'] });
    const id = (res.json as { id: string }[])[0]!.id;
    const first = (await mails()).find((m) => m.userId === id)!;
    expect((await c.raw('POST', `/invitations/${id}/resend`)).status).toBe(204);
    const all = (await mails()).filter((m) => m.userId === id);
    expect(all).toHaveLength(2);
    expect(all[0]!.link).not.toBe(first.link); // newest first
    expect((await send(first.link)).status).toBe(404);
    expect((await send(all[0]!.link)).status).toBe(200);
    const inv = ((await c.get('/invitations')).json as { id: string; mailsSent: number }[]).find(
      (i) => i.id === id,
    );
    expect(inv?.mailsSent).toBe(2);
    expect((await c.del(`/invitations/${id}`)).status).toBe(204);
    expect((await send(all[0]!.link)).status).toBe(404);
  });

  it('takes addresses with Swedish letters and stores them lower-case', async () => {
    const res = await c.json('POST', '/invitations', { emails: ['Åsa.Öberg@Exempel.se'] });
    expect(res.status, res.text).toBe(201);
    const [user] = res.json as { email: string; username: string }[];
    expect(user).toMatchObject({ email: 'åsa.öberg@exempel.se', username: 'åsa.öberg@exempel.se' });
  });

  it('rejects bad requests and creates nobody', async () => {
    const count = async () => ((await c.get('/invitations')).json as unknown[]).length;
    const before = await count();
    const dup = await c.json('POST', '/invitations', { emails: ['a@example.se', 'A@example.se'] });
    expect(dup.status).toBe(400);
    expect((dup.json as { message: string }).message).toMatch(/emails\.1/);
    const bad = await c.json('POST', '/invitations', { emails: ['ok@example.se', 'nope'] });
    expect(bad.status).toBe(400);
    expect((bad.json as { message: string }).message).toMatch(/emails\.1/);
    const exists = await c.json('POST', '/invitations', {
      emails: ['fresh@example.se', 'anna.lindqvist@nordrevision.se'],
    });
    expect(exists.status).toBe(409);
    const pendingAlready = await c.json('POST', '/invitations', {
      emails: ['karin.wahlqvist@nordrevision.se'],
    });
    expect(pendingAlready.status).toBe(409);
    const unknownGroup = await c.json('POST', '/invitations', {
      emails: ['g@example.se'],
      groupIds: ['00000000-0000-4000-8000-000000000001'],
    });
    expect(unknownGroup.status).toBe(400);
    expect((await c.json('POST', '/invitations', { emails: [] })).status).toBe(400);
    expect(await count()).toBe(before);
  });
});

describe('users', () => {
  it('DELETE removes the user with memberships and permissions', async () => {
    const user = demo.user(T, 'greta.nystrom');
    const group = demo.group(T, 'Praktikanter');
    expect((await c.raw('PUT', `/companies/${key()}/permissions/users/${user}`)).status).toBe(204);
    expect((await c.del(`/users/${user}`)).status).toBe(204);
    expect((await c.get(`/users/${user}`)).status).toBe(404);
    const members = (await c.get(`/groups/${group}/members`)).json as { id: string }[];
    expect(members.map((m) => m.id)).not.toContain(user);
    const perms = (await c.get(`/companies/${key()}/permissions`)).json as {
      users: { id: string }[];
    };
    expect(perms.users.map((u) => u.id)).not.toContain(user);
    expect((await c.del(`/users/${user}`)).status).toBe(404);
    // A pending user is not a user: 404 here, deleted via /invitations.
    expect((await c.del(`/users/${demo.user(T, 'lars.forsgren')}`)).status).toBe(404);
  });
});

describe('groups', () => {
  it('names are unique case-insensitively and found by name', async () => {
    expect((await c.json('POST', '/groups', { name: 'revisorer' })).status).toBe(409);
    const g = await c.json('POST', '/groups', { name: 'Särskild Grupp' });
    expect(g.status).toBe(201);
    expect(g.json).toMatchObject({ name: 'Särskild Grupp', memberCount: 0 });
    const found = await c.get(`/groups/${encodeURIComponent('SÄRSKILD GRUPP'.toLowerCase())}`);
    expect(found.status).toBe(200);
    expect(Array.isArray((await c.get('/groups')).json)).toBe(true);
  });

  it('membership changes are idempotent; deleting removes memberships and permissions', async () => {
    const id = (
      (await c.json('POST', '/groups', { name: `Tillfällig ${++n}` })).json as { id: string }
    ).id;
    const user = demo.user(T, 'elin.sjoberg');
    for (let i = 0; i < 2; i++) {
      expect((await c.raw('PUT', `/groups/${id}/members/${user}`)).status).toBe(204);
    }
    expect(((await c.get(`/groups/${id}/members`)).json as unknown[]).length).toBe(1);
    expect((await c.raw('PUT', `/companies/${key()}/permissions/groups/${id}`)).status).toBe(204);
    expect((await c.del(`/groups/${id}`)).status).toBe(204);
    const perms = (await c.get(`/companies/${key()}/permissions`)).json as {
      groups: { id: string }[];
    };
    expect(perms.groups.map((g) => g.id)).not.toContain(id);
    const u = (await c.get(`/users/${user}`)).json as { groupIds: string[] };
    expect(u.groupIds).not.toContain(id);
    expect((await c.del(`/groups/${id}/members/${user}`)).status).toBe(404);
  });
});

describe('companies', () => {
  it('normalises and checks organisation numbers', async () => {
    const co = await newCompany();
    expect(co.organizationNumber).toMatch(/^\d{6}-\d{4}$/);
    const dup = await c.json('POST', '/companies', {
      name: 'Kopia AB',
      organizationNumber: co.organizationNumber.replace('-', ''),
      authorization: { type: 1 },
    });
    expect(dup.status).toBe(409);
    const other = await c.json('POST', '/companies', {
      name: 'Utländskt Ltd',
      organizationNumber: 'GB 123 456 789',
      country: 'OTHER',
      authorization: { type: 1 },
    });
    expect(other.status).toBe(201);
    expect(other.json).toMatchObject({ organizationNumber: 'GB 123 456 789', country: 'OTHER' });
    expect(other.json).not.toHaveProperty('extendedAttributes');
    const bad = await c.json(
      'PUT',
      `/companies/${(other.json as { durableKey: string }).durableKey}`,
      {
        country: 'SWEDEN',
      },
    );
    expect(bad.status).toBe(400);
  });

  it('authorization types become permissions; unknown ids and unused lists are 400', async () => {
    const anna = demo.user(T, 'anna.lindqvist');
    const rev = demo.group(T, 'Revisorer');
    const t2 = await newCompany(2, { userIds: [anna], groupIds: [rev] });
    const perms = (await c.get(`/companies/${t2.durableKey}/permissions`)).json as {
      users: { id: string }[];
      groups: { id: string }[];
    };
    expect(perms.users.map((u) => u.id)).toEqual([anna]);
    expect(perms.groups.map((g) => g.id)).toEqual([rev]);
    const t1 = await newCompany(1);
    const all = (await c.get(`/companies/${t1.durableKey}/permissions`)).json as {
      users: unknown[];
    };
    expect(all.users.length).toBe(((await c.get('/users')).json as unknown[]).length);
    for (const authorization of [
      { type: 4, userIds: ['00000000-0000-4000-8000-000000000009'] },
      { type: 3, groupIds: ['00000000-0000-4000-8000-000000000009'] },
      { type: 3, userIds: [anna] },
      { type: 1, groupIds: [rev] },
    ]) {
      const res = await c.json('POST', '/companies', {
        name: 'Felaktig AB',
        organizationNumber: withLuhn('559300001'),
        authorization,
      });
      expect(res.status, JSON.stringify(authorization)).toBe(400);
    }
  });

  it('PUT changes only given fields; extra fields are 400', async () => {
    const co = await newCompany();
    const res = await c.json('PUT', `/companies/${co.durableKey}`, { name: 'Nytt Namn AB' });
    expect(res.json).toMatchObject({
      name: 'Nytt Namn AB',
      organizationNumber: co.organizationNumber,
    });
    expect(
      (await c.json('PUT', `/companies/${co.durableKey}`, { authorizationType: 2 })).status,
    ).toBe(400);
  });

  it('extended attributes: padded SNI, work materiality, unknown name 404', async () => {
    const co = await newCompany();
    const sni = await c.json('PUT', `/companies/${co.durableKey}/extendedattributes/snicode`, {
      value: 1110,
    });
    expect(sni.json).toEqual({ attribute: 'snicode', value: '01110' });
    const wm = await c.json(
      'PUT',
      `/companies/${co.durableKey}/extendedattributes/workmateriality`,
      {
        value: 125000,
      },
    );
    expect(wm.json).toEqual({ attribute: 'workmateriality', value: '125000' });
    const got = (await c.get(`/companies/${co.durableKey}`)).json;
    expect(got).toMatchObject({ extendedAttributes: { SNI: '01110', workMateriality: '125000' } });
    expect(
      (await c.json('PUT', `/companies/${co.durableKey}/extendedattributes/color`, { value: 1 }))
        .status,
    ).toBe(404);
    expect(
      (
        await c.json('PUT', `/companies/${co.durableKey}/extendedattributes/snicode`, {
          value: 100000,
        })
      ).status,
    ).toBe(400);
  });

  it('DELETE answers the company and removes everything under it', async () => {
    const co = await newCompany();
    const year = await c.json('POST', `/company/${co.durableKey}/financialyears`, {
      startDate: '2024-01-01',
      endDate: '2024-12-31',
    });
    const up = await c.upload(`/company/${co.durableKey}/files`, 'a.txt', 'x');
    const stored = path.join(p.dataDir, 'files', (up.json as { id: string }).id);
    await eventually(async () => fs.existsSync(stored));
    const del = await c.del(`/companies/${co.durableKey}`);
    expect(del.status).toBe(200);
    expect(del.json).toMatchObject({ durableKey: co.durableKey });
    expect((await c.get(`/companies/${co.durableKey}`)).status).toBe(404);
    expect((await c.get(`/company/${co.durableKey}/financialyears`)).status).toBe(404);
    expect(year.status).toBe(201);
    expect(fs.existsSync(stored)).toBe(false);
  });
});

describe('financial years', () => {
  it('at most 18 months, no overlap, deprecated alias headers', async () => {
    const co = await newCompany();
    const post = (startDate: string, endDate: string) =>
      c.json('POST', `/company/${co.durableKey}/financialyears`, { startDate, endDate });
    expect((await post('2024-01-01', '2025-07-01')).status).toBe(400);
    expect((await post('2024-01-01', '2024-12-31')).status).toBe(201);
    expect((await post('2024-12-01', '2025-11-30')).status).toBe(409);
    expect((await post('2025-01-01', '2026-06-30')).status).toBe(201);
    expect((await post('2026-07-31', '2028-01-31')).status).toBe(400);
    expect((await post('2026-07-31', '2028-01-30')).status).toBe(201);
    const alias = await c.get(`/financialyears/${co.durableKey}`);
    expect(alias.status).toBe(200);
    expect(alias.headers.get('deprecation')).toMatch(/^@\d+$/);
    expect(alias.headers.get('link')).toBe(
      `</v1/company/${co.durableKey}/financialyears>; rel="successor-version"`,
    );
    const current = await c.get(`/company/${co.durableKey}/financialyears`);
    expect(current.headers.get('deprecation')).toBeNull();
    expect(alias.json).toEqual(current.json);
  });

  it('DELETE removes the year assignments', async () => {
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
      type: 'AUDIT',
      subType: 'x',
      financialYearId: y,
    });
    expect(((await c.get(`/company/${co.durableKey}/assignments`)).json as unknown[]).length).toBe(
      1,
    );
    expect((await c.del(`/company/${co.durableKey}/financialyears/${y}`)).status).toBe(200);
    expect(((await c.get(`/company/${co.durableKey}/assignments`)).json as unknown[]).length).toBe(
      0,
    );
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
    const a = (
      await c.json('POST', `/company/${co.durableKey}/assignments`, {
        type: 'AUDIT',
        subType: 'Revision',
        financialYearId: y,
      })
    ).json as { id: string; status: string };
    expect(a.status).toBe('OPEN');
    const base = `/company/${co.durableKey}/assignments/${a.id}`;
    const status = (s: string) => c.json('PUT', `${base}/status`, { status: s });
    expect((await c.get(`${base}/work-materiality`)).json).toBeNull();
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
    expect((await c.get(`${base}/work-materiality`)).json).toEqual({
      workMateriality: 5000,
      workMaterialityPercentage: 50,
    });
    const byYear = await c.get(`/company/${co.durableKey}/assignments?financialYearId=${y}`);
    expect((byYear.json as unknown[]).length).toBe(1);
  });

  it('the demo has every type and status', async () => {
    const all: { type: string; status: string }[] = [];
    for (const co of (await c.get('/companies')).json as { durableKey: string }[]) {
      all.push(...((await c.get(`/company/${co.durableKey}/assignments`)).json as typeof all));
    }
    expect(new Set(all.map((a) => a.type))).toEqual(new Set(['AUDIT', 'REVIEW', 'COMPILATION']));
    expect(new Set(all.map((a) => a.status))).toEqual(new Set(['OPEN', 'LOCKED', 'ARCHIVED']));
  });
});

describe('files', () => {
  it('non-SIE files become uploaded, SIE files are read (a year-less one is corrupt)', async () => {
    const txt = await c.upload(`/company/${key()}/files`, 'bilaga.pdf', '%PDF-1.4 ...');
    const sie = await c.upload(
      `/company/${key()}/files`,
      'bok.se',
      '\uFEFF  \r\n#FLAGGA 0\r\n#SIETYP 4\r\n',
    );
    expect(txt.status).toBe(201);
    expect(txt.json).toMatchObject({
      status: 'pending',
      name: 'bilaga.pdf',
      uploadedByUserId: null,
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
      counts: { accounts: 0, vouchers: 0, transactions: 0 },
      discrepancies: [],
    });
    expect(settled.report.errors.some((e) => /financial year cannot be told/.test(e.message))).toBe(
      true,
    );
    const list = (await c.get(`/company/${key()}/files`)).json as { id: string }[];
    expect(list.slice(0, 2).map((f) => f.id)).toEqual([sid, tid]);
  });

  it('a non-SIE file is tied to the named year, or to the year with the given period', async () => {
    const y2024 = demo.year(T, NORRSKEN, '2024-01-01');
    const byId = await c.upload(`/company/${key()}/files?financialYearId=${y2024}`, 'a.txt', 'x');
    expect(byId.json).toMatchObject({ financialYearId: y2024 });
    const byPeriod = await c.upload(
      `/company/${key()}/files?startDate=2025-01-01&endDate=2025-12-31`,
      'b.txt',
      'x',
    );
    const id = (byPeriod.json as { id: string }).id;
    await eventually(async () => {
      const f = (await c.get(`/company/${key()}/files/${id}`)).json as { status: string };
      return f.status === 'uploaded';
    });
    expect((await c.get(`/company/${key()}/files/${id}`)).json).toMatchObject({
      financialYearId: demo.year(T, NORRSKEN, '2025-01-01'),
      parsedDate: null,
    });
  });

  it('needs the part file (400), multipart (415), a known year (404), a whole period (400)', async () => {
    const form = new FormData();
    form.append('other', new Blob(['x']), 'x.txt');
    const noPart = await c.raw('POST', `/company/${key()}/files`, { body: form });
    expect(noPart.status).toBe(400);
    expect((noPart.json as { message: string }).message).toMatch(/file/);
    const notMultipart = await c.raw('POST', `/company/${key()}/files`, {
      body: 'x',
      headers: { 'content-type': 'text/plain' },
    });
    expect(notMultipart.status).toBe(415);
    const unknownYear = await c.upload(
      `/company/${key()}/files?financialYearId=00000000-0000-4000-8000-000000000000`,
      'a.txt',
      'x',
    );
    expect(unknownYear.status).toBe(404);
    const half = await c.upload(`/company/${key()}/files?startDate=2024-01-01`, 'a.txt', 'x');
    expect(half.status).toBe(400);
    const extra = await c.upload(`/company/${key()}/files?colour=red`, 'a.txt', 'x');
    expect(extra.status).toBe(400);
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
      const res = await sc.upload(
        `/company/${key()}/files`,
        'stor.bin',
        Buffer.alloc(1536 * 1024, 7),
      );
      expect(res.status).toBe(413);
      expect(typeof (res.json as { message: string }).message).toBe('string');
      expect(fs.readdirSync(filesDir)).toEqual(before);
      expect(await ids()).toEqual(listed);
      const fits = await sc.upload(`/company/${key()}/files`, 'liten.bin', Buffer.alloc(1000, 7));
      expect(fits.status).toBe(201);
      expect((fits.json as { size: number }).size).toBe(1000);
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
});

describe('routing and dev endpoints', () => {
  it('unknown paths are 404 JSON, wrong methods 405 JSON', async () => {
    const nf = await c.get('/nothing/here');
    expect(nf.status).toBe(404);
    expect(typeof (nf.json as { message: string }).message).toBe('string');
    const na = await c.raw('PATCH', `/companies/${key()}`);
    expect(na.status).toBe(405);
    expect(na.headers.get('allow')).toContain('PUT');
  });

  it('counts token requests and requests per route', async () => {
    await getToken(p.baseUrl, 'console-demo', 'console-demo-secret', 'sydekonomi');
    await c.get('/users');
    const stats = (await send(`${p.url}/dev/stats`)).json as {
      tokenRequests: Record<string, number>;
      requests: Record<string, number>;
    };
    expect(stats.tokenRequests['console-demo/sydekonomi']).toBeGreaterThanOrEqual(1);
    expect(stats.requests['GET /users']).toBeGreaterThanOrEqual(1);
    expect(stats.requests['GET /companies/{companyKey}']).toBeGreaterThanOrEqual(0);
  });

  it('injects faults on /v1 (not /v1/token unless listed) and clears them', async () => {
    const set = await send(`${p.url}/dev/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rate: 1, status: 503, methods: ['GET'], paths: ['/users'] }),
    });
    expect(set.status).toBe(200);
    const hit = await c.get('/users');
    expect(hit.status).toBe(503);
    expect(hit.headers.get('retry-after')).toBe('1');
    expect((await c.get('/groups')).status).toBe(200);
    expect((await getToken(p.baseUrl)).length).toBeGreaterThan(0);
    await send(`${p.url}/dev/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rate: 1, status: 0, paths: ['^/v1/groups$'] }),
    });
    await expect(
      fetch(`${p.baseUrl}/groups`, { headers: { authorization: 'Bearer x' } }),
    ).rejects.toThrow();
    expect((await send(`${p.url}/dev/faults`, { method: 'DELETE' })).status).toBe(204);
    expect((await c.get('/users')).status).toBe(200);
    const invalid = await send(`${p.url}/dev/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rate: 2 }),
    });
    expect(invalid.status).toBe(400);
  });

  it('reset brings back the demo seed and keeps tokens working', async () => {
    await c.del(`/companies/${key()}`);
    expect((await c.get(`/companies/${key()}`)).status).toBe(404);
    expect((await send(`${p.url}/dev/reset`, { method: 'POST' })).status).toBe(204);
    expect((await c.get(`/companies/${key()}`)).status).toBe(200);
    const groups = (await c.get('/groups')).json as { name: string }[];
    expect(groups.map((g) => g.name)).not.toContain('Särskild Grupp');
  });

  it('dev endpoints are absent without dev', async () => {
    const plain = await startTestPlatform({ seed: 'none' });
    try {
      expect((await send(`${plain.url}/dev/mails`)).status).toBe(404);
      const t = await send(`${plain.baseUrl}/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ client_id: 'console-demo', client_secret: 'console-demo-secret' }),
      });
      expect(t.status).toBe(401);
    } finally {
      await plain.dispose();
    }
  });
});
