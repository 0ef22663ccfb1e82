/**
 * The bulk runner against a real HTTP server on 127.0.0.1 standing in for the BFF: the items
 * call it with the console's own `request()`, the run is opened and reported through the
 * runner's real BFF calls (`/api/bulk-runs`).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { request } from '../data/api.js';
import { BulkRunner } from './runner.js';
import type { BulkItem } from './types.js';

/** How the stand-in answers the n-th call (0-based) of an item: status, headers, body. */
type Script = (n: number) => { status: number; headers?: Record<string, string>; body?: unknown };

interface Server {
  origin: string;
  /** Calls per item key, in the order they arrived. */
  calls: Map<string, number>;
  /** The x-bulk-run header of every item call. */
  runHeaders: string[];
  maxInFlight: number;
  reports: Record<string, unknown>[];
  opened: Record<string, unknown>[];
  scripts: Map<string, Script>;
  /** Answer the run's opening with 403 forbidden_role. */
  refuseOpen: boolean;
  close(): Promise<void>;
}

const ok: Script = () => ({ status: 204 });

async function startServer(holdMs = 15): Promise<Server> {
  let inFlight = 0;
  const s: Omit<Server, 'origin' | 'close'> = {
    calls: new Map(),
    runHeaders: [],
    maxInFlight: 0,
    reports: [],
    opened: [],
    scripts: new Map(),
    refuseOpen: false,
  };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = chunks.length ? (JSON.parse(Buffer.concat(chunks).toString()) as object) : {};
      const send = (status: number, json?: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'content-type': 'application/json', ...headers });
        res.end(json === undefined ? '' : JSON.stringify(json));
      };
      if (req.url === '/api/bulk-runs' && req.method === 'POST') {
        if (s.refuseOpen) return send(403, { code: 'forbidden_role', message: 'no' });
        s.opened.push(body as Record<string, unknown>);
        return send(201, { id: `run${s.opened.length}` });
      }
      if (req.url === '/api/bulk-runs' && req.method === 'PUT') {
        s.reports.push(body as Record<string, unknown>);
        return send(200, body);
      }
      const key = decodeURIComponent(req.url!.replace('/item/', ''));
      const n = s.calls.get(key) ?? 0;
      s.calls.set(key, n + 1);
      s.runHeaders.push(String(req.headers['x-bulk-run']));
      inFlight++;
      s.maxInFlight = Math.max(s.maxInFlight, inFlight);
      setTimeout(() => {
        inFlight--;
        const answer = (s.scripts.get(key) ?? ok)(n);
        send(answer.status, answer.body, answer.headers);
      }, holdMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(s, {
    origin,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

/** Items that PUT `/item/<key>` through the console's request(), with the run's headers. */
const items = (keys: string[]): BulkItem[] =>
  keys.map((key) => ({
    key,
    label: `Item ${key}`,
    run: async (ctx) => {
      await request(`/item/${encodeURIComponent(key)}`, {
        method: 'PUT',
        signal: ctx.signal,
        headers: ctx.headers,
      });
      return key.startsWith('skip') ? { status: 'skipped', reason: 'has it' } : { status: 'done' };
    },
  }));

const keys = (n: number, prefix = 'k') => Array.from({ length: n }, (_, i) => `${prefix}${i}`);

let server: Server;
let fetchBefore: typeof fetch;
beforeEach(async () => {
  server = await startServer();
  fetchBefore = globalThis.fetch;
  // The console's same-origin paths reach the stand-in (Node's fetch needs them absolute).
  globalThis.fetch = (input, init) =>
    fetchBefore(typeof input === 'string' ? new URL(input, server.origin) : input, init);
});
afterEach(async () => {
  globalThis.fetch = fetchBefore;
  await server.close();
});

const fast = { notifyEveryMs: 0, backoffMs: () => 5 };

describe('BulkRunner', () => {
  it('sends every item at most 4 at a time, names the run on each call and ends it', async () => {
    const runner = new BulkRunner(
      'nordrevision',
      'grantAccess',
      items([...keys(18), 'skip1', 'skip2']),
      fast,
    );
    const end = await runner.start();
    expect(end.phase).toBe('finished');
    expect(end.counts).toMatchObject({ total: 20, done: 18, skipped: 2, failed: 0, pending: 0 });
    expect(end.results[18]).toEqual({ status: 'skipped', reason: 'has it' });
    expect(server.maxInFlight).toBe(4);
    expect(server.opened).toEqual([{ tenant: 'nordrevision', action: 'grantAccess', total: 20 }]);
    expect(new Set(server.runHeaders)).toEqual(new Set(['run1']));
    expect([...server.calls.values()].every((n) => n === 1)).toBe(true);
    // The BFF counts what the calls did; the runner tells it the end and what it skipped.
    expect(server.reports).toEqual([{ id: 'run1', status: 'finished', skipped: 2 }]);
  });

  it('waits out 429 and 503 and sends the item again, a bounded number of times', async () => {
    server.scripts.set('busy', (n) =>
      n < 2
        ? { status: 429, headers: { 'retry-after': '0' }, body: { code: 'upstream_rejected' } }
        : { status: 204 },
    );
    server.scripts.set('down', (n) =>
      n < 1 ? { status: 503, body: { code: 'upstream_unavailable' } } : { status: 204 },
    );
    server.scripts.set('always', () => ({
      status: 503,
      headers: { 'retry-after': '0' },
      body: { code: 'upstream_unavailable', message: 'V1 answered 503', upstreamStatus: 503 },
    }));
    const runner = new BulkRunner(
      'nordrevision',
      'grantAccess',
      items(['busy', 'down', 'always', 'a']),
      {
        ...fast,
        maxRetries: 2,
      },
    );
    const end = await runner.start();
    expect(end.results.map((r) => r.status)).toEqual(['done', 'done', 'failed', 'done']);
    expect(server.calls.get('busy')).toBe(3);
    expect(server.calls.get('down')).toBe(2);
    expect(server.calls.get('always')).toBe(3);
    const failed = end.results[2]!;
    expect(failed.status === 'failed' && failed.reason).toMatch(/platform/i);
    expect(end.counts).toMatchObject({ done: 3, failed: 1 });
  });

  it('stops at a 401 with its place kept, and continues without sending anything twice', async () => {
    let signedIn = true;
    for (const k of keys(12))
      server.scripts.set(k, () =>
        signedIn ? { status: 204 } : { status: 401, body: { code: 'not_signed_in' } },
      );
    server.scripts.set('k5', (n) => {
      signedIn = n > 0; // the session ends at k5's first call
      return signedIn ? { status: 204 } : { status: 401, body: { code: 'not_signed_in' } };
    });
    const runner = new BulkRunner('nordrevision', 'grantAccess', items(keys(12)), fast);
    const stopped = await runner.start();
    expect(stopped.phase).toBe('stopped');
    expect(stopped.counts.pending).toBeGreaterThan(0);
    expect(stopped.results[5]).toEqual({ status: 'pending' });
    const doneBefore = stopped.results.flatMap((r, i) => (r.status === 'done' ? [`k${i}`] : []));
    expect(doneBefore.length).toBeGreaterThan(0);

    signedIn = true; // signed in again
    const end = await runner.continue();
    expect(end.phase).toBe('finished');
    expect(end.counts).toMatchObject({ done: 12, pending: 0 });
    // Items done before the stop were not sent again; only refused calls were repeated.
    for (const k of doneBefore) expect(server.calls.get(k)).toBe(1);
    // The BFF run was not ended by the stop: the rest went in it.
    expect(server.opened).toHaveLength(1);
    expect(new Set(server.runHeaders)).toEqual(new Set(['run1']));
    expect(server.reports).toEqual([{ id: 'run1', status: 'finished', skipped: 0 }]);
  });

  it('cancel sends nothing more; the calls in flight finish', async () => {
    const runner = new BulkRunner('nordrevision', 'revokeAccess', items(keys(40)), fast);
    const unsubscribe = runner.subscribe(() => {
      if (runner.getSnapshot().counts.done >= 2) runner.cancel();
    });
    const end = await runner.start();
    unsubscribe();
    expect(end.phase).toBe('cancelled');
    expect(end.counts.running).toBe(0);
    expect(end.counts.done).toBeLessThanOrEqual(2 + 4);
    expect(end.counts.pending).toBe(40 - end.counts.done);
    expect([...server.calls.values()].reduce((a, b) => a + b, 0)).toBe(end.counts.done);
    expect(server.reports).toEqual([{ id: 'run1', status: 'cancelled', skipped: 0 }]);

    // The cancelled BFF run takes no more calls: continuing opens one for what is left.
    const left = end.counts.pending;
    const continued = await runner.continue();
    expect(continued.phase).toBe('finished');
    expect(continued.counts).toMatchObject({ done: 40, pending: 0 });
    expect(server.opened).toEqual([
      { tenant: 'nordrevision', action: 'revokeAccess', total: 40 },
      { tenant: 'nordrevision', action: 'revokeAccess', total: left },
    ]);
    expect(server.runHeaders.filter((h) => h === 'run2')).toHaveLength(left);
    expect(server.reports.at(-1)).toEqual({ id: 'run2', status: 'finished', skipped: 0 });
  });

  it('retries only the failed items, in a new BFF run of just those', async () => {
    let fixed = false;
    server.scripts.set('x', () =>
      fixed
        ? { status: 204 }
        : {
            status: 409,
            body: { code: 'upstream_conflict', message: 'conflict', upstreamStatus: 409 },
          },
    );
    const runner = new BulkRunner('nordrevision', 'addGroupMembers', items(['a', 'x', 'b']), fast);
    const first = await runner.start();
    expect(first.results.map((r) => r.status)).toEqual(['done', 'failed', 'done']);
    fixed = true;
    const second = await runner.retryFailed();
    expect(second.phase).toBe('finished');
    expect(second.counts).toMatchObject({ done: 3, failed: 0 });
    expect(Object.fromEntries(server.calls)).toEqual({ a: 1, x: 2, b: 1 });
    expect(server.opened.map((o) => o.total)).toEqual([3, 1]);
    expect(server.runHeaders).toEqual(expect.arrayContaining(['run1', 'run2']));
    expect(server.runHeaders.filter((h) => h === 'run2')).toHaveLength(1);
    expect(server.reports).toEqual([
      { id: 'run1', status: 'finished', skipped: 0 },
      { id: 'run2', status: 'finished', skipped: 0 },
    ]);
  });

  it('a call the BFF run no longer takes fails with the reason; a retry opens a new run', async () => {
    let closed = true;
    server.scripts.set('late', () =>
      closed
        ? {
            status: 409,
            body: {
              code: 'bulk_run_ended',
              message: 'this bulk run has ended (cancelled); start a new one',
              params: { bulkRunId: 'run1', status: 'cancelled' },
            },
          }
        : { status: 204 },
    );
    const runner = new BulkRunner('nordrevision', 'grantAccess', items(['a', 'late']), fast);
    const first = await runner.start();
    expect(first.results.map((r) => r.status)).toEqual(['done', 'failed']);
    const failed = first.results[1]!;
    expect(failed.status === 'failed' && failed.reason).toMatch(/bulk action/i);
    // Already ended at the BFF: the runner does not try to end it.
    expect(server.reports).toEqual([]);
    closed = false;
    const second = await runner.retryFailed();
    expect(second.counts).toMatchObject({ done: 2, failed: 0 });
    expect(server.opened.map((o) => o.total)).toEqual([2, 1]);
    expect(server.reports).toEqual([{ id: 'run2', status: 'finished', skipped: 0 }]);
  });

  it('a run the BFF will not open sends nothing', async () => {
    server.refuseOpen = true;
    const runner = new BulkRunner('nordrevision', 'grantAccess', items(keys(3)), fast);
    const end = await runner.start();
    expect(end.phase).toBe('refused');
    expect(end.error).toMatchObject({ status: 403, code: 'forbidden_role' });
    expect(server.calls.size).toBe(0);
  });
});
