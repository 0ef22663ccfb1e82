import { randomBytes } from 'node:crypto';
import type {
  BulkAction,
  BulkRun,
  BulkRunStatus,
  ReviewMark,
  UploadRecord,
} from '@ledger/contract';
import type { Kysely } from 'kysely';
import { openDb, num, sql } from './db.js';
import type {
  AccountsTable,
  BulkRunsTable,
  DB,
  OpenedDb,
  StoreOptions,
  UploadsTable,
} from './db.js';
import { StoreUnavailableError, mapStoreError, reasonOf } from './errors.js';

export { StoreOpenError, StoreUnavailableError } from './errors.js';

/** pg_advisory_xact_lock's first key for the sign-in throttle (the second is the key's hash). */
const THROTTLE_LOCK_CLASS = 0x4c43_0001;

export type StoreCheck = { ready: true } | { ready: false; kind: string; reason: string };

export type Role = 'admin' | 'auditor';
export const ROLES: readonly Role[] = ['admin', 'auditor'];

export interface Account {
  username: string;
  passwordHash: string;
  role: Role;
  tenants: string[];
  createdAt: number;
  updatedAt: number;
  /** As stored: the route that writes it takes only the supported languages. */
  language: string | null;
  /** The V1 user the account is linked to in each tenant (`{tenantId: userId}`); empty: unlinked. */
  platformUsers: Record<string, string>;
}

export interface SessionRow {
  id: string;
  username: string;
  createdAt: number;
  lastSeen: number;
  revokedAt: number | null;
  role: Role;
  tenants: string[];
  language: string | null;
  platformUsers: Record<string, string>;
}

export type AuditOutcome = 'success' | 'failure' | 'denied';
export interface AuditEntry {
  id: string;
  at: string;
  username: string | null;
  role: string | null;
  tenantId: string | null;
  operation: string;
  method: string | null;
  path: string | null;
  targetIds: Record<string, string>;
  outcome: AuditOutcome;
  status: number;
  requestId: string | null;
  /** The bulk run the call was made in, or null. */
  bulkRunId: string | null;
  /** On a run's own entry (`bulk.run`): the run as it stands. */
  bulk?: BulkRun;
}
export type AuditInput = Omit<AuditEntry, 'id' | 'at' | 'bulkRunId' | 'bulk'> & {
  at?: string;
  bulkRunId?: string | null;
};

/** The audit log's operation name of a bulk run's own entry. */
export const BULK_RUN_AUDIT = 'bulk.run';

export interface AuditQuery {
  tenant?: string | undefined;
  user?: string | undefined;
  operation?: string | undefined;
  outcome?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  cursor?: string | undefined;
  /**
   * Only the calls of this bulk run. Without it (and without `operation`), calls made in bulk runs
   * are left out: their run's entry stands for them.
   */
  bulkRun?: string | undefined;
  limit: number;
}

/** Where review marks belong: a financial year of a company of a tenant. */
export interface ReviewYear {
  tenantId: string;
  companyKey: string;
  financialYearId: string;
}

