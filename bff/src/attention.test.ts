/**
 * What needs doing (issue #21): the console's upload records kept current when a file's status is
 * read through the proxy, `GET /api/attention` (uploads that ended corrupt or stayed parsed, the
 * console's recent actions) and `GET /api/user-companies` (a user's companies from V1's
 * permissions) and `GET /api/group-companies` (a group's), on SQLite and PostgreSQL, against the
 * demo platform.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Attention,
  GroupCompany,
  OpenAssignmentsAttention,
  UploadRecord,
  UserCompany,
} from '@ledger/contract';
import { startTestBff } from '../test/bff-helpers.js';
import type { Client, TestBff } from '../test/bff-helpers.js';
import { createTestDatabase, pgAdminUrl } from '../test/test-pg.js';
import type { TestDatabase } from '../test/test-pg.js';

const PG_ADMIN = await pgAdminUrl();
const T = '/api/t/nordrevision';
const NORRSKEN = 'Norrsken Bygg AB';
const ALVDALEN = 'Älvdalens Trävaru AB';
const KIRUNA = 'Kiruna Gruvteknik AB';
const UMEA = 'Umeå Café & Bageri AB';
const SKELLEFTEA = 'Skellefteå Elinstallation AB';
/** A SIE file whose braces never close: `corrupt`. */
const BROKEN_SIE = '#FLAGGA 0\n#SIETYP 4\n#RAR 0 20240101 20241231\n#VER A 1 20240105\n{\n';

interface File {
  id: string;
  status: string;
}

async function upload(c: Client, company: string, name: string, text: string) {
  const form = new FormData();
  form.append('file', new Blob([text]), name);
  const r = await c.request<File>('POST', `${T}/company/${company}/files/upload`, { body: form });
  expect(r.status).toBe(200);
  return r.body;
}

/** Reads the file through the proxy until its status is no longer `pending`. */
async function readUntilFinal(c: Client, company: string, id: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const r = await c.get<File>(`${T}/company/${company}/files/${id}`);
    expect(r.status).toBe(200);
    if (r.body.status !== 'pending') return r.body.status;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`file ${id} stayed pending`);
}

