import { PostgresAdapter, sql } from 'kysely';
import type { Kysely } from 'kysely';

// Shipped migrations (009, 014) call these, so their statements must stay as they are to the
// letter, white space too: SQLite keeps a trigger's text as written, and a new database must
// end up with what an older one has.

/**
 * Makes the database refuse to change or delete a table's rows (PostgreSQL: or to truncate it):
 * function and trigger `<table>_append_only` and trigger `<table>_no_truncate` in PostgreSQL,
 * triggers `<table>_no_update` and `<table>_no_delete` in SQLite.
 */
export async function makeAppendOnly(db: Kysely<unknown>, table: string): Promise<void> {
  const t = sql.raw(table);
  const fn = sql.raw(`${table}_append_only`);
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`create function ${fn}() returns trigger language plpgsql
        as $$ begin raise exception '${t} is append-only'; end $$`.execute(db);
    await sql`create trigger ${fn}
        before update or delete on ${t}
        for each row execute function ${fn}()`.execute(db);
    await sql`create trigger ${sql.raw(`${table}_no_truncate`)}
        before truncate on ${t}
        for each statement execute function ${fn}()`.execute(db);
  } else {
    for (const what of ['update', 'delete'])
      await sql`create trigger ${sql.raw(`${table}_no_${what}`)}
          before ${sql.raw(what)} on ${t}
          begin select raise(abort, '${t} is append-only'); end`.execute(db);
  }
}

/** Drops what `makeAppendOnly` made beyond the table's own triggers (after the table). */
export async function dropAppendOnly(db: Kysely<unknown>, table: string): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter)
    await sql`drop function if exists ${sql.raw(`${table}_append_only`)}()`.execute(db);
}
