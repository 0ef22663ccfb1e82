import type { Kysely, Migration } from 'kysely';

export const migration: Migration = {
  // Bulk runs are the server's record (issue #31, item 9): `done` and `failed` are counted by
  // the BFF from its calls' outcomes, and each call first takes a place among the run's `total`
  // (`in_flight`, released when its outcome is known). Runs opened before keep the counts the
  // browser reported; none is in flight.
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('bulk_runs')
      .addColumn('in_flight', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('bulk_runs').dropColumn('in_flight').execute();
  },
};
