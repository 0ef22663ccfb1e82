import {
  ConsoleError,
  buildOpenApiPaths,
  consoleRoutes,
  jsonSchemaOf,
  operations,
  type ConsoleRoute,
  type OpenApiParameter,
  type Operation,
} from '@ledger/contract';

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
    ...(route.audit ? { 'x-audit-name': route.audit } : {}),
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

/** The words the reference page writes around the contract's (English) summaries. */
const PAGE_TEXT = {
  en: {
    title: 'Ledger Console BFF API',
    heading: 'Ledger Console BFF API',
    intro:
      'Every <code>/api</code> and <code>/auth</code> request needs the header <code>x-csrf: 1</code> and (except sign-in) the session cookie. ' +
      'Errors are <code>{message, code, status, requestId, params?, upstreamStatus?, issues?}</code>: <code>message</code> in English, <code>code</code> stable. ' +
      'Machine-readable: <code>GET /api/openapi.json</code> (with <code>x-csrf: 1</code>).',
    console: "The console's own calls",
    consoleIntro:
      'Sign-in, session, preferences, audit log, uploads, review marks, materiality levels and sign-off, answered by the BFF itself.',
    platform: "The platform's calls",
    platformIntro:
      'The V1 operations, proxied under <code>/api/t/{tenantId}</code> for a tenant of the session.',
    columns: ['Method', 'Path', 'Summary', 'Least role', 'Audit name'],
    deprecated: 'deprecated',
    other: '<a href="?lang=sv" hreflang="sv" lang="sv">På svenska</a>',
  },
  sv: {
    title: 'Ledger Console BFF – API-referens',
    heading: 'API-referens för Ledger Console BFF',
    intro:
      'Alla anrop till <code>/api</code> och <code>/auth</code> ska ha headern <code>x-csrf: 1</code> och (utom inloggningen) sessionskakan. ' +
      'Ett fel besvaras med <code>{message, code, status, requestId, params?, upstreamStatus?, issues?}</code>: <code>message</code> på engelska, <code>code</code> stabil. ' +
      'Maskinläsbart: <code>GET /api/openapi.json</code> (med <code>x-csrf: 1</code>). Beskrivningarna kommer från kontraktet och står på engelska.',
    console: 'Konsolens egna anrop',
    consoleIntro:
      'Inloggning, session, inställningar, händelselogg, uppladdningar, granskningsmarkeringar, väsentlighetsnivåer och signering, som BFF:en svarar på själv.',
    platform: 'Plattformens anrop',
    platformIntro:
      'V1-plattformens operationer, som skickas vidare under <code>/api/t/{tenantId}</code> för en av den inloggades byråer.',
    columns: ['Metod', 'Sökväg', 'Beskrivning', 'Lägsta roll', 'Namn i händelseloggen'],
    deprecated: 'utfasad',
    other: '<a href="?lang=en" hreflang="en" lang="en">In English</a>',
  },
} as const;

export type PageLanguage = keyof typeof PAGE_TEXT;

/**
 * The reference page's language: `?lang=`, else the signed-in account's choice, else the
 * browser's `Accept-Language` (Swedish for `sv*` ranked above English), else English. Unknown
 * values are passed over without an error.
 */
export function pageLanguage(
  query: string | undefined,
  account: string | null | undefined,
  acceptLanguage: string | undefined,
): PageLanguage {
  for (const v of [query, account]) if (v === 'sv' || v === 'en') return v;
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, i) => {
      const [tag = '', ...rest] = part.trim().toLowerCase().split(';');
      const q = rest.map((r) => /^\s*q=([\d.]+)\s*$/.exec(r)?.[1]).find(Boolean);
      return { tag, q: q === undefined ? 1 : Number(q), i };
    })
    .filter((e) => e.q > 0 && /^(sv|en)(-|$)/.test(e.tag))
    .sort((a, b) => b.q - a.q || a.i - b.i);
  return ranked[0]?.tag.startsWith('sv') ? 'sv' : 'en';
}

/** A small static API reference (no script, fits the CSP), its own text in `lang`. */
export function referencePage(doc: ReturnType<typeof bffOpenApi>, lang: PageLanguage): string {
  const t = PAGE_TEXT[lang];
  const consoleRows: string[] = [];
  const platformRows: string[] = [];
  for (const [p, item] of Object.entries(
    doc.paths as Record<string, Record<string, Record<string, unknown>>>,
  )) {
    for (const [method, op] of Object.entries(item)) {
      const role = typeof op['x-console-role'] === 'string' ? op['x-console-role'] : '';
      const audit = typeof op['x-audit-name'] === 'string' ? op['x-audit-name'] : '';
      (p.startsWith('/api/t/') ? platformRows : consoleRows).push(
        `<tr><td><code>${method.toUpperCase()}</code></td><td><code>${esc(p)}</code></td><td lang="en">${esc(String(op.summary ?? ''))}${op.deprecated ? ` <em>(${t.deprecated})</em>` : ''}</td><td>${esc(role)}</td><td>${esc(audit)}</td></tr>`,
      );
    }
  }
  const table = (rows: string[]) =>
    `<table><thead><tr>${t.columns.map((c) => `<th>${c}</th>`).join('')}</tr></thead><tbody>
${rows.join('\n')}
</tbody></table>`;
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${t.title}</title>
<style>body{font:14px system-ui,sans-serif;margin:2rem}table{border-collapse:collapse}td,th{border-bottom:1px solid #ddd;padding:4px 8px;text-align:left;vertical-align:top}</style></head>
<body><p>${t.other}</p><h1>${t.heading}</h1>
<p>${t.intro}</p>
<h2>${t.console}</h2><p>${t.consoleIntro}</p>
${table(consoleRows)}
<h2>${t.platform}</h2><p>${t.platformIntro}</p>
${table(platformRows)}
</body></html>`;
}
