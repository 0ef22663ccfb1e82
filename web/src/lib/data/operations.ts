import type { ConsoleRole, HttpMethod, OperationId } from '@ledger/contract';

/** What the browser needs of one contract operation (no zod schemas). */
export interface OperationMeta {
  method: HttpMethod;
  path: string;
  role: ConsoleRole;
  audit: string | null;
  /** An extension of our platform (docs/PLATFORM.md): a V1 service may lack it. */
  extension: boolean;
}

declare const __OPERATIONS__: Record<OperationId, OperationMeta>;

/**
 * The contract's operation table without its schemas, generated from `@ledger/contract` when the
 * web is built (vite.config.ts), so the first screens need not load zod and every schema.
 */
export const OPERATIONS: Readonly<Record<OperationId, OperationMeta>> = __OPERATIONS__;

/** Fill `{name}` placeholders with encoded values (as the contract's fillPath). */
export function fillPath(path: string, params: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path param ${name}`);
    return encodeURIComponent(value);
  });
}
