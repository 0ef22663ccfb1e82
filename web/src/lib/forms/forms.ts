import type { FieldErrors, FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form';
import { ApiError, describeError } from '../data/api.js';
import { describeIssue } from '../data/issues.js';

/** `body.authorization/userIds` or `authorization.userIds` -> `authorization.userIds`. */
export function issueField(path: string): string {
  return path
    .replace(/^\/+/, '')
    .replace(/^(body|params|query)[./]/, '')
    .replaceAll('/', '.')
    .replace(/\[(\d+)\]/g, '.$1');
}

/** Every field error of a (nested) errors object, in place; never into `ref` (a DOM node). */
function translateErrors(errors: FieldErrors | undefined): void {
  if (!errors) return;
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'ref' || !value || typeof value !== 'object') continue;
    const error = value as { message?: unknown; type?: unknown };
    if (typeof error.message === 'string' && typeof error.type === 'string')
      error.message = describeIssue({ message: error.message });
    translateErrors(value as FieldErrors);
  }
}

/**
 * A form resolver whose messages are in the console's language: `localized(zodResolver(Schema))`.
 * The contract's schemas write English (for API clients); each message is read back to its code.
 */
export function localized<T extends FieldValues, C, O>(
  resolve: Resolver<T, C, O>,
): Resolver<T, C, O> {
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    translateErrors(result.errors as FieldErrors);
    return result;
  };
}

/**
 * Show a failed submit at the form: each server issue whose path names a form field goes to that
 * field (the typed input stays); the rest, and the error itself, come back as a form-level text.
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
      setError(target as Path<T>, { type: 'server', message: describeIssue(issue) });
      mapped++;
    } else rest.push(field ? `${field}: ${describeIssue(issue)}` : describeIssue(issue));
  }
  if (rest.length) return `${describeError(err)} ${rest.join(' ')}`;
  return mapped ? null : describeError(err);
}
