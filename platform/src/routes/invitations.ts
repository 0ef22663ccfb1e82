import type { Handlers } from '../http/handler.js';
import { createInvitations, deleteInvitation, resendInvitation } from '../store/invitations.js';
import { listUserRows, toUser } from '../store/users.js';

export const invitationHandlers = {
  listInvitations: async ({ ctx, tenantId }) =>
    (await listUserRows(ctx.db, tenantId, false)).map(toUser),

  createInvitations: async ({ ctx, tenantId, body }) =>
    ctx.db.transaction().execute((trx) => createInvitations(trx, tenantId, body, ctx.publicUrl)),

  resendInvitation: async ({ ctx, tenantId, params }) => {
    await ctx.db
      .transaction()
      .execute((trx) => resendInvitation(trx, tenantId, params.userId, ctx.publicUrl));
    return null;
  },

  deleteInvitation: async ({ ctx, tenantId, params }) => {
    await ctx.db.transaction().execute((trx) => deleteInvitation(trx, tenantId, params.userId));
    return null;
  },
} satisfies Partial<Handlers>;
