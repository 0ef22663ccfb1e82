import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect, type Transaction } from 'kysely';
import { migrations } from './migrations.js';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;
/** A database handle or an open transaction (store functions accept both). */
export type DbOrTrx = Kysely<Database> | Transaction<Database>;

const connections = new WeakMap<Kysely<Database>, SQLite.Database>();

/**
 * The one SQLite connection behind `db`, for bulk writes that Kysely's per-statement compiling
 * would slow tenfold (store/vouchers.ts: a million rows). Statements run on it synchronously, so
 * inside a Kysely transaction of `db` they belong to that transaction.
 */
export function sqliteOf(db: Kysely<Database>): SQLite.Database {
  const c = connections.get(db);
  if (!c) throw new Error('not a database opened by openDb');
  return c;
}

/** Opens (creating if needed) `<dataDir>/platform.sqlite` and applies the migrations. */
export async function openDb(dataDir: string): Promise<Db> {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'platform.sqlite');
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  connections.set(db, sqlite);
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(migrations) },
  });
  const { error } = await migrator.migrateToLatest();
  if (error) {
    await db.destroy();
    throw error instanceof Error ? error : new Error(String(error));
  }
  return db;
}

/** Whether the database has been initialised (seeded or explicitly left empty). */
export async function isInitialised(db: DbOrTrx): Promise<boolean> {
  const row = await db
    .selectFrom('meta')
    .select('value')
    .where('key', '=', 'initialised')
    .executeTakeFirst();
  return row !== undefined;
}

export async function markInitialised(db: DbOrTrx, how: string): Promise<void> {
  await db
    .insertInto('meta')
    .values({ key: 'initialised', value: how })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: how }))
    .execute();
}
