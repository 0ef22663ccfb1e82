/**
 * The BFF refuses what it cannot pass on safely (issue 31, items 7, 8 and 12): on its own routes
 * a body over 64 KiB is 413 before it is read, with or without a Content-Length, and a body not
 * labelled JSON is 415; `.` and `..` are never ids.
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBff, type Client, type TestBff } from '../test/bff-helpers.js';

let bff: TestBff;
let admin: Client;
beforeAll(async () => {
  bff = await startTestBff();
  admin = bff.client();
  expect((await admin.login('admin', 'admin-demo')).status).toBe(204);
});
afterAll(() => bff?.close());

const big = JSON.stringify({ language: 'sv', padding: 'x'.repeat(8 * 1024 * 1024) });
const routes: [string, string][] = [
  ['POST', '/auth/login'],
  ['PUT', '/api/preferences'],
  ['PUT', '/api/reviews'],
  ['POST', '/api/bulk-runs'],
  ['PUT', '/api/bulk-runs'],
];

describe('bodies on the BFF’s own routes', () => {
  it.each(routes)('%s %s: 8 MiB of JSON is 413 payload_too_large', async (method, path) => {
    const r = await admin.request<{ code: string; params: { maxBytes: number } }>(method, path, {
      body: big,
      headers: { 'content-type': 'application/json' },
    });
    expect(r.status, r.text).toBe(413);
    expect(r.body.code).toBe('payload_too_large');
    expect(r.body.params.maxBytes).toBe(65536);
  });

  it('a body without a Content-Length is cut off once it passes the limit', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(16 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        // Far more than the limit, so reading it whole would take a while and much memory.
        if (sent++ < 512) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const r = await fetch(`${admin.base}/api/preferences`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'x-csrf': '1', cookie: admin.cookie! },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(r.status).toBe(413);
    expect(sent).toBeLessThan(512);
  });

  it('a small body still gets through', async () => {
    const r = await admin.request('PUT', '/api/preferences', { json: { language: 'en' } });
    expect(r.status, r.text).toBe(204);
  });

  it.each([
    ['POST', '/auth/login', 'text/plain', '{"username":"admin","password":"admin-demo"}'],
    [
      'POST',
      '/auth/login',
      'application/x-www-form-urlencoded',
      'username=admin&password=admin-demo',
    ],
    ['PUT', '/api/preferences', 'text/plain', '{"language":"sv"}'],
    ['PUT', '/api/preferences', 'multipart/form-data; boundary=x', '--x--'],
    ['POST', '/api/bulk-runs', 'text/plain', '{}'],
  ])('%s %s labelled %s is 415', async (method, path, type, body) => {
    const r = await admin.request<{ code: string }>(method, path, {
      body,
      headers: { 'content-type': type },
    });
    expect(r.status, r.text).toBe(415);
    expect(r.body.code).toBe('unsupported_media_type');
  });
});

describe('“.” and “..” as ids (issue 31, item 8)', () => {
  /** A GET sent with its path as written (fetch would resolve the dots before sending). */
  const rawGet = (path: string) =>
    new Promise<{ status: number; body: { code?: string; issues?: { path: string }[] } }>(
      (resolve, reject) => {
        const req = request(`${admin.base}${path}`, {
          headers: { cookie: admin.cookie!, 'x-csrf': '1' },
        });
        req.path = path;
        req.on('response', (res) => {
          let text = '';
          res.on('data', (d: Buffer) => (text += d));
          res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(text) }));
        });
        req.on('error', reject);
        req.end();
      },
    );

  it.each(['%2E%2E', '%2e%2e', '%2E', '..', '.'])(
    'GET /api/t/nordrevision/users/%s/groups is 400 and never reaches V1',
    async (id) => {
      const before = (await bff.stats()).requests;
      const r = await rawGet(`/api/t/nordrevision/users/${id}/groups`);
      expect(r.status, JSON.stringify(r.body)).toBe(400);
      expect(r.body.code).toBe('invalid_request');
      expect(r.body.issues?.[0]?.path).toBe('params.userId');
      const after = (await bff.stats()).requests;
      expect(after['GET /groups'] ?? 0).toBe(before['GET /groups'] ?? 0);
    },
  );

  it('user=.. in /api/user-companies is 400, not every group’s companies', async () => {
    for (const user of ['..', '.']) {
      const r = await admin.get<{ code: string }>(
        `/api/user-companies?tenant=nordrevision&user=${user}`,
      );
      expect(r.status, r.text).toBe(400);
      expect(r.body.code).toBe('invalid_request');
    }
  });
});
