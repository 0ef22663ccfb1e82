// The schema the new company's form checks with: zod and the contract's schemas (about 40 KB
// gzip), fetched by CompanyForm after its first paint (a module of its own, so the web bench
// can name it).
export { CompanyCreate } from '@ledger/contract';
