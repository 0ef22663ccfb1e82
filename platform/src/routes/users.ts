import { notFound } from '../http/errors.js';
import type { Handlers } from '../http/handler.js';
import { listUserGroups } from '../store/groups.js';
import { deleteUserRow, getActiveUserRow, listUserRows, toUser } from '../store/users.js';

export const userHandlers = {
  listUsers: async ({ ctx, tenantId }) => (await listUserRows(ctx.db, tenantId, true)).map(toUser),

  getUser: async ({ ctx, tenantId, params }) => {
    const row = await getActiveUserRow(ctx.db, tenantId, params.userId);
    if (!row) throw notFound(`No user ${params.userId}`);
    return toUser(row);
  },

  listUserGroups: async ({ ctx, tenantId, params }) => {
    if (!(await getActiveUserRow(ctx.db, tenantId, params.userId))) {
      throw notFound(`No user ${params.userId}`);
    }
    return listUserGroups(ctx.db, tenantId, params.userId);
  },

  deleteUser: async ({ ctx, tenantId, params }) => {
    await ctx.db.transaction().execute(async (trx) => {
      if (!(await getActiveUserRow(trx, tenantId, params.userId))) {
        throw notFound(`No user ${params.userId}`);
      }
      await deleteUserRow(trx, tenantId, params.userId);
    });
    return null;
  },
} satisfies Partial<Handlers>;
