/**
 * Compression of the BFF's answers over real HTTP, read with undici's `request` (which, unlike
 * fetch, hands over the bytes as they came on the wire): against the embedded platform for the
 * proxy and the app's own routes, and against a stand-in V1 service for what must be left alone
 * (an answer V1 already compressed, an upload).
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCompressibleType, MIN_COMPRESSED_BYTES, negotiateCoding } from './compression.js';
import { externalV1Env, startTestBff, type Client, type TestBff } from '../../test/bff-helpers.js';
import { BUFFERED_BODY_LIMIT } from '../upstream/upstream.js';

/** What Chromium sends. */
const CHROMIUM = 'gzip, deflate, br, zstd';

interface Wire {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The body as it came on the wire. */
  bytes: Buffer;
}

async function onWire(
  url: string,
  opts: { cookie?: string; acceptEncoding?: string; method?: 'GET' | 'HEAD' } = {},
): Promise<Wire> {
  const headers: Record<string, string> = { 'x-csrf': '1' };
  if (opts.cookie) headers.cookie = opts.cookie;
  if (opts.acceptEncoding !== undefined) headers['accept-encoding'] = opts.acceptEncoding;
  const r = await request(url, { method: opts.method ?? 'GET', headers });
  return {
    status: r.statusCode,
    headers: r.headers,
    bytes: Buffer.from(await r.body.arrayBuffer()),
  };
}

/** The body as the browser reads it, after undoing the Content-Encoding. */
function decoded(w: Wire): Buffer {
  const coding = w.headers['content-encoding'];
  if (coding === 'br') return brotliDecompressSync(w.bytes);
  if (coding === 'gzip') return gunzipSync(w.bytes);
  if (coding === undefined) return w.bytes;
  throw new Error(`unexpected content-encoding ${String(coding)}`);
}

const varies = (w: Wire) => /accept-encoding/i.test(String(w.headers.vary ?? ''));

/** Headers a compressed answer must have: its coding, Vary, and no length but its own. */
function expectCompressed(w: Wire, coding: 'br' | 'gzip') {
  expect(w.status).toBe(200);
  expect(w.headers['content-encoding']).toBe(coding);
  expect(varies(w)).toBe(true);
  const length = w.headers['content-length'];
  if (length !== undefined) expect(Number(length)).toBe(w.bytes.length);
}

