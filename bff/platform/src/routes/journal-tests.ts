import { invalidPartMessage, type JournalTests } from '@ledger/contract';
import type { Handlers } from '../http/handler.js';
import { HttpError } from '../http/errors.js';
import {
  JournalParamsError,
  JournalRun,
  paramsFromQuery,
  type JournalVoucher,
} from '../journal/index.js';
import { getCompanyRow } from '../store/companies.js';
import { getFinancialYearRow } from '../store/financial-years.js';
import { voucherBatches, yearVoucherSet, type StoredVoucher } from '../store/vouchers.js';

/** A stored voucher as the engine reads it (amounts stay öre). */
function journalVoucher(v: StoredVoucher): JournalVoucher {
  const rows = v.rows;
  const transactions = new Array<{ account: string; amountOre: number }>(rows.length);
  for (let i = 0; i < rows.length; i++)
    transactions[i] = { account: rows[i]!.account, amountOre: rows[i]!.amount };
  return {
    series: v.series,
    number: v.number,
    date: v.date,
    text: v.text ?? '',
    registeredAt: v.registeredAt ?? null,
    registeredBy: v.registeredBy ?? null,
    transactions,
  };
}

export const journalTestHandlers = {
  getJournalTests: async ({ ctx, tenantId, params, query }) => {
    const company = await getCompanyRow(ctx.db, tenantId, params.companyDurableKey);
    const year = await getFinancialYearRow(ctx.db, company.key, query.financialYearId);
    let run: JournalRun;
    try {
      run = new JournalRun({
        year: { startDate: year.start_date, endDate: year.end_date },
        params: paramsFromQuery(query),
      });
    } catch (e) {
      if (!(e instanceof JournalParamsError)) throw e;
      const issues = e.issues.map((i) => ({ path: `query.${i.path}`, message: i.message }));
      throw new HttpError(400, invalidPartMessage('query', issues), issues);
    }
    const set = await yearVoucherSet(ctx.db, company.key, query.financialYearId);
    if (set)
      for await (const batch of voucherBatches(ctx.db, set.setId))
        for (const v of batch) run.add(journalVoucher(v));
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
