import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely';
import { migrations } from './migrations.js';

export interface AccountsTable {
  username: string;
  password_hash: string;
  role: string;
  /** JSON array of tenant ids. */
  tenants: string;
  created_at: number | string;
  updated_at: number | string;
}
export interface SessionsTable {
  id: string;
  username: string;
  created_at: number | string;
  last_seen: number | string;
  revoked_at: number | string | null;
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
}
export interface DB {
  accounts: AccountsTable;
  sessions: SessionsTable;
  signin_failures: SigninFailuresTable;
  audit_log: AuditTable;
}

export interface StoreOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
  /** PostgreSQL only: schema to use (created when missing); tests use a unique one per run. */
  pgSchema?: string;
}

export interface OpenedDb {
  db: Kysely<DB>;
  dialect: 'sqlite' | 'postgres';
  close(): Promise<void>;
}

/** Opens the store (SQLite file in dataDir, or PostgreSQL) and runs the migrations. */
export async function openDb(opts: StoreOptions): Promise<OpenedDb> {
  let db: Kysely<DB>;
  let dialect: OpenedDb['dialect'];
  if (opts.databaseUrl) {
    const schema = opts.pgSchema;
    if (schema && !/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new Error('bad schema name');
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: 10,
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
    });
    if (schema) await pool.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    dialect = 'postgres';
  } else {
    mkdirSync(opts.dataDir, { recursive: true });
    const sqlite = new Database(path.join(opts.dataDir, 'bff.sqlite'));
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('busy_timeout = 5000');
    sqlite.pragma('synchronous = NORMAL');
    db = new Kysely<DB>({ dialect: new SqliteDialect({ database: sqlite }) });
    dialect = 'sqlite';
  }
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(opts.pgSchema ? { migrationTableSchema: opts.pgSchema } : {}),
  });
  const { error } = await migrator.migrateToLatest();
  if (error) {
    await db.destroy();
    throw error instanceof Error ? error : new Error(String(error));
  }
  return { db, dialect, close: () => db.destroy() };
}

/** Drops a PostgreSQL schema (test clean-up). */
export async function dropPgSchema(databaseUrl: string, schema: string): Promise<void> {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new Error('bad schema name');
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  try {
    await pool.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  } finally {
    await pool.end();
  }
}

export const num = (v: number | string | null | undefined): number => Number(v ?? 0);
export { sql };
