// The auditor's working papers kept by the BFF (docs/BFF-NOTES.md, "Materiality levels and
// sign-off"): an assignment's materiality levels (ISA 320, ISA 450).
import { z } from 'zod';
import { DurableKey, TenantId, UuidV4 } from '../primitives.js';
import { issueText } from '../issues.js';
import {
  DEFAULT_PERFORMANCE_SHARE,
  DEFAULT_TRIVIAL_SHARE,
  isHundredths,
  isWholeOre,
  MAX_WORK_MATERIALITY,
} from '../rules.js';

export {
  DEFAULT_PERFORMANCE_SHARE,
  DEFAULT_TRIVIAL_SHARE,
  isHundredths,
  shareOfAmount,
} from '../rules.js';

/** An amount in kronor and öre, 0 to MAX_WORK_MATERIALITY (as an assignment's work materiality). */
const Kronor = z
  .number()
  .min(0, issueText('not_negative'))
  .max(MAX_WORK_MATERIALITY, issueText('too_large'))
  .refine(isWholeOre, issueText('whole_ore'));

/** A share of overall materiality in per cent: 0 to 100, at most two decimals. */
const Share = z
  .number()
  .min(0, issueText('not_negative'))
  .max(100, issueText('max_value', { max: 100 }))
  .refine(isHundredths, issueText('hundredths'));

const MaterialityKey = {
  tenant: TenantId,
  /** The company's durable key and the V1 audit assignment the levels are of. */
  company: DurableKey,
  assignment: UuidV4,
};

/** `GET /api/materiality`: an assignment's materiality levels. */
export const MaterialityQuery = z.strictObject(MaterialityKey);
export type MaterialityQuery = z.infer<typeof MaterialityQuery>;

/**
 * `PUT /api/materiality`: overall materiality (null: none yet) and the shares of it; a share left
 * out is its default (75 % performance, 5 % clearly trivial), not the one stored before.
 */
export const MaterialityRequest = z.strictObject({
  ...MaterialityKey,
  overall: Kronor.nullable(),
  performanceShare: Share.default(DEFAULT_PERFORMANCE_SHARE),
  trivialShare: Share.default(DEFAULT_TRIVIAL_SHARE),
});
export type MaterialityRequest = z.infer<typeof MaterialityRequest>;

/**
 * An assignment's materiality levels: overall materiality as set (kronor), the shares, and the
 * performance materiality and clearly-trivial limit computed from them to the öre (null without
 * an overall). Never set: overall null, the default shares, updatedBy and updatedAt null.
 */
export const MaterialityLevels = z.object({
  overall: z.number().nullable(),
  performanceShare: z.number(),
  trivialShare: z.number(),
  performance: z.number().nullable(),
  trivial: z.number().nullable(),
  /** The console account that set them, and when (ISO 8601). */
  updatedBy: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type MaterialityLevels = z.infer<typeof MaterialityLevels>;
