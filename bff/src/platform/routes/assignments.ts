import type { Handlers } from '../http/handler.js';
import {
  createAssignment,
  getWorkMateriality,
  listAssignments,
  setAssignmentStatus,
  setWorkMateriality,
} from '../store/assignments.js';

export const assignmentHandlers = {
  listAssignments: async ({ ctx, tenantId, params, query }) =>
    listAssignments(ctx.db, tenantId, params.companyKey, query.financialYearId),

  createAssignment: async ({ ctx, tenantId, params, body }) =>
    ctx.db.transaction().execute((trx) => createAssignment(trx, tenantId, params.companyKey, body)),

  setAssignmentStatus: async ({ ctx, tenantId, params, body }) =>
    ctx.db
      .transaction()
      .execute((trx) =>
        setAssignmentStatus(trx, tenantId, params.companyKey, params.assignmentId, body.status),
      ),

  getWorkMateriality: async ({ ctx, tenantId, params }) =>
    getWorkMateriality(ctx.db, tenantId, params.companyKey, params.assignmentId),

  setWorkMateriality: async ({ ctx, tenantId, params, body }) =>
    ctx.db
      .transaction()
      .execute((trx) =>
        setWorkMateriality(trx, tenantId, params.companyKey, params.assignmentId, body),
      ),
} satisfies Partial<Handlers>;
