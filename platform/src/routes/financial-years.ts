import { fillPath, operationsById } from '@ledger/contract';
import { removeStoredFiles } from '../files/storage.js';
import type { Handlers } from '../http/handler.js';
import { getCompanyRow } from '../store/companies.js';
import {
  deleteFinancialYear,
  insertFinancialYear,
  listFinancialYears,
  toCreateFinancialYearResponse,
} from '../store/financial-years.js';

/** When the alias `/financialyears/{key}` was deprecated (RFC 9745 `Deprecation: @epoch`). */
const FY_ALIAS_DEPRECATED_AT = Date.UTC(2025, 0, 1) / 1000;

export const financialYearHandlers = {
  listFinancialYears: async ({ ctx, tenantId, params }) =>
    listFinancialYears(ctx.db, tenantId, params.companyDurableKey),

  listFinancialYearsDeprecated: async ({ ctx, tenantId, params, headers }) => {
    const years = await listFinancialYears(ctx.db, tenantId, params.companyDurableKey);
    const successor = fillPath(operationsById.listFinancialYearsDeprecated.successor!, params);
    headers['deprecation'] = `@${FY_ALIAS_DEPRECATED_AT}`;
    headers['link'] = `</v1${successor}>; rel="successor-version"`;
    return years;
  },

  createFinancialYear: async ({ ctx, tenantId, params, body }) =>
    ctx.db.transaction().execute(async (trx) => {
      await getCompanyRow(trx, tenantId, params.companyDurableKey);
      return toCreateFinancialYearResponse(
        await insertFinancialYear(trx, params.companyDurableKey, body.startDate, body.endDate),
      );
    }),

  deleteFinancialYear: async ({ ctx, tenantId, params }) => {
    const { year, storageNames } = await ctx.db
      .transaction()
      .execute((trx) =>
        deleteFinancialYear(trx, tenantId, params.companyDurableKey, params.financialYearId),
      );
    await removeStoredFiles(ctx.settings.filesDir, storageNames);
    return year;
  },
} satisfies Partial<Handlers>;
