import { importPage } from './importPage.js';

/** Companies from a CSV file or pasted rows (`/t/:tenant/companies/import`). */
export default importPage('companies');
