import type { Handlers } from '../http/handler.js';
import {
  addMember,
  createGroup,
  deleteGroup,
  getGroupByName,
  listGroups,
  listMembers,
  removeMember,
} from '../store/groups.js';

export const groupHandlers = {
  listGroups: async ({ ctx, tenantId }) => listGroups(ctx.db, tenantId),

  createGroup: async ({ ctx, tenantId, body }) =>
    ctx.db.transaction().execute((trx) => createGroup(trx, tenantId, body.name)),

  getGroupByName: async ({ ctx, tenantId, params }) =>
    getGroupByName(ctx.db, tenantId, params.name),

  deleteGroup: async ({ ctx, tenantId, params }) => {
    await ctx.db.transaction().execute((trx) => deleteGroup(trx, tenantId, params.groupId));
    return null;
  },

  listGroupMembers: async ({ ctx, tenantId, params }) =>
    listMembers(ctx.db, tenantId, params.groupId),

  addGroupMember: async ({ ctx, tenantId, params }) => {
    await ctx.db
      .transaction()
      .execute((trx) => addMember(trx, tenantId, params.groupId, params.userId));
    return null;
  },

  removeGroupMember: async ({ ctx, tenantId, params }) => {
    await ctx.db
      .transaction()
      .execute((trx) => removeMember(trx, tenantId, params.groupId, params.userId));
    return null;
  },
} satisfies Partial<Handlers>;
