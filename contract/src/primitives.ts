import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import { z } from 'zod';
import { issueText } from './issues.js';

/**
 * V1.md's CompanyDurableKey and FinancialYearId: lower-case, UUID-like (any version digit).
 * Also the form of our own ids in extension paths (file ids).
 */
export const DurableKey = z
  .string()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, issueText('uuid'))
  .meta({ format: 'uuid' });

/** V1.md's AuditAssignmentId: a UUID version 4. */
export const UuidV4 = z
  .string()
  .regex(
    /^[0-9a-f]{8}-[0-9a-f]{4}-[4][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    issueText('uuid_v4'),
  )
  .meta({ format: 'uuid' });

/**
 * Text a person typed, as the console keeps it: no control characters but tab and line breaks
 * (a NUL cannot even be stored in PostgreSQL text), and no text-direction overrides or isolates
 * (U+202A-U+202E, U+2066-U+2069), which make a stored text read otherwise than it is.
 */
export const hasOnlyPlainText = (s: string) =>
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u202a-\u202e\u2066-\u2069]/.test(s);

/**
 * One line a person typed (a name, a search, a key): hasOnlyPlainText without tab and line
 * breaks either, so no control character at all (C0 and DEL).
 */
export const isPlainLine = (s: string) =>
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  !/[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/.test(s);

/**
 * The plain-text rule on a free-text field, as issue `plain_text`: `lines` for text that may run
 * over several lines (a comment, an address: tab and line breaks allowed), else one line.
 */
export const plainText = <S extends z.ZodString>(schema: S, lines = false): S =>
  schema.refine(lines ? hasOnlyPlainText : isPlainLine, issueText('plain_text'));

/** User and group ids are plain strings in V1: any form, an unknown one is 404 (never 400). */
export const PlainId = z.string().min(1, issueText('not_empty'));

/** ISO calendar date `YYYY-MM-DD` that exists in the calendar. */
export const IsoDate = z.iso.date({ error: issueText('iso_date') });

/** Compact date `YYYYMMDD` (balances query), a real calendar date. */
export const CompactDate = z
  .string()
  .regex(/^\d{8}$/, issueText('compact_date'))
  .refine((s) => isRealIsoDate(compactToIso(s)), issueText('real_date'))
  .meta({ description: 'A real calendar date, compact form YYYYMMDD' });

/**
 * An email address as mail systems take it: a dot-atom local part and a domain of letter/digit
 * labels with a top-level domain of letters. Letters may be non-ASCII (åsa.öberg@exempel.se);
 * control characters, spaces, quotes and brackets are refused.
 */
export const EMAIL_PATTERN =
  /^[\p{L}\p{N}!#$%&'*+/=?^_`{|}~-]+(?:\.[\p{L}\p{N}!#$%&'*+/=?^_`{|}~-]+)*@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+\p{L}[\p{L}\p{N}-]*\p{L}$/u;
export const Email = z
  .string()
  .max(254, issueText('max_length', { max: 254 }))
  .regex(EMAIL_PATTERN, issueText('email'));

export const TenantId = z.string().regex(/^[a-z0-9][a-z0-9-]{1,62}$/, issueText('tenant_id'));

dayjs.extend(customParseFormat);

/** `YYYY-MM-DD` names a day of the calendar (no 2023-02-29, no 2024-04-31). */
export function isRealIsoDate(s: string): boolean {
  return dayjs(s, 'YYYY-MM-DD', true).isValid();
}

/** `YYYYMMDD` -> `YYYY-MM-DD`. */
export const compactToIso = (s: string) => `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}`;

/** One validation problem: `path` is dot-separated (`data.organizationNumber`, `query.endDate`). */
export const ValidationIssue = z.object({ path: z.string(), message: z.string() });
export type ValidationIssue = z.infer<typeof ValidationIssue>;

/** V1.md's error body. */
export const V1ErrorBody = z.object({ message: z.string() });
/** Our servers' error body: V1's, plus `issues` on validation errors. */
export const ErrorResponse = V1ErrorBody.extend({ issues: z.array(ValidationIssue).optional() });
export type ErrorResponse = z.infer<typeof ErrorResponse>;

/**
 * Zod issues as `[{path, message}]`, the one issue shape of the platform and the BFF. An
 * unknown key is an issue of its own (`data.colour: is not allowed`).
 */
export function toIssues(error: z.ZodError, prefix?: string): ValidationIssue[] {
  const out: ValidationIssue[] = [];
  for (const issue of error.issues) {
    const base = [...(prefix ? [prefix] : []), ...issue.path.map(String)];
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        out.push({ path: [...base, key].join('.'), message: issueText('not_allowed') });
      }
    } else {
      out.push({ path: base.join('.') || '(body)', message: issue.message });
    }
  }
  return out;
}
