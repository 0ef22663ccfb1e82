import type { Kysely, Migration } from 'kysely';

export const migration: Migration = {
  // The console's last resend of each invitation (issue #35): V1 keeps only when it was
  // invited, so the waiting time counts from the later of the two.
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('invitation_resends')
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('resent_at', 'text', (c) => c.notNull())
      .addColumn('resent_by', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('invitation_resends_pk', ['tenant_id', 'user_id'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('invitation_resends').ifExists().execute();
  },
};