describe('negotiateCoding (Accept-Encoding, RFC 9110 12.5.3)', () => {
  it.each([
    [CHROMIUM, 'br'],
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['GZIP', 'gzip'],
    ['x-gzip', 'gzip'],
    ['gzip, br', 'br'],
    ['gzip;q=1.0, br;q=0.5', 'gzip'],
    ['br;q=0.8, gzip;q=0.9', 'gzip'],
    ['br;q=0.5, gzip;q=0.5', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0, br;q=0', undefined],
    ['gzip;q=0', undefined],
    ['deflate', undefined],
    ['zstd', undefined],
    ['identity', undefined],
    ['identity, gzip;q=0.5', undefined],
    ['identity;q=0.5, gzip;q=0.8', 'gzip'],
    ['gzip, identity;q=0', 'gzip'],
    ['*', 'br'],
    ['br;q=0, *', 'gzip'],
    ['*;q=0', undefined],
    ['*;q=0, identity', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%j -> %s', (accept, coding) => {
    expect(negotiateCoding(accept)).toBe(coding);
  });
});

describe('isCompressibleType', () => {
  it.each([
    ['application/json', true],
    ['application/json; charset=utf-8', true],
    ['application/problem+json', true],
    ['text/html; charset=utf-8', true],
    ['text/javascript; charset=utf-8', true],
    ['text/css; charset=utf-8', true],
    ['image/svg+xml', true],
    ['text/event-stream', false],
    ['image/png', false],
    ['application/zip', false],
    ['application/octet-stream', false],
    ['font/woff2', false],
    [undefined, false],
  ])('%s -> %s', (contentType, compressible) => {
    expect(isCompressibleType(contentType)).toBe(compressible);
  });
});

describe('compression against the embedded platform', () => {
  let bff: TestBff;
  let admin: Client;
  let cookie: string;
  beforeAll(async () => {
    bff = await startTestBff();
    admin = bff.client();
    expect((await admin.login('admin', 'admin-demo')).status).toBe(204);
    cookie = admin.cookie!;
  });
  afterAll(() => bff?.close());

  it('a proxied V1 list goes out as each browser asks, and reads back as the uncompressed answer', async () => {
    // 50 pending invitations in the second tenant: a list past the threshold but short enough to
    // be held whole (the demo's companies change for a while after start, as its files are read).
    const emails = Array.from({ length: 50 }, (_, i) => `kund.${i}@sydkonto.se`);
    const invited = await admin.request('POST', '/api/t/sydekonomi/invitations', {
      json: { emails },
    });
    expect(invited.status, invited.text).toBe(200);
    const url = `${bff.url}/api/t/sydekonomi/invitations`;
    const plain = await onWire(url, { cookie });
    expect(plain.status).toBe(200);
    expect(plain.bytes.length).toBeGreaterThan(MIN_COMPRESSED_BYTES);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBe(plain.bytes.length);
    expect(varies(plain)).toBe(true);
    for (const [acceptEncoding, coding] of [
      [CHROMIUM, 'br'],
      ['gzip', 'gzip'],
      ['br', 'br'],
      ['gzip;q=1, br;q=0.5', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
    ] as const) {
      const w = await onWire(url, { cookie, acceptEncoding });
      expectCompressed(w, coding);
      // A short answer is compressed whole and announces its compressed length.
      expect(Number(w.headers['content-length'])).toBe(w.bytes.length);
      expect(w.bytes.length).toBeLessThan(plain.bytes.length);
      expect(decoded(w).equals(plain.bytes), acceptEncoding).toBe(true);
    }
    for (const acceptEncoding of ['identity', 'gzip;q=0, br;q=0', '*;q=0', 'deflate', '']) {
      const w = await onWire(url, { cookie, acceptEncoding });
      expect(w.headers['content-encoding'], acceptEncoding).toBeUndefined();
      expect(w.bytes.equals(plain.bytes)).toBe(true);
      expect(Number(w.headers['content-length'])).toBe(plain.bytes.length);
      expect(varies(w)).toBe(true);
    }
  });

  it('a V1 answer too long to be held is compressed as it streams through', async () => {
    // 400 pending invitations: V1's list is then longer than the proxy holds whole.
    for (let batch = 0; batch < 4; batch++) {
      const emails = Array.from({ length: 100 }, (_, i) => `klient.${batch}.${i}@norrsken.se`);
      const r = await admin.request('POST', '/api/t/nordrevision/invitations', {
        json: { emails },
      });
      expect(r.status, r.text).toBe(200);
    }
    const url = `${bff.url}/api/t/nordrevision/invitations`;
    const plain = await onWire(url, { cookie });
    expect(plain.bytes.length).toBeGreaterThan(BUFFERED_BODY_LIMIT);
    for (const coding of ['br', 'gzip'] as const) {
      const w = await onWire(url, { cookie, acceptEncoding: coding });
      expectCompressed(w, coding);
      expect(w.headers['content-length']).toBeUndefined(); // streamed: its length is not known
      expect(decoded(w).equals(plain.bytes)).toBe(true);
      expect(w.bytes.length).toBeLessThan(plain.bytes.length / 4);
    }
  });

  it("the BFF's own JSON routes are compressed too", async () => {
    const url = `${bff.url}/api/openapi.json`;
    const plain = await onWire(url);
    expect(plain.status).toBe(200);
    for (const [acceptEncoding, coding] of [
      [CHROMIUM, 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const w = await onWire(url, { acceptEncoding });
      expectCompressed(w, coding);
      expect(decoded(w).equals(plain.bytes)).toBe(true);
    }
  });

  it('answers under a kilobyte go out as they are, with their length', async () => {
    for (const p of [
      '/auth/session',
      '/api/t/nordrevision/groups',
      '/api/t/nordrevision/nothing',
    ]) {
      const w = await onWire(bff.url + p, { cookie, acceptEncoding: CHROMIUM });
      expect(w.bytes.length, p).toBeLessThan(MIN_COMPRESSED_BYTES);
      expect(w.headers['content-encoding'], p).toBeUndefined();
      expect(Number(w.headers['content-length']), p).toBe(w.bytes.length);
    }
  });

  it('web assets: scripts compressed, images and HEAD left alone', async () => {
    const assets = path.join(bff.dir, 'web-dist', 'assets');
    await mkdir(assets, { recursive: true });
    const script = Buffer.from(
      Array.from({ length: 2000 }, (_, i) => `export const row${i} = { id: ${i} };`).join('\n'),
    );
    const png = randomBytes(20_000); // as incompressible as a real image
    await writeFile(path.join(assets, 'app-1234.js'), script);
    await writeFile(path.join(assets, 'logo-1234.png'), png);

    const css = Buffer.from(
      Array.from({ length: 400 }, (_, i) => `.row-${i} { padding: ${i}px; }`).join('\n'),
    );
    await writeFile(path.join(assets, 'app-1234.css'), css);

    const js = await onWire(`${bff.url}/assets/app-1234.js`, { acceptEncoding: CHROMIUM });
    expectCompressed(js, 'br');
    expect(decoded(js).equals(script)).toBe(true);
    const style = await onWire(`${bff.url}/assets/app-1234.css`, { acceptEncoding: 'gzip' });
    expectCompressed(style, 'gzip');
    expect(decoded(style).equals(css)).toBe(true);

    const image = await onWire(`${bff.url}/assets/logo-1234.png`, { acceptEncoding: CHROMIUM });
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.bytes.equals(png)).toBe(true);

    const head = await onWire(`${bff.url}/assets/app-1234.js`, {
      acceptEncoding: CHROMIUM,
      method: 'HEAD',
    });
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBeUndefined();
    expect(Number(head.headers['content-length'])).toBe(script.length);
  });
});

// ---- against a stand-in V1 service ----------------------------------------------------------

const COMPANY = {
  durableKey: 'c232ab00-9414-11ec-b3c8-9e6bdeced846',
  organizationNumber: '556677-8899',
  name: 'Komprimerat AB',
  defaultAccountPlan: 'BAS2024',
};
/** Long enough to be compressed if it were allowed: a kilobyte or two of list. */
const COMPANIES = Array.from({ length: 20 }, (_, i) => ({
  ...COMPANY,
  durableKey: COMPANY.durableKey.replace(/^c2/, String(10 + i)),
  name: `Komprimerat ${i} AB`,
}));
const COMPANIES_GZIP = gzipSync(JSON.stringify(COMPANIES));

const USERS = Array.from({ length: 20 }, (_, i) => ({
  id: `user-${i}`,
  username: `revisor${i}@acme.se`,
  firstName: 'Revisor',
  lastName: `Nummer ${i}`,
  email: `revisor${i}@acme.se`,
}));
const USERS_ETAG = '"users-v7"';

/** A V1 service that compresses its company list itself and records the uploads it receives. */
class StandInV1 {
  readonly tokens = new Set<string>();
  uploads: { sha256: string; contentEncoding: string | undefined; contentType: string }[] = [];
  /** What it answers to an upload: a file, padded past the compression threshold. */
  readonly uploadAnswer = {
    id: randomUUID(),
    name: 'Huvudbok 2024.se',
    status: 'pending',
    uploadedDate: '2026-01-15T10:00:00.000Z',
    parsedDate: null,
    notes: Array.from({ length: 300 }, (_, i) => `verifikation ${i} saknar motkonto`),
  };
  private server: Server | undefined;
  url = '';

  async start() {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((r) => this.server!.listen(0, '127.0.0.1', r));
    this.url = `http://127.0.0.1:${(this.server.address() as { port: number }).port}/v1`;
  }

  close() {
    this.server?.closeAllConnections();
    return new Promise<void>((r) => this.server!.close(() => r()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const route = `${req.method} ${new URL(req.url!, 'http://x').pathname}`;
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks);
    const json = (status: number, value: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
    if (route === 'POST /v1/token') {
      const token = randomUUID();
      this.tokens.add(token);
      return json(200, { access_token: token });
    }
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!bearer || !this.tokens.has(bearer)) return json(401, { message: 'invalid token' });
    if (route === 'GET /v1/companies')
      return res
        .writeHead(200, {
          'content-type': 'application/json',
          'content-encoding': 'gzip',
          'content-length': String(COMPANIES_GZIP.length),
        })
        .end(COMPANIES_GZIP);
    if (route === 'GET /v1/users')
      return res
        .writeHead(200, { 'content-type': 'application/json', etag: USERS_ETAG })
        .end(JSON.stringify(USERS));
    if (route === `GET /v1/companies/${COMPANY.durableKey}`) return json(200, COMPANY);
    if (route === `POST /v1/company/${COMPANY.durableKey}/files/upload`) {
      this.uploads.push({
        sha256: createHash('sha256').update(body).digest('hex'),
        contentEncoding: req.headers['content-encoding'],
        contentType: String(req.headers['content-type']),
      });
      return json(200, this.uploadAnswer);
    }
    return json(404, { message: 'not found' });
  }
}

describe('compression leaves alone what it must', () => {
  let v1: StandInV1;
  let bff: TestBff;
  let cookie: string;
  beforeAll(async () => {
    v1 = new StandInV1();
    await v1.start();
    bff = await startTestBff(
      externalV1Env(v1.url, [{ id: 'acme', name: 'Acme' }]),
      {},
      {
        accounts: [
          { username: 'alice', password: 'alice-password', role: 'admin', tenants: ['acme'] },
        ],
      },
    );
    const client = bff.client();
    expect((await client.login('alice', 'alice-password')).status).toBe(204);
    cookie = client.cookie!;
  });
  afterAll(async () => {
    await bff?.close();
    await v1?.close();
  });

  it('an answer V1 already compressed goes through untouched', async () => {
    const w = await onWire(`${bff.url}/api/t/acme/companies`, {
      cookie,
      acceptEncoding: CHROMIUM,
    });
    expect(w.status).toBe(200);
    expect(w.headers['content-encoding']).toBe('gzip');
    expect(w.bytes.equals(COMPANIES_GZIP)).toBe(true);
    expect(JSON.parse(decoded(w).toString('utf8'))).toEqual(COMPANIES);
  });

  it("a compressed answer's ETag is made weak (the bytes are no longer V1's)", async () => {
    const url = `${bff.url}/api/t/acme/users`;
    const plain = await onWire(url, { cookie });
    expect(plain.headers.etag).toBe(USERS_ETAG);
    const w = await onWire(url, { cookie, acceptEncoding: CHROMIUM });
    expectCompressed(w, 'br');
    expect(w.headers.etag).toBe(`W/${USERS_ETAG}`);
    expect(JSON.parse(decoded(w).toString('utf8'))).toEqual(USERS);
  });

  it('an upload reaches V1 byte for byte and uncompressed, and its answer is not compressed', async () => {
    const boundary = `----compression-test-${randomUUID()}`;
    const multipart = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="Huvudbok 2024.se"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      // Text that compresses well, so compressing it anywhere would show.
      Buffer.from('#VER A 1 20240101 "Hyra"\n#TRANS 5010 {} 12000.00\n'.repeat(40_000)),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    v1.uploads = [];
    const r = await request(`${bff.url}/api/t/acme/company/${COMPANY.durableKey}/files/upload`, {
      method: 'POST',
      headers: {
        cookie,
        'x-csrf': '1',
        'accept-encoding': CHROMIUM,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(multipart.length),
      },
      body: multipart,
    });
    const answer = Buffer.from(await r.body.arrayBuffer());
    expect(r.statusCode, answer.toString()).toBe(200);
    expect(v1.uploads).toEqual([
      {
        sha256: createHash('sha256').update(multipart).digest('hex'),
        contentEncoding: undefined,
        contentType: `multipart/form-data; boundary=${boundary}`,
      },
    ]);
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(answer.length).toBeGreaterThan(MIN_COMPRESSED_BYTES);
    expect(Number(r.headers['content-length'])).toBe(answer.length);
    expect(JSON.parse(answer.toString('utf8'))).toEqual(v1.uploadAnswer);
  });
});
