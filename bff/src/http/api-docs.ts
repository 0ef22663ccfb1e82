/** The BFF's own API described: `/api/openapi.json` and the reference page `/api-docs`. */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../types.js';
import { sessionCookieValue } from './http-policy.js';
import { bffOpenApi, pageLanguage, referencePage } from './openapi.js';
import { head, https, noStore } from './route-kit.js';

/** The document's path: open without a session (app.ts). */
export const OPENAPI_PATH = '/api/openapi.json';

export function apiDocsRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  const openapi = bffOpenApi();
  routes.get(OPENAPI_PATH, (c) => c.json(openapi));
  routes.get('/api-docs', async (c) => {
    const user = await deps.sessions.resolve(sessionCookieValue(https(deps, c), head(c)));
    const lang = pageLanguage(c.req.query('lang'), user?.language, c.req.header('accept-language'));
    c.header('content-language', lang);
    c.header('vary', 'Accept-Language, Cookie');
    noStore(c);
    return c.html(referencePage(openapi, lang));
  });
  return routes;
}
