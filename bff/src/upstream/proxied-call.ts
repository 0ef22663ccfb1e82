import { isMutating, roleCovers } from '@ledger/contract';
import type { Operation } from '@ledger/contract';
import { UpstreamError } from '../http/errors.js';
import type { ErrorExtra } from '../http/errors.js';
import { isScoped } from '../auth/session.js';
import type { SessionUser } from '../auth/session.js';
import type { AppDeps } from '../types.js';
import type { BulkCallResult } from '../store/index.js';
import { answerTargets } from './audit-targets.js';
import { BULK_RUN_HEADER, bulkRunOfCall } from '../http/bulk-runs.js';
import type { Exchange, HeaderList } from './exchange.js';
import { isRefusal, prepareRequest } from './prepare.js';
import { Deadline } from './deadline.js';
import { jsonStartOfStream, notJson, relaySuccess } from './relay.js';
import { upstreamFailure } from './v1-failure.js';
import { MAX_READ_ANSWER, asList } from './v1-read.js';
import { sendWithToken } from './send-with-token.js';
import type { TokenSentAnswer } from './send-with-token.js';
import { checkBeforeStreaming, noteFileStatuses, recordUpload } from './upload.js';
import { recordResend } from './invitation-resends.js';
import { discardBody, readWhole } from './upstream.js';
import { answerShapeProblem, answerStartProblem, shapeProblem } from './answer-shape.js';
import type { UpstreamResponse } from './upstream.js';

/** One operation called for a signed-in user; mutations are written to the audit log, whatever their outcome. */
export class ProxiedCall {
  /** Names learned on the way, for every audit entry of the call (the upload's company). */
  private learned: Record<string, string> = {};
  /** The bulk run the call belongs to (`x-bulk-run`, checked), for its audit entry. */
  private bulkRunId: string | null = null;
  /** The call holds a place in its bulk run until its outcome is counted there. */
  private bulkPlace: 'none' | 'held' | 'counted' = 'none';

  constructor(
    readonly deps: AppDeps,
    readonly x: Exchange,
    readonly user: SessionUser,
    readonly tenant: string,
    readonly op: Operation,
    readonly params: Record<string, string>,
  ) {}

  /** Checks the user's access, prepares and sends the call to V1, then answers the browser. */
  async run(): Promise<void> {
    try {
      await this.serve();
    } finally {
      // A failure of our own code before the outcome was counted: the place is counted failed.
      if (this.bulkPlace === 'held' && this.bulkRunId) {
        this.bulkPlace = 'counted';
        await this.deps.store.bulkRuns
          .settleCall(this.bulkRunId, 'failed')
          .catch((err: unknown) => {
            this.deps.logger.warn(
              { requestId: this.x.requestId, bulkRunId: this.bulkRunId, err },
              'a bulk call could not be counted in its run',
            );
          });
      }
    }
  }

