import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import type { z } from 'zod';
import type { Operation } from '@ledger/contract';
import type { UpstreamResponse } from './upstream.js';

/*
 * A V1 answer is checked against the contract's schema of the operation's answer before it is
 * passed on: a service that answers in another shape (a list wrapped in an object, a name that
 * is a number) gets a 502 `upstream_bad_answer` the web words as "the platform answered in a form
 * the console does not understand", never a screen that breaks on it. What a screen copes with is
 * let through: fields V1.md does not name (a newer V1) and enum values it does not list (shown as
 * they come).
 */

/** Issues of these kinds do not break a screen, so they do not stop an answer. */
const TOLERATED = new Set(['unrecognized_keys', 'invalid_value']);

/** At most this many of the issues go into the log line. */
const ISSUES_LOGGED = 3;

/**
 * Why `body` (the whole answer, as V1 sent it) is not an answer of `op`, in words for the log;
 * undefined when it is one, or when it cannot be looked into (an unknown content encoding).
 */
export function answerShapeProblem(
  op: Pick<Operation, 'id' | 'response' | 'answerMayBeOne'>,
  res: UpstreamResponse,
  body: Buffer,
): string | undefined {
  if (!op.response || body.length === 0) return undefined;
  const encoding = res.headers['content-encoding'];
  const seen = lastPassed.get(op.id);
  if (seen && seen.encoding === encoding && seen.body.equals(body)) return undefined;
  const text = decoded(res, body);
  if (text === undefined) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return `V1's answer to ${op.id} is not JSON`;
  }
  if (op.answerMayBeOne && !Array.isArray(json)) json = [json];
  const problem = shapeProblem(op.id, op.response, json);
  if (!problem) lastPassed.set(op.id, { encoding, body: Buffer.from(body) });
  return problem;
}

/**
 * The last answer of each operation that passed the check, byte for byte: the same bytes again
 * (a list read over and over, by one user or many) pass without being parsed and checked a
 * second time, which was a tenth of the BFF's CPU per proxied read
 * (docs/decisions/0032-proxy-cost.md). At most one answer read whole (64 KiB) per operation.
 */
const lastPassed = new Map<string, { encoding: unknown; body: Buffer }>();

const OPENS = { array: 0x5b /* [ */, object: 0x7b /* { */ } as const;

/**
 * A streamed answer (too large to be held for the full check) by its first byte past whitespace:
 * why it does not open as `op`'s answer does (a list with `[`; one object, or a list that may
 * come as one object, with `{`; a nullable one may be `null`). Undefined when it does, or when
 * the first byte is unknown (a compressed answer).
 */
export function answerStartProblem(
  op: Pick<Operation, 'id' | 'response' | 'answerMayBeOne'>,
  first: number | undefined,
): string | undefined {
  if (!op.response || first === undefined) return undefined;
  let def = op.response._zod.def;
  const nullable = def.type === 'nullable';
  if (def.type === 'nullable')
    def = (def as unknown as { innerType: z.ZodType }).innerType._zod.def;
  const opens: number[] = [];
  if (def.type === 'array') opens.push(OPENS.array);
  if (def.type === 'object' || (def.type === 'array' && op.answerMayBeOne))
    opens.push(OPENS.object);
  if (nullable) opens.push(0x6e /* n */);
  if (opens.length === 0 || opens.includes(first)) return undefined;
  const due = def.type === 'array' ? 'a list' : 'an object';
  return `V1's answer to ${op.id} is not of V1's shape (${due} was due, it begins with ${JSON.stringify(String.fromCharCode(first))})`;
}

/** Why `json` is not of `schema`'s shape (the tolerated kinds of issue aside); else undefined. */
export function shapeProblem(id: string, schema: z.ZodType, json: unknown): string | undefined {
  const parsed = schema.safeParse(json);
  if (parsed.success) return undefined;
  const issues = parsed.error.issues.filter((i) => !TOLERATED.has(i.code));
  if (issues.length === 0) return undefined;
  const listed = issues
    .slice(0, ISSUES_LOGGED)
    .map((i) => `${i.path.join('.') || '(the answer)'}: ${i.message}`)
    .join('; ');
  return `V1's answer to ${id} is not of V1's shape (${listed})`;
}

/** The body as text, decompressed where V1 compressed it; undefined for an unknown encoding. */
function decoded(res: UpstreamResponse, body: Buffer): string | undefined {
  const encoding = String(res.headers['content-encoding'] ?? 'identity')
    .trim()
    .toLowerCase();
  try {
    if (encoding === 'identity') return body.toString('utf8');
    if (encoding === 'gzip' || encoding === 'x-gzip') return gunzipSync(body).toString('utf8');
    if (encoding === 'br') return brotliDecompressSync(body).toString('utf8');
    if (encoding === 'deflate') return inflateSync(body).toString('utf8');
  } catch {
    return '';
  }
  return undefined;
}
