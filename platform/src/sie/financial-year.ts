/**
 * Which financial year of the company a file belongs to (docs/SIE.md "Which financial year a file belongs to"):
 * the `financialYearId` query if given; else the file's `#RAR 0` dates (or the
 * `startDate`/`endDate` query), matched to the company's year with those dates, or created
 * when no year overlaps them; else the company's year that holds all voucher dates.
 */
import { latestEndDate } from '@ledger/contract';
import type { SieSummary } from './types.js';

export interface CompanyYear {
  id: string;
  /** ISO `YYYY-MM-DD`. */
  startDate: string;
  endDate: string;
}

export interface YearQuery {
  financialYearId?: string;
  startDate?: string;
  endDate?: string;
}

export type YearResolution =
  | { kind: 'existing'; id: string; startDate: string; endDate: string }
  | { kind: 'create'; startDate: string; endDate: string }
  | { kind: 'none'; message: string };

const overlaps = (a: { startDate: string; endDate: string }, b: CompanyYear) =>
  a.startDate <= b.endDate && b.startDate <= a.endDate;

export function resolveFinancialYear(
  summary: Pick<SieSummary, 'header' | 'vouchers'>,
  ctx: { query: YearQuery; years: readonly CompanyYear[] },
): YearResolution {
  const { query, years } = ctx;
  if (query.financialYearId) {
    const y = years.find((x) => x.id === query.financialYearId);
    return y
      ? { kind: 'existing', id: y.id, startDate: y.startDate, endDate: y.endDate }
      : { kind: 'none', message: `financial year ${query.financialYearId} is not the company's` };
  }

  let dates: { startDate: string; endDate: string } | null = null;
  let from = '';
  if (query.startDate && query.endDate) {
    dates = { startDate: query.startDate, endDate: query.endDate };
    from = 'the startDate/endDate query';
  } else {
    const y0 = summary.header.years.find((y) => y.yearNo === 0);
    if (y0?.startDate && y0.endDate) {
      dates = { startDate: y0.startDate, endDate: y0.endDate };
      from = "the file's #RAR 0";
    }
  }

  const holdingVouchers = (): YearResolution | null => {
    const first = summary.vouchers.firstDate;
    const last = summary.vouchers.lastDate;
    if (!first || !last) return null;
    const y = years.find((x) => x.startDate <= first && last <= x.endDate);
    return y ? { kind: 'existing', id: y.id, startDate: y.startDate, endDate: y.endDate } : null;
  };

  if (dates) {
    const same = years.find((x) => x.startDate === dates.startDate && x.endDate === dates.endDate);
    if (same)
      return { kind: 'existing', id: same.id, startDate: same.startDate, endDate: same.endDate };
    const clash = years.find((x) => overlaps(dates, x));
    if (!clash) {
      if (dates.startDate > dates.endDate)
        return { kind: 'none', message: `${from} has a start after its end` };
      if (dates.endDate > latestEndDate(dates.startDate))
        return {
          kind: 'none',
          message: `${from} (${dates.startDate}..${dates.endDate}) is longer than 18 months`,
        };
      return { kind: 'create', startDate: dates.startDate, endDate: dates.endDate };
    }
    return (
      holdingVouchers() ?? {
        kind: 'none',
        message: `${from} (${dates.startDate}..${dates.endDate}) overlaps the company's year ${clash.startDate}..${clash.endDate} without matching it`,
      }
    );
  }

  return (
    holdingVouchers() ?? {
      kind: 'none',
      message: summary.vouchers.firstDate
        ? `the file has no #RAR 0 dates and no financial year of the company holds all its vouchers (${summary.vouchers.firstDate}..${summary.vouchers.lastDate})`
        : 'the file has no #RAR 0 dates and no vouchers to place it in a financial year',
    }
  );
}
