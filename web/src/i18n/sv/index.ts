import type { Catalog } from '../catalog.js';
import { common } from './common.js';
import { shell } from './shell.js';
import { auth } from './auth.js';
import { overview } from './overview.js';
import { enums } from './enums.js';
import { errors } from './errors.js';
import { users } from './users.js';
import { invitations } from './invitations.js';
import { groups } from './groups.js';
import { companies } from './companies.js';
import { files } from './files.js';
import { assignments } from './assignments.js';
import { balances } from './balances.js';
import { audit } from './audit.js';

/** Den svenska katalogen: samma nycklar som den engelska (`Catalog`). */
export const sv: Catalog = {
  common,
  shell,
  auth,
  overview,
  enums,
  errors,
  users,
  invitations,
  groups,
  companies,
  files,
  assignments,
  balances,
  audit,
};
