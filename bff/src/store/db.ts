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
import { migrations } from './migrations/index.js';
import type { DB } from './tables.js';

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
