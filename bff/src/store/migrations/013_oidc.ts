import type { Kysely, Migration } from 'kysely';

export const migration: Migration = {
  // Sign-in through the firm's OpenID Provider (auth/oidc/): the people who signed in that way,
  // keyed by the provider's `sub`, with the role, tenants and links their groups last gave them;
  // the logins under way (state, nonce and PKCE verifier, used once); and on each session the
  // provider's `sid` and `sub`, so a back-channel logout can end it.
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('oidc_people')
      .addColumn('sub', 'text', (c) => c.primaryKey())
      .addColumn('username', 'text', (c) => c.notNull().unique())
      .addColumn('email', 'text')
      .addColumn('name', 'text')
      .addColumn('role', 'text')
      .addColumn('tenants', 'text', (c) => c.notNull())
      .addColumn('platform_users', 'text')
      .addColumn('language', 'text')
      .addColumn('first_sign_in', 'bigint', (c) => c.notNull())
      .addColumn('last_sign_in', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('oidc_logins')
      .addColumn('state', 'text', (c) => c.primaryKey())
      .addColumn('nonce', 'text', (c) => c.notNull())
      .addColumn('code_verifier', 'text', (c) => c.notNull())
      .addColumn('next', 'text')
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('oidc_logins_address')
      .on('oidc_logins')
      .columns(['address', 'created_at'])
      .execute();
    await db.schema.alterTable('sessions').addColumn('oidc_sub', 'text').execute();
    await db.schema.alterTable('sessions').addColumn('oidc_sid', 'text').execute();
    await db.schema.createIndex('sessions_oidc_sub').on('sessions').column('oidc_sub').execute();
    await db.schema.createIndex('sessions_oidc_sid').on('sessions').column('oidc_sid').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('sessions_oidc_sid').ifExists().execute();
    await db.schema.dropIndex('sessions_oidc_sub').ifExists().execute();
    await db.schema.alterTable('sessions').dropColumn('oidc_sid').execute();
    await db.schema.alterTable('sessions').dropColumn('oidc_sub').execute();
    await db.schema.dropTable('oidc_logins').ifExists().execute();
    await db.schema.dropTable('oidc_people').ifExists().execute();
  },
};
