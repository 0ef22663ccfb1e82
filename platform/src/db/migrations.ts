import { sql, type Kysely, type Migration } from 'kysely';
import { voucherMigrations } from './migrations-vouchers.js';

/**
 * Schema migrations, applied in key order at start. Add new ones with a higher
 * prefix (e.g. `002_sie_ledger`); never edit one that has shipped.
 */
export const migrations: Record<string, Migration> = {
  '001_initial': {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('meta')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('tenants')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('created_ts', 'integer', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('clients')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('secret_hash', 'text', (c) => c.notNull())
        .addColumn('home_tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
        .addColumn('scopes', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_ts', 'integer', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('client_tenants')
        .addColumn('client_id', 'text', (c) =>
          c.notNull().references('clients.id').onDelete('cascade'),
        )
        .addColumn('tenant_id', 'text', (c) =>
          c.notNull().references('tenants.id').onDelete('cascade'),
        )
        .addPrimaryKeyConstraint('client_tenants_pk', ['client_id', 'tenant_id'])
        .execute();

      await db.schema
        .createTable('tokens')
        .addColumn('hash', 'text', (c) => c.primaryKey())
        .addColumn('client_id', 'text', (c) =>
          c.notNull().references('clients.id').onDelete('cascade'),
        )
        .addColumn('tenant_id', 'text', (c) => c.notNull())
        .addColumn('scopes', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'integer', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('tokens_expiry').on('tokens').column('expires_at').execute();

      await db.schema
        .createTable('users')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('tenant_id', 'text', (c) =>
          c.notNull().references('tenants.id').onDelete('cascade'),
        )
        .addColumn('username', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('first_name', 'text', (c) => c.notNull())
        .addColumn('last_name', 'text', (c) => c.notNull())
        .addColumn('initials', 'text', (c) => c.notNull())
        .addColumn('email_verified', 'integer', (c) => c.notNull())
        .addColumn('is_active', 'integer', (c) => c.notNull())
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('modules', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('created_ts', 'integer', (c) => c.notNull())
        .addColumn('invited_ts', 'integer')
        .addColumn('last_sent_ts', 'integer')
        .addColumn('mails_sent', 'integer', (c) => c.notNull().defaultTo(0))
        .addUniqueConstraint('users_tenant_email', ['tenant_id', 'email'])
        .execute();

      await db.schema
        .createTable('groups')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('tenant_id', 'text', (c) =>
          c.notNull().references('tenants.id').onDelete('cascade'),
        )
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('name_lower', 'text', (c) => c.notNull())
        .addColumn('created_ts', 'integer', (c) => c.notNull())
        .addUniqueConstraint('groups_tenant_name', ['tenant_id', 'name_lower'])
        .execute();

      await db.schema
        .createTable('group_members')
        .addColumn('group_id', 'text', (c) =>
          c.notNull().references('groups.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('group_members_pk', ['group_id', 'user_id'])
        .execute();
      await db.schema
        .createIndex('group_members_user')
        .on('group_members')
        .column('user_id')
        .execute();

      await db.schema
        .createTable('companies')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('tenant_id', 'text', (c) =>
          c.notNull().references('tenants.id').onDelete('cascade'),
        )
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('organization_number', 'text', (c) => c.notNull())
        .addColumn('country', 'text', (c) => c.notNull())
        .addColumn('default_account_plan', 'text', (c) => c.notNull())
        .addColumn('authorization_type', 'integer', (c) => c.notNull())
        .addColumn('created_ts', 'integer', (c) => c.notNull())
        .addColumn('sni', 'integer')
        .addColumn('work_materiality', 'integer')
        .addUniqueConstraint('companies_tenant_orgnr', ['tenant_id', 'organization_number'])
        .execute();

      for (const [table, col, ref] of [
        ['company_user_permissions', 'user_id', 'users.id'],
        ['company_group_permissions', 'group_id', 'groups.id'],
      ] as const) {
        await db.schema
          .createTable(table)
          .addColumn('company_key', 'text', (c) =>
            c.notNull().references('companies.key').onDelete('cascade'),
          )
          .addColumn(col, 'text', (c) => c.notNull().references(ref).onDelete('cascade'))
          .addPrimaryKeyConstraint(`${table}_pk`, ['company_key', col])
          .execute();
        await db.schema.createIndex(`${table}_${col}`).on(table).column(col).execute();
      }

      await db.schema
        .createTable('financial_years')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('company_key', 'text', (c) =>
          c.notNull().references('companies.key').onDelete('cascade'),
        )
        .addColumn('start_date', 'text', (c) => c.notNull())
        .addColumn('end_date', 'text', (c) => c.notNull())
        .addColumn('created_ts', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('financial_years_company')
        .on('financial_years')
        .column('company_key')
        .execute();

      await db.schema
        .createTable('files')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('company_key', 'text', (c) =>
          c.notNull().references('companies.key').onDelete('cascade'),
        )
        .addColumn('financial_year_id', 'text', (c) =>
          c.references('financial_years.id').onDelete('cascade'),
        )
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('content_type', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('sie_type', 'integer')
        .addColumn('uploaded_date', 'text', (c) => c.notNull())
        .addColumn('uploaded_by_user_id', 'text')
        .addColumn('parsed_date', 'text')
        .addColumn('storage_name', 'text', (c) => c.notNull())
        .addColumn('query_start_date', 'text')
        .addColumn('query_end_date', 'text')
        .addColumn('report', 'text')
        .execute();
      await db.schema.createIndex('files_company').on('files').column('company_key').execute();
      await db.schema.createIndex('files_year').on('files').column('financial_year_id').execute();

      await db.schema
        .createTable('file_jobs')
        .addColumn('file_id', 'text', (c) =>
          c.primaryKey().references('files.id').onDelete('cascade'),
        )
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('enqueued_at', 'integer', (c) => c.notNull())
        .addColumn('updated_at', 'integer', (c) => c.notNull())
        .addColumn('error', 'text')
        .execute();
      await db.schema.createIndex('file_jobs_state').on('file_jobs').column('state').execute();

      await db.schema
        .createTable('assignments')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('company_key', 'text', (c) =>
          c.notNull().references('companies.key').onDelete('cascade'),
        )
        .addColumn('financial_year_id', 'text', (c) =>
          c.notNull().references('financial_years.id').onDelete('cascade'),
        )
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('sub_type', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('created_ts', 'integer', (c) => c.notNull())
        .addColumn('work_materiality', 'integer')
        .addColumn('work_materiality_percentage', 'real')
        .execute();
      await db.schema
        .createIndex('assignments_company')
        .on('assignments')
        .column('company_key')
        .execute();

      await db.schema
        .createTable('mails')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('tenant_id', 'text', (c) => c.notNull())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('to', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('link', 'text', (c) => c.notNull())
        .addColumn('sent_at', 'integer', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('accept_tokens')
        .addColumn('hash', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('expires_at', 'integer', (c) => c.notNull())
        .addColumn('used_at', 'integer')
        .execute();
    },
  },
  '002_sie_ledger': {
    // The per-file aggregate of a read SIE file (sie/ `BalanceSource`: accounts × months, never
    // one row per #TRANS), replaced as a whole when the file is processed again. Rows go with
    // their file (ON DELETE CASCADE), so deletes and /dev/reset need nothing more.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema.alterTable('files').addColumn('balance_kind', 'text').execute();
      await db.schema
        .createTable('sie_accounts')
        .addColumn('file_id', 'text', (c) => c.notNull().references('files.id').onDelete('cascade'))
        .addColumn('account', 'text', (c) => c.notNull())
        .addColumn('name', 'text')
        .addColumn('ktyp', 'text')
        .addPrimaryKeyConstraint('sie_accounts_pk', ['file_id', 'account'])
        .modifyEnd(sql`without rowid`)
        .execute();
      await db.schema
        .createTable('sie_opening')
        .addColumn('file_id', 'text', (c) => c.notNull().references('files.id').onDelete('cascade'))
        .addColumn('account', 'text', (c) => c.notNull())
        .addColumn('amount_ore', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('sie_opening_pk', ['file_id', 'account'])
        .modifyEnd(sql`without rowid`)
        .execute();
      await db.schema
        .createTable('sie_movements')
        .addColumn('file_id', 'text', (c) => c.notNull().references('files.id').onDelete('cascade'))
        .addColumn('account', 'text', (c) => c.notNull())
        .addColumn('period', 'text', (c) => c.notNull())
        .addColumn('amount_ore', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('sie_movements_pk', ['file_id', 'account', 'period'])
        .modifyEnd(sql`without rowid`)
        .execute();
      // The balances route picks each year's source file among the company's processed files.
      await db.schema
        .createIndex('files_company_year_status')
        .on('files')
        .columns(['company_key', 'financial_year_id', 'status'])
        .execute();
    },
  },
  '003_v1_company_fields': {
    // V1.md's Company fields: `annualReportFramework` (required when a company is created: a
    // company of an older data dir gets K2, the framework of most smaller Swedish companies),
    // `legalForm` and `address` (optional, none for older companies). Older assignment types,
    // invitation modules and user sources become V1's enums one to one (the new codes are
    // V1's; no meaning of them is implied by the mapping).
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('companies')
        .addColumn('annual_report_framework', 'text', (c) => c.notNull().defaultTo('K2'))
        .execute();
      await db.schema.alterTable('companies').addColumn('legal_form', 'text').execute();
      await db.schema.alterTable('companies').addColumn('address', 'text').execute();
      for (const [from, to] of [
        ['AUDIT', 'AE'],
        ['REVIEW', 'GN'],
        ['COMPILATION', 'ANALYSIS'],
      ]) {
        await db.updateTable('assignments').set({ type: to }).where('type', '=', from).execute();
      }
      const users = await db
        .selectFrom('users')
        .select(['id', 'modules'])
        .where('modules', '!=', '[]')
        .execute();
      for (const u of users as { id: string; modules: string }[]) {
        let old: unknown;
        try {
          old = JSON.parse(u.modules);
        } catch {
          old = [];
        }
        const modules = [
          ...new Set(
            (Array.isArray(old) ? old : []).flatMap((m) =>
              m === 'AUDIT' ? ['AUDIT'] : m === 'ANALYSIS' ? ['ANALYTICS'] : [],
            ),
          ),
        ];
        await db
          .updateTable('users')
          .set({ modules: JSON.stringify(modules) })
          .where('id', '=', u.id)
          .execute();
      }
    },
  },
  '004_file_job_parsed_at': {
    // The demo seed dates its files as the uploads they stand for (weeks after each year's
    // end): a job may carry the parsedDate to record instead of the moment it is read.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema.alterTable('file_jobs').addColumn('parsed_at', 'integer').execute();
    },
  },
  '005_file_sha256': {
    // The SHA-256 of a file's bytes (lowercase hex) for its report, computed while an upload is
    // stored. Files stored before have null until their report is first asked for
    // (files/digest.ts reads their bytes once then).
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema.alterTable('files').addColumn('sha256', 'text').execute();
    },
  },
  ...voucherMigrations,
};
