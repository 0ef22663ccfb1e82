import { importPage } from './importPage.js';

/** Invitations from a CSV file or a pasted list (`/t/:tenant/invitations/import`). */
export default importPage('invitations');
