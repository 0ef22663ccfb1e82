import { useMemo } from 'react';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { VOUCHERS_TOTAL_HEADER, type VoucherMark, type VoucherMarkEvent } from '@ledger/contract';
import {
  callOp,
  opUrl,
  request,
  requestWithHeaders,
  withQuery,
  type ApiError,
} from '../../../lib/data/api.js';
import { useOp, useTenant } from '../../../lib/data/queries.js';
import { useCan } from '../../../lib/access/access.js';
import { AUDIT_KEY_ROOT } from '../../../lib/data/queryOptions.js';
import { toCompactDate } from '../../../lib/format/ids.js';
import type { Voucher } from '../workbench/vouchers.js';
import { consoleRead } from '../../../lib/data/consoleRead.js';
import type { YearKey } from './yearKey.js';

/** The platform's largest page of vouchers and its default (the contract's MAX_VOUCHER_PAGE). */
const PAGE = 10_000;
/** A page of the drill's list: shown at once, the next asked for as the list nears its end. */
export const DRILL_PAGE = 500;

export interface VoucherRange {
  company: string;
  financialYearId: string;
  /** `YYYY-MM-DD`, both included. */
  from: string;
  to: string;
  /** Vouchers with a row on this account; absent: every voucher of the range. */
  account?: string | undefined;
}

/**
 * The vouchers of a range of a year through the BFF's proxy of the platform's `vouchers`
 * extension, page after page (in date and number order) until a page is short.
 */
async function readVouchers(tenant: string, r: VoucherRange, signal: AbortSignal) {
  const all: Voucher[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const page: Voucher[] = await callOp(tenant, 'listVouchers', {
      params: { companyDurableKey: r.company },
      query: rangeQuery(r, offset, PAGE),
      signal,
    });
    all.push(...page);
    if (page.length < PAGE) return all;
  }
}

const rangeQuery = (r: VoucherRange, offset: number, limit: number) => ({
  financialYearId: r.financialYearId,
  account: r.account,
  startDate: toCompactDate(r.from),
  endDate: toCompactDate(r.to),
  offset: offset || undefined,
  limit,
});

/**
 * One page of a range's vouchers and how many the range has in all (the answer's
 * `x-total-count`; null when it cannot be read).
 */
async function readPage(
  tenant: string,
  r: VoucherRange,
  offset: number,
  limit: number,
  signal: AbortSignal,
): Promise<{ vouchers: Voucher[]; total: number | null }> {
  const url = opUrl(
    tenant,
    'listVouchers',
    { companyDurableKey: r.company },
    rangeQuery(r, offset, limit),
  );
  const { body, headers } = await requestWithHeaders<Voucher[]>(url, { signal });
  const total = Number(headers.get(VOUCHERS_TOTAL_HEADER));
  return {
    vouchers: body,
    total: headers.has(VOUCHERS_TOTAL_HEADER) && Number.isInteger(total) ? total : null,
  };
}

/** How many vouchers a range has, all pages together: one voucher asked for, the total read. */
async function countVouchers(tenant: string, r: VoucherRange, signal: AbortSignal) {
  return (await readPage(tenant, r, 0, 1, signal)).total;
}

export function useVoucherCount(range: VoucherRange | null) {
  const tenant = useTenant();
  return useQuery<number | null, ApiError>({
    queryKey: [tenant, 'countVouchers', range],
    queryFn: ({ signal }) => countVouchers(tenant, range!, signal),
    enabled: range !== null,
    staleTime: 5 * 60_000,
  });
}

/**
 * A range's vouchers a page of `DRILL_PAGE` at a time (in date and number order): the first
 * page shows at once, `fetchNextPage` asks for the next; `total` is the range's count.
 */
export function useVoucherPages(range: VoucherRange) {
  const tenant = useTenant();
  return useInfiniteQuery({
    queryKey: [tenant, 'listVouchers', 'pages', range],
    queryFn: ({ signal, pageParam }) => readPage(tenant, range, pageParam, DRILL_PAGE, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const read = pages.reduce((n, p) => n + p.vouchers.length, 0);
      return last.vouchers.length === DRILL_PAGE && (last.total === null || read < last.total)
        ? read
        : undefined;
    },
    staleTime: 5 * 60_000,
  });
}

