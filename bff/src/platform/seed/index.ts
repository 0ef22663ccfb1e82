import fs from 'node:fs';
import type { DbOrTrx } from '../db/index.js';
import { hashSecret } from '../auth/secrets.js';
import { storedPath } from '../files/storage.js';
import { addClient } from '../store/clients.js';
import { createCompany } from '../store/companies.js';
import { createAssignment, setAssignmentStatus, setWorkMateriality } from '../store/assignments.js';
import { insertPendingFile } from '../store/files.js';
import { insertFinancialYear } from '../store/financial-years.js';
import { createGroup } from '../store/groups.js';
import { sendInvitationMail } from '../store/invitations.js';
import { addTenant } from '../store/tenants.js';
import { initialsOf, type UserRow } from '../store/users.js';
import { DEMO_CLIENTS, DEMO_EPOCH, DEMO_TENANTS, localPart } from './demo-data.js';
import { demoId, withLuhn } from './ids.js';
import { generateDemoSieFiles } from './sie-files.js';

const MIN = 60_000;

/** Tenants and API clients of the demo (kept across `POST /dev/reset`). */
export async function seedDemoAccess(db: DbOrTrx): Promise<void> {
  for (const t of DEMO_TENANTS) {
    const exists = await db
      .selectFrom('tenants')
      .select('id')
      .where('id', '=', t.id)
      .executeTakeFirst();
    if (!exists) await addTenant(db, { id: t.id, name: t.name }, DEMO_EPOCH);
  }
  for (const c of DEMO_CLIENTS) {
    const exists = await db
      .selectFrom('clients')
      .select('id')
      .where('id', '=', c.id)
      .executeTakeFirst();
    if (exists) continue;
    await addClient(
      db,
      {
        id: c.id,
        secretHash: await hashSecret(c.secret),
        homeTenantId: c.homeTenantId,
        scopes: c.scopes,
        tenantIds: c.tenantIds,
      },
      DEMO_EPOCH,
    );
  }
}

/** Users, groups, companies, years, assignments (and generated SIE files) of both tenants. */
export async function seedDemoData(
  db: DbOrTrx,
  opts: { publicUrl: string; filesDir: string },
): Promise<void> {
  for (const t of DEMO_TENANTS) {
    const id = (kind: string, name: string) => demoId(`${t.id}/${kind}/${name}`);
    let clock = DEMO_EPOCH;
    const tick = () => (clock += MIN);

    // Users: active ones, a SYSTEM integration user, then pending invitations.
    const userIds = new Map<string, string>();
    const rows: UserRow[] = [];
    const addUser = (
      local: string,
      first: string,
      last: string,
      active: boolean,
      source: 'USER' | 'SYSTEM',
    ) => {
      const email = `${local}@${t.domain}`;
      const ts = tick();
      const row: UserRow = {
        id: id('user', local),
        tenant_id: t.id,
        username: email,
        email,
        first_name: first,
        last_name: last,
        initials: initialsOf(first, last, email),
        email_verified: active ? 1 : 0,
        is_active: active ? 1 : 0,
        source,
        modules: JSON.stringify(active ? ['AUDIT', 'ANALYSIS'] : ['AUDIT']),
        created_ts: ts,
        invited_ts: active ? null : ts,
        last_sent_ts: active ? null : ts,
        mails_sent: active ? 0 : 1,
      };
      rows.push(row);
      userIds.set(local, row.id);
    };
    for (const [first, last] of t.users) addUser(localPart(first, last), first, last, true, 'USER');
    addUser(t.systemUser, 'Integration', 'System', true, 'SYSTEM');
    for (const local of t.pending) addUser(local, '', '', false, 'USER');
    await db.insertInto('users').values(rows).execute();
    for (const r of rows.filter((r) => r.is_active === 0)) {
      await sendInvitationMail(db, r, opts.publicUrl, r.created_ts);
    }

    const groupIds = new Map<string, string>();
    for (const [name, members] of Object.entries(t.groups)) {
      const g = await createGroup(db, t.id, name, tick(), id('group', name));
      groupIds.set(name, g.id);
      await db
        .insertInto('group_members')
        .values(members.map((m) => ({ group_id: g.id, user_id: userIds.get(m)! })))
        .execute();
    }

    for (const c of t.companies) {
      const key = id('company', c.name);
      const company = await createCompany(
        db,
        t.id,
        {
          name: c.name,
          organizationNumber: withLuhn(c.orgBase),
          authorization: {
            type: c.authorizationType,
            userIds: (c.users ?? []).map((u) => userIds.get(u)!),
            groupIds: (c.groups ?? []).map((g) => groupIds.get(g)!),
          },
        },
        tick(),
        key,
        { sni: c.sni, workMateriality: c.workMateriality },
      );
      const years = [];
      for (const [start, end] of c.years) {
        years.push(
          await insertFinancialYear(db, key, start, end, tick(), id('year', `${c.name}/${start}`)),
        );
      }
      await seedAssignments(db, t.id, key, c, years, tick, id);

      for (const file of generateDemoSieFiles({
        tenantId: t.id,
        company: { key, name: c.name, organizationNumber: company.organizationNumber, sni: c.sni },
        years,
      })) {
        const fileId = id('file', `${c.name}/${file.name}`);
        fs.mkdirSync(opts.filesDir, { recursive: true });
        fs.writeFileSync(storedPath(opts.filesDir, fileId), file.content);
        const ts = tick();
        await insertPendingFile(
          db,
          {
            id: fileId,
            company_key: key,
            financial_year_id: file.financialYearId,
            name: file.name,
            size: file.content.length,
            content_type: 'application/octet-stream',
            uploaded_date: new Date(ts).toISOString(),
            uploaded_by_user_id: null,
            storage_name: fileId,
            query_start_date: null,
            query_end_date: null,
          },
          ts,
        );
      }
    }
  }
}

