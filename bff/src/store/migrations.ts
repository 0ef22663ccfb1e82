import { PostgresAdapter, sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

/** The BFF store's migrations: the same for SQLite and PostgreSQL (portable column types only). */
export const migrations: Record<string, Migration> = {
  '001_initial': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('accounts')
        .addColumn('username', 'text', (c) => c.primaryKey())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('tenants', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('sessions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('username', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('last_seen', 'bigint', (c) => c.notNull())
        .addColumn('revoked_at', 'bigint')
        .execute();
      await db.schema.createIndex('sessions_username').on('sessions').column('username').execute();
      await db.schema
        .createTable('signin_failures')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('signin_failures_key_at')
        .on('signin_failures')
        .columns(['key', 'at'])
        .execute();
      await db.schema
        .createTable('audit_log')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('at', 'text', (c) => c.notNull())
        .addColumn('username', 'text')
        .addColumn('role', 'text')
        .addColumn('tenant_id', 'text')
        .addColumn('operation', 'text', (c) => c.notNull())
        .addColumn('method', 'text')
        .addColumn('path', 'text')
        .addColumn('target_ids', 'text', (c) => c.notNull())
        .addColumn('outcome', 'text', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('request_id', 'text')
        .execute();
      await db.schema.createIndex('audit_log_at').on('audit_log').column('at').execute();
    },
    async down(db: Kysely<unknown>) {
      for (const t of ['audit_log', 'signin_failures', 'sessions', 'accounts'])
        await db.schema.dropTable(t).ifExists().execute();
    },
  },
  '002_uploads': {
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
  },
  '003_account_language': {
    // The console language the account chose (`sv`, `en`), remembered across browsers.
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('accounts').addColumn('language', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('accounts').dropColumn('language').execute();
    },
  },
  '004_review_marks': {
    // The auditor's review marks: one per tenant, company, financial year and account.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('review_marks')
        .addColumn('tenant_id', 'text', (c) => c.notNull())
        .addColumn('company_key', 'text', (c) => c.notNull())
        .addColumn('financial_year_id', 'text', (c) => c.notNull())
        .addColumn('account', 'text', (c) => c.notNull())
        .addColumn('comment', 'text')
        .addColumn('figures', 'text', (c) => c.notNull())
        .addColumn('username', 'text', (c) => c.notNull())
        .addColumn('marked_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('review_marks_pk', [
          'tenant_id',
          'company_key',
          'financial_year_id',
          'account',
        ])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('review_marks').ifExists().execute();
    },
  },
  '005_account_platform_users': {
    // The platform user each console account is linked to, per tenant (JSON {tenantId: userId});
    // null: not linked (an auditor then reads every company of its tenants).
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('accounts').addColumn('platform_users', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('accounts').dropColumn('platform_users').execute();
    },
  },
  '006_bulk_runs': {
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
  },
  '007_bulk_run_calls': {
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
  },
  '008_materiality_levels': {
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
  },
  '009_signoffs': {
    // Sign-off of a financial year's accounts and statement lines (ISA 230): the signatures as
    // they stand, the review notes (open until cleared), and the history of every step, which is
    // only ever appended to: the database itself refuses to change or delete its rows.
    async up(db: Kysely<unknown>) {
      const item = ['tenant_id', 'company_key', 'financial_year_id', 'kind', 'item'] as const;
      await db.schema
        .createTable('signoffs')
        .addColumn('tenant_id', 'text', (c) => c.notNull())
        .addColumn('company_key', 'text', (c) => c.notNull())
        .addColumn('financial_year_id', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('item', 'text', (c) => c.notNull())
        .addColumn('prepared_by', 'text')
        .addColumn('prepared_at', 'text')
        .addColumn('prepared_figure', 'bigint')
        .addColumn('reviewed_by', 'text')
        .addColumn('reviewed_at', 'text')
        .addColumn('reviewed_figure', 'bigint')
        .addPrimaryKeyConstraint('signoffs_pk', [...item])
        .execute();
      await db.schema
        .createTable('signoff_notes')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('tenant_id', 'text', (c) => c.notNull())
        .addColumn('company_key', 'text', (c) => c.notNull())
        .addColumn('financial_year_id', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('item', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('opened_by', 'text', (c) => c.notNull())
        .addColumn('opened_at', 'text', (c) => c.notNull())
        .addColumn('cleared_by', 'text')
        .addColumn('cleared_at', 'text')
        .addColumn('resolution', 'text')
        .execute();
      await db.schema
        .createIndex('signoff_notes_year')
        .on('signoff_notes')
        .columns(['tenant_id', 'company_key', 'financial_year_id', 'id'])
        .execute();
      await db.schema
        .createTable('signoff_history')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('tenant_id', 'text', (c) => c.notNull())
        .addColumn('company_key', 'text', (c) => c.notNull())
        .addColumn('financial_year_id', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('item', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('username', 'text', (c) => c.notNull())
        .addColumn('at', 'text', (c) => c.notNull())
        .addColumn('figure', 'bigint')
        .addColumn('note_id', 'text')
        .addColumn('text', 'text')
        .execute();
      await db.schema
        .createIndex('signoff_history_item')
        .on('signoff_history')
        .columns([...item, 'id'])
        .execute();
      if (db.getExecutor().adapter instanceof PostgresAdapter) {
        await sql`create function signoff_history_append_only() returns trigger language plpgsql
          as $$ begin raise exception 'signoff_history is append-only'; end $$`.execute(db);
        await sql`create trigger signoff_history_append_only
          before update or delete on signoff_history
          for each row execute function signoff_history_append_only()`.execute(db);
        await sql`create trigger signoff_history_no_truncate
          before truncate on signoff_history
          for each statement execute function signoff_history_append_only()`.execute(db);
      } else {
        for (const what of ['update', 'delete'])
          await sql`create trigger ${sql.raw(`signoff_history_no_${what}`)}
            before ${sql.raw(what)} on signoff_history
            begin select raise(abort, 'signoff_history is append-only'); end`.execute(db);
      }
    },
    async down(db: Kysely<unknown>) {
      for (const t of ['signoff_history', 'signoff_notes', 'signoffs'])
        await db.schema.dropTable(t).ifExists().execute();
      if (db.getExecutor().adapter instanceof PostgresAdapter)
        await sql`drop function if exists signoff_history_append_only()`.execute(db);
    },
  },
  '010_invitation_resends': {
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
  },
  '011_mfa': {
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
  },
  '012_console_access': {
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
  },
  '013_oidc': {
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
  },
  '014_voucher_marks': {
    // Vouchers marked as examined with a note (issue #33: the working paper's sign-off of a
    // voucher). Every mark and withdrawal is a row of its own, only ever appended: the mark that
    // stands is a voucher's latest row, and the database refuses to change or delete one.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('voucher_marks')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('tenant_id', 'text', (c) => c.notNull())
        .addColumn('company_key', 'text', (c) => c.notNull())
        .addColumn('financial_year_id', 'text', (c) => c.notNull())
        .addColumn('series', 'text', (c) => c.notNull())
        .addColumn('number', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('username', 'text', (c) => c.notNull())
        .addColumn('at', 'text', (c) => c.notNull())
        .addColumn('note', 'text')
        .execute();
      await db.schema
        .createIndex('voucher_marks_year')
        .on('voucher_marks')
        .columns(['tenant_id', 'company_key', 'financial_year_id', 'series', 'number', 'id'])
        .execute();
      if (db.getExecutor().adapter instanceof PostgresAdapter) {
        await sql`create function voucher_marks_append_only() returns trigger language plpgsql
          as $$ begin raise exception 'voucher_marks is append-only'; end $$`.execute(db);
        await sql`create trigger voucher_marks_append_only
          before update or delete on voucher_marks
          for each row execute function voucher_marks_append_only()`.execute(db);
        await sql`create trigger voucher_marks_no_truncate
          before truncate on voucher_marks
          for each statement execute function voucher_marks_append_only()`.execute(db);
      } else {
        for (const what of ['update', 'delete'])
          await sql`create trigger ${sql.raw(`voucher_marks_no_${what}`)}
            before ${sql.raw(what)} on voucher_marks
            begin select raise(abort, 'voucher_marks is append-only'); end`.execute(db);
      }
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('voucher_marks').ifExists().execute();
      if (db.getExecutor().adapter instanceof PostgresAdapter)
        await sql`drop function if exists voucher_marks_append_only()`.execute(db);
    },
  },
};
