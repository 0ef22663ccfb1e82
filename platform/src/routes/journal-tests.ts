import { invalidPartMessage, type JournalTests } from '@ledger/contract';
import type { Handlers } from '../http/handler.js';
import { HttpError } from '../http/errors.js';
import { JournalParamsError, JournalRun, paramsFromQuery } from '../journal/index.js';
import { getCompanyRow } from '../store/companies.js';
import { getFinancialYearRow } from '../store/financial-years.js';
import { feedStoredVouchers, storedVoucherAt } from '../store/journal-source.js';
import { yearVoucherSet } from '../store/vouchers.js';

export const journalTestHandlers = {
  getJournalTests: async ({ ctx, tenantId, params, query }) => {
    const company = await getCompanyRow(ctx.db, tenantId, params.companyDurableKey);
    const year = await getFinancialYearRow(ctx.db, company.key, query.financialYearId);
    const set = await yearVoucherSet(ctx.db, company.key, query.financialYearId);
    let run: JournalRun;
    try {
      run = new JournalRun({
        year: { startDate: year.start_date, endDate: year.end_date },
        params: paramsFromQuery(query),
        voucherAt: set ? storedVoucherAt(ctx.db, set.setId) : undefined,
      });
    } catch (e) {
      if (!(e instanceof JournalParamsError)) throw e;
      const issues = e.issues.map((i) => ({ path: `query.${i.path}`, message: i.message }));
      throw new HttpError(400, invalidPartMessage('query', issues), issues);
    }
    if (set) await feedStoredVouchers(ctx.db, set.setId, (v, seq) => run.add(v, seq));
    const result = run.finish();
    const answer: JournalTests = {
      financialYearId: year.id,
      fileId: set?.fileId ?? null,
      population: result.population,
      parameters: result.parameters,
      tests: result.tests,
    };
    return answer;
  },
} satisfies Partial<Handlers>;