const parseTenants = (s: string): string[] => {
  try {
    const v = JSON.parse(s) as unknown;
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
};

/** `{tenantId: userId}` as stored; anything else (null, bad JSON) is no link. */
export const parsePlatformUsers = (s: string | null): Record<string, string> => {
  if (!s) return {};
  try {
    const v = JSON.parse(s) as unknown;
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return {};
    return Object.fromEntries(
      Object.entries(v).filter((e): e is [string, string] => typeof e[1] === 'string' && !!e[1]),
    );
  } catch {
    return {};
  }
};

let lastIdMs = 0;
let idSeq = 0;
/** Time-ordered, lexicographically sortable id (newest = largest). */
function sortableId(ms: number): string {
  if (ms === lastIdMs) idSeq++;
  else {
    lastIdMs = ms;
    idSeq = 0;
  }
  return `${ms.toString(36).padStart(9, '0')}${idSeq.toString(36).padStart(4, '0')}${randomBytes(6).toString('hex')}`;
}

/** The BFF store: accounts, sessions (for revocation), sign-in throttle and the audit log. */
export class Store {
  /** Told about every revocation made through this store (the session cache listens). */
  private readonly revokeListeners = new Set<(r: { sid?: string; username?: string }) => void>();

  private constructor(private readonly o: OpenedDb) {}

  onRevoke(fn: (r: { sid?: string; username?: string }) => void): () => void {
    this.revokeListeners.add(fn);
    return () => this.revokeListeners.delete(fn);
  }

  private revoked(r: { sid?: string; username?: string }) {
    for (const fn of this.revokeListeners) fn(r);
  }

  static async open(opts: StoreOptions): Promise<Store> {
    return new Store(await openDb(opts));
  }

  get dialect() {
    return this.o.dialect;
  }

  close() {
    return this.o.close();
  }

  // ---- accounts ---------------------------------------------------------------
  async addAccount(
    a: {
      username: string;
      passwordHash: string;
      role: Role;
      tenants: string[];
      platformUsers?: Record<string, string>;
    },
    now = Date.now(),
  ) {
    await this.o.db
      .insertInto('accounts')
      .values({
        username: a.username,
        password_hash: a.passwordHash,
        role: a.role,
        tenants: JSON.stringify(a.tenants),
        created_at: now,
        updated_at: now,
        language: null,
        platform_users:
          a.platformUsers && Object.keys(a.platformUsers).length
            ? JSON.stringify(a.platformUsers)
            : null,
      })
      .execute();
  }

  /**
   * Links the account to V1 users (`{tenantId: userId}`), or unlinks it (empty); false when there
   * is no such account. Sessions read it through their 1 s row cache, like the role.
   */
  async setPlatformUsers(
    username: string,
    platformUsers: Record<string, string>,
    now = Date.now(),
  ): Promise<boolean> {
    const r = await this.o.db
      .updateTable('accounts')
      .set({
        platform_users: Object.keys(platformUsers).length ? JSON.stringify(platformUsers) : null,
        updated_at: now,
      })
      .where('username', '=', username)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }

  /** Remembers the account's console language; false when there is no such account. */
  async setLanguage(username: string, language: string, now = Date.now()): Promise<boolean> {
    const r = await this.o.db
      .updateTable('accounts')
      .set({ language, updated_at: now })
      .where('username', '=', username)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }

  async getAccount(username: string): Promise<Account | undefined> {
    const r = await this.o.db
      .selectFrom('accounts')
      .selectAll()
      .where('username', '=', username)
      .executeTakeFirst();
    return r && toAccount(r);
  }

  async listAccounts(): Promise<Account[]> {
    const rows = await this.o.db.selectFrom('accounts').selectAll().orderBy('username').execute();
    return rows.map(toAccount);
  }

  async countAccounts(): Promise<number> {
    const r = await this.o.db
      .selectFrom('accounts')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    return num(r.n as number | string);
  }

  /** Removes an account and revokes its sessions. */
  async removeAccount(username: string, now = Date.now()): Promise<boolean> {
    const r = await this.o.db
      .deleteFrom('accounts')
      .where('username', '=', username)
      .executeTakeFirst();
    await this.revokeUserSessions(username, now);
    return Number(r.numDeletedRows) > 0;
  }

  /** Changes the password and revokes every session of the account. */
  async setPassword(username: string, passwordHash: string, now = Date.now()): Promise<boolean> {
    const r = await this.o.db
      .updateTable('accounts')
      .set({ password_hash: passwordHash, updated_at: now })
      .where('username', '=', username)
      .executeTakeFirst();
    await this.revokeUserSessions(username, now);
    return Number(r.numUpdatedRows) > 0;
  }

  // ---- sessions ---------------------------------------------------------------
  async createSession(username: string, now = Date.now()): Promise<string> {
    const id = randomBytes(32).toString('base64url');
    await this.o.db
      .insertInto('sessions')
      .values({ id, username, created_at: now, last_seen: now, revoked_at: null })
      .execute();
    return id;
  }

  /** The session with its account's current role and tenants (undefined when the account is gone). */
  async getSession(id: string): Promise<SessionRow | undefined> {
    const r = await this.o.db
      .selectFrom('sessions as s')
      .innerJoin('accounts as a', 'a.username', 's.username')
      .select([
        's.id',
        's.username',
        's.created_at',
        's.last_seen',
        's.revoked_at',
        'a.role',
        'a.tenants',
        'a.language',
        'a.platform_users',
      ])
      .where('s.id', '=', id)
      .executeTakeFirst();
    if (!r) return undefined;
    return {
      id: r.id,
      username: r.username,
      createdAt: num(r.created_at),
      lastSeen: num(r.last_seen),
      revokedAt: r.revoked_at === null ? null : num(r.revoked_at),
      role: r.role as Role,
      tenants: parseTenants(r.tenants),
      language: r.language,
      platformUsers: parsePlatformUsers(r.platform_users),
    };
  }

  async touchSession(id: string, now = Date.now()) {
    await this.o.db.updateTable('sessions').set({ last_seen: now }).where('id', '=', id).execute();
  }

  async revokeSession(id: string, now = Date.now()) {
    await this.o.db
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .execute();
    this.revoked({ sid: id });
  }

  async revokeUserSessions(username: string, now = Date.now()) {
    await this.o.db
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('username', '=', username)
      .where('revoked_at', 'is', null)
      .execute();
    this.revoked({ username });
  }

  /** Deletes sessions that ended before `before` (revoked or past the absolute timeout). */
  async pruneSessions(before: number) {
    await this.o.db
      .deleteFrom('sessions')
      .where((eb) => eb.or([eb('revoked_at', '<', before), eb('created_at', '<', before)]))
      .execute();
  }

  // ---- readiness -------------------------------------------------------------------
  private pinging: Promise<StoreCheck> | undefined;

  /**
   * A cheap query with a deadline (for /readyz). Concurrent callers share one query, so probes
   * arriving while the store hangs do not pile up connections.
   */
  ping(timeoutMs: number): Promise<StoreCheck> {
    this.pinging ??= this.pingOnce(timeoutMs).finally(() => (this.pinging = undefined));
    return this.pinging;
  }

  private async pingOnce(timeoutMs: number): Promise<StoreCheck> {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<StoreCheck>((resolve) => {
      timer = setTimeout(
        () =>
          resolve({ ready: false, kind: 'timed out', reason: `no answer within ${timeoutMs} ms` }),
        timeoutMs,
      );
    });
    const query = sql`select 1 as one`.execute(this.o.db).then(
      (): StoreCheck => ({ ready: true }),
      (err: unknown): StoreCheck => {
        const m = mapStoreError(err);
        return m instanceof StoreUnavailableError
          ? { ready: false, kind: m.kind, reason: m.reason }
          : { ready: false, kind: 'error', reason: reasonOf(err) };
      },
    );
    try {
      return await Promise.race([query, deadline]);
    } finally {
      clearTimeout(timer);
    }
  }

  // ---- sign-in throttle -----------------------------------------------------------
  /**
   * Records a sign-in attempt for `key` unless `max` are already recorded inside the window,
   * atomically: however many requests arrive at once, on however many instances, at most `max`
   * get a reservation. The reservation stays as a failure unless the sign-in succeeds (then
   * clearFailures). SQLite: one INSERT ... SELECT ... WHERE count < max statement, which holds the
   * file's write lock from its first read. PostgreSQL: the same statement after a transaction
   * lock on the key (pg_advisory_xact_lock), so the count sees every reservation made before.
   */
  async reserveSigninAttempt(
    key: string,
    now: number,
    windowMs: number,
    max: number,
  ): Promise<{ ok: true } | { ok: false; retryAfterMs: number }> {
    const since = now - windowMs;
    const insert = (db: Kysely<DB>) =>
      sql`insert into signin_failures (id, key, at)
          select ${sortableId(now)}, ${key}, cast(${now} as bigint)
          where (select count(*) from signin_failures where key = ${key} and at > ${since}) < ${max}`.execute(
        db,
      );
    const result =
      this.o.dialect === 'postgres'
        ? await this.o.db.transaction().execute(async (trx) => {
            await sql`select pg_advisory_xact_lock(${THROTTLE_LOCK_CLASS}, hashtext(${key}))`.execute(
              trx,
            );
            return insert(trx);
          })
        : await insert(this.o.db);
    if (Number(result.numAffectedRows ?? 0) > 0) return { ok: true };
    const failures = await this.failuresSince(key, since);
    const oldest = failures[Math.max(0, failures.length - max)] ?? now;
    return { ok: false, retryAfterMs: Math.max(0, oldest + windowMs - now) };
  }

  /** Failures for `key` since `since`, oldest first (timestamps). */
  async failuresSince(key: string, since: number): Promise<number[]> {
    const rows = await this.o.db
      .selectFrom('signin_failures')
      .select('at')
      .where('key', '=', key)
      .where('at', '>', since)
      .orderBy('at')
      .execute();
    return rows.map((r) => num(r.at));
  }

  async clearFailures(key: string) {
    await this.o.db.deleteFrom('signin_failures').where('key', '=', key).execute();
  }

  async pruneFailures(before: number) {
    await this.o.db.deleteFrom('signin_failures').where('at', '<', before).execute();
  }

  // ---- uploads ---------------------------------------------------------------------
  /** Records an upload V1 accepted (a second record of the same file id replaces the first). */
  async recordUpload(tenantId: string, u: UploadRecord): Promise<void> {
    const row = {
      file_id: u.fileId,
      tenant_id: tenantId,
      company_key: u.companyDurableKey,
      name: u.name,
      size: u.size,
      username: u.username,
      uploaded_at: u.uploadedAt,
      status: u.status,
    };
    await this.o.db
      .insertInto('uploads')
      .values(row)
      .onConflict((oc) => oc.columns(['tenant_id', 'file_id']).doUpdateSet(row))
      .execute();
  }

  /** A company's uploads, newest first (at most `limit`). */
  async listUploads(tenantId: string, companyKey: string, limit = 500): Promise<UploadRecord[]> {
    const rows = await this.o.db
      .selectFrom('uploads')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('company_key', '=', companyKey)
      .orderBy('uploaded_at', 'desc')
      .limit(limit)
      .execute();
    return rows.map(toUpload);
  }

  /**
   * Keeps the recorded status of the console's uploads current with what V1 answered for them
   * (a file read or listed through the proxy). Files the console did not upload have no record
   * and are left alone; a record already at the status is not written. Returns the rows changed.
   */
  async updateUploadStatuses(
    tenantId: string,
    files: readonly { fileId: string; status: string }[],
  ): Promise<number> {
    const byStatus = new Map<string, string[]>();
    for (const f of files) {
      const ids = byStatus.get(f.status) ?? [];
      ids.push(f.fileId);
      byStatus.set(f.status, ids);
    }
    let changed = 0;
    for (const [status, ids] of byStatus) {
      // Bounded IN lists: a long file list is written in slices.
      for (let i = 0; i < ids.length; i += 500) {
        const r = await this.o.db
          .updateTable('uploads')
          .set({ status })
          .where('tenant_id', '=', tenantId)
          .where('file_id', 'in', ids.slice(i, i + 500))
          .where('status', '<>', status)
          .executeTakeFirst();
        changed += Number(r.numUpdatedRows ?? 0);
      }
    }
    return changed;
  }

  /**
   * The tenant's uploads uploaded at or after `since` (ISO) whose recorded status is one of
   * `statuses`, newest first (at most `limit`), and how many there are of each status.
   */
  async uploadsWithStatus(
    tenantId: string,
    statuses: readonly string[],
    since: string,
    limit: number,
  ): Promise<{ counts: Record<string, number>; items: UploadRecord[] }> {
    const base = this.o.db
      .selectFrom('uploads')
      .where('tenant_id', '=', tenantId)
      .where('status', 'in', [...statuses])
      .where('uploaded_at', '>=', since);
    const [countRows, rows] = await Promise.all([
      base
        .select(['status', (eb) => eb.fn.countAll<string | number>().as('n')])
        .groupBy('status')
        .execute(),
      base.selectAll().orderBy('uploaded_at', 'desc').limit(limit).execute(),
    ]);
    const counts: Record<string, number> = {};
    for (const s of statuses) counts[s] = 0;
    for (const r of countRows) counts[r.status] = num(r.n);
    return { counts, items: rows.map(toUpload) };
  }

  // ---- review marks ----------------------------------------------------------------
  /** Marks an account as reviewed, replacing an earlier mark of it (comment, figures, who, when). */
  async markReviewed(key: ReviewYear & { account: string }, mark: ReviewMark): Promise<void> {
    const values = {
      comment: mark.comment,
      figures: mark.figures,
      username: mark.username,
      marked_at: mark.markedAt,
    };
    await this.o.db
      .insertInto('review_marks')
      .values({
        tenant_id: key.tenantId,
        company_key: key.companyKey,
        financial_year_id: key.financialYearId,
        account: key.account,
        ...values,
      })
      .onConflict((oc) =>
        oc
          .columns(['tenant_id', 'company_key', 'financial_year_id', 'account'])
          .doUpdateSet(values),
      )
      .execute();
  }

  /** Removes an account's mark; false when it had none. */
  async unmarkReviewed(key: ReviewYear & { account: string }): Promise<boolean> {
    const r = await this.o.db
      .deleteFrom('review_marks')
      .where('tenant_id', '=', key.tenantId)
      .where('company_key', '=', key.companyKey)
      .where('financial_year_id', '=', key.financialYearId)
      .where('account', '=', key.account)
      .executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  }

  /** The marks of a company's financial year, by account number (numerically). */
  async listReviewMarks(key: ReviewYear): Promise<ReviewMark[]> {
    const rows = await this.o.db
      .selectFrom('review_marks')
      .selectAll()
      .where('tenant_id', '=', key.tenantId)
      .where('company_key', '=', key.companyKey)
      .where('financial_year_id', '=', key.financialYearId)
      .execute();
    return rows
      .map((r) => ({
        account: r.account,
        comment: r.comment,
        figures: r.figures,
        username: r.username,
        markedAt: r.marked_at,
      }))
      .sort(
        (a, b) =>
          Number(a.account) - Number(b.account) ||
          (a.account < b.account ? -1 : a.account > b.account ? 1 : 0),
      );
  }

  // ---- audit log -------------------------------------------------------------------
  async appendAudit(e: AuditInput, now = Date.now()): Promise<string> {
    const id = sortableId(now);
    await this.o.db
      .insertInto('audit_log')
      .values({
        id,
        at: e.at ?? new Date(now).toISOString(),
        username: e.username,
        role: e.role,
        tenant_id: e.tenantId,
        operation: e.operation,
        method: e.method,
        path: e.path,
        target_ids: JSON.stringify(e.targetIds),
        outcome: e.outcome,
        status: e.status,
        request_id: e.requestId,
        bulk_run_id: e.bulkRunId ?? null,
      })
      .execute();
    return id;
  }

  // ---- bulk runs ---------------------------------------------------------------------
  /**
   * Opens a bulk run and writes its one audit entry (`bulk.run`, naming the action and the
   * number of items), in one transaction.
   */
  async openBulkRun(
    r: { tenantId: string; username: string; role: string; action: BulkAction; total: number },
    audit: { method: string; path: string; requestId: string },
    now = Date.now(),
  ): Promise<BulkRun> {
    const run: BulkRun = {
      id: sortableId(now),
      tenantId: r.tenantId,
      username: r.username,
      action: r.action,
      total: r.total,
      done: 0,
      skipped: 0,
      failed: 0,
      status: 'running',
      startedAt: new Date(now).toISOString(),
      endedAt: null,
    };
    await this.o.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('bulk_runs')
        .values({
          id: run.id,
          tenant_id: run.tenantId,
          username: run.username,
          action: run.action,
          total: run.total,
          done: 0,
          skipped: 0,
          failed: 0,
          status: run.status,
          started_at: run.startedAt,
          ended_at: null,
        })
        .execute();
      await trx
        .insertInto('audit_log')
        .values({
          id: sortableId(now),
          at: run.startedAt,
          username: r.username,
          role: r.role,
          tenant_id: r.tenantId,
          operation: BULK_RUN_AUDIT,
          method: audit.method,
          path: audit.path,
          target_ids: JSON.stringify({
            bulkRunId: run.id,
            action: run.action,
            total: String(run.total),
          }),
          outcome: 'success',
          status: 201,
          request_id: audit.requestId,
          bulk_run_id: null,
        })
        .execute();
    });
    return run;
  }

  async getBulkRun(id: string): Promise<BulkRun | undefined> {
    const r = await this.o.db
      .selectFrom('bulk_runs')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return r && toBulkRun(r);
  }

  /** Records a run's counts and status; undefined when there is no such run. */
  async updateBulkRun(
    id: string,
    u: { status: BulkRunStatus; done: number; skipped: number; failed: number },
    now = Date.now(),
  ): Promise<BulkRun | undefined> {
    await this.o.db
      .updateTable('bulk_runs')
      .set({
        status: u.status,
        done: u.done,
        skipped: u.skipped,
        failed: u.failed,
        ended_at: u.status === 'running' ? null : new Date(now).toISOString(),
      })
      .where('id', '=', id)
      .execute();
    return this.getBulkRun(id);
  }

  /** Newest first; `nextCursor` is the last entry's id when more may follow. */
  async queryAudit(q: AuditQuery): Promise<{ entries: AuditEntry[]; nextCursor: string | null }> {
    let s = this.o.db.selectFrom('audit_log').selectAll();
    if (q.tenant) s = s.where('tenant_id', '=', q.tenant);
    if (q.user) s = s.where('username', '=', q.user);
    if (q.operation) s = s.where('operation', '=', q.operation);
    if (q.outcome) s = s.where('outcome', '=', q.outcome);
    if (q.from) s = s.where('at', '>=', q.from);
    if (q.to) s = s.where('at', '<=', q.to);
    if (q.cursor) s = s.where('id', '<', q.cursor);
    // A run's calls are folded under its own entry, unless they are asked for (by run or operation).
    if (q.bulkRun) s = s.where('bulk_run_id', '=', q.bulkRun);
    else if (!q.operation) s = s.where('bulk_run_id', 'is', null);
    const rows = await s
      .orderBy('id', 'desc')
      .limit(q.limit + 1)
      .execute();
    const more = rows.length > q.limit;
    const entries = rows.slice(0, q.limit).map((r): AuditEntry => ({
      id: r.id,
      at: r.at,
      username: r.username,
      role: r.role,
      tenantId: r.tenant_id,
      operation: r.operation,
      method: r.method,
      path: r.path,
      targetIds: JSON.parse(r.target_ids) as Record<string, string>,
      outcome: r.outcome as AuditOutcome,
      status: num(r.status),
      requestId: r.request_id,
      bulkRunId: r.bulk_run_id,
    }));
    // A run's own entry says how the run stands (one query for the page's runs).
    const runIds = entries
      .filter((e) => e.operation === BULK_RUN_AUDIT && e.targetIds.bulkRunId)
      .map((e) => e.targetIds.bulkRunId!);
    if (runIds.length) {
      const runs = await this.o.db
        .selectFrom('bulk_runs')
        .selectAll()
        .where('id', 'in', runIds)
        .execute();
      const byId = new Map(runs.map((r) => [r.id, toBulkRun(r)]));
      for (const e of entries) {
        const run =
          e.operation === BULK_RUN_AUDIT ? byId.get(e.targetIds.bulkRunId ?? '') : undefined;
        if (run) e.bulk = run;
      }
    }
    return { entries, nextCursor: more ? (entries.at(-1)?.id ?? null) : null };
  }

  /** How many audit entries of the tenant were written at or after `from` (ISO). */
  async countAudit(tenantId: string, from: string): Promise<number> {
    const row = await this.o.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('tenant_id', '=', tenantId)
      .where('at', '>=', from)
      .executeTakeFirst();
    return num(row?.n ?? 0);
  }
}

function toUpload(r: UploadsTable): UploadRecord {
  return {
    fileId: r.file_id,
    companyDurableKey: r.company_key,
    name: r.name,
    size: r.size === null ? null : num(r.size),
    username: r.username,
    uploadedAt: r.uploaded_at,
    status: r.status,
  };
}

function toBulkRun(r: BulkRunsTable): BulkRun {
  return {
    id: r.id,
    tenantId: r.tenant_id,
    username: r.username,
    action: r.action as BulkAction,
    total: num(r.total),
    done: num(r.done),
    skipped: num(r.skipped),
    failed: num(r.failed),
    status: r.status as BulkRunStatus,
    startedAt: r.started_at,
    endedAt: r.ended_at,
  };
}

function toAccount(r: AccountsTable): Account {
  return {
    username: r.username,
    passwordHash: r.password_hash,
    role: r.role as Role,
    tenants: parseTenants(r.tenants),
    createdAt: num(r.created_at),
    updatedAt: num(r.updated_at),
    language: r.language,
    platformUsers: parsePlatformUsers(r.platform_users),
  };
}
