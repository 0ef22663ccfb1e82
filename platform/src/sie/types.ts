/**
 * JSON-serialisable results of reading a SIE file. Amounts are integer öre (`number`, always a
 * safe integer), dates ISO `YYYY-MM-DD`, periods `YYYY-MM`. The size is bounded by
 * accounts × months (plus capped finding and voucher-date lists), never by the number of
 * vouchers or rows.
 */

export type SieSeverity = 'error' | 'warning' | 'info';

/** A problem found while reading (or verifying); `line` is 1-based, null for the whole file. */
export interface SieFinding {
  severity: SieSeverity;
  line: number | null;
  message: string;
}

/** `#KTYP`: T asset, S liability/equity, I income, K expense. */
export type SieAccountKind = 'T' | 'S' | 'I' | 'K';

export interface SieYear {
  /** 0 current, -1 previous, ... */
  yearNo: number;
  /** Missing when `#RAR` has no (valid) dates, as BL 4I writes. */
  startDate?: string;
  endDate?: string;
}

export interface SieHeader {
  /** `#FLAGGA` value, if the record was present. */
  flag?: number;
  /** `#SIETYP`, 1 assumed by the spec when absent (kept undefined here: see `sieType()`). */
  sieType?: number;
  program?: string;
  programVersion?: string;
  /** `#ORGNR` as written (trimmed), absent or '' when the file gives none. */
  organizationNumber?: string;
  companyName?: string;
  /** `#RAR` records, in file order. */
  years: SieYear[];
  /** `#KPTYP` (BAS95 when absent, per spec; kept undefined here). */
  accountPlan?: string;
  /** `#VALUTA` (SEK when absent). */
  currency?: string;
  /** `#OMFATTN` as ISO date. */
  coverageDate?: string;
  /** `#FORMAT` value as written. */
  format?: string;
}

export interface SieAccount {
  /** Account number as written (a string: `0351` and `DIFF` occur). */
  number: string;
  /** From `#KONTO`; undefined when the account was only referenced. */
  name?: string;
  /** From `#KTYP`, when valid. */
  kind?: SieAccountKind;
  /** Line of `#KONTO` (or of the first reference). */
  line: number;
}

/** `#IB`/`#UB`/`#RES` of one account in one year (öre). */
export interface SieYearBalance {
  yearNo: number;
  account: string;
  ib?: number;
  ub?: number;
  res?: number;
  ibLine?: number;
  ubLine?: number;
  resLine?: number;
}

/** A year-0 `#PSALDO` with an empty object list (the month's movement, öre). */
export interface SiePeriodBalance {
  account: string;
  period: string;
  amount: number;
  line: number;
}

/** Net `#TRANS` movement of one account in one month (öre). */
export interface SieMovement {
  account: string;
  period: string;
  amount: number;
}

/** How many vouchers carry each date (capped at `MAX_VOUCHER_DATES` distinct dates). */
export interface SieVoucherDate {
  date: string;
  count: number;
  /** Line of the first `#VER` with this date. */
  line: number;
}

export interface SieSummary {
  /** False when nothing in the input looked like a SIE record. */
  isSie: boolean;
  header: SieHeader;
  /** Every account declared by `#KONTO` or referenced by a balance or `#TRANS`, by number. */
  accounts: SieAccount[];
  yearBalances: SieYearBalance[];
  /** Year 0, empty object list, periods within `#RAR 0` (when dated), by account then period. */
  periodBalances: SiePeriodBalance[];
  /** From `#TRANS` only, ordered by account then period. */
  movements: SieMovement[];
  vouchers: {
    count: number;
    unbalanced: number;
    firstDate?: string;
    lastDate?: string;
    /** Distinct voucher dates, ascending; `datesTruncated` when the cap was hit. */
    dates: SieVoucherDate[];
    datesTruncated: boolean;
  };
  counts: {
    /** Distinct accounts declared by `#KONTO`. */
    accounts: number;
    vouchers: number;
    /** `#TRANS` rows (`#RTRANS`/`#BTRANS` counted separately). */
    transactions: number;
    rtrans: number;
    btrans: number;
    lines: number;
    bytes: number;
  };
  checksum: {
    /** An opening `#KSUMMA` was seen. */
    present: boolean;
    /** The closing value, when present. */
    expected?: number;
    actual?: number;
    /** true: matches; false: mismatch or missing closing record; undefined: no checksum. */
    ok?: boolean;
  };
  /** Reader errors and warnings (capped at `MAX_FINDINGS`), in line order. */
  findings: SieFinding[];
  /** Findings left out after the cap, by severity. */
  omittedFindings: { error: number; warning: number; info: number };
}

export const MAX_FINDINGS = 500;
export const MAX_VOUCHER_DATES = 20_000;
