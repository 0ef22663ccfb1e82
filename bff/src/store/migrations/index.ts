import type { Migration } from 'kysely';
import { migration as m001 } from './001_initial.js';
import { migration as m002 } from './002_uploads.js';
import { migration as m003 } from './003_account_language.js';
import { migration as m004 } from './004_review_marks.js';
import { migration as m005 } from './005_account_platform_users.js';
import { migration as m006 } from './006_bulk_runs.js';
import { migration as m007 } from './007_bulk_run_calls.js';
import { migration as m008 } from './008_materiality_levels.js';
import { migration as m009 } from './009_signoffs.js';
import { migration as m010 } from './010_invitation_resends.js';
import { migration as m011 } from './011_mfa.js';
import { migration as m012 } from './012_console_access.js';
import { migration as m013 } from './013_oidc.js';
import { migration as m014 } from './014_voucher_marks.js';

/**
 * The BFF store's migrations, one module each, run in the order of their names: the same for
 * SQLite and PostgreSQL (portable column types only). A shipped migration never changes; a change
 * of the schema is a new module here.
 */
export const migrations: Record<string, Migration> = {
  '001_initial': m001,
  '002_uploads': m002,
  '003_account_language': m003,
  '004_review_marks': m004,
  '005_account_platform_users': m005,
  '006_bulk_runs': m006,
  '007_bulk_run_calls': m007,
  '008_materiality_levels': m008,
  '009_signoffs': m009,
  '010_invitation_resends': m010,
  '011_mfa': m011,
  '012_console_access': m012,
  '013_oidc': m013,
  '014_voucher_marks': m014,
};
