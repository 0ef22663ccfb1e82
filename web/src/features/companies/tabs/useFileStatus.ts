import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountingFile } from '@ledger/contract';
import { isFinalFileStatus } from '@ledger/contract/rules';
import { useTenant } from '../../../lib/data/queries.js';
import { opQuery } from '../../../lib/data/queryOptions.js';
import { noticeFinalStatus, settleFileNotice } from './fileNotices.js';

/** Poll delay after n polls: 1 s growing by half each time, at most 15 s. */
export function pollDelay(n: number): number {
  return Math.min(15_000, Math.round(1000 * 1.5 ** n));
}

/**
 * A listed file as it is now: polled (with backoff) while its status is not final. When it
 * becomes final, the listing takes it in, what processing changes is read again, and its
 * notice (the upload's, or a new one) says how it ended.
 */
export function useFileStatus(file: AccountingFile, companyDurableKey: string): AccountingFile {
  const tenant = useTenant();
  const qc = useQueryClient();
  const pending = !isFinalFileStatus(file.status);
  const params = { companyDurableKey, fileId: file.id };
  const poll = useQuery({
    ...opQuery(tenant, 'getFile', { params }),
    enabled: pending,
    initialData: file,
    staleTime: 0,
    refetchInterval: (q) =>
      q.state.data && isFinalFileStatus(q.state.data.status)
        ? false
        : pollDelay(q.state.dataUpdateCount),
  });
  const latest = poll.data ?? file;
  useEffect(() => {
    if (pending && isFinalFileStatus(latest.status)) {
      qc.setQueryData(
        opQuery(tenant, 'listFiles', { params: { companyDurableKey } }).queryKey,
        (old) => old?.map((f) => (f.id === latest.id ? latest : f)),
      );
      // A processed file may create a financial year, name the account plan (#KPTYP) and
      // become the source of a year's balances and vouchers.
      for (const op of [
        'getMonthlyBalances',
        'listVouchers',
        'listYearAccounts',
        'listFinancialYears',
        'getCompany',
        'listCompanies',
        'getFileReport',
      ])
        void qc.invalidateQueries({ queryKey: [tenant, op] });
      noticeFinalStatus(latest);
    } else settleFileNotice(latest);
  }, [pending, latest, qc, tenant, companyDurableKey]);
  return latest;
}
