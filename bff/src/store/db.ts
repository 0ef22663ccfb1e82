import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely';
import type {
  CompiledQuery,
  DatabaseConnection,
  DatabaseIntrospector,
  Dialect,
  DialectAdapter,
  Driver,
  PostgresCursor,
  PostgresPool,
  PostgresPoolClient,
  PostgresQueryResult,
  QueryCompiler,
  QueryResult,
  TransactionSettings,
} from 'kysely';
import {
  StoreOpenError,
  StoreUnavailableError,
  mapStoreError,
  reasonOf,
  retriableAtStart,
} from './errors.js';
import { migrations } from './migrations.js';

export interface AccountsTable {
  username: string;
  password_hash: string;
  role: string;
  /** JSON array of tenant ids. */
  tenants: string;
  created_at: number | string;
  updated_at: number | string;
  /** The console language chosen (`sv`, `en`), null until one is. */
  language: string | null;
  /** JSON `{tenantId: platformUserId}` of the account's links to V1 users; null: none. */
  platform_users: string | null;
}
export interface SessionsTable {
  id: string;
  username: string;
  created_at: number | string;
  last_seen: number | string;
  revoked_at: number | string | null;
  /** The OpenID Provider's `sub` and `sid` of a session signed in through it (migration 013). */
  oidc_sub?: string | null;
  oidc_sid?: string | null;
  /** The browser's User-Agent at sign-in, shortened (migration 012); null: unknown. */
  user_agent?: string | null;
}
/** One-time set-up links (migration 012): the token's SHA-256 only, used at most once. */
export interface SetupLinksTable {
  token_hash: string;
  username: string;
  created_by: string;
  created_at: number | string;
  expires_at: number | string;
  used_at: number | string | null;
}
export interface SigninFailuresTable {
  id: string;
  key: string;
  at: number | string;
}
export interface AuditTable {
  id: string;
  at: string;
  username: string | null;
  role: string | null;
  tenant_id: string | null;
  operation: string;
  method: string | null;
  path: string | null;
  /** JSON object of target ids. */
  target_ids: string;
  outcome: string;
  status: number;
  request_id: string | null;
  /** The bulk run the call was made in (migration 006), or null. */
  bulk_run_id: string | null;
}
export interface BulkRunsTable {
  id: string;
  tenant_id: string;
  username: string;
  action: string;
  total: number | string;
  done: number | string;
  skipped: number | string;
  failed: number | string;
  /** Calls admitted and not yet settled as done or failed (migration 007). */
  in_flight: number | string;
  status: string;
  started_at: string;
  ended_at: string | null;
}
export interface UploadsTable {
  file_id: string;
  tenant_id: string;
  company_key: string;
  name: string;
  size: number | string | null;
  username: string;
  uploaded_at: string;
  status: string;
}

export interface ReviewMarksTable {
  tenant_id: string;
  company_key: string;
  financial_year_id: string;
  account: string;
  comment: string | null;
  /** The web's fingerprint of the account's figures when it was marked. */
  figures: string;
  username: string;
  /** ISO 8601. */
  marked_at: string;
}

/** An assignment's materiality levels (migration 008). */
export interface MaterialityLevelsTable {
  tenant_id: string;
  company_key: string;
  assignment_id: string;
  /** Overall materiality in whole öre; null: none set. */
  overall_ore: number | string | null;
  /** Shares of overall in hundredths of a per cent (7500 = 75 %). */
  performance_share: number | string;
  trivial_share: number | string;
  updated_by: string;
  /** ISO 8601. */
  updated_at: string;
}

/** The sign-off of a year's account or statement line as it stands (migration 009). */
export interface SignOffsTable {
  tenant_id: string;
  company_key: string;
  financial_year_id: string;
  /** `account` or `line`. */
  kind: string;
  item: string;
  prepared_by: string | null;
  prepared_at: string | null;
  /** The figure signed, in whole öre. */
  prepared_figure: number | string | null;
  reviewed_by: string | null;
  reviewed_at: string | null;
  reviewed_figure: number | string | null;
}
/** Review notes (migration 009): open while `cleared_at` is null. */
export interface SignOffNotesTable {
  id: string;
  tenant_id: string;
  company_key: string;
  financial_year_id: string;
  kind: string;
  item: string;
  text: string;
  opened_by: string;
  opened_at: string;
  cleared_by: string | null;
  cleared_at: string | null;
  resolution: string | null;
}
/** Every sign-off step (migration 009): appended only, the database refuses updates and deletes. */
export interface SignOffHistoryTable {
  id: string;
  tenant_id: string;
  company_key: string;
  financial_year_id: string;
  kind: string;
  item: string;
  action: string;
  username: string;
  at: string;
  /** A signature's figure, in whole öre. */
  figure: number | string | null;
  note_id: string | null;
  text: string | null;
}

