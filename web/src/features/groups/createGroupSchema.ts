// The schema the create-group form checks with: zod and the contract's schemas, fetched when the
// form is first focused or checked (lib/forms/schemaOnUse.ts; a module of its own, so the form's
// code does not carry them).
export { CreateGroup } from '@ledger/contract';
