import type { Kysely, Migration } from 'kysely';

export const migration: Migration = {
  // Bulk runs (docs/BULK.md): one row per run with its counts; each proxied call made in a run
  // names it in the audit log (`audit_log.bulk_run_id`), so the log folds them under the run.
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('bulk_runs')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('username', 'text', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('total', 'integer', (c) => c.notNull())
      .addColumn('done', 'integer', (c) => c.notNull())
      .addColumn('skipped', 'integer', (c) => c.notNull())
      .addColumn('failed', 'integer', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('started_at', 'text', (c) => c.notNull())
      .addColumn('ended_at', 'text')
      .execute();
    await db.schema.alterTable('audit_log').addColumn('bulk_run_id', 'text').execute();
    await db.schema
      .createIndex('audit_log_bulk_run')
      .on('audit_log')
      .columns(['bulk_run_id', 'id'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('audit_log_bulk_run').ifExists().execute();
    await db.schema.alterTable('audit_log').dropColumn('bulk_run_id').execute();
    await db.schema.dropTable('bulk_runs').ifExists().execute();
  },
};
