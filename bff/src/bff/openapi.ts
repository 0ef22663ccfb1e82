import { buildOpenApi, operations } from '../contract/index.js';
import type { Operation } from '../contract/index.js';

const err = { $ref: '#/components/responses/Error' };

/** OpenAPI 3.1 for the BFF's own routes: the proxy (from the contract table), auth and audit. */
export function bffOpenApi() {
  const doc = buildOpenApi(operations as readonly Operation[], {
    title: 'Ledger Console BFF',
    version: '1.0.0',
    serverUrl: '/',
    pathFor: (op) => `/api/t/{tenantId}${op.path}`,
  }) as ReturnType<typeof buildOpenApi> & Record<string, unknown>;
  const tenantParam = {
    name: 'tenantId',
    in: 'path',
    required: true,
    schema: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]{1,62}$' },
    description: 'A tenant of the signed-in session',
  };
  const csrf = { name: 'x-csrf', in: 'header', required: true, schema: { const: '1' } };
  for (const item of Object.values(doc.paths)) {
    for (const op of Object.values(item) as {
      parameters?: unknown[];
      responses: Record<string, unknown>;
    }[]) {
      op.parameters = [tenantParam, csrf, ...(op.parameters ?? [])];
    }
  }
  const paths = doc.paths as Record<string, Record<string, unknown>>;
  paths['/api/audit'] = {
    get: {
      operationId: 'listAudit',
      summary: 'Audit log, newest first (admin)',
      parameters: [
        csrf,
        ...['tenant', 'user', 'operation', 'outcome', 'from', 'to', 'cursor', 'limit'].map(
          (name) => ({
            name,
            in: 'query',
            required: false,
            schema:
              name === 'limit' ? { type: 'integer', minimum: 1, maximum: 500 } : { type: 'string' },
          }),
        ),
      ],
      responses: { 200: { description: '{entries, nextCursor}' }, default: err },
    },
  };
  paths['/api/openapi.json'] = {
    get: {
      operationId: 'openApi',
      summary: 'This document',
      responses: { 200: { description: 'OpenAPI 3.1' } },
    },
  };
  const auth = {
    '/auth/login': {
      post: {
        operationId: 'login',
        summary: 'Sign in: {username, password} -> 204 + session cookie',
        parameters: [csrf],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['username', 'password'],
                additionalProperties: false,
                properties: { username: { type: 'string' }, password: { type: 'string' } },
              },
            },
          },
        },
        responses: {
          204: { description: 'Signed in' },
          429: { description: 'Too many failed sign-ins (Retry-After)' },
          default: err,
        },
      },
    },
    '/auth/logout': {
      post: {
        operationId: 'logout',
        summary: 'Sign out (revokes the session)',
        parameters: [csrf],
        responses: { 204: { description: 'Signed out' } },
      },
    },
    '/auth/session': {
      get: {
        operationId: 'session',
        summary: 'The signed-in user and tenants: {user:{username,role},tenants:[{id,name}]}',
        parameters: [csrf],
        responses: { 200: { description: 'Session' }, 401: { description: 'Not signed in' } },
      },
    },
  };
  Object.assign(paths, auth);
  doc.components = {
    securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'ledger_session' } },
    responses: {
      Error: {
        description: 'Error: {message, status, requestId, upstreamStatus?, issues?}',
        content: {
          'application/json': {
            schema: {
              type: 'object',
              required: ['message', 'status', 'requestId'],
              properties: {
                message: { type: 'string' },
                status: { type: 'integer' },
                requestId: { type: 'string' },
                upstreamStatus: { type: 'integer' },
                issues: {
                  type: 'array',
                  items: {
                    type: 'object',
                    properties: { path: { type: 'string' }, message: { type: 'string' } },
                  },
                },
              },
            },
          },
        },
      },
    },
  };
  doc.security = [{ session: [] }];
  return doc;
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
