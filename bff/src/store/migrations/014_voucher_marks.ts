import type { Kysely, Migration } from 'kysely';
import { dropAppendOnly, makeAppendOnly } from './append-only.js';

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
    await makeAppendOnly(db, 'voucher_marks');
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('voucher_marks').ifExists().execute();
    await dropAppendOnly(db, 'voucher_marks');
  },
};
