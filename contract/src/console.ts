// The console's own routes (the BFF's sign-in, session and audit log): their schemas live here
// beside V1's so the BFF validates with them, its OpenAPI is generated from them and the web
// types its calls from them.
// The schemas live in modules by area: session (sign-in, tenants, preferences), bulk runs,
// records (audit log, uploads, what needs doing, user companies, reviews), working papers
// (materiality levels), errors, and the route table.

export * from './console/session.js';
export * from './console/mfa.js';
export * from './console/bulk.js';
export * from './console/records.js';
export * from './console/workpapers.js';
export * from './console/client-errors.js';
export * from './console/errors.js';
export * from './console/access.js';
export * from './console/routes.js';
