/**
 * A data dir written before the V1 company fields (migrations 001 and 002 only) opens with every
 * migration: its companies answer V1's Company with the framework default K2 and no legal form
 * or address, its assignments, modules and users are in V1's terms, and nothing crashes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect } from 'kysely';
import { afterAll, expect, it } from 'vitest';
import { AssignmentSummary, Company, User } from '@ledger/contract';
import { hashSecret } from '../auth/secrets.js';
import {
  client,
  getToken,
  startTestPlatform,
  undeclaredKeys,
} from '../../test/platform-helpers.js';
import { migrations } from './migrations.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-migrate-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const TENANT = 'gamla';
const CLIENT = { id: 'gamla-app', secret: 'gamla-app-secret' };
const KEY = '0b1c2d3e-4f50-1234-9abc-def012345678';
const YEAR = '1a2b3c4d-5e6f-4a0b-8c1d-2e3f4a5b6c7d';
const ANNA = 'user-anna';
const PENDING = 'user-pending';
const GROUP = 'group-revisorer';
const NOW = Date.UTC(2025, 5, 1);

/** Writes a data dir with the migrations before 003 and data in the shapes of then. */
async function writeOldDataDir() {
  const sqlite = new SQLite(path.join(dir, 'platform.sqlite'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const db = new Kysely<any>({ dialect: new SqliteDialect({ database: sqlite }) });
  const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '003'));
  expect(Object.keys(before)).toEqual(['001_initial', '002_sie_ledger']);
  const { error } = await new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(before) },
  }).migrateToLatest();
  expect(error).toBeUndefined();

  await db.insertInto('meta').values({ key: 'initialised', value: 'none' }).execute();
  await db
    .insertInto('tenants')
    .values({ id: TENANT, name: 'Gamla Byrån', created_ts: NOW })
    .execute();
  await db
    .insertInto('clients')
    .values({
      id: CLIENT.id,
      secret_hash: await hashSecret(CLIENT.secret),
      home_tenant_id: TENANT,
      scopes: 'companyinformation',
      created_ts: NOW,
    })
    .execute();
  await db
    .insertInto('client_tenants')
    .values({ client_id: CLIENT.id, tenant_id: TENANT })
    .execute();
  const user = (id: string, email: string, active: boolean, modules: string[], source: string) => ({
    id,
    tenant_id: TENANT,
    username: email,
    email,
    first_name: active ? 'Anna' : '',
    last_name: active ? 'Berg' : '',
    initials: 'AB',
    email_verified: active ? 1 : 0,
    is_active: active ? 1 : 0,
    source,
    modules: JSON.stringify(modules),
    created_ts: NOW,
    invited_ts: active ? null : NOW,
    last_sent_ts: active ? null : NOW,
    mails_sent: active ? 0 : 1,
  });
  await db
    .insertInto('users')
    .values([
      user(ANNA, 'anna@gamla.se', true, ['AUDIT', 'ANALYSIS', 'REPORTING'], 'SYSTEM'),
      user(PENDING, 'ny@gamla.se', false, ['REPORTING'], 'USER'),
    ])
    .execute();
  await db
    .insertInto('groups')
    .values({
      id: GROUP,
      tenant_id: TENANT,
      name: 'Revisorer',
      name_lower: 'revisorer',
      created_ts: NOW,
    })
    .execute();
  await db.insertInto('group_members').values({ group_id: GROUP, user_id: ANNA }).execute();
  await db
    .insertInto('companies')
    .values({
      key: KEY,
      tenant_id: TENANT,
      name: 'Gammalt Bolag AB',
      organization_number: '556677-8899',
      country: 'SWEDEN',
      default_account_plan: 'BAS2014',
      authorization_type: 4,
      created_ts: NOW,
      sni: 1110,
      work_materiality: 50000,
    })
    .execute();
  await db
    .insertInto('company_user_permissions')
    .values({ company_key: KEY, user_id: ANNA })
    .execute();
  await db
    .insertInto('financial_years')
    .values({
      id: YEAR,
      company_key: KEY,
      start_date: '2024-01-01',
      end_date: '2024-12-31',
      created_ts: NOW,
    })
    .execute();
  const types = ['AUDIT', 'REVIEW', 'COMPILATION'];
  await db
    .insertInto('assignments')
    .values(
      types.map((type, i) => ({
        id: `00000000-0000-4000-8000-00000000000${i}`,
        company_key: KEY,
        financial_year_id: YEAR,
        type,
        sub_type: `Gammal ${type}`,
        status: 'OPEN',
        created_ts: NOW + i,
        work_materiality: null,
        work_materiality_percentage: null,
      })),
    )
    .execute();
  await db.destroy();
}

