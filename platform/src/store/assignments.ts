import crypto from 'node:crypto';
import type { Selectable } from 'kysely';
import {
  ASSIGNMENT_STATUS_MOVES,
  type AssignmentCreate,
  type AssignmentStatus,
  type AssignmentSummary,
  type AuditAssignmentWorkMateriality,
} from '@ledger/contract';
import type { DbOrTrx } from '../db/index.js';
import type { AssignmentTable } from '../db/schema.js';
import { conflict, fieldError, HttpError, notFound } from '../http/errors.js';
import { getCompanyRow } from './companies.js';
import { getFinancialYearRow } from './financial-years.js';

export type AssignmentRow = Selectable<AssignmentTable>;

/** V1's `AssignmentSummary`: `{id, type, subType, financialYearId, status}`. */
const toSummary = (r: AssignmentRow): AssignmentSummary => ({
  id: r.id,
  type: r.type,
  subType: r.sub_type,
  financialYearId: r.financial_year_id,
  status: r.status,
});

export async function listAssignments(
  db: DbOrTrx,
  tenantId: string,
  companyKey: string,
  financialYearId?: string,
): Promise<AssignmentSummary[]> {
  await getCompanyRow(db, tenantId, companyKey);
  let q = db.selectFrom('assignments').selectAll().where('company_key', '=', companyKey);
  if (financialYearId !== undefined) {
    // Its form is the contract's check (400); here a year that is not the company's is 404.
    await getFinancialYearRow(db, companyKey, financialYearId);
    q = q.where('financial_year_id', '=', financialYearId);
  }
  const rows = await q.orderBy('created_ts').orderBy('id').execute();
  return rows.map(toSummary);
}

async function getAssignmentRow(db: DbOrTrx, tenantId: string, companyKey: string, id: string) {
  await getCompanyRow(db, tenantId, companyKey);
  const row = await db
    .selectFrom('assignments')
    .selectAll()
    .where('company_key', '=', companyKey)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(`No assignment ${id} for company ${companyKey}`);
  return row;
}

export async function createAssignment(
  db: DbOrTrx,
  tenantId: string,
  companyKey: string,
  input: AssignmentCreate,
  now = Date.now(),
  id: string = crypto.randomUUID(),
): Promise<AssignmentSummary> {
  await getCompanyRow(db, tenantId, companyKey);
  try {
    await getFinancialYearRow(db, companyKey, input.financialYearId);
  } catch (err) {
    if (err instanceof HttpError) {
      throw fieldError(
        'body',
        'financialYearId',
        `unknown financial year ${input.financialYearId}`,
      );
    }
    throw err;
  }
  const row: AssignmentRow = {
    id,
    company_key: companyKey,
    financial_year_id: input.financialYearId,
    type: input.type,
    sub_type: input.subType,
    status: 'OPEN',
    created_ts: now,
    work_materiality: null,
    work_materiality_percentage: null,
  };
  await db.insertInto('assignments').values(row).execute();
  return toSummary(row);
}

/** OPEN <-> LOCKED -> ARCHIVED; the same status is a no-op; anything else 409. */
export async function setAssignmentStatus(
  db: DbOrTrx,
  tenantId: string,
  companyKey: string,
  id: string,
  status: AssignmentStatus,
): Promise<AssignmentSummary> {
  const row = await getAssignmentRow(db, tenantId, companyKey, id);
  if (row.status === status) return toSummary(row);
  if (!ASSIGNMENT_STATUS_MOVES[row.status].includes(status)) {
    throw conflict(`An assignment cannot move from ${row.status} to ${status}`);
  }
  await db.updateTable('assignments').set({ status }).where('id', '=', id).execute();
  return toSummary({ ...row, status });
}

export async function getWorkMateriality(
  db: DbOrTrx,
  tenantId: string,
  companyKey: string,
  id: string,
): Promise<AuditAssignmentWorkMateriality | null> {
  const row = await getAssignmentRow(db, tenantId, companyKey, id);
  if (row.work_materiality === null && row.work_materiality_percentage === null) return null;
  return {
    workMateriality: row.work_materiality,
    workMaterialityPercentage: row.work_materiality_percentage,
  };
}

export async function setWorkMateriality(
  db: DbOrTrx,
  tenantId: string,
  companyKey: string,
  id: string,
  value: { workMateriality: number; workMaterialityPercentage: number },
): Promise<AuditAssignmentWorkMateriality> {
  const row = await getAssignmentRow(db, tenantId, companyKey, id);
  if (row.status !== 'OPEN') {
    throw conflict(`Work materiality can be set only on an OPEN assignment (it is ${row.status})`);
  }
  await db
    .updateTable('assignments')
    .set({
      work_materiality: value.workMateriality,
      work_materiality_percentage: value.workMaterialityPercentage,
    })
    .where('id', '=', id)
    .execute();
  return { ...value };
}
