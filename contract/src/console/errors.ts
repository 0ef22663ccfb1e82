import { z } from 'zod';
import { ValidationIssue } from '../primitives.js';
import { ISSUE_CODES } from '../issues.js';

/**
 * What went wrong, for the web to say in its own words (docs/ERROR-CODES.md: status, when,
 * params of each). `message` stays English for API clients and logs.
 */
export const ErrorCode = z.enum([
  'invalid_request',
  'invalid_json',
  'upload_cut_off',
  'request_cancelled',
  'not_signed_in',
  'bad_credentials',
  'csrf_rejected',
  'origin_rejected',
  'forbidden_role',
  'tenant_not_allowed',
  'company_not_allowed',
  'not_found',
  'operation_not_offered',
  'payload_too_large',
  'unsupported_media_type',
  'too_many_attempts',
  'bulk_run_not_found',
  'bulk_run_mismatch',
  'bulk_run_ended',
  'bulk_run_full',
  'signoff_conflict',
  'console_access_conflict',
  'setup_link_invalid',
  'upstream_rejected',
  'upstream_not_found',
  'upstream_conflict',
  'upstream_credentials_refused',
  'upstream_failed',
  'upstream_unavailable',
  'upstream_timeout',
  'upstream_bad_answer',
  'store_unavailable',
  'not_ready',
  'metrics_unauthorized',
  'internal',
]);
export type ErrorCode = z.infer<typeof ErrorCode>;

/** Values an error or issue carries for the web's text (`retryAfterS`, `maxBytes`, `max`, ...). */
export const ErrorParams = z.record(z.string(), z.union([z.string(), z.number()]));

/** A validation issue as the BFF answers it: V1's `{path, message}` with its code and values. */
export const ConsoleIssue = ValidationIssue.extend({
  code: z.enum(ISSUE_CODES),
  params: ErrorParams.optional(),
});
export type ConsoleIssue = z.infer<typeof ConsoleIssue>;

/** Every error answer of the BFF. */
export const ConsoleError = z.object({
  message: z.string(),
  code: ErrorCode,
  params: ErrorParams.optional(),
  status: z.number().int(),
  requestId: z.string(),
  upstreamStatus: z.number().int().optional(),
  issues: z.array(ConsoleIssue).optional(),
});
export type ConsoleError = z.infer<typeof ConsoleError>;
