import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AuditPage, AuditQuery, OperationId, SessionResponse } from 'bff/contract';
import {
  ApiError,
  callOp,
  request,
  withQuery,
  type CallArgs,
  type OpOf,
  type OpParams,
  type OpResult,
  type Query,
} from './api.js';

/*
 * The one factory of the console's queries: every read of the contract, the session and the
 * audit log. Each key carries its data type, so `qc.setQueryData(opQuery(...).queryKey, ...)`
 * and `qc.getQueryData(...)` are typed without a hand-written `<T>`.
 */

/** The contract's reads (GET operations): what a query may ask. */
export type ReadOperationId = Extract<OpOf<OperationId>, { method: 'GET' }>['id'];
/** The contract's changes: what goes through `useOpMutation`. */
export type MutationOperationId = Exclude<OperationId, ReadOperationId>;

export interface ReadArgs<Id extends OperationId> {
  params?: OpParams<Id>;
  query?: Query;
}

/** Cache key of an operation call: `[tenant, opId, params?, query?]`. */
export function opKey(
  tenant: string,
  id: OperationId,
  params?: Record<string, string>,
  query?: Query,
): unknown[] {
  const key: unknown[] = [tenant, id];
  if (params) key.push(params);
  if (query) key.push(query);
  return key;
}

/** The query of one contract read in a tenant: its typed key and its fetch. */
export function opQuery<Id extends ReadOperationId>(
  tenant: string,
  id: Id,
  args: ReadArgs<Id> = {},
) {
  return queryOptions<OpResult<Id>, ApiError, OpResult<Id>, unknown[]>({
    queryKey: opKey(tenant, id, args.params as Record<string, string> | undefined, args.query),
    queryFn: ({ signal }) => callOp(tenant, id, { ...args, signal } as CallArgs<Id>),
  });
}

// ---- The session ------------------------------------------------------------------------

/**
 * `GET /auth/session` (the contract's `SessionResponse`): the signed-in user, their tenants and
 * the ids of the operations the V1 service has (V1.md's, and the extensions it offers).
 */
export type Session = SessionResponse;

/** The signed-in session, or null when signed out. */
export async function fetchSession(): Promise<Session | null> {
  try {
    return await request<Session>('/auth/session', { allowUnauthorized: true });
  } catch (e) {
    if (e instanceof ApiError && e.status === 401) return null;
    throw e;
  }
}

export const sessionQuery = queryOptions<Session | null, ApiError, Session | null, ['session']>({
  queryKey: ['session'],
  queryFn: fetchSession,
  staleTime: 60_000,
  retry: 1,
});

// ---- The audit log ----------------------------------------------------------------------

/** The filters of `GET /api/audit` the page offers (the contract's `AuditQuery` without paging). */
export const AUDIT_FILTERS = [
  'tenant',
  'user',
  'operation',
  'outcome',
  'from',
  'to',
] as const satisfies readonly (keyof AuditQuery)[];
export type AuditFilters = Partial<Record<(typeof AUDIT_FILTERS)[number], string>>;

export function fetchAudit(
  filters: AuditFilters,
  cursor: string | null,
  limit: number,
  signal?: AbortSignal,
) {
  return request<AuditPage>(withQuery('/api/audit', { ...filters, cursor, limit }), { signal });
}

/** Every audit query's key starts with this (each change through the console adds an entry). */
export const AUDIT_KEY_ROOT = 'audit';

/** One page of the audit log; the previous page stays on screen while the next loads. */
export function auditQuery(filters: AuditFilters, cursor: string | null, limit: number) {
  return queryOptions<AuditPage, ApiError, AuditPage, unknown[]>({
    queryKey: [AUDIT_KEY_ROOT, filters, cursor, limit],
    queryFn: ({ signal }) => fetchAudit(filters, cursor, limit, signal),
    placeholderData: keepPreviousData,
  });
}