/**
 * One voucher of a year by series and number, when its date is known (a journal test's item):
 * that day's vouchers, page after page until it is found.
 */
export function useVoucherOn(
  year: { company: string; financialYearId: string },
  key: (VoucherKey & { date: string }) | null,
) {
  const tenant = useTenant();
  return useQuery<Voucher | null, ApiError>({
    queryKey: [tenant, 'listVouchers', 'one', year, key],
    queryFn: async ({ signal }) => {
      const day = { ...year, from: key!.date, to: key!.date };
      for (let offset = 0; ; offset += PAGE) {
        const { vouchers } = await readPage(tenant, day, offset, PAGE, signal);
        const found = vouchers.find(
          (v) => v.series === key!.series && String(v.number) === key!.number,
        );
        if (found || vouchers.length < PAGE) return found ?? null;
      }
    },
    enabled: key !== null,
    staleTime: 5 * 60_000,
  });
}

export function useVouchers(range: VoucherRange | null) {
  const tenant = useTenant();
  return useQuery<Voucher[], ApiError>({
    queryKey: [tenant, 'listVouchers', range],
    queryFn: ({ signal }) => readVouchers(tenant, range!, signal),
    enabled: range !== null,
    staleTime: 5 * 60_000,
  });
}

/**
 * The names of a year's accounts by number: the balances' names (`fallback`) with the names of
 * the file the vouchers come from over them (`listYearAccounts`, where the platform has it),
 * which also name the accounts the balances leave out (their rows net to zero every month).
 */
export function useAccountNames(
  year: YearKey,
  fallback: ReadonlyMap<string, string>,
): ReadonlyMap<string, string> {
  const can = useCan('listYearAccounts');
  const accounts = useOp(
    'listYearAccounts',
    {
      params: { companyDurableKey: year.company },
      query: { financialYearId: year.financialYearId },
    },
    { enabled: can, staleTime: 5 * 60_000 },
  );
  const data = accounts.data;
  return useMemo(() => {
    if (!data) return fallback;
    const names = new Map(fallback);
    for (const a of data) if (a.name) names.set(a.account, a.name);
    return names;
  }, [data, fallback]);
}
export type VoucherKey = {
  series: string;
  number: string;
};

/** The vouchers of a year marked as examined (`GET /api/voucher-marks`), by `A 16`. */
export const useVoucherMarks = consoleRead<VoucherMark[], YearKey>(
  'listVoucherMarks',
  '/api/voucher-marks',
).useRead;

const markHistory = consoleRead<VoucherMarkEvent[], YearKey & VoucherKey>(
  'listVoucherMarkHistory',
  '/api/voucher-marks/history',
);

export function useVoucherMarkHistory(key: YearKey, voucher: VoucherKey) {
  return markHistory.useRead({ ...key, ...voucher });
}

/**
 * Marks a voucher as examined with a note, or withdraws the mark. After each change the year's
 * marks and the histories are read again, and the audit log, which records it.
 */
export function useVoucherMarkMutations(key: YearKey) {
  const tenant = useTenant();
  const qc = useQueryClient();
  const settle = () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: [tenant, 'listVoucherMarks'] }),
      qc.invalidateQueries({ queryKey: [tenant, 'listVoucherMarkHistory'] }),
      qc.invalidateQueries({ queryKey: [AUDIT_KEY_ROOT] }),
    ]);
  const mark = useMutation<VoucherMark, ApiError, VoucherKey & { note: string }>({
    mutationFn: ({ note, ...v }) =>
      request<VoucherMark>('/api/voucher-marks', {
        method: 'PUT',
        body: { tenant, ...key, ...v, ...(note.trim() ? { note: note.trim() } : {}) },
      }),
    onSuccess: settle,
  });
  const unmark = useMutation<void, ApiError, VoucherKey>({
    mutationFn: (v) =>
      request<void>(withQuery('/api/voucher-marks', { tenant, ...key, ...v }), {
        method: 'DELETE',
      }),
    onSuccess: settle,
  });
  return { mark, unmark };
}
