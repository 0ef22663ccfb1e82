import { compactToIso, MAX_VOUCHER_PAGE, VOUCHERS_TOTAL_HEADER } from '@ledger/contract';
import type { Voucher } from '@ledger/contract';
import type { Handlers } from '../http/handler.js';
import { getCompanyRow } from '../store/companies.js';
import { getFinancialYearRow } from '../store/financial-years.js';
import { fileAccountNames } from '../store/sie-ledger.js';
import {
  listVouchers,
  yearSourceFileId,
  yearVoucherSet,
  type StoredVoucher,
} from '../store/vouchers.js';

/** A stored voucher as the operation answers it: kronor, ISO dates, null for what is not given. */
export function voucherAnswer(v: StoredVoucher): Voucher {
  return {
    series: v.series,
    number: v.number,
    date: v.date,
    text: v.text ?? null,
    registeredAt: v.registeredAt ?? null,
    registeredBy: v.registeredBy ?? null,
    // öre / 100 is the double nearest the decimal, which JSON writes back as that decimal
    transactions: v.rows.map((r) => ({
      account: r.account,
      amount: r.amount / 100,
      text: r.text ?? null,
      objects: r.objects.map(([dimension, object]) => ({ dimension, object })),
    })),
  };
}

export const voucherHandlers = {
  listVouchers: async ({ ctx, tenantId, params, query, headers }) => {
    const company = await getCompanyRow(ctx.db, tenantId, params.companyDurableKey);
    await getFinancialYearRow(ctx.db, company.key, query.financialYearId);
    const q = {
      account: query.account,
      startDate: query.startDate ? compactToIso(query.startDate) : undefined,
      endDate: query.endDate ? compactToIso(query.endDate) : undefined,
      offset: query.offset ? Number(query.offset) : 0,
      limit: query.limit ? Number(query.limit) : MAX_VOUCHER_PAGE,
    };
    // A set replaced between choosing and reading it (a file read again) answers null: the
    // year's set is chosen again (a replacement is one per file read, so once is nearly always).
    let page: { total: number; vouchers: StoredVoucher[] } | null = null;
    while (!page) {
      const set = await yearVoucherSet(ctx.db, company.key, query.financialYearId);
      page = set ? await listVouchers(ctx.db, set.setId, q) : { total: 0, vouchers: [] };
    }
    headers[VOUCHERS_TOTAL_HEADER] = String(page.total);
    return page.vouchers.map(voucherAnswer);
  },
  listYearAccounts: async ({ ctx, tenantId, params, query }) => {
    const company = await getCompanyRow(ctx.db, tenantId, params.companyDurableKey);
    await getFinancialYearRow(ctx.db, company.key, query.financialYearId);
    // A file read again replaces its accounts in one transaction: old or new, never mixed.
    const fileId = await yearSourceFileId(ctx.db, company.key, query.financialYearId);
    return fileId ? fileAccountNames(ctx.db, fileId) : [];
  },
} satisfies Partial<Handlers>;
