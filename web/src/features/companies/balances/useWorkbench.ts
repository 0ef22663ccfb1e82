import { useMemo, useState } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import type { Company, FinancialYear } from '@ledger/contract';
import { useOp } from '../../../lib/data/queries.js';
import { useSearchParamsState } from '../../../lib/routing/url.js';
import { toCompactDate } from '../../../lib/format/ids.js';
import {
  flagTrialBalance,
  keyRatios,
  percentFloor,
  priorYearOf,
  trialBalance,
  type FinancialYearRef,
} from '../workbench/index.js';
import { readWorkbench } from '../workbench/params.js';
import { useLanguage } from '../../../i18n/index.js';
import { defaultThrough } from '../workbench/range.js';
import { useYearMateriality } from './useMateriality.js';
import type { ReviewMark } from '../workbench/review.js';
import { useReviews } from './reviews.js';
import { signOffKey, type SignOff } from '../workbench/signoff.js';
import { useSignOffs } from './signoffs.js';

/**
 * The year shown first: the latest that has begun (else the latest), passing over the years
 * found to have no balances (`empty`), so that a next year added before its file opens on the
 * latest year with figures. When every year is empty, the latest that has begun.
 */
export function defaultYear<T extends FinancialYearRef>(
  years: readonly T[],
  today: string,
  empty: ReadonlySet<string> = new Set(),
): T {
  const sorted = [...years].sort((a, b) => b.startDate.localeCompare(a.startDate));
  const begun = sorted.filter((y) => y.startDate <= today);
  const first = begun[0] ?? sorted[0]!;
  return begun.find((y) => !empty.has(y.id)) ?? first;
}

const hasYear = (records: readonly { amounts: { financialYearId: string }[] }[], id: string) =>
  records.some((r) => r.amounts.some((a) => a.financialYearId === id));

export function useWorkbench(company: Company, years: FinancialYear[]) {
  const [params, patch] = useSearchParamsState();
  const state = readWorkbench(params, useLanguage());
  const refs = useMemo(
    () => years.map((y) => ({ id: y.id, startDate: y.startDate, endDate: y.endDate })),
    [years],
  );
  const today = new Date().toISOString().slice(0, 10);
  // Years whose balances came back empty while the default year was looked for.
  const [empty, setEmpty] = useState<ReadonlySet<string>>(() => new Set());
  const chosen = refs.find((y) => y.id === state.yearId);
  const year = chosen ?? defaultYear(refs, today, empty);
  const prior = priorYearOf(refs, year);
  const from = prior?.startDate ?? year.startDate;
  const balances = useOp(
    'getMonthlyBalances',
    {
      params: { companyDurableKey: company.durableKey },
      query: { startDate: toCompactDate(from), endDate: toCompactDate(year.endDate) },
    },
    { placeholderData: keepPreviousData },
  );
  // No year in the URL and the default one has no balances: try the year before (set while
  // rendering, so the empty year's "no balances" is never drawn).
  const answered = balances.data && !balances.isPlaceholderData ? balances.data : null;
  const probing =
    !chosen && answered !== null && !hasYear(answered, year.id) && !empty.has(year.id);
  if (probing && defaultYear(refs, today, new Set([...empty, year.id])).id !== year.id)
    setEmpty(new Set([...empty, year.id]));
  const { materiality, overall, trivial, assignmentsMissing } = useYearMateriality(
    company,
    year.id,
    state.materiality,
  );
  // A year in progress opens up to its last month with a movement (see range.ts).
  const through = useMemo(
    () => state.through ?? defaultThrough(balances.data ?? [], year, today),
    [state.through, balances.data, year, today],
  );
  const tb = useMemo(
    () =>
      balances.data
        ? trialBalance(balances.data, {
            years: refs,
            yearId: year.id,
            through: through ?? undefined,
            comparison: state.comparison ?? undefined,
            materiality: materiality.value,
          })
        : null,
    [balances.data, refs, year.id, through, state.comparison, materiality.value],
  );
  const hasData = useMemo(
    () => (balances.data ?? []).some((r) => r.amounts.some((a) => a.financialYearId === year.id)),
    [balances.data, year.id],
  );
  // The percentage flag's amount floor: typed, else the assignment's clearly-trivial limit
  // (ISA 450, the BFF's levels), else 5 % of the performance materiality (flags.ts). Flags by
  // change use the performance materiality (`tb.materiality`).
  const flagOptions = useMemo(
    () => ({
      percentThreshold: state.percent,
      minChangeForPercent: state.floor,
      clearlyTrivial: trivial,
    }),
    [state.percent, state.floor, trivial],
  );
  const floor = percentFloor(materiality.value, flagOptions);
  const flags = useMemo(
    () => (tb ? flagTrialBalance(tb, flagOptions) : new Map()),
    [tb, flagOptions],
  );
  // Only the ratios view needs them on screen (the export computes its own).
  const ratios = useMemo(
    () =>
      tb && state.view === 'ratios'
        ? { current: keyRatios(tb), prior: keyRatios(tb, 'prior') }
        : { current: null, prior: null },
    [tb, state.view],
  );
  const reviews = useReviews({ company: company.durableKey, financialYearId: year.id });
  const marks = useMemo(
    () => new Map<string, ReviewMark>((reviews.data ?? []).map((m) => [m.account, m])),
    [reviews.data],
  );
  const signOffs = useSignOffs({ company: company.durableKey, financialYearId: year.id });
  const signOffMap = useMemo(
    () =>
      new Map<string, SignOff>((signOffs.data ?? []).map((s) => [signOffKey(s.kind, s.item), s])),
    [signOffs.data],
  );
  return {
    companyKey: company.durableKey,
    state,
    patch,
    years: refs,
    year,
    prior,
    balances,
    hasData,
    tb,
    flags,
    floor,
    ratios,
    materiality,
    /** The assignment's stored overall materiality and clearly-trivial limit (null: none). */
    levels: { overall, trivial },
    assignmentsMissing,
    reviews,
    marks,
    signOffs,
    signOffMap,
  };
}

export type Workbench = ReturnType<typeof useWorkbench>;
