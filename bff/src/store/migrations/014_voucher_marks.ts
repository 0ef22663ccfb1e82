import { PostgresAdapter, sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

export const migration: Migration = {
  // Vouchers marked as examined with a note (issue #33: the working paper's sign-off of a
  // voucher). Every mark and withdrawal is a row of its own, only ever appended: the mark that
  // stands is a voucher's latest row, and the database refuses to change or delete one.
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('voucher_marks')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('company_key', 'text', (c) => c.notNull())
      .addColumn('financial_year_id', 'text', (c) => c.notNull())
      .addColumn('series', 'text', (c) => c.notNull())
      .addColumn('number', 'text', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('username', 'text', (c) => c.notNull())
      .addColumn('at', 'text', (c) => c.notNull())
      .addColumn('note', 'text')
      .execute();
    await db.schema
      .createIndex('voucher_marks_year')
      .on('voucher_marks')
      .columns(['tenant_id', 'company_key', 'financial_year_id', 'series', 'number', 'id'])
      .execute();
    if (db.getExecutor().adapter instanceof PostgresAdapter) {
      await sql`create function voucher_marks_append_only() returns trigger language plpgsql
        as $$ begin raise exception 'voucher_marks is append-only'; end $$`.execute(db);
      await sql`create trigger voucher_marks_append_only
        before update or delete on voucher_marks
        for each row execute function voucher_marks_append_only()`.execute(db);
      await sql`create trigger voucher_marks_no_truncate
        before truncate on voucher_marks
        for each statement execute function voucher_marks_append_only()`.execute(db);
    } else {
      for (const what of ['update', 'delete'])
        await sql`create trigger ${sql.raw(`voucher_marks_no_${what}`)}
          before ${sql.raw(what)} on voucher_marks
          begin select raise(abort, 'voucher_marks is append-only'); end`.execute(db);
    }
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('voucher_marks').ifExists().execute();
    if (db.getExecutor().adapter instanceof PostgresAdapter)
      await sql`drop function if exists voucher_marks_append_only()`.execute(db);
  },
};