/** The console's last resend of an invitation (migration 010). */
export interface InvitationResendsTable {
  tenant_id: string;
  /** The invited user's V1 id. */
  user_id: string;
  /** ISO 8601. */
  resent_at: string;
  /** The console account that resent it. */
  resent_by: string;
}

/** People who signed in through the OpenID Provider (migration 013). */
export interface OidcPeopleTable {
  sub: string;
  username: string;
  email: string | null;
  name: string | null;
  /** Null: their groups give no access any more (refused at their last sign-in). */
  role: string | null;
  /** JSON array of tenant ids. */
  tenants: string;
  platform_users: string | null;
  language: string | null;
  first_sign_in: number | string;
  last_sign_in: number | string;
}
/** Sign-ins through the provider under way: each `state` is used once (migration 013). */
export interface OidcLoginsTable {
  state: string;
  nonce: string;
  code_verifier: string;
  next: string | null;
  /** The address the login started from (the start's cap per address). */
  address: string;
  created_at: number | string;
}
/** A passkey (WebAuthn credential) of a local account (migration 011). */
export interface MfaPasskeysTable {
  /** The credential id, base64url. */
  id: string;
  username: string;
  /** COSE public key, base64url. */
  public_key: string;
  counter: number | string;
  /** JSON array of the authenticator's transports. */
  transports: string;
  name: string;
  created_at: number | string;
  last_used_at: number | string | null;
}
/** An account's TOTP secret, sealed (auth/mfa.ts), and the last time step used (migration 011). */
export interface MfaTotpTable {
  username: string;
  secret: string;
  created_at: number | string;
  last_step: number | string | null;
}
/** Recovery codes: SHA-256 of each, used once (migration 011). */
export interface MfaRecoveryCodesTable {
  code_hash: string;
  username: string;
  created_at: number | string;
  used_at: number | string | null;
}
/**
 * A sign-in between password and second factor (`verify`, `enrol`) or a signed-in set-up (`setup`),
 * short-lived (migration 011). `id`: SHA-256 of the half-signed-in cookie, or `s:` + session id.
 */
export interface MfaChallengesTable {
  id: string;
  username: string;
  stage: string;
  created_at: number | string;
  expires_at: number | string;
  attempts: number | string;
  webauthn_challenge: string | null;
  totp_secret: string | null;
}
/**
 * Vouchers examined (migration 014): every mark and withdrawal, appended only; the database
 * refuses updates and deletes. A voucher's mark is its latest row.
 */
export interface VoucherMarksTable {
  id: string;
  tenant_id: string;
  company_key: string;
  financial_year_id: string;
  series: string;
  number: string;
  /** `examined` or `withdrawn`. */
  action: string;
  username: string;
  /** ISO 8601. */
  at: string;
  note: string | null;
}

export interface DB {
  oidc_people: OidcPeopleTable;
  oidc_logins: OidcLoginsTable;
  accounts: AccountsTable;
  sessions: SessionsTable;
  signin_failures: SigninFailuresTable;
  audit_log: AuditTable;
  uploads: UploadsTable;
  review_marks: ReviewMarksTable;
  bulk_runs: BulkRunsTable;
  materiality_levels: MaterialityLevelsTable;
  signoffs: SignOffsTable;
  signoff_notes: SignOffNotesTable;
  signoff_history: SignOffHistoryTable;
  invitation_resends: InvitationResendsTable;
  mfa_passkeys: MfaPasskeysTable;
  mfa_totp: MfaTotpTable;
  mfa_recovery_codes: MfaRecoveryCodesTable;
  mfa_challenges: MfaChallengesTable;
  voucher_marks: VoucherMarksTable;
  setup_links: SetupLinksTable;
}

export interface StoreOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
  /**
   * How long opening may wait for a store that is not there yet (a server still starting, a
   * database about to be created), retrying with back-off; 0 = fail at the first refusal.
   */
  waitMs?: number;
  /** Told about each failed attempt to open while waiting. */
  onOpenRetry?: (r: { attempt: number; reason: string; retryInMs: number }) => void;
  /** Told when a pooled PostgreSQL connection fails (the pool drops it and opens another when needed). */
  onConnectionError?: (err: Error) => void;
  /** PostgreSQL: deadline of one query, after which its connection is dropped (default 10 s). */
  queryTimeoutMs?: number;
  /** PostgreSQL: deadline for opening a connection (default 5 s). */
  connectTimeoutMs?: number;
  /** SQLite: how long a write waits for another writer's lock (default 5 s). */
  busyTimeoutMs?: number;
}

