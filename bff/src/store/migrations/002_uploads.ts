import type { Kysely, Migration } from 'kysely';

export const migration: Migration = {
  // The uploads the BFF proxied, so a company's files can be listed where V1 has no listing.
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('uploads')
      .addColumn('file_id', 'text', (c) => c.notNull())
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('company_key', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('size', 'bigint')
      .addColumn('username', 'text', (c) => c.notNull())
      .addColumn('uploaded_at', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('uploads_pk', ['tenant_id', 'file_id'])
      .execute();
    await db.schema
      .createIndex('uploads_company')
      .on('uploads')
      .columns(['tenant_id', 'company_key', 'uploaded_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('uploads').ifExists().execute();
  },
};