  private async serve(): Promise<void> {
    const { deps, x, user, tenant, op, params } = this;
    if (!user.tenants.includes(tenant) || !deps.tenantName(tenant))
      return this.fail(
        403,
        'this tenant is not open to you',
        { code: 'tenant_not_allowed', params: { tenantId: tenant } },
        'denied',
      );
    if (!roleCovers(user.role, op.role))
      return this.fail(
        403,
        'your role may not use this operation',
        { code: 'forbidden_role', params: { operation: op.id } },
        'denied',
      );
    if (op.extension && !deps.capabilities.has(op))
      return this.fail(404, `this V1 service does not offer this operation (${op.summary})`, {
        code: 'operation_not_offered',
        params: { operation: op.id },
      });

    if (isMutating(op)) {
      const linked = await bulkRunOfCall(deps, x.header(BULK_RUN_HEADER), user, tenant, op);
      if (!linked.ok) {
        // A call refused by the account's own run (ended, full) is listed among its calls.
        this.bulkRunId = linked.runId ?? null;
        return this.fail(linked.status, linked.message, linked.extra, linked.outcome);
      }
      this.bulkRunId = linked.id;
      if (linked.id) this.bulkPlace = 'held';
    }

    const prepared = await prepareRequest(op, x, tenant, params);
    if (isRefusal(prepared)) return this.fail(prepared.status, prepared.message, prepared.extra);

    // A linked auditor: only the companies V1's permissions give its platform user.
    let scope: ReadonlySet<string> | undefined;
    const company = params.companyDurableKey ?? params.companyId;
    if (isScoped(user) && (company !== undefined || op.id === 'listCompanies')) {
      const userId = user.platformUsers[tenant];
      if (userId === undefined) scope = new Set();
      else {
        const answer = await deps.scope.companies(tenant, userId, x.requestId);
        if (!answer.ok)
          return this.fail(
            answer.failure.status,
            answer.failure.message,
            answer.failure.extra,
            'failure',
            answer.failure.headers,
          );
        scope = answer.keys;
      }
      if (company !== undefined && !scope.has(company))
        return this.fail(
          403,
          'this company is not open to you',
          { code: 'company_not_allowed', params: { companyDurableKey: company } },
          'denied',
        );
    }

    const deadline = new Deadline(deps.upstream.timeoutMs);
    x.res.once('close', () => {
      if (!x.res.writableFinished) deadline.end('client');
    });
    let relaying = false;
    let res: UpstreamResponse | undefined;
    try {
      let token = await deps.tokens.get(tenant, deadline);
      if (!prepared.replayable) {
        const checked = await checkBeforeStreaming(this, params, token, deadline);
        if (checked === undefined)
          return await this.fail(404, 'no such company', {
            code: 'upstream_not_found',
            upstreamStatus: 404,
          });
        token = checked.token;
        if (checked.companyName) this.learned = { companyName: checked.companyName };
      }
      let sent: TokenSentAnswer;
      try {
        sent = await sendWithToken(deps, tenant, prepared, token, deadline);
      } finally {
        // Whatever V1 answered, and when no answer came (a timeout, a broken connection, the
        // browser gone), it may have acted: what the BFF computed from it is read again.
        this.forgetComputed();
      }
      res = sent.res;
      if (res.statusCode < 200 || res.statusCode >= 300) {
        const f = await upstreamFailure(res, sent.token);
        return await this.fail(f.status, f.message, f.extra, 'failure', f.headers);
      }
      if (scope && op.id === 'listCompanies') return this.sendScopedList(res, scope);
      // Answers the BFF reads (one item for a list, what a create made) are taken whole.
      let whole =
        res.body ??
        (op.answerMayBeOne ||
        op.auditAnswer ||
        op.bffEffects.some((e) => e === 'uploadStatuses' || e === 'uploads')
          ? await readWhole(res, MAX_READ_ANSWER, 'answer')
          : undefined);
      let first: number | undefined;
      let wrongType = notJson(res, whole);
      if (!wrongType && !whole && res.stream) {
        // A streamed answer labelled JSON must begin as JSON too: its first piece is looked at.
        const start = await jsonStartOfStream(res);
        wrongType = start.problem;
        whole = start.whole;
        first = start.first;
      }
      if (wrongType) {
        discardBody(res);
        throw new UpstreamError(wrongType, 502, res.statusCode, 'protocol');
      }
      // An answer read whole is checked against the contract in full; a streamed one (large)
      // by its first byte: a list where a list is due, an object where one is.
      const badShape = whole ? answerShapeProblem(op, res, whole) : answerStartProblem(op, first);
      if (badShape) throw new UpstreamError(badShape, 502, res.statusCode, 'protocol');
      await this.audit('success', res.statusCode, { ...params, ...this.answerTargets(whole) });
      // What the BFF records from the answer, as the operation's `bffEffects` in the contract say.
      if (op.bffEffects.includes('uploads') && whole) await recordUpload(this, params, whole);
      if (op.bffEffects.includes('uploadStatuses') && whole) await noteFileStatuses(this, whole);
      if (op.bffEffects.includes('invitationResends')) await recordResend(this, params);
      relaying = true;
      relaySuccess(x, op, res, whole, deps.upstream.basePath, tenant, () => deadline.dispose());
    } catch (err) {
      if (!(err instanceof UpstreamError)) throw err;
      const clientGone = x.req.destroyed && op.body === 'multipart' && !x.req.complete;
      if (clientGone) {
        await this.audit('failure', 499, params);
        return x.sendError(400, 'the upload was cut off', { code: 'upload_cut_off' });
      }
      if (err.kind === 'cancelled') {
        // The browser is gone: its V1 call was aborted; the status is for the log and metrics.
        await this.audit('failure', 499, params);
        return x.sendError(499, err.message, { code: 'request_cancelled' });
      }
      deps.logger.warn(
        {
          requestId: x.requestId,
          operation: op.id,
          tenant,
          kind: err.kind,
          status: err.status,
          upstreamStatus: err.upstreamStatus,
        },
        err.message,
      );
      return this.fail(err.status, err.message, err.answer.extra);
    } finally {
      if (!relaying) {
        // An answer not passed on (a failure in our own code, e.g. the store) frees its connection.
        if (res) discardBody(res);
        deadline.dispose();
      }
    }
  }

