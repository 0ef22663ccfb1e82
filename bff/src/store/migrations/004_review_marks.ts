import type { Kysely, Migration } from 'kysely';

export const migration: Migration = {
  // The auditor's review marks: one per tenant, company, financial year and account.
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('review_marks')
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('company_key', 'text', (c) => c.notNull())
      .addColumn('financial_year_id', 'text', (c) => c.notNull())
      .addColumn('account', 'text', (c) => c.notNull())
      .addColumn('comment', 'text')
      .addColumn('figures', 'text', (c) => c.notNull())
      .addColumn('username', 'text', (c) => c.notNull())
      .addColumn('marked_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('review_marks_pk', [
        'tenant_id',
        'company_key',
        'financial_year_id',
        'account',
      ])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('review_marks').ifExists().execute();
  },
};
