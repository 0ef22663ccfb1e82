import { matchPath } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { OperationId } from '@ledger/contract';
import {
  ApiError,
  callOp,
  notifyUnauthorized,
  type CallArgs,
  type OpResult,
  type Query,
} from '../data/api.js';
import type { ConsoleRead } from '../data/consoleRead.js';
import {
  opQuery,
  sessionQuery,
  type ReadArgs,
  type ReadOperationId,
} from '../data/queryOptions.js';
import { allowed, type Role } from '../access/roles.js';

/*
 * No waterfalls: a screen's code and its data are asked for together, on intent (a pointer over a
 * link, a link focused, a touch) or when the screen is rendered, instead of the data waiting for
 * the code and the code for the data above it. The app registers its screens (app/screens.ts):
 * each a route pattern, the loader of its chunk and what data it reads first.
 */

/** What a screen's data prefetch knows: the route's parameters and search, the cache. */
export interface PrefetchContext {
  qc: QueryClient;
  tenant: string;
  params: Record<string, string | undefined>;
  search: URLSearchParams;
  /** Prefetches one contract read, only where the signed-in role and the V1 service have it. */
  read: <Id extends ReadOperationId>(id: Id, args?: ReadArgs<Id>) => void;
  /** The same read awaited (for data that needs an earlier answer), or null where not allowed. */
  fetch: <Id extends ReadOperationId>(id: Id, args?: ReadArgs<Id>) => Promise<OpResult<Id>> | null;
  allowed: (id: OperationId) => boolean;
  /** Prefetches one of the console's own reads by its key, quietly: its 401 as `read`'s. */
  readConsole: <T, K extends Query>(read: ConsoleRead<T, K>, key: K) => void;
  /** The signed-in role (for the console's own reads, which are not V1 operations). */
  role: Role;
}

export interface ScreenEntry {
  /** Route pattern, as react-router writes it (`/t/:tenant/companies/:key/:tab`). */
  pattern: string;
  load: () => Promise<unknown>;
  /** Further code the screen shows at once (a tab's chunk), by the route's parameters. */
  code?: (params: Record<string, string | undefined>, search: URLSearchParams) => Promise<unknown>;
  /** Starts the reads the screen makes first (what it shows before anything is clicked). */
  data?: (ctx: PrefetchContext) => void;
}

let screens: readonly ScreenEntry[] = [];

/** Called once by the app with its screens. */
export function registerScreens(entries: readonly ScreenEntry[]): void {
  screens = entries;
}

/**
 * A read's query as the screen makes it (same key), fetched without announcing a 401: a pointer
 * passing over a link after the session ended must not send the person to sign-in with this
 * screen as the way back; the screen they go to finds the failed read and asks again. A screen
 * that opened while the read was on its way takes its answer instead of asking again, so the
 * 401 is announced when a screen shows the read by then.
 */
function quietly<Id extends ReadOperationId>(
  qc: QueryClient,
  tenant: string,
  id: Id,
  args?: ReadArgs<Id>,
) {
  const query = opQuery(tenant, id, args);
  return {
    ...query,
    queryFn: async ({ signal }: { signal: AbortSignal }) => {
      try {
        return await callOp(tenant, id, { ...args, signal, quiet: true } as CallArgs<Id>);
      } catch (error) {
        const shown = qc.getQueryCache().find({ queryKey: query.queryKey })?.getObserversCount();
        if (error instanceof ApiError && error.status === 401 && shown) notifyUnauthorized();
        throw error;
      }
    },
  };
}

/** A quiet prefetch's 401, announced as `quietly` does: when a screen shows the read by then. */
function announceIfShown(qc: QueryClient, queryKey: unknown[]): void {
  const query = qc.getQueryCache().find({ queryKey });
  const error = query?.state.error;
  if (error instanceof ApiError && error.status === 401 && query?.getObserversCount())
    notifyUnauthorized();
}

/** Waits for every read in `pending`, including those started as earlier ones answered. */
async function settled(pending: Promise<unknown>[]): Promise<void> {
  while (pending.length) await Promise.allSettled(pending.splice(0));
}

function contextFor(
  qc: QueryClient,
  params: Record<string, string | undefined>,
  search: URLSearchParams,
  pending: Promise<unknown>[] = [],
): PrefetchContext | null {
  const session = qc.getQueryData(sessionQuery.queryKey);
  const tenant = params.tenant;
  if (!session || !tenant || !session.tenants.some((t) => t.id === tenant)) return null;
  const access = { role: session.user.role, operations: session.operations };
  const may = (id: OperationId) => allowed(access, id);
  return {
    qc,
    tenant,
    params,
    search,
    role: session.user.role,
    allowed: may,
    read: (id, args) => {
      if (may(id)) pending.push(qc.prefetchQuery(quietly(qc, tenant, id, args)));
    },
    readConsole: (read, key) => {
      const query = read.query(tenant, key, true);
      pending.push(qc.prefetchQuery(query).then(() => announceIfShown(qc, query.queryKey)));
    },
    fetch: (id, args) => {
      if (!may(id)) return null;
      const answer = qc.fetchQuery(quietly(qc, tenant, id, args));
      pending.push(answer);
      return answer;
    },
  };
}

/**
 * Starts the code of the screen at `to` (a path with an optional search) and, signed in, the
 * reads it makes first. Data already in the cache and fresh is not asked again. Resolves once the
 * code is here and the reads have answered (or failed: the route shows that when it renders).
 */
export function prefetchPath(
  qc: QueryClient | null,
  to: string,
  withData = true,
): Promise<unknown> {
  const url = new URL(to, 'http://console.invalid');
  for (const screen of screens) {
    const match = matchPath(screen.pattern, url.pathname);
    if (!match) continue;
    // The reads first: on HTTP/1.1 the browser opens six connections to the console, and a
    // read asked for after a route's thirty-odd chunks would wait for them all.
    const reads: Promise<unknown>[] = [];
    if (withData && qc && screen.data) {
      const ctx = contextFor(qc, match.params, url.searchParams, reads);
      if (ctx) screen.data(ctx);
    }
    // A failure shows when the route renders.
    return Promise.all([
      screen.load(),
      screen.code?.(match.params, url.searchParams),
      settled(reads),
    ]).catch(() => undefined);
  }
  return Promise.resolve();
}

/** Starts one screen's reads and further code (its own is loading): for a route as it renders. */
export function prefetchScreenData(
  qc: QueryClient,
  pattern: string,
  params: Record<string, string | undefined>,
  search: URLSearchParams,
): void {
  const screen = screens.find((s) => s.pattern === pattern);
  void screen?.code?.(params, search).catch(() => undefined);
  const ctx = screen?.data ? contextFor(qc, params, search) : null;
  if (screen?.data && ctx) screen.data(ctx);
}
