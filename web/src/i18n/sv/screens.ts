// The lazily loaded screens' words: fetched with the first of those screens (this module, whose
// exports are the areas).
export { users } from './users.js';
export { invitations } from './invitations.js';
export { imports } from './imports.js';
export { groups } from './groups.js';
export { companies } from './companies.js';
export { files } from './files.js';
export { assignments } from './assignments.js';
export { balances } from './balances.js';
export { workbench } from './workbench.js';
export { audit } from './audit.js';
export { access } from './access.js';
export { bulk } from './bulk.js';
export { issues } from './issues.js';
export { codes } from './codes.js';
export { mfa } from './mfa.js';
