import { invalidPartMessage, type JournalTests } from '@ledger/contract';
import type { Handlers } from '../http/handler.js';
import { HttpError } from '../http/errors.js';
import { JournalParamsError, JournalRun, paramsFromQuery } from '../journal/index.js';
import { getCompanyRow } from '../store/companies.js';
import { getFinancialYearRow } from '../store/financial-years.js';
import { feedStoredVouchers, storedVoucherAt } from '../store/journal-source.js';
import { isLive, yearVoucherSet } from '../store/vouchers.js';
import { sqliteOf } from '../db/index.js';

export const journalTestHandlers = {
  getJournalTests: async ({ ctx, tenantId, params, query }) => {
    const company = await getCompanyRow(ctx.db, tenantId, params.companyDurableKey);
    const year = await getFinancialYearRow(ctx.db, company.key, query.financialYearId);
    // Run again when the year's set was replaced meanwhile (a file read again): a run reads its
    // set batch by batch, and a replaced set is dropped afterwards.
    for (;;) {
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
      const db = ctx.db;
      const finished = await db
        .connection()
        .execute(async () => (!set || isLive(sqliteOf(db), set.setId) ? run.finish() : null));
      if (!finished) continue;
      const answer: JournalTests = {
        financialYearId: year.id,
        fileId: set?.fileId ?? null,
        population: finished.population,
        parameters: finished.parameters,
        tests: finished.tests,
      };
      return answer;
    }
  },
} satisfies Partial<Handlers>;
