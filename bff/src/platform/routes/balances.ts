import type { Handlers } from '../http/handler.js';
import { computeMonthlyBalances } from '../store/balances.js';
import { getCompanyRow } from '../store/companies.js';

const iso = (compact: string) =>
  `${compact.slice(0, 4)}-${compact.slice(4, 6)}-${compact.slice(6, 8)}`;

export const balanceHandlers = {
  getMonthlyBalances: async ({ ctx, tenantId, params, query }) => {
    const company = await getCompanyRow(ctx.db, tenantId, params.companyKey);
    return computeMonthlyBalances(ctx.db, {
      company,
      startDate: iso(query.startDate),
      endDate: iso(query.endDate),
    });
  },
} satisfies Partial<Handlers>;
