import { notFound } from '../http/errors.js';
import type { Handlers } from '../http/handler.js';
import { deleteUserRow, getUserRow, listUserRows, toUsers } from '../store/users.js';

export const userHandlers = {
  listUsers: async ({ ctx, tenantId }) =>
    toUsers(ctx.db, await listUserRows(ctx.db, tenantId, true)),

  getUser: async ({ ctx, tenantId, params }) => {
    const row = await getUserRow(ctx.db, tenantId, params.userId);
    if (!row || row.is_active !== 1) throw notFound(`No user ${params.userId}`);
    const [user] = await toUsers(ctx.db, [row]);
    return user!;
  },

  deleteUser: async ({ ctx, tenantId, params }) => {
    await ctx.db.transaction().execute(async (trx) => {
      const row = await getUserRow(trx, tenantId, params.userId);
      if (!row || row.is_active !== 1) throw notFound(`No user ${params.userId}`);
      await deleteUserRow(trx, tenantId, params.userId);
    });
    return null;
  },
} satisfies Partial<Handlers>;
