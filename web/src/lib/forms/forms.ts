import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, describeError } from '../data/api.js';

/** `body.authorization/userIds` or `authorization.userIds` -> `authorization.userIds`. */
export function issueField(path: string): string {
  return path
    .replace(/^\/+/, '')
    .replace(/^(body|params|query)[./]/, '')
    .replaceAll('/', '.')
    .replace(/\[(\d+)\]/g, '.$1');
}

/**
 * Show a failed submit at the form: each server issue whose path names a form field goes to that
 * field (the typed input stays); the rest, and the message itself, come back as a form-level text.
 */
export function applyServerError<T extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): string | null {
  if (!(err instanceof ApiError) || err.issues.length === 0) return describeError(err);
  const rest: string[] = [];
  let mapped = 0;
  for (const issue of err.issues) {
    const field = issueField(issue.path);
    // Match the field itself or its nearest known parent (emails.2 -> emails).
    const target = fields.includes(field) ? field : fields.find((f) => field.startsWith(`${f}.`));
    if (target) {
      setError(target as Path<T>, { type: 'server', message: issue.message });
      mapped++;
    } else rest.push(field ? `${field}: ${issue.message}` : issue.message);
  }
  if (rest.length) return `${err.message}: ${rest.join('; ')}`;
  return mapped ? null : describeError(err);
}