export interface OpenedDb {
  db: Kysely<DB>;
  dialect: 'sqlite' | 'postgres';
  close(): Promise<void>;
}

const MAX_RETRY_DELAY_MS = 5_000;

/**
 * Opens the store (SQLite file in dataDir, or PostgreSQL) and runs the migrations. A store not
 * there yet is retried with back-off for `waitMs`; then (or at once, for a failure that waiting
 * will not cure) it throws a StoreOpenError whose message is one line naming the store and why.
 */
export async function openDb(opts: StoreOptions): Promise<OpenedDb> {
  const started = Date.now();
  const waitMs = opts.waitMs ?? 0;
  let delay = 250;
  for (let attempt = 1; ; attempt++) {
    try {
      return await openOnce(opts);
    } catch (err) {
      const left = started + waitMs - Date.now();
      if (!retriableAtStart(err) || left <= 0) {
        const waited =
          attempt > 1
            ? ` (still failing after ${Math.round((Date.now() - started) / 1000)} s)`
            : '';
        throw new StoreOpenError(
          `cannot open the store: ${describeStore(opts)}: ${reasonOf(err)}${waited}`,
          { cause: err },
        );
      }
      const retryInMs = Math.min(left, Math.round(delay * (0.75 + Math.random() / 2)));
      opts.onOpenRetry?.({ attempt, reason: reasonOf(err), retryInMs });
      await new Promise((r) => setTimeout(r, retryInMs));
      delay = Math.min(delay * 2, MAX_RETRY_DELAY_MS);
    }
  }
}

/** What the store is, for messages: never the password. */
function describeStore(opts: Pick<StoreOptions, 'dataDir' | 'databaseUrl'>): string {
  if (!opts.databaseUrl) return `SQLite file ${path.join(opts.dataDir, 'bff.sqlite')}`;
  try {
    const u = new URL(opts.databaseUrl);
    const host = u.searchParams.get('host') ?? (decodeURIComponent(u.hostname) || 'localhost');
    const port = u.searchParams.get('port') ?? (u.port || '5432');
    const user = decodeURIComponent(u.username);
    const database = decodeURIComponent(u.pathname.replace(/^\//, '')) || user || '(default)';
    return `PostgreSQL at ${host.startsWith('/') ? host : `${host}:${port}`}, database "${database}"${user ? `, user "${user}"` : ''}`;
  } catch {
    return 'PostgreSQL (DATABASE_URL)';
  }
}

async function openOnce(opts: StoreOptions): Promise<OpenedDb> {
  let db: Kysely<DB>;
  let dialect: OpenedDb['dialect'];
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: 10,
      connectionTimeoutMillis: opts.connectTimeoutMs ?? 5_000,
      idleTimeoutMillis: 30_000,
      keepAlive: true,
    });
    // pg-pool re-emits the error of an idle client on the pool; a client checked out for a query
    // emits it on itself, where nobody listens. Either, unheard, is an uncaught exception that
    // ends the process. The query that was running gets the error too (and answers 503).
    const onError = opts.onConnectionError ?? (() => undefined);
    pool.on('error', () => undefined);
    pool.on('connect', (client) => client.on('error', onError));
    db = new Kysely<DB>({
      dialect: new StoreDialect(
        new PostgresDialect({ pool: new DeadlinePool(pool, opts.queryTimeoutMs ?? 10_000) }),
      ),
    });
    dialect = 'postgres';
  } else {
    mkdirSync(opts.dataDir, { recursive: true });
    const sqlite = new Database(path.join(opts.dataDir, 'bff.sqlite'));
    try {
      sqlite.pragma(`busy_timeout = ${Math.max(0, Math.floor(opts.busyTimeoutMs ?? 5_000))}`);
      sqlite.pragma('journal_mode = WAL');
      sqlite.pragma('synchronous = NORMAL');
    } catch (err) {
      sqlite.close();
      throw err;
    }
    db = new Kysely<DB>({ dialect: new StoreDialect(new SqliteDialect({ database: sqlite })) });
    dialect = 'sqlite';
  }
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
  });
  const { error } = await migrator.migrateToLatest();
  if (error) {
    await db.destroy();
    throw error instanceof Error ? error : new Error(String(error));
  }
  return { db, dialect, close: () => db.destroy() };
}

