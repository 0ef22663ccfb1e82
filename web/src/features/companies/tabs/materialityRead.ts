import type { MaterialityLevels } from '@ledger/contract';
import { consoleRead } from '../../../lib/data/consoleRead.js';

/** An assignment of a company (`GET /api/materiality`'s key). */
export type MaterialityKey = {
  /** The company's durable key and the V1 audit assignment. */
  company: string;
  assignment: string;
};

/**
 * An assignment's materiality levels, the console's own read. Apart from materiality.ts, which
 * changes them: the company prefetch, part of the first download, starts this read.
 */
export const materialityRead = consoleRead<MaterialityLevels, MaterialityKey>(
  'getMateriality',
  '/api/materiality',
);
