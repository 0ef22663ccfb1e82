import { removeStoredFiles } from '../files/storage.js';
import type { Handlers } from '../http/handler.js';
import {
  createCompany,
  deleteCompany,
  getCompanyRow,
  listCompanies,
  setExtendedAttribute,
  toCompany,
  updateCompany,
} from '../store/companies.js';

export const companyHandlers = {
  listCompanies: async ({ ctx, tenantId }) => listCompanies(ctx.db, tenantId),

  createCompany: async ({ ctx, tenantId, body }) =>
    toCompany(await ctx.db.transaction().execute((trx) => createCompany(trx, tenantId, body))),

  getCompany: async ({ ctx, tenantId, params }) =>
    toCompany(await getCompanyRow(ctx.db, tenantId, params.companyDurableKey), {
      extendedAttributes: true,
    }),

  updateCompany: async ({ ctx, tenantId, params, body }) =>
    toCompany(
      await ctx.db
        .transaction()
        .execute((trx) => updateCompany(trx, tenantId, params.companyDurableKey, body)),
    ),

  deleteCompany: async ({ ctx, tenantId, params }) => {
    const { company, storageNames } = await ctx.db
      .transaction()
      .execute((trx) => deleteCompany(trx, tenantId, params.companyDurableKey));
    await removeStoredFiles(ctx.settings.filesDir, storageNames);
    return company;
  },

  // An attribute name other than V1's two is 404 before this runs (the contract's notFoundParams).
  setExtendedAttribute: async ({ ctx, tenantId, params, body }) =>
    ctx.db
      .transaction()
      .execute((trx) =>
        setExtendedAttribute(
          trx,
          tenantId,
          params.companyDurableKey,
          params.companyExtendedAttribute,
          body.value,
        ),
      ),
} satisfies Partial<Handlers>;
