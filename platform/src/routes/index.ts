import type { Handlers } from '../http/handler.js';
import { assignmentHandlers } from './assignments.js';
import { balanceHandlers } from './balances.js';
import { companyHandlers } from './companies.js';
import { fileHandlers } from './files.js';
import { financialYearHandlers } from './financial-years.js';
import { groupHandlers } from './groups.js';
import { invitationHandlers } from './invitations.js';
import { journalTestHandlers } from './journal-tests.js';
import { permissionHandlers } from './permissions.js';
import { userHandlers } from './users.js';
import { voucherHandlers } from './vouchers.js';

/** One handler per contract operation (the type makes a missing one a compile error). */
export const handlers: Handlers = {
  ...userHandlers,
  ...invitationHandlers,
  ...groupHandlers,
  ...companyHandlers,
  ...permissionHandlers,
  ...financialYearHandlers,
  ...fileHandlers,
  ...assignmentHandlers,
  ...balanceHandlers,
  ...voucherHandlers,
  ...journalTestHandlers,
};
