/**
 * The journal-entry tests (ISA 240): a pure engine over a year's vouchers. No database, no
 * HTTP; the platform's route feeds it the verified file's vouchers. docs/PLATFORM.md
 * "Journal-entry tests" has each test's rule, defaults and source.
 */
export {
  JOURNAL_TEST_IDS,
  JournalRun,
  runJournalTests,
  runJournalTestsAsync,
  type JournalOptions,
} from './engine.js';
export {
  DEFAULT_PARAMS,
  JournalParamsError,
  MAX_ITEMS_LIMIT,
  PARAM_NAMES,
  paramsFromQuery,
  resolveParams,
  type ParamIssue,
} from './params.js';
export { easterSunday, swedishHolidays } from './dates.js';
export { BENFORD_EXPECTED, BENFORD_THRESHOLDS, benfordOf, conformityOf } from './benford.js';
export { UNUSUAL_RULES } from './accounts.js';
export type * from './types.js';
export type { VoucherRef } from './context.js';