  /**
   * Drops the tenant's answers computed from V1 that the operation may change, as its
   * `bffEffects` in the contract say: the company scopes (scope.ts) and the open-assignment check
   * (open-assignments.ts).
   */
  private forgetComputed() {
    const effects = this.op.bffEffects;
    if (effects.includes('companyScopes')) this.deps.scope.invalidate(this.tenant);
    if (effects.includes('openAssignments')) this.deps.openAssignments.invalidate(this.tenant);
  }

  /** The company list cut down to the scope, each company as V1 answered it. */
  private async sendScopedList(res: UpstreamResponse, scope: ReadonlySet<string>): Promise<void> {
    let items: unknown[];
    try {
      items = asList(
        JSON.parse((await readWhole(res, MAX_READ_ANSWER, 'company list')).toString('utf8')),
      );
    } catch {
      return this.fail(502, 'V1 answered the company list with something other than JSON', {
        code: 'upstream_bad_answer',
        upstreamStatus: res.statusCode,
      });
    }
    const badShape = this.op.response && shapeProblem(this.op.id, this.op.response, items);
    if (badShape)
      return this.fail(502, badShape, {
        code: 'upstream_bad_answer',
        upstreamStatus: res.statusCode,
      });
    const seen = items.filter((c) => {
      const key = (c as { durableKey?: unknown } | null)?.durableKey;
      return typeof key === 'string' && scope.has(key);
    });
    this.x.send(
      res.statusCode,
      ['cache-control', 'no-store', 'content-type', 'application/json'],
      JSON.stringify(seen),
    );
  }

  private async audit(
    outcome: 'success' | 'failure' | 'denied',
    status: number,
    targetIds: Record<string, string>,
  ) {
    if (!isMutating(this.op)) return;
    // The outcome of a call admitted to a bulk run is counted there, with its entry.
    const settle: BulkCallResult | undefined =
      this.bulkPlace !== 'held'
        ? undefined
        : outcome === 'success'
          ? 'done'
          : status === 429 || status === 503
            ? 'released'
            : 'failed';
    await this.deps.store.audit.append(
      {
        username: this.user.username,
        role: this.user.role,
        tenantId: this.tenant,
        operation: this.op.audit ?? this.op.id,
        method: this.op.method,
        path: this.x.path,
        targetIds: { ...targetIds, ...this.learned },
        outcome,
        status,
        requestId: this.x.requestId,
        bulkRunId: this.bulkRunId,
      },
      this.deps.now(),
      settle,
    );
    if (settle) this.bulkPlace = 'counted';
  }

  /** The audit entry's names from a successful answer (creates: the new id and its name). */
  private answerTargets(body: Buffer | undefined): Record<string, string> {
    if (!this.op.auditAnswer || !body) return {};
    try {
      return answerTargets(this.op, JSON.parse(body.toString('utf8')));
    } catch {
      return {};
    }
  }

  private async fail(
    status: number,
    message: string,
    extra: ErrorExtra,
    outcome: 'failure' | 'denied' = 'failure',
    headers: HeaderList = [],
  ) {
    await this.audit(outcome, status, this.params);
    this.x.sendError(status, message, extra, headers);
  }
}
