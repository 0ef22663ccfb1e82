/**
 * The set-up the bulk-run tests share (bulk-runs.test.ts, bulk-runs-refusals.test.ts): a BFF
 * with the embedded demo platform on each store, its signed-in clients, a group and companies to
 * grant, and the calls of `/api/bulk-runs`. A suite calls `useBulkRuns(onPg)`; the clients are
 * then its own (live bindings), and `skip()` says whether it has no PostgreSQL to run on.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import { startTestBff } from '../test/bff-helpers.js';
import type { Client, TestBff } from '../test/bff-helpers.js';
import { createTestDatabase, pgAdminUrl } from '../test/test-pg.js';
import type { TestDatabase } from '../test/test-pg.js';

export const PG_ADMIN = await pgAdminUrl();

export const BACKENDS = [
  { name: 'SQLite', pg: false },
  { name: 'PostgreSQL', pg: true },
];

export interface Run {
  id: string;
  tenantId: string;
  username: string;
  action: string;
  total: number;
  done: number;
  skipped: number;
  failed: number;
  status: string;
  startedAt: string;
  endedAt: string | null;
}
export interface Entry {
  operation: string;
  username: string | null;
  outcome: string;
  status: number;
  targetIds: Record<string, string>;
  bulkRunId: string | null;
  bulk?: Run;
}
export interface Page {
  entries: Entry[];
}
export interface Company {
  durableKey: string;
}
export interface Group {
  id: string;
  name: string;
}

export let bff: TestBff;
export let db: TestDatabase | undefined;
export let admin: Client;
export let admin2: Client;
export let auditor: Client;
/** Three of the tenant's companies, and a group made for the suite. */
export let companies: string[];
export let group: Group;
let onPgNow = false;
let started: TestBff | undefined;
export const skip = () => onPgNow && !PG_ADMIN;

/** The suite's BFF (on PostgreSQL when `onPg`), started before its tests and closed after. */
export function useBulkRuns(onPg: boolean) {
  beforeAll(async () => {
    onPgNow = onPg;
    db = undefined;
    if (skip()) return;
    db = onPg ? await createTestDatabase(PG_ADMIN!, 'bff_bulk') : undefined;
    bff = started = await startTestBff(
      db ? { DATABASE_URL: db.url } : {},
      {},
      {
        accounts: [
          { username: 'admin2', password: 'admin2-pass', role: 'admin', tenants: ['nordrevision'] },
        ],
      },
    );
    admin = bff.client();
    admin2 = bff.client();
    auditor = bff.client();
    expect((await admin.login('admin', 'admin-demo')).status).toBe(204);
    expect((await admin2.login('admin2', 'admin2-pass')).status).toBe(204);
    expect((await auditor.login('auditor', 'auditor-demo')).status).toBe(204);
    companies = (await admin.get<Company[]>('/api/t/nordrevision/companies')).body
      .slice(0, 3)
      .map((c) => c.durableKey);
    const made = await admin.request<Group>('POST', '/api/t/nordrevision/groups', {
      json: { name: `Bulk ${onPg ? 'pg' : 'sqlite'}` },
    });
    expect(made.status, made.text).toBe(200);
    group = made.body;
  });
  afterAll(async () => {
    await started?.close();
    started = undefined;
    await db?.drop();
  });
}

export const open = (
  c: Client,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) => c.request<Run>('POST', '/api/bulk-runs', { json: body, headers });
export const grant = (c: Client, company: string, runId?: string, groupId = group.id) =>
  c.request('PUT', `/api/t/nordrevision/companies/${company}/permissions/groups/${groupId}`, {
    headers: runId ? { 'x-bulk-run': runId } : {},
  });
export const audit = (query = '') => admin.get<Page>(`/api/audit?tenant=nordrevision${query}`);
export const report = (c: Client, body: Record<string, unknown>) =>
  c.request<Run>('PUT', '/api/bulk-runs', { json: body });
/** Counts as a browser of before this rule sent them with every report (now ignored). */
export const none = { done: 0, skipped: 0, failed: 0 };
/** The run as the audit log shows it on its own entry. */
export const runOnLog = async (id: string) =>
  (await audit('&operation=bulk.run&limit=500')).body.entries.find(
    (e) => e.targetIds.bulkRunId === id,
  )?.bulk;
/** How many group grants V1 itself has been asked for (its dev stats). */
export const grantsInV1 = async () =>
  Object.entries((await bff.stats()).requests)
    .filter(([k]) => /^PUT .*\/permissions\/groups\//.test(k))
    .reduce((n, [, v]) => n + v, 0);
/** Whether V1 gives the group access to the company. */
export const groupHas = async (groupId: string, company: string) =>
  (
    await admin.get<{ groups: { id: string }[] }>(
      `/api/t/nordrevision/companies/${company}/permissions`,
    )
  ).body.groups.some((g) => g.id === groupId);
/** A new group of no company, and `n` companies to give it. */
let groups = 0;
export const fresh = async (n: number) => {
  const made = await admin.request<Group>('POST', '/api/t/nordrevision/groups', {
    json: { name: `Bulk ${onPgNow ? 'pg' : 'sqlite'} ${++groups}` },
  });
  expect(made.status, made.text).toBe(200);
  const all = (await admin.get<Company[]>('/api/t/nordrevision/companies')).body;
  expect(all.length).toBeGreaterThanOrEqual(n);
  return { to: made.body.id, keys: all.slice(0, n).map((c) => c.durableKey) };
};
