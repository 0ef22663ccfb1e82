import { PostgresAdapter, sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

export const migration: Migration = {
  // Sign-off of a financial year's accounts and statement lines (ISA 230): the signatures as
  // they stand, the review notes (open until cleared), and the history of every step, which is
  // only ever appended to: the database itself refuses to change or delete its rows.
  async up(db: Kysely<unknown>) {
    const item = ['tenant_id', 'company_key', 'financial_year_id', 'kind', 'item'] as const;
    await db.schema
      .createTable('signoffs')
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('company_key', 'text', (c) => c.notNull())
      .addColumn('financial_year_id', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('item', 'text', (c) => c.notNull())
      .addColumn('prepared_by', 'text')
      .addColumn('prepared_at', 'text')
      .addColumn('prepared_figure', 'bigint')
      .addColumn('reviewed_by', 'text')
      .addColumn('reviewed_at', 'text')
      .addColumn('reviewed_figure', 'bigint')
      .addPrimaryKeyConstraint('signoffs_pk', [...item])
      .execute();
    await db.schema
      .createTable('signoff_notes')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('company_key', 'text', (c) => c.notNull())
      .addColumn('financial_year_id', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('item', 'text', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('opened_by', 'text', (c) => c.notNull())
      .addColumn('opened_at', 'text', (c) => c.notNull())
      .addColumn('cleared_by', 'text')
      .addColumn('cleared_at', 'text')
      .addColumn('resolution', 'text')
      .execute();
    await db.schema
      .createIndex('signoff_notes_year')
      .on('signoff_notes')
      .columns(['tenant_id', 'company_key', 'financial_year_id', 'id'])
      .execute();
    await db.schema
      .createTable('signoff_history')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('company_key', 'text', (c) => c.notNull())
      .addColumn('financial_year_id', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('item', 'text', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('username', 'text', (c) => c.notNull())
      .addColumn('at', 'text', (c) => c.notNull())
      .addColumn('figure', 'bigint')
      .addColumn('note_id', 'text')
      .addColumn('text', 'text')
      .execute();
    await db.schema
      .createIndex('signoff_history_item')
      .on('signoff_history')
      .columns([...item, 'id'])
      .execute();
    if (db.getExecutor().adapter instanceof PostgresAdapter) {
      await sql`create function signoff_history_append_only() returns trigger language plpgsql
        as $$ begin raise exception 'signoff_history is append-only'; end $$`.execute(db);
      await sql`create trigger signoff_history_append_only
        before update or delete on signoff_history
        for each row execute function signoff_history_append_only()`.execute(db);
      await sql`create trigger signoff_history_no_truncate
        before truncate on signoff_history
        for each statement execute function signoff_history_append_only()`.execute(db);
    } else {
      for (const what of ['update', 'delete'])
        await sql`create trigger ${sql.raw(`signoff_history_no_${what}`)}
          before ${sql.raw(what)} on signoff_history
          begin select raise(abort, 'signoff_history is append-only'); end`.execute(db);
    }
  },
  async down(db: Kysely<unknown>) {
    for (const t of ['signoff_history', 'signoff_notes', 'signoffs'])
      await db.schema.dropTable(t).ifExists().execute();
    if (db.getExecutor().adapter instanceof PostgresAdapter)
      await sql`drop function if exists signoff_history_append_only()`.execute(db);
  },
};
