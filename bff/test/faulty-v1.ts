/**
 * A V1 stand-in that misbehaves on demand, for the fault tests and the faults bench: per route
 * (`GET /companies`, `POST /token`, ...) it can be slow, hold its answer, trickle, flood, reset,
 * stall, answer HTML or 503, and it can hand out tokens it then refuses. It counts what reaches
 * it and knows which requests are still open. A fault can be for one tenant's requests only
 * (`x-tenant-id`), so that tests of different tenants can run at the same time.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

export type Fault =
  /** Answers after `ms` (whatever it answers: a 401 too). */
  | { kind: 'slow'; ms: number }
  /** Answers only when released (`release()`), or never. */
  | { kind: 'hold' }
  /**
   * A JSON body of `bytes`, one small piece every `everyMs` (length announced when `announce`),
   * after `lead` bytes of whitespace (pieces with nothing but whitespace first).
   */
  | { kind: 'trickle'; bytes: number; everyMs: number; announce?: boolean; lead?: number }
  /** A body of `bytes` without a length, as fast as the connection takes it. */
  | { kind: 'huge'; bytes: number }
  /** Half a body without a length, then the connection is reset. */
  | { kind: 'reset' }
  /** Half a body without a length, then nothing. */
  | { kind: 'stall' }
  /**
   * 200 with an HTML page (a proxy's or load balancer's), labelled `type` (default text/html);
   * `streamed`: 100 KB without a length, a piece of whitespace first, then the page.
   */
  | { kind: 'html'; type?: string; streamed?: boolean }
  /** 503, with Retry-After when given. */
  | { kind: '503'; retryAfter?: string }
  /** 200 with `body` as JSON: an answer of another shape than V1.md's. */
  | { kind: 'shape'; body: unknown };

export interface Seen {
  route: string;
  /** Its `x-tenant-id`. */
  tenant: string;
  at: number;
  /** When the request's connection closed or its answer ended. */
  closedAt?: number;
  /** Whether V1 finished its answer (false: the caller went away first). */
  answered: boolean;
}

const TENANT_DATA: Record<string, unknown> = {
  'GET /companies': [
    {
      durableKey: 'c232ab00-9414-41ec-b3c8-9e6bdeced846',
      organizationNumber: '556677-8899',
      name: 'Stand-in AB',
      defaultAccountPlan: 'BAS2024',
    },
  ],
  'GET /users': [
    {
      id: 'u-1',
      username: 'anna',
      firstName: 'Anna',
      lastName: 'Lind',
      email: 'anna@example.test',
    },
  ],
  'GET /groups': [{ id: 'g-1', name: 'Revisorer' }],
  'POST /groups': { id: 'g-2', name: 'Ny grupp' },
};

export class FaultyV1 {
  url = '';
  /**
   * Faults by route (`METHOD /path` without `/v1` and query), or by route and tenant
   * (`METHOD /path @tenant`, before the route's own); no entry: a prompt answer.
   */
  readonly faults = new Map<string, Fault>();
  /** Every token handed out is refused (401) on every call. */
  refuseTokens = false;
  /** Every request that reached it, in order. */
  readonly seen: Seen[] = [];
  /** The tokens handed out, with the tenant each was for. */
  private readonly tokens = new Map<string, string>();
  private held: (() => void)[] = [];
  private server: Server | undefined;

  async start(): Promise<this> {
    this.server = createServer((req, res) => this.handle(req, res));
    this.server.keepAliveTimeout = 60_000;
    await new Promise<void>((r) => this.server!.listen(0, '127.0.0.1', r));
    this.url = `http://127.0.0.1:${(this.server.address() as { port: number }).port}/v1`;
    return this;
  }

  close() {
    this.release();
    this.server?.closeAllConnections();
    return new Promise<void>((r) => this.server!.close(() => r()));
  }

  /** Answers every held request now. */
  release() {
    const held = this.held;
    this.held = [];
    for (const answer of held) answer();
  }

  private fault(route: string, req: IncomingMessage): Fault | undefined {
    return (
      this.faults.get(`${route} @${String(req.headers['x-tenant-id'])}`) ?? this.faults.get(route)
    );
  }

  count(route: string, tenant?: string): number {
    return this.seen.filter((s) => s.route === route && (!tenant || s.tenant === tenant)).length;
  }

  /** Requests of `route` (of `tenant`) still open (neither answered nor closed by the caller). */
  open(route?: string, tenant?: string): number {
    return this.seen.filter(
      (s) =>
        (!route || s.route === route) &&
        (!tenant || s.tenant === tenant) &&
        s.closedAt === undefined,
    ).length;
  }

  /** No faults, nothing seen; the tokens handed out stay good. */
  reset() {
    this.faults.clear();
    this.refuseTokens = false;
    this.seen.length = 0;
    this.release();
  }