/**
 * The pool kysely draws from, with a deadline on every query: a connection that has gone silent
 * (a network partition, a host that vanished without closing it) is released with an error,
 * which makes pg-pool drop it instead of handing it to the next request.
 */
class DeadlinePool implements PostgresPool {
  constructor(
    private readonly pool: pg.Pool,
    private readonly timeoutMs: number,
  ) {}

  async connect(): Promise<PostgresPoolClient> {
    return new DeadlineClient(await this.pool.connect(), this.timeoutMs);
  }

  end(): Promise<void> {
    return this.pool.end();
  }
}

class DeadlineClient implements PostgresPoolClient {
  private released = false;

  constructor(
    private readonly client: pg.PoolClient,
    private readonly timeoutMs: number,
  ) {}

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(
    q: string | PostgresCursor<R>,
    parameters?: ReadonlyArray<unknown>,
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    if (typeof q !== 'string') throw new Error('the store does not stream');
    if (this.released)
      return Promise.reject(
        new StoreUnavailableError('timed out', 'the connection was dropped after a timeout'),
      );
    const running = this.client.query(q, [...(parameters ?? [])]) as unknown as Promise<
      PostgresQueryResult<R>
    >;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        running.catch(() => undefined);
        const err = new StoreUnavailableError(
          'timed out',
          `no answer from PostgreSQL within ${this.timeoutMs} ms`,
        );
        this.release(err);
        reject(err);
      }, this.timeoutMs);
      running.then(
        (r) => (clearTimeout(timer), resolve(r)),
        (e: unknown) => (clearTimeout(timer), reject(e as Error)),
      );
    });
  }

  release(err?: Error): void {
    if (this.released) return;
    this.released = true;
    this.client.release(err);
  }
}

/**
 * A kysely dialect whose driver turns the store's passing failures (connection lost or refused,
 * busy, timed out) into StoreUnavailableError, for every query, transaction and migration.
 */
class StoreDialect implements Dialect {
  constructor(private readonly inner: Dialect) {}
  createDriver(): Driver {
    return new StoreDriver(this.inner.createDriver());
  }
  createQueryCompiler(): QueryCompiler {
    return this.inner.createQueryCompiler();
  }
  createAdapter(): DialectAdapter {
    return this.inner.createAdapter();
  }
  createIntrospector(db: Parameters<Dialect['createIntrospector']>[0]): DatabaseIntrospector {
    return this.inner.createIntrospector(db);
  }
}

async function mapped<T>(f: () => Promise<T>): Promise<T> {
  try {
    return await f();
  } catch (err) {
    throw mapStoreError(err);
  }
}

class StoreConnection implements DatabaseConnection {
  constructor(readonly inner: DatabaseConnection) {}
  executeQuery<R>(q: CompiledQuery): Promise<QueryResult<R>> {
    return mapped(() => this.inner.executeQuery<R>(q));
  }
  streamQuery<R>(q: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(q, chunkSize);
  }
}

const innerOf = (c: DatabaseConnection) => (c instanceof StoreConnection ? c.inner : c);

class StoreDriver implements Driver {
  constructor(private readonly inner: Driver) {}
  init() {
    return mapped(() => this.inner.init());
  }
  async acquireConnection(): Promise<DatabaseConnection> {
    try {
      return new StoreConnection(await this.inner.acquireConnection());
    } catch (err) {
      // Whatever stops us getting a connection (refused, no such database, a password that no
      // longer works) makes the store unavailable, not the request wrong.
      const m = mapStoreError(err);
      throw m instanceof StoreUnavailableError
        ? m
        : new StoreUnavailableError('cannot connect', reasonOf(err), { cause: err });
    }
  }
  beginTransaction(c: DatabaseConnection, settings: TransactionSettings) {
    return mapped(() => this.inner.beginTransaction(innerOf(c), settings));
  }
  commitTransaction(c: DatabaseConnection) {
    return mapped(() => this.inner.commitTransaction(innerOf(c)));
  }
  rollbackTransaction(c: DatabaseConnection) {
    return mapped(() => this.inner.rollbackTransaction(innerOf(c)));
  }
  releaseConnection(c: DatabaseConnection) {
    return this.inner.releaseConnection(innerOf(c));
  }
  destroy() {
    return this.inner.destroy();
  }
}

export const num = (v: number | string | null | undefined): number => Number(v ?? 0);
export { sql };
