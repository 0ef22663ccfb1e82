import { ExtendedAttributeName } from '../../contract/index.js';
import { removeStoredFiles } from '../files/storage.js';
import { notFound } from '../http/errors.js';
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
    ctx.db.transaction().execute((trx) => createCompany(trx, tenantId, body)),

  getCompany: async ({ ctx, tenantId, params }) =>
    toCompany(await getCompanyRow(ctx.db, tenantId, params.companyKey)),

  updateCompany: async ({ ctx, tenantId, params, body }) =>
    ctx.db.transaction().execute((trx) => updateCompany(trx, tenantId, params.companyKey, body)),

  deleteCompany: async ({ ctx, tenantId, params }) => {
    const { company, storageNames } = await ctx.db
      .transaction()
      .execute((trx) => deleteCompany(trx, tenantId, params.companyKey));
    await removeStoredFiles(ctx.settings.filesDir, storageNames);
    return company;
  },

  setExtendedAttribute: async ({ ctx, tenantId, params, body }) => {
    const name = ExtendedAttributeName.safeParse(params.attribute);
    if (!name.success) throw notFound(`No extended attribute ${JSON.stringify(params.attribute)}`);
    return ctx.db
      .transaction()
      .execute((trx) =>
        setExtendedAttribute(trx, tenantId, params.companyKey, name.data, body.value),
      );
  },
} satisfies Partial<Handlers>;
