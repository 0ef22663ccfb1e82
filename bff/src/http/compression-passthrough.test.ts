/**
 * What compression must leave alone, against a stand-in V1 service: an answer V1 already
 * compressed, an upload.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIN_COMPRESSED_BYTES } from './compress.js';
import { externalV1Env, startTestBff, type TestBff } from '../../test/bff-helpers.js';
import { CHROMIUM, decoded, expectCompressed, onWire } from '../../test/wire.js';

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

/** Past the compression threshold. */
const USERS = Array.from({ length: 200 }, (_, i) => ({
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
    uploadedByUserId: null,
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

  // The `compression` package leaves the ETag as it is. Proxied answers are `no-store` and the
  // proxy sends V1 no If-None-Match, so no browser or cache compares it (decisions/0031).
  it("a compressed answer keeps V1's ETag", async () => {
    const url = `${bff.url}/api/t/acme/users`;
    const plain = await onWire(url, { cookie });
    expect(plain.headers.etag).toBe(USERS_ETAG);
    const w = await onWire(url, { cookie, acceptEncoding: CHROMIUM });
    expectCompressed(w, 'br');
    expect(w.headers.etag).toBe(USERS_ETAG);
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
