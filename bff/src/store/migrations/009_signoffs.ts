import type { CreateTableBuilder, Kysely, Migration } from 'kysely';
import { dropAppendOnly, makeAppendOnly } from './append-only.js';

const item = ['tenant_id', 'company_key', 'financial_year_id', 'kind', 'item'] as const;

/** An item's key, which every table here has: its five columns, text and not null, in order. */
function itemColumns<T extends string, C extends string>(
  table: CreateTableBuilder<T, C>,
): CreateTableBuilder<T, C | (typeof item)[number]> {
  let t: CreateTableBuilder<T, C | (typeof item)[number]> = table;
  for (const name of item) t = t.addColumn(name, 'text', (c) => c.notNull());
  return t;
}

export const migration: Migration = {
  // Sign-off of a financial year's accounts and statement lines (ISA 230): the signatures as
  // they stand, the review notes (open until cleared), and the history of every step, which is
  // only ever appended to: the database itself refuses to change or delete its rows.
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('signoffs')
      .$call(itemColumns)
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
      .$call(itemColumns)
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
      .$call(itemColumns)
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
    await makeAppendOnly(db, 'signoff_history');
  },
  async down(db: Kysely<unknown>) {
    for (const t of ['signoff_history', 'signoff_notes', 'signoffs'])
      await db.schema.dropTable(t).ifExists().execute();
    await dropAppendOnly(db, 'signoff_history');
  },
};
