import { isRealIsoDate, latestEndDate } from '@ledger/contract';
import { currentT } from '../../../i18n/index.js';

/** The last end date the contract's 18-month rule allows for a start date, as a hint. */
export function endHint(startDate: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(startDate) || !isRealIsoDate(startDate)) return undefined;
  return currentT().companies.years.atTheLatest(latestEndDate(startDate));
}