const SUBTYPES = {
  AUDIT: 'Lagstadgad revision',
  REVIEW: 'Översiktlig granskning',
  COMPILATION: 'Bokslutsupprättande',
} as const;

/**
 * Per company: the oldest year's audit ARCHIVED, a middle year's review LOCKED (with work
 * materiality set before locking), the latest year's audit OPEN (work materiality when the
 * company has one) and an OPEN compilation of the latest year.
 */
async function seedAssignments(
  db: DbOrTrx,
  tenantId: string,
  key: string,
  c: { name: string; workMateriality?: number },
  years: { id: string; startDate: string }[],
  tick: () => number,
  id: (kind: string, name: string) => string,
) {
  const make = async (type: keyof typeof SUBTYPES, yearId: string, label: string) =>
    createAssignment(
      db,
      tenantId,
      key,
      { type, subType: SUBTYPES[type], financialYearId: yearId },
      tick(),
      id('assignment', `${c.name}/${label}`),
    );
  const oldest = years[0]!;
  const latest = years[years.length - 1]!;
  const wm = c.workMateriality;

  const archived = await make('AUDIT', oldest.id, `${oldest.startDate}/AUDIT`);
  await setAssignmentStatus(db, tenantId, key, archived.id, 'LOCKED');
  await setAssignmentStatus(db, tenantId, key, archived.id, 'ARCHIVED');

  if (years.length >= 3) {
    const middle = years[1]!;
    const review = await make('REVIEW', middle.id, `${middle.startDate}/REVIEW`);
    if (wm) {
      await setWorkMateriality(db, tenantId, key, review.id, {
        workMateriality: Math.round(wm * 0.8),
        workMaterialityPercentage: 75,
      });
    }
    await setAssignmentStatus(db, tenantId, key, review.id, 'LOCKED');
  } else {
    const review = await make('REVIEW', latest.id, `${latest.startDate}/REVIEW`);
    await setAssignmentStatus(db, tenantId, key, review.id, 'LOCKED');
  }

  const open = await make('AUDIT', latest.id, `${latest.startDate}/AUDIT`);
  if (wm) {
    await setWorkMateriality(db, tenantId, key, open.id, {
      workMateriality: wm,
      workMaterialityPercentage: 80,
    });
  }
  await make('COMPILATION', latest.id, `${latest.startDate}/COMPILATION`);
}
