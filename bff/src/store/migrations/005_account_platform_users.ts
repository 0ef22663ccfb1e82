import type { Kysely, Migration } from 'kysely';

export const migration: Migration = {
  // The platform user each console account is linked to, per tenant (JSON {tenantId: userId});
  // null: not linked (an auditor then reads every company of its tenants).
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('accounts').addColumn('platform_users', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('accounts').dropColumn('platform_users').execute();
  },
};
