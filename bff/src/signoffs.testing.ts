/**
 * The set-up the sign-off tests share (signoffs.test.ts, signoffs-access.test.ts): a BFF with
 * the embedded demo platform on each store, its signed-in clients, and the calls of
 * `/api/signoffs`. A suite calls `useSignOffs(onPg)`; the clients are then its own (live
 * bindings), and `skip()` says whether it has no PostgreSQL to run on.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import { startTestBff } from '../test/bff-helpers.js';
import type { Client, TestBff } from '../test/bff-helpers.js';
import { createTestDatabase, pgAdminUrl } from '../test/test-pg.js';
import type { TestDatabase } from '../test/test-pg.js';

export const BACKENDS = [
  { name: 'SQLite', pg: false },
  { name: 'PostgreSQL', pg: true },
];
export const PG_ADMIN = await pgAdminUrl();
/** Norrsken Bygg AB: open to the demo auditor (linked to Elin Sjöberg). */
export const NORRSKEN = '21956b86-1c68-488e-8773-13c1fb38e381';
export const YEAR = 'fy-2024';
export const SYD = {
  username: 'syd-auditor',
  password: 'syd-auditor-pw',
  role: 'auditor',
} as const;
export const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

export interface Signature {
  username: string;
  at: string;
  figure: number;
}
export interface Note {
  id: string;
  kind: string;
  item: string;
  text: string;
  openedBy: string;
  openedAt: string;
  clearedBy: string | null;
  clearedAt: string | null;
  resolution: string | null;
}
export interface SignOff {
  kind: string;
  item: string;
  prepared: Signature | null;
  reviewed: Signature | null;
  notes: Note[];
}
export interface Step {
  id: string;
  at: string;
  username: string;
  action: string;
  figure: number | null;
  noteId: string | null;
  text: string | null;
}
export interface AuditEntries {
  entries: { targetIds: Record<string, string>; [k: string]: unknown }[];
}

export let bff: TestBff;
export let db: TestDatabase | undefined;
export let admin: Client;
export let auditor: Client;
export let syd: Client;
/** Älvdalens Trävaru AB's key. */
export let alvdalen: string;
let onPgNow = false;
let started: TestBff | undefined;
export const skip = () => onPgNow && !PG_ADMIN;

/** The suite's BFF (on PostgreSQL when `onPg`), started before its tests and closed after. */
export function useSignOffs(onPg: boolean) {
  beforeAll(async () => {
    onPgNow = onPg;
    db = undefined;
    if (skip()) return;
    db = onPg ? await createTestDatabase(PG_ADMIN!, 'bff_signoffs') : undefined;
    bff = started = await startTestBff(
      db ? { DATABASE_URL: db.url } : {},
      {},
      { accounts: [{ ...SYD, tenants: ['sydekonomi'] }] },
    );
    admin = bff.client();
    auditor = bff.client();
    syd = bff.client();
    expect((await admin.login('admin', 'admin-demo')).status).toBe(204);
    expect((await auditor.login('auditor', 'auditor-demo')).status).toBe(204);
    expect((await syd.login(SYD.username, SYD.password)).status).toBe(204);
    const companies = await admin.get<{ name: string; durableKey: string }[]>(
      '/api/t/nordrevision/companies',
    );
    alvdalen = companies.body.find((c) => c.name === 'Älvdalens Trävaru AB')!.durableKey;
  });
  afterAll(async () => {
    await started?.close();
    started = undefined;
    await db?.drop();
  });
}

export const year = (over: Record<string, string> = {}) => ({
  tenant: 'nordrevision',
  company: NORRSKEN,
  financialYearId: YEAR,
  ...over,
});
export const qs = (o: Record<string, string>) => new URLSearchParams(o).toString();
export const list = (c: Client, over: Record<string, string> = {}) =>
  c.get<SignOff[]>(`/api/signoffs?${qs(year(over))}`);
export const one = async (
  c: Client,
  kind: string,
  item: string,
  over: Record<string, string> = {},
) => (await list(c, over)).body.find((s) => s.kind === kind && s.item === item);
export const history = (c: Client, kind: string, item: string, over: Record<string, string> = {}) =>
  c.get<Step[]>(`/api/signoffs/history?${qs({ ...year(over), kind, item })}`);
export const sign = (c: Client, body: Record<string, unknown>) =>
  c.request<SignOff>('PUT', '/api/signoffs', { json: { ...year(), kind: 'account', ...body } });
export const withdraw = (c: Client, kind: string, item: string, step: string, over = {}) =>
  c.request<SignOff>('DELETE', `/api/signoffs?${qs({ ...year(over), kind, item, step })}`);
export const openNote = (c: Client, body: Record<string, unknown>) =>
  c.request<Note>('POST', '/api/signoffs/notes', {
    json: { ...year(), kind: 'account', ...body },
  });
export const clearNote = (c: Client, body: Record<string, unknown>) =>
  c.request<Note>('PUT', '/api/signoffs/notes', {
    json: { ...year(), kind: 'account', ...body },
  });
