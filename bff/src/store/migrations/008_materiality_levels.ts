import type { Kysely, Migration } from 'kysely';

export const migration: Migration = {
  // An assignment's overall materiality and the shares of it (ISA 320, ISA 450), beside V1's
  // work materiality: the amount in whole öre, each share in hundredths of a per cent.
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('materiality_levels')
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('company_key', 'text', (c) => c.notNull())
      .addColumn('assignment_id', 'text', (c) => c.notNull())
      .addColumn('overall_ore', 'bigint')
      .addColumn('performance_share', 'integer', (c) => c.notNull())
      .addColumn('trivial_share', 'integer', (c) => c.notNull())
      .addColumn('updated_by', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('materiality_levels_pk', [
        'tenant_id',
        'company_key',
        'assignment_id',
      ])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('materiality_levels').ifExists().execute();
  },
};
