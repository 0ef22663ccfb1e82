import type { Context } from 'hono';
import type { z } from 'zod';
import type { OperationId, operations } from '@ledger/contract';
import type { RequestAuth } from '../auth/request.js';
import type { PlatformContext } from '../context.js';

type Op = (typeof operations)[number];
type OpById<Id extends OperationId> = Extract<Op, { id: Id }>;

type Out<T, Else> = T extends z.ZodType ? z.output<T> : Else;

export interface HandlerInput<O extends Op> {
  c: Context;
  ctx: PlatformContext;
  auth: RequestAuth;
  tenantId: string;
  params: O extends { params: infer P } ? Out<P, never> : Record<string, never>;
  query: O extends { query: infer Q } ? Out<Q, never> : Record<string, string>;
  body: O extends { body: infer B } ? Out<B, undefined> : undefined;
  /** Extra response headers (e.g. Deprecation). */
  headers: Record<string, string>;
}

/** What a handler answers: the success body (sent with the operation's status) or a Response. */
export type HandlerResult<O extends Op> =
  (O extends { response: infer R } ? (R extends z.ZodType ? z.input<R> : null) : never) | Response;

export type Handler<O extends Op> = (input: HandlerInput<O>) => Promise<HandlerResult<O>>;

export type Handlers = { [Id in OperationId]: Handler<OpById<Id>> };
