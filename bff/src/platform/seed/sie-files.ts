import type { FinancialYear } from '../../contract/index.js';

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

/**
 * THE SEAM for "upload generated SIE files" (SIE engineer): return the SIE 4 files to store for
 * a demo company. The seed writes each one like an upload (status `pending`, queued), and the
 * processing queue reads them after start. Until the generator exists: none.
 */
export function generateDemoSieFiles(_input: DemoSieInput): DemoSieFile[] {
  return [];
}
