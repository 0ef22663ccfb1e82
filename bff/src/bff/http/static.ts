import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import type { AppEnv } from '../types.js';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

const NOT_BUILT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Ledger Console</title></head>
<body><h1>Ledger Console</h1><p>The web app is not built (web/dist is missing). The API is up:
see <a href="/api-docs">/api-docs</a>. Build the web with <code>pnpm --filter web build</code>.</p></body></html>`;

async function fileAt(root: string, rel: string) {
  const full = path.resolve(root, '.' + rel);
  if (full !== root && !full.startsWith(root + path.sep)) return undefined;
  try {
    const s = await stat(full);
    return s.isFile() ? { full, size: s.size, mtime: s.mtime } : undefined;
  } catch {
    return undefined;
  }
}

function send(c: Context<AppEnv>, f: { full: string; size: number; mtime: Date }, cache: string) {
  const headers = new Headers({
    'content-type': TYPES[path.extname(f.full).toLowerCase()] ?? 'application/octet-stream',
    'content-length': String(f.size),
    'cache-control': cache,
    'last-modified': f.mtime.toUTCString(),
  });
  if (c.req.method === 'HEAD') return new Response(null, { status: 200, headers });
  return new Response(Readable.toWeb(createReadStream(f.full)) as ReadableStream, {
    status: 200,
    headers,
  });
}

/** web/dist with SPA fallback: hashed `/assets/*` immutable for a year, index.html never cached. */
export function staticHandler(webDist: string) {
  const root = path.resolve(webDist);
  return async (c: Context<AppEnv>) => {
    const p = c.req.path;
    let decoded: string;
    try {
      decoded = decodeURIComponent(p);
    } catch {
      return c.json({ message: 'not found', status: 404, requestId: c.get('requestId') }, 404);
    }
    if (decoded !== '/' && !decoded.includes('\0')) {
      const f = await fileAt(root, decoded);
      if (f) {
        const immutable = decoded.startsWith('/assets/');
        return send(
          c,
          f,
          immutable
            ? 'public, max-age=31536000, immutable'
            : decoded.endsWith('.html')
              ? 'no-cache'
              : 'public, max-age=3600',
        );
      }
      // A missing asset is a 404, not the app page.
      if (decoded.startsWith('/assets/') || path.extname(decoded))
        return c.json({ message: 'not found', status: 404, requestId: c.get('requestId') }, 404);
    }
    const index = await fileAt(root, '/index.html');
    if (!index) {
      c.header('cache-control', 'no-cache');
      return c.html(NOT_BUILT, 200);
    }
    return send(c, index, 'no-cache');
  };
}
