import type { Operation } from './operation.js';
import { companyOperations } from './operations/companies.js';
import { ledgerOperations } from './operations/ledger.js';
import { peopleOperations } from './operations/people.js';

export {
  fillPath,
  isMutating,
  JOURNAL_PARAMS,
  JournalTestsQuery,
  MAX_VOUCHER_PAGE,
  type JournalParamName,
  toRoutePath,
  VOUCHERS_TOTAL_HEADER,
  VouchersQuery,
  roleCovers,
  type ConsoleRole,
  type OperationRole,
  type HttpMethod,
  type Operation,
  type BffEffect,
} from './operation.js';

/** Every V1 operation the platform serves and the BFF proxies (the token endpoint is separate). */
export const operations = [
  ...peopleOperations,
  ...companyOperations,
  ...ledgerOperations,
] as const satisfies readonly Operation[];

export type OperationId = (typeof operations)[number]['id'];

export const operationsById: Record<OperationId, Operation> = Object.fromEntries(
  operations.map((op) => [op.id, op]),
) as unknown as Record<OperationId, Operation>;
