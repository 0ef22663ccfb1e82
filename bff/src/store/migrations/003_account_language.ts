import type { Kysely, Migration } from 'kysely';

export const migration: Migration = {
  // The console language the account chose (`sv`, `en`), remembered across browsers.
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('accounts').addColumn('language', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('accounts').dropColumn('language').execute();
  },
};
