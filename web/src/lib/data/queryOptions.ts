import { keepPreviousData, queryOptions, replaceEqualDeep } from '@tanstack/react-query';
import type {
  AuditPage,
  AuditQuery,
  OperationId,
  SessionResponse,
  SignInOptions,
} from '@ledger/contract';
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

export type Row<L extends ReadOperationId> = OpResult<L> extends readonly (infer R)[] ? R : never;

/** The reads that answer a list of rows with an id, and that id. */
export const ROW_ID = {
  listUsers: (u) => u.id,
  listInvitations: (u) => u.id,
  listGroups: (g) => g.id,
  listGroupMembers: (u) => u.id,
  listUserGroups: (g) => g.id,
  listCompanies: (c) => c.durableKey,
  listFinancialYears: (y) => y.id,
  listFiles: (f) => f.id,
  listAssignments: (a) => a.id,
} satisfies { [L in ReadOperationId]?: (row: Row<L>) => string };
export type RowListId = keyof typeof ROW_ID;

const isRowList = (id: ReadOperationId): id is RowListId => Object.hasOwn(ROW_ID, id);

/**
 * Structural sharing by row id: an unchanged row keeps its object wherever it moves in the list
 * (TanStack's default matches rows by index, so taking one row out would make every later row
 * new and redraw it).
 */
function shareRowsById(idOf: (row: never) => string) {
  const id = idOf as (row: unknown) => string;
  return (old: unknown, next: unknown): unknown => {
    if (!Array.isArray(old) || !Array.isArray(next)) return replaceEqualDeep(old, next);
    const before = new Map(old.map((row) => [id(row), row]));
    let unchanged = old.length === next.length;
    const rows = next.map((row, i) => {
      const previous = before.get(id(row));
      const kept = previous === undefined ? row : replaceEqualDeep(previous, row);
      if (kept !== old[i]) unchanged = false;
      return kept;
    });
    return unchanged ? old : rows;
  };
}

const ROW_SHARING = Object.fromEntries(
  Object.entries(ROW_ID).map(([id, idOf]) => [id, shareRowsById(idOf)]),
) as Record<RowListId, ReturnType<typeof shareRowsById>>;

/** The query of one contract read in a tenant: its typed key and its fetch. */
export function opQuery<Id extends ReadOperationId>(
  tenant: string,
  id: Id,
  args: ReadArgs<Id> = {},
) {
  return queryOptions<OpResult<Id>, ApiError, OpResult<Id>, unknown[]>({
    queryKey: opKey(tenant, id, args.params as Record<string, string> | undefined, args.query),
    queryFn: ({ signal }) => callOp(tenant, id, { ...args, signal } as CallArgs<Id>),
    ...(isRowList(id) ? { structuralSharing: ROW_SHARING[id] } : {}),
  });
}

// ---- The session ------------------------------------------------------------------------

/**
 * `GET /auth/session` (the contract's `SessionResponse`): the signed-in user, their tenants and
 * the ids of the operations the V1 service has (V1.md's, and the extensions it offers).
 */
export type Session = SessionResponse;

/**
 * The signed-in session, or null when signed out: asked as a probe, answered 204 when no one is
 * signed in (a 401 would be logged by the browser as a failed request on every sign-in page).
 */
async function probeSession(): Promise<Session | SignInOptions | null> {
  try {
    return (
      (await request<Session | SignInOptions | undefined>('/auth/session?probe=1', {
        allowUnauthorized: true,
      })) ?? null
    );
  } catch (e) {
    if (e instanceof ApiError && e.status === 401) return null;
    throw e;
  }
}

/** Signed out, the probe is 204, or with an identity provider configured what sign-in offers. */
async function fetchSession(): Promise<Session | null> {
  const s = await probeSession();
  return s && 'user' in s ? s : null;
}

/**
 * What the sign-in page offers besides the password: the firm's identity provider by name, when
 * the console has one (null: none, or someone is signed in already).
 */
export const signInOptionsQuery = queryOptions({
  queryKey: ['sign-in-options'],
  queryFn: async () => {
    const s = await probeSession();
    return s && 'signIn' in s ? s.signIn : null;
  },
  staleTime: 5 * 60_000,
  retry: 1,
});

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
  'bulkRun',
] as const satisfies readonly (keyof AuditQuery)[];
export type AuditFilters = Partial<Record<(typeof AUDIT_FILTERS)[number], string>> & {
  /** With `tenant`: the entries without a tenant too (the log of the tenant in view). */
  withoutTenant?: '1';
};

export function fetchAudit(
  filters: AuditFilters,
  cursor: string | null,
  limit: number,
  signal?: AbortSignal,
  quiet = false,
) {
  return request<AuditPage>(withQuery('/api/audit', { ...filters, cursor, limit }), {
    signal,
    allowUnauthorized: quiet,
  });
}

/** Every audit query's key starts with this (each change through the console adds an entry). */
export const AUDIT_KEY_ROOT = 'audit';

/** One page of the audit log; the previous page stays on screen while the next loads. */
export function auditQuery(
  filters: AuditFilters,
  cursor: string | null,
  limit: number,
  /** A prefetch: a 401 does not announce that the session ended (CallArgs' `quiet`). */
  quiet = false,
) {
  return queryOptions<AuditPage, ApiError, AuditPage, unknown[]>({
    queryKey: [AUDIT_KEY_ROOT, filters, cursor, limit],
    queryFn: ({ signal }) => fetchAudit(filters, cursor, limit, signal, quiet),
    placeholderData: keepPreviousData,
  });
}

/**
 * A read of one of the console's own routes, not a V1 operation (`GET /api/reviews`, the
 * overview's attention): asked with the tenant and `query`, cached under `[tenant, name, query]`
 * (`[tenant, name]` without one). `retry: false` for a route a platform may not have.
 */
export function consoleQuery<T>(
  tenant: string,
  name: string,
  path: string,
  query?: Query,
  /** `quiet`: a prefetch, whose 401 does not announce that the session ended (CallArgs' `quiet`). */
  { quiet = false, ...options }: { retry?: false; quiet?: boolean } = {},
) {
  return queryOptions<T, ApiError, T, unknown[]>({
    queryKey: query ? [tenant, name, query] : [tenant, name],
    queryFn: ({ signal }) =>
      request<T>(withQuery(path, { tenant, ...query }), { signal, allowUnauthorized: quiet }),
    ...options,
  });
}
