/**
 * SIE library: reading, verifying and aggregating SIE 1-4 files (see docs/SIE.md) and the
 * monthly general-ledger balances of docs/PLATFORM.md. Pure modules: no database, no HTTP.
 *
 * ## Processing an upload (`processSieFile` in platform/files/sie-processing.ts)
 *
 * ```ts
 * import { createReadStream } from 'node:fs';
 * import * as sie from '../sie/index.js';
 *
 * // (files/sniff.ts has decided SIE vs `uploaded` before this.)
 * const r = await sie.processSie(createReadStream(input.path, { highWaterMark: 1 << 20 }), {
 *   company: { organizationNumber: company.organization_number, country: company.country },
 *   years: financialYears.map((y) => ({ id: y.id, startDate: y.start_date, endDate: y.end_date })),
 *   query: { financialYearId: file.financial_year_id ?? undefined,
 *            startDate: file.query_start_date ?? undefined, endDate: file.query_end_date ?? undefined },
 * });
 * // r.status: 'corrupt' | 'parsed' | 'verified'; r.sieType; r.accountPlan (#KPTYP);
 * // r.report: the StoredReport (FileReport without fileId/status);
 * // r.year: { kind: 'existing', id } | { kind: 'create', startDate, endDate } (insert it in
 * //   `persist`, with a new id) | { kind: 'none', message } (financialYearId stays null);
 * // r.balances: BalanceSource to store with the file in `persist` (null: nothing to store).
 * ```
 * The steps are also exported one by one: `readSie` (streaming, bounded memory, never throws),
 * `resolveFinancialYear`, `verifySie`, `buildFileReport`, `balanceSourceOf`; `openingBalances` is the
 * one definition of an account's opening balance (`#IB 0` where the file has `#IB 0` rows, else
 * `#UB -1`; else 0) both use.
 *
 * Storage of the per-file aggregate (`BalanceSource`, size accounts × months): three tables
 * keyed by file id (platform/store/sie-ledger.ts):
 *   sie_accounts(file_id, account, name, ktyp)            -- source.accounts
 *   sie_opening(file_id, account, amount_ore INTEGER)     -- source.opening
 *   sie_movements(file_id, account, period 'YYYY-MM', amount_ore INTEGER)  -- source.movements
 * plus `source.kind` ('transactions' | 'psaldo') as `files.balance_kind`. Amounts are integer öre.
 *
 * ## The balances route (`GET /generalledger/balances/{key}/calculated/month`)
 *
 * ```ts
 * return sie.monthlyBalances({ years: companyYears, files: companyFiles, startDate, endDate,
 *   load: (file) => loadStoredBalanceSource(file.id) });   // AccountMonthlyBalances[]
 * // files: { id, financialYearId, status, sieType, uploadedAt }; or, step by step:
 * const years = sie.yearsInRange(companyYears, startDate, endDate);   // YYYYMMDD or ISO
 * const chosen = sie.chooseSourceFiles(filesOfThoseYears);            // year id -> file
 * const input = years.map((y) => ({ financialYearId: y.id, startDate: y.startDate,
 *   endDate: y.endDate, source: chosen.has(y.id) ? loadSource(chosen.get(y.id)!.id) : null }));
 * return sie.computeMonthlyBalances(input);                           // AccountMonthlyBalances[]
 * ```
 *
 * ## Demo seed, tests and benchmarks
 * `generateSie(opts)` streams deterministic SIE 4E files of any size (`generateSieBuffer` for
 * small ones); with `company` (e.g. the demo seed: `{ seed, startDate, endDate, companyName,
 * organizationNumber, company: { annualSales }, opening, previousYear }` per demo year) it
 * writes a small aktiebolag's believable year; `writeSie(ledger)` writes a given ledger.
 * The report stored per file (`StoredReport`) is `buildFileReport(...)` without fileId/status.
 */
export {
  balanceSourceOf,
  computeMonthlyBalances,
  monthlyBalances,
  type BalanceSource,
} from './balances.js';
export { resolveFinancialYear, type CompanyYear } from './financial-year.js';
export { generateSie, generateSieBuffer } from './generator.js';
export { monthsBetween } from './numbers.js';
export { processSie } from './process.js';
export { readSie } from './reader.js';
export * from './types.js';
export { verifySie } from './verify.js';
export {
  readVoucherBatches,
  readVouchers,
  type SieVoucher,
  type SieVoucherRow,
} from './voucher-list.js';
