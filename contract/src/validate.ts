import type { z } from 'zod';
import type { Operation } from './operations.js';
import { toIssues, type ValidationIssue } from './primitives.js';

export type RequestPart = 'params' | 'query' | 'body';

export type PartCheck =
  | { ok: true; value: unknown }
  | { ok: false; status: 400 | 404; message: string; issues: ValidationIssue[] };

const PART_NAMES: Record<RequestPart, string> = {
  params: 'path parameter',
  query: 'query',
  body: 'body',
};

/** The 400 message naming every failing field of one request part, e.g.
 * `Invalid query: query.endDate: must not be before startDate`. */
export function invalidPartMessage(part: RequestPart, issues: readonly ValidationIssue[]): string {
  return `Invalid ${PART_NAMES[part]}: ${issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`;
}

/**
 * One part of a request checked against its operation, the same way in the platform and the BFF:
 * 400 naming every failing field (`query.endDate: must not be before startDate`), or 404 where an
 * invalid path parameter names no resource (an extended attribute other than V1's two).
 */
export function checkRequestPart(op: Operation, part: RequestPart, value: unknown): PartCheck {
  const schema = (part === 'body' ? op.body : op[part]) as z.ZodType | 'multipart' | undefined;
  if (!schema || schema === 'multipart') return { ok: true, value };
  const result = schema.safeParse(value);
  if (result.success) return { ok: true, value: result.data };
  const issues = toIssues(result.error, part);
  const unknownResource =
    part === 'params' &&
    result.error.issues.some((i) => op.notFoundParams?.includes(String(i.path[0])));
  if (unknownResource) {
    const name = String(op.notFoundParams![0]);
    const given = (value as Record<string, unknown>)[name];
    // A 404 is V1's error body (`message` only): the value names nothing, it is not malformed.
    return { ok: false, status: 404, message: `No ${name} ${String(given)}`, issues: [] };
  }
  return { ok: false, status: 400, message: invalidPartMessage(part, issues), issues };
}
