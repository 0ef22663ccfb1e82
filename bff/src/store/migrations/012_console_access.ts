import type { Kysely, Migration } from 'kysely';

export const migration: Migration = {
  // Console access (issue #34): one-time set-up links, kept only as the SHA-256 of their token
  // and used at most once; and the browser each session was started in, for the owner's list.
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('setup_links')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('username', 'text', (c) => c.notNull())
      .addColumn('created_by', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('used_at', 'bigint')
      .execute();
    await db.schema
      .createIndex('setup_links_username')
      .on('setup_links')
      .column('username')
      .execute();
    await db.schema.alterTable('sessions').addColumn('user_agent', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('sessions').dropColumn('user_agent').execute();
    await db.schema.dropTable('setup_links').ifExists().execute();
  },
};
