import { Hono } from 'hono';
import {
  BULK_ACTIONS,
  BulkRunCreate,
  BulkRunId,
  BulkRunUpdate,
  operations,
  roleCovers,
} from '@ledger/contract';
import type { BulkAction, BulkRun, Operation } from '@ledger/contract';
import type { SessionUser } from '../auth/session.js';
import type { AppDeps, AppEnv } from '../types.js';
import { HttpError } from './errors.js';
import type { ErrorExtra } from './errors.js';
import { audit, noStore, readBody, tenantRefusal, userOf } from './route-kit.js';

/** The request header that names the bulk run a proxied call belongs to. */
export const BULK_RUN_HEADER = 'x-bulk-run';

const OPERATION_BY_ID = new Map((operations as readonly Operation[]).map((op) => [op.id, op]));

/** Whether a role may use every operation of an action (an admin operation needs an admin). */
export function mayRun(role: SessionUser['role'], action: BulkAction): boolean {
  return BULK_ACTIONS[action].every((id) => {
    const op = OPERATION_BY_ID.get(id);
    return op !== undefined && roleCovers(role, op.role);
  });
}

/**
 * Bulk runs (`/api/bulk-runs`, docs/BULK.md): the browser opens a run before sending its items,
 * each item's proxied call names it in `x-bulk-run`, and the browser ends the run. The run is the
 * BFF's record: a call is admitted only while the run is running and within its total, and the
 * BFF counts what its calls did. The run's own audit entry (`bulk.run`) stands for its calls in
 * the audit log.
 */
export function bulkRunRoutes(deps: AppDeps) {
  const { store } = deps;
  const routes = new Hono<AppEnv>();
  const messages = { notJson: 'the body must be JSON', invalid: 'invalid bulk run' };

  routes.post('/api/bulk-runs', async (c) => {
    const user = userOf(c);
    const body = await readBody(c, BulkRunCreate, messages);
    const refused =
      tenantRefusal(c, deps, body.tenant) ??
      (mayRun(user.role, body.action)
        ? undefined
        : new HttpError(403, 'your role may not use this operation', {
            code: 'forbidden_role',
            params: { operation: BULK_ACTIONS[body.action].join(', ') },
          }));
    if (refused) {
      await audit(c, deps, {
        tenantId: body.tenant,
        operation: 'bulk.run',
        targetIds: { action: body.action, total: String(body.total) },
        outcome: 'denied',
        status: refused.status,
      });
      throw refused;
    }
    const run = await store.bulkRuns.open(
      {
        tenantId: body.tenant,
        username: user.username,
        role: user.role,
        action: body.action,
        total: body.total,
      },
      { method: 'POST', path: c.req.path, requestId: c.get('requestId') },
      deps.now(),
    );
    noStore(c);
    return c.json(run, 201);
  });

  routes.put('/api/bulk-runs', async (c) => {
    const user = userOf(c);
    const body = await readBody(c, BulkRunUpdate, messages);
    const run = await store.bulkRuns.find(body.id);
    if (!run || !ownRun(user, run))
      throw new HttpError(404, 'no such bulk run of yours', {
        code: 'bulk_run_not_found',
        params: { bulkRunId: body.id },
      });
    noStore(c);
    // `done` and `failed` of the body are not read: the run's counts are the BFF's own.
    if (run.status === 'running' && body.status === 'running') return c.json(run);
    const { status } = body;
    const ended =
      status === 'running'
        ? { ended: false, run }
        : await store.bulkRuns.end(run.id, { status, skipped: body.skipped ?? 0 }, deps.now());
    const now = ended.run ?? run;
    // The same end again (a report whose answer was lost) changes nothing; any other is refused.
    if (!ended.ended && now.status !== status) throw runEnded(now);
    return c.json(now);
  });
  return routes;
}

/** A run belongs to the account that opened it, in a tenant the account still has. */
function ownRun(user: SessionUser, run: { username: string; tenantId: string }): boolean {
  return run.username === user.username && user.tenants.includes(run.tenantId);
}

/** What never changes about a run, cached per instance (a proxied call checks it). */
interface RunOwner {
  username: string;
  tenantId: string;
  action: BulkAction;
}
const OWNER_CACHE_MAX = 1000;
const owners = new Map<string, RunOwner>();

/** 409 `bulk_run_ended`: the run is not running any more. */
function runEnded(run: BulkRun): HttpError {
  return new HttpError(409, `this bulk run has ended (${run.status}); start a new one`, {
    code: 'bulk_run_ended',
    params: { bulkRunId: run.id, status: run.status },
  });
}

/** What a proxied call's `x-bulk-run` comes to. */
export type BulkRunOfCall =
  /** No run named (`id` null), or a place taken in the run (`id`): its outcome is counted there. */
  | { ok: true; id: string | null }
  /**
   * Refused before V1 is asked. `runId`: the account's own run the call named (its audit entry
   * is linked to it); absent for a run that is not the account's.
   */
  | {
      ok: false;
      status: number;
      message: string;
      extra: ErrorExtra;
      outcome: 'failure' | 'denied';
      runId?: string;
    };

/**
 * For a change proxied with `x-bulk-run`: the run it takes a place in, or the refusal. 404
 * `bulk_run_not_found` for a run that is not the account's in this tenant, 400
 * `bulk_run_mismatch` for an operation that is not one of the run's action, 409
 * `bulk_run_ended` for a run that is not running, 409 `bulk_run_full` when `total` calls have
 * been admitted already (a call turned away with 429 or 503 gives its place back).
 */
export async function bulkRunOfCall(
  deps: AppDeps,
  header: string | undefined,
  user: SessionUser,
  tenant: string,
  op: Operation,
): Promise<BulkRunOfCall> {
  if (header === undefined || header === '') return { ok: true, id: null };
  const notFound = {
    ok: false as const,
    status: 404,
    message: 'no such bulk run of yours',
    extra: { code: 'bulk_run_not_found' as const, params: { bulkRunId: header.slice(0, 64) } },
    outcome: 'failure' as const,
  };
  if (!BulkRunId.safeParse(header).success) return notFound;
  let owner = owners.get(header);
  if (!owner) {
    const run = await deps.store.bulkRuns.find(header);
    if (!run) return notFound;
    owner = { username: run.username, tenantId: run.tenantId, action: run.action };
    if (owners.size >= OWNER_CACHE_MAX) owners.delete(owners.keys().next().value!);
    owners.set(header, owner);
  }
  if (owner.username !== user.username || owner.tenantId !== tenant) return notFound;
  if (!(BULK_ACTIONS[owner.action] as readonly string[]).includes(op.id))
    return {
      ok: false,
      status: 400,
      message: `${op.id} is not an operation of the bulk run's action ${owner.action}`,
      extra: { code: 'bulk_run_mismatch', params: { operation: op.id, action: owner.action } },
      outcome: 'failure',
    };
  const admission = await deps.store.bulkRuns.admitCall(header);
  if (admission.admitted) return { ok: true, id: header };
  if (admission.why === 'missing') return notFound;
  const { run } = admission;
  const refusal =
    admission.why === 'ended'
      ? runEnded(run)
      : new HttpError(409, `this bulk run is full (total ${run.total}); start a new one`, {
          code: 'bulk_run_full',
          params: { bulkRunId: run.id, total: run.total },
        });
  return {
    ok: false,
    status: refusal.status,
    message: refusal.message,
    extra: refusal.extra,
    outcome: 'denied',
    runId: run.id,
  };
}
