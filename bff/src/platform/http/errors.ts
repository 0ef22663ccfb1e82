import type { z } from 'zod';

export interface Issue {
  path: string;
  message: string;
}

/** An error with an HTTP status, turned into `{message, issues?}` by the plumbing. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly issues?: Issue[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, issues?: Issue[]) =>
  new HttpError(400, message, issues);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const forbidden = (message: string) => new HttpError(403, message);

/** 400 naming a single field. */
export function fieldError(path: string, message: string): HttpError {
  return new HttpError(400, `${path}: ${message}`, [{ path, message }]);
}

/** Flattens zod issues into `{path, message}` (unknown keys become one issue per key). */
export function zodIssues(error: z.ZodError, prefix?: string): Issue[] {
  const out: Issue[] = [];
  for (const issue of error.issues) {
    const base = [...(prefix ? [prefix] : []), ...issue.path.map(String)];
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        out.push({ path: [...base, key].join('.'), message: 'is not allowed' });
      }
    } else {
      out.push({ path: base.join('.') || '(body)', message: issue.message });
    }
  }
  return out;
}

/** 400 with a message that names every failing field. */
export function validationError(what: string, error: z.ZodError, prefix?: string): HttpError {
  const issues = zodIssues(error, prefix);
  const summary = issues.map((i) => `${i.path}: ${i.message}`).join('; ');
  return new HttpError(400, `Invalid ${what}: ${summary}`, issues);
}

export const JSON_TYPE = 'application/json; charset=utf-8';

/** A JSON response with the platform's content type. */
export function jsonResponse(
  body: unknown,
  status = 200,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': JSON_TYPE, ...headers },
  });
}

export function errorResponse(err: HttpError): Response {
  return jsonResponse(
    err.issues ? { message: err.message, issues: err.issues } : { message: err.message },
    err.status,
    err.headers,
  );
}
