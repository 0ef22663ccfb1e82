import type { Handlers } from '../http/handler.js';
import { getPermissions, setGroupPermission, setUserPermission } from '../store/permissions.js';

export const permissionHandlers = {
  getCompanyPermissions: async ({ ctx, tenantId, params }) =>
    getPermissions(ctx.db, tenantId, params.companyDurableKey),

  grantUserPermission: async ({ ctx, tenantId, params }) => {
    await ctx.db
      .transaction()
      .execute((trx) =>
        setUserPermission(trx, tenantId, params.companyDurableKey, params.userId, true),
      );
    return null;
  },

  revokeUserPermission: async ({ ctx, tenantId, params }) => {
    await ctx.db
      .transaction()
      .execute((trx) =>
        setUserPermission(trx, tenantId, params.companyDurableKey, params.userId, false),
      );
    return null;
  },

  grantGroupPermission: async ({ ctx, tenantId, params }) => {
    await ctx.db
      .transaction()
      .execute((trx) =>
        setGroupPermission(trx, tenantId, params.companyDurableKey, params.groupId, true),
      );
    return null;
  },

  revokeGroupPermission: async ({ ctx, tenantId, params }) => {
    await ctx.db
      .transaction()
      .execute((trx) =>
        setGroupPermission(trx, tenantId, params.companyDurableKey, params.groupId, false),
      );
    return null;
  },
} satisfies Partial<Handlers>;
