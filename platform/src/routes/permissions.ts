import type { PlatformContext } from '../context.js';
import type { Handlers } from '../http/handler.js';
import { getPermissions, setGroupPermission, setUserPermission } from '../store/permissions.js';

/** A grant (`granted`) or a revocation of one company permission, in one transaction; no body. */
async function setPermission(
  ctx: PlatformContext,
  set: typeof setUserPermission | typeof setGroupPermission,
  tenantId: string,
  companyKey: string,
  id: string,
  granted: boolean,
): Promise<null> {
  await ctx.db.transaction().execute((trx) => set(trx, tenantId, companyKey, id, granted));
  return null;
}

export const permissionHandlers = {
  getCompanyPermissions: async ({ ctx, tenantId, params }) =>
    getPermissions(ctx.db, tenantId, params.companyDurableKey),

  grantUserPermission: async ({ ctx, tenantId, params: p }) =>
    setPermission(ctx, setUserPermission, tenantId, p.companyDurableKey, p.userId, true),

  revokeUserPermission: async ({ ctx, tenantId, params: p }) =>
    setPermission(ctx, setUserPermission, tenantId, p.companyDurableKey, p.userId, false),

  grantGroupPermission: async ({ ctx, tenantId, params: p }) =>
    setPermission(ctx, setGroupPermission, tenantId, p.companyDurableKey, p.groupId, true),

  revokeGroupPermission: async ({ ctx, tenantId, params: p }) =>
    setPermission(ctx, setGroupPermission, tenantId, p.companyDurableKey, p.groupId, false),
} satisfies Partial<Handlers>;
