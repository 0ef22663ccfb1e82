import { users } from './users.js';
import { invitations } from './invitations.js';
import { imports } from './imports.js';
import { groups } from './groups.js';
import { companies } from './companies.js';
import { files } from './files.js';
import { assignments } from './assignments.js';
import { balances } from './balances.js';
import { workbench } from './workbench.js';
import { audit } from './audit.js';
import { bulk } from './bulk.js';

/** The lazily loaded screens' words: fetched with the first of those screens. */
export const screens = {
  users,
  invitations,
  imports,
  groups,
  companies,
  files,
  assignments,
  balances,
  workbench,
  audit,
  bulk,
};
