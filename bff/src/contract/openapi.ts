import { z } from 'zod';
import type { Operation } from './operations.js';
import { ErrorResponse } from './primitives.js';

interface OpenApiOptions {
  title: string;
  version: string;
  serverUrl: string;
  /** Extra per-operation fields (security, path rewrite). */
  pathFor?: (op: Operation) => string;
}

const json = (schema: z.ZodType) => ({
  'application/json': { schema: z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) },
});

/** OpenAPI 3.1 document generated from the operation table. */
export function buildOpenApi(ops: readonly Operation[], opts: OpenApiOptions) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of ops) {
    const path = opts.pathFor ? opts.pathFor(op) : op.path;
    const parameters: unknown[] = [];
    for (const [name, schema] of Object.entries(op.params?.shape ?? {})) {
      parameters.push({
        name,
        in: 'path',
        required: true,
        schema: z.toJSONSchema(schema as z.ZodType, { unrepresentable: 'any' }),
      });
    }
    if (op.query instanceof z.ZodObject) {
      for (const [name, schema] of Object.entries(op.query.shape)) {
        const s = schema as z.ZodType;
        parameters.push({
          name,
          in: 'query',
          required: !s.safeParse(undefined).success,
          schema: z.toJSONSchema(s, { unrepresentable: 'any', io: 'input' }),
        });
      }
    }
    const responses: Record<string, unknown> = {
      [op.status]: op.response
        ? { description: 'Success', content: json(op.response) }
        : { description: 'No content' },
      default: { description: 'Error', content: json(ErrorResponse) },
    };
    const requestBody =
      op.body === 'multipart'
        ? {
            required: true,
            content: {
              'multipart/form-data': {
                schema: {
                  type: 'object',
                  required: ['file'],
                  properties: { file: { type: 'string', format: 'binary' } },
                },
              },
            },
          }
        : op.body
          ? { required: true, content: json(op.body) }
          : undefined;
    (paths[path] ??= {})[op.method.toLowerCase()] = {
      operationId: op.id,
      summary: op.summary,
      ...(op.deprecated ? { deprecated: true } : {}),
      ...(parameters.length ? { parameters } : {}),
      ...(requestBody ? { requestBody } : {}),
      responses,
      'x-console-role': op.role,
      ...(op.audit ? { 'x-audit-name': op.audit } : {}),
      ...(op.scope ? { 'x-scope': op.scope } : {}),
      ...(op.extension ? { 'x-extension': true } : {}),
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: opts.title, version: opts.version },
    servers: [{ url: opts.serverUrl }],
    paths,
  };
}
