import { z } from 'zod';
import type { Operation } from './operations.js';
import { ErrorResponse } from './primitives.js';

export interface OpenApiOptions {
  title: string;
  version: string;
  serverUrl: string;
  /** The document's path of an operation (the BFF puts `/api/t/{tenantId}` before V1's). */
  pathFor?: (op: Operation) => string;
  /** Parameters every operation also takes (V1's optional `tenantId` query, the BFF's tenant). */
  commonParameters?: readonly OpenApiParameter[];
  /** The error answer (a `$ref` or an inline response). */
  errorResponse?: unknown;
}

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: unknown;
  description?: string;
}

export const jsonSchemaOf = (schema: z.ZodType, io: 'input' | 'output' = 'output') => {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return rest;
};

const json = (schema: z.ZodType, io: 'input' | 'output') => ({
  'application/json': { schema: jsonSchemaOf(schema, io) },
});

/** The template of a path with its parameter names blanked: `/groups/{}` for two V1 paths. */
const templateOf = (path: string) => path.replace(/\{\w+\}/g, '{}');

/**
 * OpenAPI 3.1 paths generated from an operation table. V1 has two operations on one template
 * with different parameter names (`GET /groups/{name}`, `DELETE /groups/{groupId}`); OpenAPI
 * allows one path item per template, so the later one joins the first one's item under its
 * parameter name and says V1's own name in the description.
 */
export function buildOpenApiPaths(ops: readonly Operation[], opts: OpenApiOptions) {
  const paths: Record<string, Record<string, unknown>> = {};
  const itemByTemplate = new Map<string, string>();
  for (const op of ops) {
    const ownPath = opts.pathFor ? opts.pathFor(op) : op.path;
    const path = itemByTemplate.get(templateOf(ownPath)) ?? ownPath;
    itemByTemplate.set(templateOf(ownPath), path);
    const docNames = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
    const ownNames = [...ownPath.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
    const parameters: unknown[] = [...(opts.commonParameters ?? [])].filter(
      (p) => p.in !== 'path' || docNames.includes(p.name),
    );
    const paramShape = (op.params?.shape ?? {}) as Record<string, z.ZodType>;
    ownNames.forEach((own, i) => {
      const name = docNames[i]!;
      const schema = paramShape[own];
      if (!schema || parameters.some((p) => (p as OpenApiParameter).name === name)) return;
      parameters.push({
        name,
        in: 'path',
        required: true,
        schema: jsonSchemaOf(schema, 'input'),
        ...(name !== own ? { description: `V1.md names this parameter \`${own}\`` } : {}),
      });
    });
    if (op.query instanceof z.ZodObject) {
      for (const [name, schema] of Object.entries(op.query.shape as Record<string, z.ZodType>)) {
        parameters.push({
          name,
          in: 'query',
          required: !schema.safeParse(undefined).success,
          schema: jsonSchemaOf(schema, 'input'),
        });
      }
    }
    const responses: Record<string, unknown> = {
      [op.status]: op.response
        ? {
            description: 'Success',
            ...(op.responseHeaders
              ? {
                  headers: Object.fromEntries(
                    Object.entries(op.responseHeaders).map(([name, description]) => [
                      name,
                      { description, schema: { type: 'integer', minimum: 0 } },
                    ]),
                  ),
                }
              : {}),
            content: json(op.response, 'output'),
          }
        : { description: 'No content' },
      default: opts.errorResponse ?? {
        description: 'Error',
        content: json(ErrorResponse, 'output'),
      },
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
          ? { required: true, content: json(op.body, 'input') }
          : undefined;
    (paths[path] ??= {})[op.method.toLowerCase()] = {
      operationId: op.id,
      summary: op.summary,
      ...(op.operationName ? { 'x-operation-name': op.operationName } : {}),
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
  return paths;
}
