import { invalidPartMessage, type RequestPart, type ValidationIssue } from '@ledger/contract';

export type Issue = ValidationIssue;

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

export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

/**
 * 400 naming a single field, in the shape of the contract's `checkRequestPart`: the issue path
 * starts with the request part (`body.authorization.userIds.0`), the message names it.
 */
export function fieldError(part: RequestPart, path: string, message: string): HttpError {
  const issues = [{ path: `${part}.${path}`, message }];
  return new HttpError(400, invalidPartMessage(part, issues), issues);
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
    err.issues?.length ? { message: err.message, issues: err.issues } : { message: err.message },
    err.status,
    err.headers,
  );
}
