import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach } from 'vitest';

export interface SeenRequest {
  method: string;
  /** Path and query as the browser sent them. */
  url: string;
}

export type Handler = (
  req: IncomingMessage,
  body: Buffer,
) => { status: number; body?: unknown; headers?: Record<string, string> } | undefined;

/**
 * A stand-in BFF on 127.0.0.1 (port 0) for jsdom screen tests that send requests: answers what
 * `handle` returns (404 `{message}` otherwise) and records every request (CORS preflights are
 * answered, not recorded: to jsdom the page is on another origin).
 */
export async function startFakeBff(handle: Handler) {
  const seen: SeenRequest[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const cors = {
        'access-control-allow-origin': req.headers.origin ?? '*',
        'access-control-allow-headers': req.headers['access-control-request-headers'] ?? '*',
        'access-control-allow-methods': 'GET, POST, PUT, DELETE',
      };
      if (req.method === 'OPTIONS') {
        res.writeHead(204, cors);
        res.end();
        return;
      }
      seen.push({ method: req.method ?? '', url: req.url ?? '' });
      const answer = handle(req, Buffer.concat(chunks)) ?? {
        status: 404,
        body: { message: 'Not found', status: 404, requestId: 'test' },
      };
      res.writeHead(answer.status, {
        ...cors,
        ...answer.headers,
        // The answer's own headers are readable by the page (to jsdom, another origin).
        'access-control-expose-headers': Object.keys(answer.headers ?? {}).join(', '),
        'content-type': 'application/json',
      });
      res.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  // The console's same-origin paths reach it: jsdom's XMLHttpRequest resolves them against the
  // document's base URL (a <base>), Node's fetch needs them absolute.
  const base = document.createElement('base');
  base.href = `${origin}/`;
  document.head.append(base);
  const fetchBefore = globalThis.fetch;
  globalThis.fetch = (input, init) =>
    fetchBefore(typeof input === 'string' ? new URL(input, origin) : input, init);

  return {
    origin,
    seen,
    async close() {
      globalThis.fetch = fetchBefore;
      base.remove();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeBff = Awaited<ReturnType<typeof startFakeBff>>;

/**
 * For a describe block: the function it returns starts a stand-in BFF (as `startFakeBff`) that is
 * closed after each test.
 */
export function fakeBffPerTest(): (handle: Handler) => Promise<FakeBff> {
  let bff: FakeBff | undefined;
  afterEach(async () => {
    await bff?.close();
    bff = undefined;
  });
  return async (handle) => (bff = await startFakeBff(handle));
}
