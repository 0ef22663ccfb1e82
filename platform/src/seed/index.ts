import crypto from 'node:crypto';
import fs from 'node:fs';
import type { AssignmentType, Module } from '@ledger/contract';
import type { DbOrTrx } from '../db/index.js';
import { hashSecret } from '../auth/secrets.js';
import { storedPath } from '../files/storage.js';
import { addClient } from '../store/clients.js';
import { createCompany } from '../store/companies.js';
import { createAssignment, setAssignmentStatus, setWorkMateriality } from '../store/assignments.js';
import { insertPendingFile } from '../store/files.js';
import { insertFinancialYear, toFinancialYear } from '../store/financial-years.js';
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
      modules: Module[],
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
        modules: JSON.stringify(modules),
        created_ts: ts,
        invited_ts: active ? null : ts,
        last_sent_ts: active ? null : ts,
        mails_sent: active ? 0 : 1,
      };
      rows.push(row);
      userIds.set(local, row.id);
    };
    const all: Module[] = ['AUDIT', 'ANALYTICS'];
    for (const [first, last] of t.users) {
      addUser(localPart(first, last), first, last, true, 'USER', all);
    }
    addUser(t.systemUser, 'Integration', 'System', true, 'SYSTEM', all);
    for (const [local, modules] of t.pending) addUser(local, '', '', false, 'USER', modules);
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
          authorization: {
            type: c.authorizationType,
            userIds: (c.users ?? []).map((u) => userIds.get(u)!),
            groupIds: (c.groups ?? []).map((g) => groupIds.get(g)!),
          },
          data: {
            annualReportFramework: c.annualReportFramework,
            organizationNumber: withLuhn(c.orgBase),
            name: c.name,
            legalForm: c.legalForm,
            ...(c.address ? { address: c.address } : {}),
          },
        },
        tick(),
        key,
        { sni: c.sni, workMateriality: c.workMateriality },
      );
      const years = [];
      for (const [start, end] of c.years) {
        const row = await insertFinancialYear(
          db,
          key,
          start,
          end,
          tick(),
          id('year', `${c.name}/${start}`),
        );
        years.push(toFinancialYear(row));
      }
      await seedAssignments(db, t.id, key, c, years, tick, id);

      for (const file of generateDemoSieFiles({
        tenantId: t.id,
        company: {
          key,
          name: c.name,
          organizationNumber: company.organization_number,
          netSales: c.netSales,
          ...(c.reducedVatShare ? { reducedVatShare: c.reducedVatShare } : {}),
        },
        years,
      })) {
        const fileId = id('file', `${c.name}/${file.name}`);
        fs.mkdirSync(opts.filesDir, { recursive: true });
        fs.writeFileSync(storedPath(opts.filesDir, fileId), file.content);
        await insertPendingFile(
          db,
          {
            id: fileId,
            company_key: key,
            financial_year_id: file.financialYearId,
            name: file.name,
            size: file.content.length,
            content_type: 'application/octet-stream',
            uploaded_date: new Date(file.uploadedAt).toISOString(),
            uploaded_by_user_id: null,
            storage_name: fileId,
            query_start_date: null,
            query_end_date: null,
            sha256: crypto.createHash('sha256').update(file.content).digest('hex'),
          },
          file.uploadedAt,
          file.parsedAt,
        );
      }
    }
  }
}

/**
 * Free-text sub types of the demo assignments. The console shows a sub type as it is, in either
 * language, so the demo words them in no language (they were "Räkenskapsår 2025" and "Nyckeltal
 * per månad", Swedish in the English console): AE and GN name the financial year (`2025`, a
 * broken year `2024/25`), ANALYSIS the months it covers (`2025-01 – 2025-12`). V1 gives the type
 * codes no meanings, so the demo does not suggest any.
 */
export function demoSubType(
  type: AssignmentType,
  year: { startDate: string; endDate: string },
): string {
  if (type === 'ANALYSIS') return `${year.startDate.slice(0, 7)} – ${year.endDate.slice(0, 7)}`;
  const [start, end] = [year.startDate.slice(0, 4), year.endDate.slice(0, 4)];
  return start === end ? start : `${start}/${end.slice(2)}`;
}

/**
 * Per company (every type and every status across the demo): the oldest year's AE ARCHIVED,
 * a middle (else the latest) year's GN LOCKED (with work materiality set before locking), the
 * latest year's AE OPEN (work materiality when the company has one) and an OPEN ANALYSIS of
 * the latest year. Ids: `demoId("<tenant>/assignment/<company>/<year start>/<TYPE>")`.
 */
async function seedAssignments(
  db: DbOrTrx,
  tenantId: string,
  key: string,
  c: { name: string; workMateriality?: number },
  years: { id: string; startDate: string; endDate: string }[],
  tick: () => number,
  id: (kind: string, name: string) => string,
) {
  const make = async (
    type: AssignmentType,
    year: { id: string; startDate: string; endDate: string },
  ) =>
    createAssignment(
      db,
      tenantId,
      key,
      {
        type,
        subType: demoSubType(type, year),
        financialYearId: year.id,
      },
      tick(),
      id('assignment', `${c.name}/${year.startDate}/${type}`),
    );
  const oldest = years[0]!;
  const latest = years[years.length - 1]!;
  const wm = c.workMateriality;

  const archived = await make('AE', oldest);
  await setAssignmentStatus(db, tenantId, key, archived.id, 'LOCKED');
  await setAssignmentStatus(db, tenantId, key, archived.id, 'ARCHIVED');

  const locked = await make('GN', years.length >= 3 ? years[1]! : latest);
  if (wm && years.length >= 3) {
    await setWorkMateriality(db, tenantId, key, locked.id, {
      workMateriality: Math.round(wm * 0.8),
      workMaterialityPercentage: 75,
    });
  }
  await setAssignmentStatus(db, tenantId, key, locked.id, 'LOCKED');

  const open = await make('AE', latest);
  if (wm) {
    await setWorkMateriality(db, tenantId, key, open.id, {
      workMateriality: wm,
      workMaterialityPercentage: 80,
    });
  }
  await make('ANALYSIS', latest);
}