const exactly = (schema: Parameters<typeof undeclaredKeys>[0], value: unknown) => {
  expect(schema.safeParse(value).success, JSON.stringify(value)).toBe(true);
  expect(undeclaredKeys(schema, value)).toEqual([]);
};

it('opens an old data dir: companies get annualReportFramework K2, old enums become V1 ones', async () => {
  await writeOldDataDir();
  const p = await startTestPlatform({ dataDir: dir, seed: 'none' });
  try {
    const c = client(p.baseUrl, await getToken(p.baseUrl, CLIENT.id, CLIENT.secret));
    const list = await c.get('/companies');
    expect(list.status, list.text).toBe(200);
    expect(list.json).toEqual([
      {
        durableKey: KEY,
        organizationNumber: '556677-8899',
        name: 'Gammalt Bolag AB',
        defaultAccountPlan: 'BAS2014',
        country: 'SWEDEN',
        annualReportFramework: 'K2',
      },
    ]);
    const one = await c.get(`/companies/${KEY}`);
    exactly(Company, one.json);
    expect(one.json).toMatchObject({
      annualReportFramework: 'K2',
      extendedAttributes: { SNI: '01110', workMateriality: '50000' },
    });
    const assignments = (await c.get(`/company/${KEY}/assignments`)).json as AssignmentSummary[];
    for (const a of assignments) exactly(AssignmentSummary, a);
    expect(assignments.map((a) => [a.type, a.subType])).toEqual([
      ['AE', 'Gammal AUDIT'],
      ['GN', 'Gammal REVIEW'],
      ['ANALYSIS', 'Gammal COMPILATION'],
    ]);
    const users = (await c.get('/users')).json as User[];
    expect(users.map((u) => u.id)).toEqual([ANNA]);
    for (const u of users) exactly(User, u);
    expect((await c.get(`/users/${ANNA}/groups`)).json).toEqual([{ id: GROUP, name: 'Revisorer' }]);
    expect((await c.get(`/users/${PENDING}`)).status).toBe(404);
    const perms = (await c.get(`/companies/${KEY}/permissions`)).json as { users: User[] };
    expect(perms.users.map((u) => u.id)).toEqual([ANNA]);
    // The new columns take V1's fields on the old company and on new ones.
    const put = await c.json('PUT', `/companies/${KEY}`, {
      legalForm: 'LIMITED_LIABILITY_COMPANY',
      address: 'Gamla vägen 1',
      annualReportFramework: 'K3',
    });
    expect(put.status, put.text).toBe(200);
    expect(put.json).toMatchObject({
      legalForm: 'LIMITED_LIABILITY_COMPANY',
      annualReportFramework: 'K3',
    });
    const created = await c.json('POST', '/companies', {
      authorization: { type: 1, userIds: [], groupIds: [] },
      data: { annualReportFramework: 'K1', organizationNumber: '5566778899', name: 'Dubblett' },
    });
    expect(created.status).toBe(409);
  } finally {
    await p.close();
  }
  // The stored modules are V1's; a second start runs no migration again and keeps the data.
  const sqlite = new SQLite(path.join(dir, 'platform.sqlite'), { readonly: true });
  const modules = sqlite.prepare('select id, modules from users order by id').all();
  const ran = sqlite.prepare('select name from kysely_migration order by name').all();
  sqlite.close();
  expect(modules).toEqual([
    { id: ANNA, modules: '["AUDIT","ANALYTICS"]' },
    { id: PENDING, modules: '[]' },
  ]);
  expect(ran).toEqual(Object.keys(migrations).map((name) => ({ name })));
  const again = await startTestPlatform({ dataDir: dir, seed: 'none' });
  try {
    const c = client(again.baseUrl, await getToken(again.baseUrl, CLIENT.id, CLIENT.secret));
    expect((await c.get(`/companies/${KEY}`)).json).toMatchObject({ annualReportFramework: 'K3' });
  } finally {
    await again.close();
  }
});
