import type { Kysely, Migration } from 'kysely';

export const migration: Migration = {
  // A second factor for local accounts (issue #34): passkeys (WebAuthn credentials), a TOTP
  // secret (sealed with a key from SESSION_SECRET), recovery codes (SHA-256 of each, used once),
  // and the half-signed-in state between password and second factor, or a set-up in progress
  // (`mfa_challenges`: short-lived, keyed by a hash of its cookie or by the session).
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('mfa_passkeys')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('username', 'text', (c) => c.notNull())
      .addColumn('public_key', 'text', (c) => c.notNull())
      .addColumn('counter', 'bigint', (c) => c.notNull())
      .addColumn('transports', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('last_used_at', 'bigint')
      .execute();
    await db.schema
      .createIndex('mfa_passkeys_username')
      .on('mfa_passkeys')
      .column('username')
      .execute();
    await db.schema
      .createTable('mfa_totp')
      .addColumn('username', 'text', (c) => c.primaryKey())
      .addColumn('secret', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('last_step', 'bigint')
      .execute();
    await db.schema
      .createTable('mfa_recovery_codes')
      .addColumn('code_hash', 'text', (c) => c.primaryKey())
      .addColumn('username', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('used_at', 'bigint')
      .execute();
    await db.schema
      .createIndex('mfa_recovery_codes_username')
      .on('mfa_recovery_codes')
      .column('username')
      .execute();
    await db.schema
      .createTable('mfa_challenges')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('username', 'text', (c) => c.notNull())
      .addColumn('stage', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('webauthn_challenge', 'text')
      .addColumn('totp_secret', 'text')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const t of ['mfa_challenges', 'mfa_recovery_codes', 'mfa_totp', 'mfa_passkeys'])
      await db.schema.dropTable(t).ifExists().execute();
  },
};
