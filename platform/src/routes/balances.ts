import { compactToIso } from '@ledger/contract';
import type { Handlers } from '../http/handler.js';
import { computeMonthlyBalances } from '../store/balances.js';
import { getCompanyRow } from '../store/companies.js';

export const balanceHandlers = {
  getMonthlyBalances: async ({ ctx, tenantId, params, query }) => {
    const company = await getCompanyRow(ctx.db, tenantId, params.companyDurableKey);
    return computeMonthlyBalances(ctx.db, {
      company,
      startDate: compactToIso(query.startDate),
      endDate: compactToIso(query.endDate),
    });
  },
} satisfies Partial<Handlers>;
