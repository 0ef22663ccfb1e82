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
    listAssignments(ctx.db, tenantId, params.companyDurableKey, query.financialYearId),

  createAssignment: async ({ ctx, tenantId, params, body }) =>
    ctx.db
      .transaction()
      .execute((trx) => createAssignment(trx, tenantId, params.companyDurableKey, body)),

  setAssignmentStatus: async ({ ctx, tenantId, params, body }) =>
    ctx.db
      .transaction()
      .execute((trx) =>
        setAssignmentStatus(
          trx,
          tenantId,
          params.companyDurableKey,
          params.auditAssignmentId,
          body.status,
        ),
      ),

  getWorkMateriality: async ({ ctx, tenantId, params }) =>
    getWorkMateriality(ctx.db, tenantId, params.companyDurableKey, params.auditAssignmentId),

  setWorkMateriality: async ({ ctx, tenantId, params, body }) =>
    ctx.db
      .transaction()
      .execute((trx) =>
        setWorkMateriality(trx, tenantId, params.companyDurableKey, params.auditAssignmentId, body),
      ),
} satisfies Partial<Handlers>;
