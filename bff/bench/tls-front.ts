/**
 * A TLS front speaking HTTP/2 to the browser and HTTP/1.1 to the console behind it: what a
 * deployment's load balancer does (docs/OPERATIONS.md), for the Lighthouse bench. The certificate
 * is self-signed for 127.0.0.1, made with `openssl` in a temporary directory; the browser is told
 * to accept it (`--ignore-certificate-errors`). Only `openssl` is needed beyond Node.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** Headers of one hop that must not be passed on (RFC 9110 7.6.1, and HTTP/2's pseudo-headers). */
const HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'http2-settings',
  'te',
  'host',
]);

function passOn(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  const out: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!name.startsWith(':') && !HOP.has(name) && value !== undefined) out[name] = value;
  }
  return out;
}

/** Whether `openssl` can be run here (the front needs it for its certificate). */
export function canMakeCertificate(): boolean {
  try {
    execFileSync('openssl', ['version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

export interface TlsFront {
  url: string;
  stop: () => Promise<void>;
}

/** Starts the front on a free port of 127.0.0.1, passing every request on to `target`. */
export async function startTlsFront(target: string): Promise<TlsFront> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ledger-bench-tls-'));
  const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1'],
      ...['-keyout', key, '-out', cert],
      ...['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'],
    ],
    { stdio: 'ignore' },
  );
  const to = new URL(target);
  const server = http2.createSecureServer(
    { key: readFileSync(key), cert: readFileSync(cert), allowHTTP1: true },
    (req, res) => {
      const upstream = http.request(
        {
          host: to.hostname,
          port: to.port,
          method: req.method,
          path: req.url,
          headers: {
            ...passOn(req.headers),
            host: to.host,
            'x-forwarded-proto': 'https',
            'x-forwarded-for': req.socket.remoteAddress ?? '127.0.0.1',
          },
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, passOn(answer.headers));
          answer.pipe(res);
        },
      );
      upstream.on('error', () => {
        if (!res.headersSent) res.writeHead(502);
        res.end();
      });
      // A browser closed between runs leaves its streams: they end here, not in the bench.
      req.on('error', () => upstream.destroy());
      res.on('error', () => upstream.destroy());
      req.pipe(upstream);
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${port}`,
    stop: async () => {
      // The browser's sessions are gone by then; close() waits for any that a crash left open.
      await Promise.race([
        new Promise<void>((resolve) => server.close(() => resolve())),
        new Promise<void>((resolve) => setTimeout(resolve, 2000).unref()),
      ]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
