import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context } from 'hono';
import type { AppEnv } from '../types.js';
import { notFound } from './errors.js';

const NOT_BUILT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Ledger Console</title></head>
<body><h1>Ledger Console</h1><p>The web app is not built (web/dist is missing). The API is up:
see <a href="/api-docs">/api-docs</a>. Build the web with <code>pnpm --filter web build</code>.</p></body></html>`;

/**
 * Hashed `/assets/*` immutable for a year, HTML never cached, anything else for an hour. Set on
 * the answer: serveStatic calls its onFound only once the answer is built.
 */
function withCacheControl(res: Response, requestPath: string): Response {
  res.headers.set(
    'cache-control',
    requestPath.startsWith('/assets/')
      ? 'public, max-age=31536000, immutable'
      : res.headers.get('content-type')?.startsWith('text/html')
        ? 'no-cache'
        : 'public, max-age=3600',
  );
  return res;
}

/** web/dist (WEB_DIST) through @hono/node-server's serveStatic, with the SPA fallback to index.html. */
export function staticHandler(webDist: string) {
  const root = path.resolve(webDist);
  // The root goes in through the paths, not `root`: serveStatic logs to stderr at start-up when
  // its root is missing, and an unbuilt web is normal here (the NOT_BUILT page says so).
  // `precompressed`: the build writes `X.br` and `X.gz` next to each script, style sheet and
  // page (web/vite.config.ts); one the browser accepts is sent as it is (with Content-Encoding,
  // which the BFF's compression leaves alone) instead of compressing the file on every request.
  const serveFile = serveStatic<AppEnv>({
    rewriteRequestPath: (p) => path.join(root, p),
    precompressed: true,
  });
  const serveIndex = serveStatic<AppEnv>({
    path: path.join(root, 'index.html'),
    precompressed: true,
  });

  return async (c: Context<AppEnv>) => {
    // Hidden files and folders are not the web's: e.g. `.vite/manifest.json`, which the build
    // writes for the web bench and which maps the source layout.
    if (/\/(\.|%2e)/i.test(c.req.path)) throw notFound();
    const found = await serveFile(c, noNext);
    if (found) return withCacheControl(found, c.req.path);
    // Hand-written: the middleware only serves files, the SPA fallback decides what is a page.
    let decoded: string;
    try {
      decoded = decodeURIComponent(c.req.path);
    } catch {
      throw notFound();
    }
    // A missing asset is a 404, not the app page.
    if (decoded.startsWith('/assets/') || path.extname(decoded)) throw notFound();
    const page = await serveIndex(c, noNext);
    if (page) return withCacheControl(page, '/index.html');
    c.header('cache-control', 'no-cache');
    return c.html(NOT_BUILT, 200);
  };
}

const noNext = async () => undefined;