  private handle(req: IncomingMessage, res: ServerResponse) {
    const route = `${req.method} ${new URL(req.url!, 'http://x').pathname.replace(/^\/v1/, '')}`;
    const seen: Seen = {
      route,
      tenant: String(req.headers['x-tenant-id']),
      at: Date.now(),
      answered: false,
    };
    this.seen.push(seen);
    res.on('close', () => {
      seen.closedAt ??= Date.now();
      seen.answered = res.writableFinished;
    });
    req.resume();
    req.on('end', () => {
      const fault = this.fault(route, req);
      if (fault?.kind !== 'slow') return this.answer(route, req, res);
      const t = setTimeout(() => this.answer(route, req, res, true), fault.ms);
      res.on('close', () => clearTimeout(t));
    });
  }

  /** Every token handed out (for `tenant`) stops working, and nobody is told. */
  expireTokens(tenant?: string) {
    for (const [token, of] of this.tokens) if (!tenant || of === tenant) this.tokens.delete(token);
  }

  private answer(route: string, req: IncomingMessage, res: ServerResponse, delayed = false) {
    let body: unknown;
    if (route === 'POST /token') {
      const token = randomUUID();
      this.tokens.set(token, String(req.headers['x-tenant-id']));
      body = { access_token: token, expires_in: 3600 };
    } else if (route === 'GET /openapi.json') body = { openapi: '3.1.0', paths: {} };
    else {
      const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      if (!bearer || !this.tokens.has(bearer) || this.refuseTokens)
        return send(res, 401, 'application/json', JSON.stringify({ message: 'invalid token' }));
      body = TENANT_DATA[route] ?? {};
    }
    const json = JSON.stringify(body);
    const fault = this.fault(route, req);
    if (!fault || delayed) return send(res, 200, 'application/json', json);
    switch (fault.kind) {
      case 'slow': // answered by handle() after the delay
        return;
      case 'hold':
        this.held.push(() => send(res, 200, 'application/json', json));
        return;
      case 'trickle':
        return trickle(
          res,
          Buffer.concat([Buffer.from(' '.repeat(fault.lead ?? 0)), padded(json, fault.bytes)]),
          fault.everyMs,
          fault.announce ?? false,
        );
      case 'huge':
        return flood(res, fault.bytes);
      case 'reset':
      case 'stall': {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write(json.slice(0, Math.ceil(json.length / 2)));
        if (fault.kind === 'reset') setTimeout(() => res.socket?.resetAndDestroy(), 20);
        return;
      }
      case 'html': {
        const page = '<!DOCTYPE html><html><body>Bad gateway</body></html>';
        const type = fault.type ?? 'text/html';
        if (!fault.streamed) return send(res, 200, type, page);
        res.writeHead(200, { 'content-type': type });
        res.write('\n  ');
        const t = setTimeout(() => res.end(page + ' '.repeat(100_000)), 30);
        res.on('close', () => clearTimeout(t));
        return;
      }
      case 'shape':
        return send(res, 200, 'application/json', JSON.stringify(fault.body));
      case '503':
        return send(
          res,
          503,
          'application/json',
          JSON.stringify({ message: 'down for maintenance' }),
          fault.retryAfter ? { 'retry-after': fault.retryAfter } : {},
        );
    }
  }
}

function send(
  res: ServerResponse,
  status: number,
  type: string,
  body: string,
  headers: Record<string, string> = {},
) {
  if (res.destroyed) return;
  res.writeHead(status, {
    'content-type': type,
    'content-length': Buffer.byteLength(body),
    ...headers,
  });
  res.end(body);
}

/** `json` padded with spaces to `bytes` (still the same JSON). */
function padded(json: string, bytes: number): Buffer {
  return Buffer.from(json + ' '.repeat(Math.max(0, bytes - json.length)));
}

function trickle(res: ServerResponse, body: Buffer, everyMs: number, announce: boolean) {
  res.writeHead(200, {
    'content-type': 'application/json',
    ...(announce ? { 'content-length': body.length } : {}),
  });
  const piece = Math.max(1, Math.ceil(body.length / 100));
  let at = 0;
  const t = setInterval(() => {
    if (res.destroyed) return clearInterval(t);
    res.write(body.subarray(at, at + piece));
    at += piece;
    if (at >= body.length) {
      clearInterval(t);
      res.end();
    }
  }, everyMs);
  res.on('close', () => clearInterval(t));
}

/** `[` then `bytes` of numbers, then `]`: valid JSON of any size, written with backpressure. */
function flood(res: ServerResponse, bytes: number) {
  res.writeHead(200, { 'content-type': 'application/json' });
  const chunk = Buffer.from('0,'.repeat(32 * 1024));
  let sent = 0;
  res.write('[');
  const more = () => {
    while (sent < bytes) {
      sent += chunk.length;
      if (!res.write(chunk)) return void res.once('drain', more);
    }
    res.end('0]');
  };
  res.on('close', () => res.off('drain', more));
  more();
}