describe.each([
  { name: 'SQLite', pg: false },
  { name: 'PostgreSQL', pg: true },
])('what needs doing on $name', ({ pg }) => {
  let bff: TestBff;
  let db: TestDatabase | undefined;
  let admin: Client;
  let auditor: Client;
  let key: Record<string, string>;
  let elin: string;
  let granskare: string;
  const skip = () => pg && !PG_ADMIN;

  beforeAll(async () => {
    if (skip()) return;
    db = pg ? await createTestDatabase(PG_ADMIN!, 'bff_attention') : undefined;
    bff = await startTestBff(db ? { DATABASE_URL: db.url } : {});
    admin = bff.client();
    auditor = bff.client();
    expect((await admin.login('admin', 'admin-demo')).status).toBe(204);
    expect((await auditor.login('auditor', 'auditor-demo')).status).toBe(204);
    const companies = await admin.get<{ durableKey: string; name: string }[]>(`${T}/companies`);
    key = Object.fromEntries(companies.body.map((c) => [c.name, c.durableKey]));
    const users = await admin.get<{ id: string; email: string }[]>(`${T}/users`);
    elin = users.body.find((u) => u.email === 'elin.sjoberg@nordrevision.se')!.id;
    granskare = (await admin.get<{ id: string }>(`${T}/groups/Granskare`)).body.id;
  });
  afterAll(async () => {
    await bff?.close();
    await db?.drop();
  });

  it('a status read through the proxy becomes the recorded one; the overview counts it', async () => {
    if (skip()) return;
    const before = await admin.get<Attention>('/api/attention?tenant=nordrevision');
    expect(before.status).toBe(200);
    expect(before.body.uploads.counts).toEqual({ corrupt: 0, parsed: 0 });

    const broken = await upload(admin, key[NORRSKEN]!, 'trasig.se', BROKEN_SIE);
    const note = await upload(admin, key[NORRSKEN]!, 'note.txt', 'not a SIE file');
    const recorded = async () =>
      (await admin.get<UploadRecord[]>(`/api/uploads?tenant=nordrevision&company=${key[NORRSKEN]}`))
        .body;
    expect((await recorded()).find((u) => u.fileId === broken.id)?.status).toBe('pending');

    expect(await readUntilFinal(admin, key[NORRSKEN]!, broken.id)).toBe('corrupt');
    expect((await recorded()).find((u) => u.fileId === broken.id)?.status).toBe('corrupt');
    // The other file's final status comes from the company's file list.
    await readUntilFinal(admin, key[NORRSKEN]!, note.id).catch(() => undefined);
    const listed = await admin.get<File[]>(`${T}/company/${key[NORRSKEN]}/files`);
    expect(listed.status).toBe(200);
    const listedStatus = listed.body.find((f) => f.id === note.id)!.status;
    expect((await recorded()).find((u) => u.fileId === note.id)?.status).toBe(listedStatus);

    const after = await admin.get<Attention>('/api/attention?tenant=nordrevision');
    expect(after.body.uploads.counts).toEqual({ corrupt: 1, parsed: 0 });
    expect(after.body.uploads.items.map((u) => [u.fileId, u.status])).toEqual([
      [broken.id, 'corrupt'],
    ]);
    // Another tenant's overview has none of it.
    const other = await admin.get<Attention>('/api/attention?tenant=sydekonomi');
    expect(other.body.uploads.counts).toEqual({ corrupt: 0, parsed: 0 });
  });

  it("counts the console's recent actions for admins; auditors get none", async () => {
    if (skip()) return;
    const a = await admin.get<Attention>('/api/attention?tenant=nordrevision');
    // The two uploads above at least.
    expect(a.body.recentActions?.count).toBeGreaterThanOrEqual(2);
    expect(Date.parse(a.body.recentActions!.since)).toBeLessThan(Date.now() - 6 * 86_400_000);
    const none = await admin.get<Attention>('/api/attention?tenant=sydekonomi');
    expect(none.body.recentActions?.count).toBe(0);
    const b = await auditor.get<Attention>('/api/attention?tenant=nordrevision');
    expect(b.status).toBe(200);
    expect(b.body.recentActions).toBeNull();
  });

  it("a linked auditor's overview counts only uploads of its own companies", async () => {
    if (skip()) return;
    const hidden = await upload(admin, key[ALVDALEN]!, 'dold.se', BROKEN_SIE);
    expect(await readUntilFinal(admin, key[ALVDALEN]!, hidden.id)).toBe('corrupt');
    const a = await admin.get<Attention>('/api/attention?tenant=nordrevision');
    expect(a.body.uploads.counts.corrupt).toBe(2);
    const b = await auditor.get<Attention>('/api/attention?tenant=nordrevision');
    expect(b.body.uploads.counts.corrupt).toBe(1);
    expect(b.body.uploads.items.map((u) => u.companyDurableKey)).toEqual([key[NORRSKEN]]);
  });

  it('open assignments without work materiality: as V1 says, cached, and current after a change', async () => {
    if (skip()) return;
    // What V1 says, read through the proxy company by company.
    const expected: string[] = [];
    for (const k of Object.values(key)) {
      const list = await admin.get<{ id: string; status: string }[]>(
        `${T}/company/${k}/assignments`,
      );
      for (const a of list.body.filter((x) => x.status === 'OPEN')) {
        const wm = await admin.get<{ workMateriality: number | null } | null>(
          `${T}/company/${k}/assignments/${a.id}/work-materiality`,
        );
        if (wm.body === null || wm.body.workMateriality === null) expected.push(a.id);
      }
    }
    expect(expected.length).toBeGreaterThan(0);
    const calls = bff.openAssignments.v1Calls;
    const first = await admin.get<OpenAssignmentsAttention>(
      '/api/attention/assignments?tenant=nordrevision',
    );
    expect(first.status).toBe(200);
    expect(first.body.count).toBe(expected.length);
    expect(first.body.items.map((a) => a.assignmentId).sort()).toEqual(
      [...expected].sort().slice(0, 10).sort(),
    );
    expect(first.body).toMatchObject({ companiesChecked: 6, companiesTotal: 6 });
    // Kept: asked again, V1 is not.
    const made = bff.openAssignments.v1Calls - calls;
    await admin.get('/api/attention/assignments?tenant=nordrevision');
    expect(bff.openAssignments.v1Calls - calls).toBe(made);
    // A work materiality set through the console counts at once.
    const one = first.body.items[0]!;
    const set = await admin.request(
      'PUT',
      `${T}/company/${one.companyDurableKey}/assignments/${one.assignmentId}/work-materiality`,
      { json: { workMateriality: 50_000, workMaterialityPercentage: 75 } },
    );
    expect(set.status).toBe(200);
    const after = await admin.get<OpenAssignmentsAttention>(
      '/api/attention/assignments?tenant=nordrevision',
    );
    expect(after.body.count).toBe(expected.length - 1);
    expect(after.body.items.map((a) => a.assignmentId)).not.toContain(one.assignmentId);
    // A linked auditor counts only those of its companies.
    const mine = await auditor.get<OpenAssignmentsAttention>(
      '/api/attention/assignments?tenant=nordrevision',
    );
    const hers = new Set([key[KIRUNA], key[NORRSKEN], key[SKELLEFTEA], key[UMEA]]);
    expect(mine.body.items.every((a) => hers.has(a.companyDurableKey))).toBe(true);
    expect(mine.body.count).toBeLessThanOrEqual(after.body.count);
    // Nor is it told how many companies the firm has beyond its own (issue 31, item 10).
    expect(mine.body).toMatchObject({ companiesChecked: 4, companiesTotal: 4 });
    expect(after.body).toMatchObject({ companiesChecked: 6, companiesTotal: 6 });
  });

  it('refuses a tenant not the account’s and a bad query', async () => {
    if (skip()) return;
    const a = await auditor.get<{ code: string }>('/api/attention?tenant=sydekonomi');
    expect(a.status).toBe(403);
    expect(a.body.code).toBe('tenant_not_allowed');
    const b = await admin.get<{ code: string }>('/api/attention');
    expect(b.status).toBe(400);
    expect(b.body.code).toBe('invalid_request');
    const c = await admin.get<{ code: string }>('/api/user-companies?tenant=nordrevision');
    expect(c.status).toBe(400);
    const d = await auditor.get<{ code: string }>(
      `/api/user-companies?tenant=nordrevision&user=${elin}`,
    );
    expect(d.status).toBe(403);
    expect(d.body.code).toBe('forbidden_role');
    await expect(bff.client().get('/api/attention?tenant=nordrevision')).resolves.toMatchObject({
      status: 401,
    });
  });

  it("a user's companies: directly or through a group; a membership change counts at once", async () => {
    if (skip()) return;
    const read = async (c: Client) => {
      const r = await c.get<UserCompany[]>(`/api/user-companies?tenant=nordrevision&user=${elin}`);
      expect(r.status).toBe(200);
      const byName = Object.fromEntries(Object.entries(key).map(([name, k]) => [k, name] as const));
      return Object.fromEntries(r.body.map((u) => [byName[u.companyDurableKey]!, u]));
    };
    const seen = await read(admin);
    expect(Object.keys(seen).sort()).toEqual([KIRUNA, NORRSKEN, SKELLEFTEA, UMEA].sort());
    expect(seen[KIRUNA]).toEqual({
      companyDurableKey: key[KIRUNA],
      direct: false,
      groupIds: [granskare],
    });
    // Through the console: Elin leaves Granskare, and the group's companies go with it.
    expect((await admin.request('DELETE', `${T}/groups/${granskare}/members/${elin}`)).status).toBe(
      204,
    );
    const without = await read(admin);
    expect(Object.values(without).every((u) => !u.groupIds.includes(granskare))).toBe(true);
    expect(Object.keys(without)).not.toContain(KIRUNA);
    expect((await admin.request('PUT', `${T}/groups/${granskare}/members/${elin}`)).status).toBe(
      204,
    );
    expect(Object.keys(await read(admin))).toContain(KIRUNA);
    // A user V1 does not know sees nothing; a linked auditor asking learns only of its own.
    const nobody = await admin.get<UserCompany[]>(
      '/api/user-companies?tenant=nordrevision&user=no-such-user',
    );
    expect(nobody.body).toEqual([]);
  });

  it("a group's companies: those whose permissions list it, current after a grant or revoke", async () => {
    if (skip()) return;
    const read = async () => {
      const r = await admin.get<GroupCompany[]>(
        `/api/group-companies?tenant=nordrevision&group=${granskare}`,
      );
      expect(r.status).toBe(200);
      return r.body.map((g) => g.companyDurableKey).sort();
    };
    // What V1 says, company by company.
    const expected: string[] = [];
    for (const k of Object.values(key)) {
      const p = await admin.get<{ groups: { id: string }[] }>(`${T}/companies/${k}/permissions`);
      if (p.body.groups.some((g) => g.id === granskare)) expected.push(k);
    }
    expect(expected).toContain(key[KIRUNA]);
    expect(await read()).toEqual([...expected].sort());
    // Kept: asked again, V1 is not.
    const calls = bff.scope.counters.v1Calls;
    await read();
    expect(bff.scope.counters.v1Calls).toBe(calls);
    // A permission changed through the console counts at once.
    const grant = `${T}/companies/${key[ALVDALEN]}/permissions/groups/${granskare}`;
    expect((await admin.request('PUT', grant)).status).toBe(204);
    expect(await read()).toContain(key[ALVDALEN]);
    expect((await admin.request('DELETE', grant)).status).toBe(204);
    expect(await read()).toEqual([...expected].sort());
    // A group V1 does not know reaches nothing; auditors may not ask, a bad query is refused.
    const nobody = await admin.get<GroupCompany[]>(
      '/api/group-companies?tenant=nordrevision&group=no-such-group',
    );
    expect(nobody.body).toEqual([]);
    const refused = await auditor.get<{ code: string }>(
      `/api/group-companies?tenant=nordrevision&group=${granskare}`,
    );
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('forbidden_role');
    const bad = await admin.get<{ code: string }>(
      '/api/group-companies?tenant=nordrevision&group=..',
    );
    expect(bad.status).toBe(400);
  });

  it('the session names the machine users, so the group page offers people only', async () => {
    if (skip()) return;
    const s = await admin.get<{ machineUsers: string[] }>('/auth/session');
    expect(s.body.machineUsers).toContain('integration@nordrevision.se');
  });
});
