import crypto from 'node:crypto';
import type { FinancialYear } from '../../contract/index.js';
import { generateSieBuffer } from '../sie/index.js';

export interface DemoSieFile {
  financialYearId: string;
  name: string;
  content: Buffer;
}

export interface DemoSieInput {
  tenantId: string;
  company: { key: string; name: string; organizationNumber: string; sni: number };
  /** The company's demo financial years, oldest first. */
  years: FinancialYear[];
}

/** Vouchers per demo year: a few hundred, as a small company books. */
const VOUCHERS = 300;

/**
 * One generated SIE 4 file per demo financial year (BAS accounts, VAT, salaries, bank; it
 * verifies), deterministic per company and year. The seed stores each one like an upload and
 * the processing queue reads it after start, so every demo company has balances.
 */
export function generateDemoSieFiles(input: DemoSieInput): DemoSieFile[] {
  return input.years.map((y) => ({
    financialYearId: y.id,
    name: `SIE4 ${input.company.name} ${y.startDate.slice(0, 4)}.se`,
    content: generateSieBuffer({
      vouchers: VOUCHERS,
      seed: crypto
        .createHash('sha256')
        .update(`${input.company.key}/${y.startDate}`)
        .digest()
        .readUInt32LE(0),
      startDate: y.startDate,
      endDate: y.endDate,
      companyName: input.company.name,
      organizationNumber: input.company.organizationNumber,
    }),
  }));
}
