import {
  ConsoleError,
  buildOpenApiPaths,
  consoleRoutes,
  jsonSchemaOf,
  operations,
  type ConsoleRoute,
  type OpenApiParameter,
  type Operation,
} from '../../contract/index.js';

const errorRef = { $ref: '#/components/responses/Error' };
const csrf: OpenApiParameter = {
  name: 'x-csrf',
  in: 'header',
  required: true,
  schema: { const: '1' },
  description: 'Every /api and /auth request carries it (CSRF)',
};

/** A console route (sign-in, session, audit) as an OpenAPI operation, from the contract. */
function consoleOperation(route: ConsoleRoute) {
  const parameters: unknown[] = [csrf];
  for (const [name, schema] of Object.entries(route.query?.shape ?? {})) {
    parameters.push({ name, in: 'query', required: false, schema: jsonSchemaOf(schema, 'input') });
  }
  return {
    operationId: route.id,
    summary: route.summary,
    parameters,
    ...(route.public ? { security: [] } : {}),
    ...(route.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchemaOf(route.body, 'input') } },
          },
        }
      : {}),
    responses: {
      [route.status]: route.response
        ? {
            description: 'Success',
            content: { 'application/json': { schema: jsonSchemaOf(route.response) } },
          }
        : { description: 'No content' },
      default: errorRef,
    },
    ...(route.role ? { 'x-console-role': route.role } : {}),
  };
}

/** OpenAPI 3.1 for the BFF's own routes: the proxy (from the contract table), auth and audit. */
export function bffOpenApi() {
  const paths: Record<string, Record<string, unknown>> = buildOpenApiPaths(
    operations as readonly Operation[],
    {
      title: 'Ledger Console BFF',
      version: '1.0.0',
      serverUrl: '/',
      pathFor: (op) => `/api/t/{tenantId}${op.path}`,
      commonParameters: [
        {
          name: 'tenantId',
          in: 'path',
          required: true,
          schema: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]{1,62}$' },
          description: 'A tenant of the signed-in session',
        },
        csrf,
      ],
      errorResponse: errorRef,
    },
  );
  for (const route of consoleRoutes) {
    (paths[route.path] ??= {})[route.method.toLowerCase()] = consoleOperation(route);
  }
  paths['/api/openapi.json'] = {
    get: {
      operationId: 'openApi',
      summary: 'This document',
      parameters: [csrf],
      responses: { 200: { description: 'OpenAPI 3.1' } },
    },
  };
  return {
    openapi: '3.1.0',
    info: { title: 'Ledger Console BFF', version: '1.0.0' },
    servers: [{ url: '/' }],
    security: [{ session: [] }],
    paths,
    components: {
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'ledger_session' } },
      responses: {
        Error: {
          description:
            'Error: {message, code, status, requestId, params?, upstreamStatus?, issues?}',
          content: { 'application/json': { schema: jsonSchemaOf(ConsoleError) } },
        },
      },
    },
  };
}

const esc = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );

/** A small static API reference (no script, fits the CSP). */
export function referencePage(doc: ReturnType<typeof bffOpenApi>): string {
  const rows: string[] = [];
  for (const [p, item] of Object.entries(
    doc.paths as Record<string, Record<string, Record<string, unknown>>>,
  )) {
    for (const [method, op] of Object.entries(item)) {
      const role = typeof op['x-console-role'] === 'string' ? op['x-console-role'] : '';
      const audit = typeof op['x-audit-name'] === 'string' ? op['x-audit-name'] : '';
      rows.push(
        `<tr><td><code>${method.toUpperCase()}</code></td><td><code>${esc(p)}</code></td><td>${esc(String(op.summary ?? ''))}${op.deprecated ? ' <em>(deprecated)</em>' : ''}</td><td>${esc(role)}</td><td>${esc(audit)}</td></tr>`,
      );
    }
  }
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Ledger Console BFF API</title>
<style>body{font:14px system-ui,sans-serif;margin:2rem}table{border-collapse:collapse}td,th{border-bottom:1px solid #ddd;padding:4px 8px;text-align:left;vertical-align:top}</style></head>
<body><h1>Ledger Console BFF API</h1>
<p>Every <code>/api</code> and <code>/auth</code> request needs the header <code>x-csrf: 1</code> and (except sign-in) the session cookie.
Errors are <code>{message, status, requestId, upstreamStatus?, issues?}</code>. Machine-readable: <code>GET /api/openapi.json</code> (with <code>x-csrf: 1</code>).</p>
<table><thead><tr><th>Method</th><th>Path</th><th>Summary</th><th>Least role</th><th>Audit name</th></tr></thead><tbody>
${rows.join('\n')}
</tbody></table></body></html>`;
}
