/**
 * The BFF against an upstream that does what V1.md allows and no more: its own small V1 server,
 * written here from V1.md. The token answer is `{access_token}` only (no lifetime), tokens
 * expire silently, `GET /groups` answers one Group, errors are plain text, ids are UUIDs of
 * another version, and there is no OpenAPI document (so no extension operations).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { externalV1Env, startTestBff, type Client, type TestBff } from '../../test/bff-helpers.js';
import { streamUpload } from '../../test/upload-helpers.js';

// UUID version 1 keys: V1.md's CompanyDurableKey pattern takes any version.
const COMPANY = {
  durableKey: 'c232ab00-9414-11ec-b3c8-9e6bdeced846',
  organizationNumber: '556677-8899',
  name: 'Versionsbolaget AB',
  defaultAccountPlan: 'BAS2024',
};
const YEAR = {
  id: 'd1f0c8a0-9414-11ec-b3c8-9e6bdeced846',
  companyDurableKey: COMPANY.durableKey,
  startDate: '2024-01-01',
  endDate: '2024-12-31',
};
const SUSPENDED = 'Tenant acme is suspended by the platform owner (case 4711)';

/** A V1 service as small as V1.md allows. */
class V1OnlyService {
  readonly tokens = new Set<string>();
  readonly tokenRequests: { tenant: string; contentType: string; body: string }[] = [];
  readonly requests: string[] = [];
  uploadedBytes: number[] = [];
  tokenFailing = false;
  private server: Server | undefined;
  url = '';

  async start() {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((r) => this.server!.listen(0, '127.0.0.1', r));
    const addr = this.server.address() as { port: number };
    this.url = `http://127.0.0.1:${addr.port}/v1`;
  }

  close() {
    this.server?.closeAllConnections();
    return new Promise<void>((r) => this.server!.close(() => r()));
  }

  /** Every token stops working, and nobody is told. */
  expireTokensSilently() {
    this.tokens.clear();
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url!, 'http://x');
    const route = `${req.method} ${url.pathname}`;
    const body = await read(req);
    if (route === 'POST /v1/token') {
      this.tokenRequests.push({
        tenant: String(req.headers['x-tenant-id']),
        contentType: String(req.headers['content-type']),
        body: body.toString('utf8'),
      });
      if (this.tokenFailing) return text(res, 503, 'token service down for maintenance');
      const token = randomUUID();
      this.tokens.add(token);
      return json(res, 200, { access_token: token });
    }
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!bearer || !this.tokens.has(bearer)) return text(res, 401, 'invalid token');
    this.requests.push(route);
    const company = `/v1/companies/${COMPANY.durableKey}`;
    if (route === 'GET /v1/groups') return json(res, 200, { id: 'g-1', name: 'Revisorer' });
    if (route === 'GET /v1/companies') return json(res, 200, [COMPANY]);
    if (route === `GET ${company}`) return json(res, 200, COMPANY);
    if (route.startsWith('GET /v1/companies/')) return json(res, 404, { message: 'no company' });
    if (route === `GET /v1/company/${COMPANY.durableKey}/financialyears`)
      return json(res, 200, [YEAR]);
    if (route === 'GET /v1/users') return text(res, 400, `${SUSPENDED}\n`);
    if (route === `POST /v1/company/${COMPANY.durableKey}/files/upload`) {
      this.uploadedBytes.push(body.length);
      return json(res, 200, {
        id: randomUUID(),
        name: 'notes.txt',
        uploadedByUserId: null,
        status: 'pending',
        uploadedDate: new Date().toISOString(),
        parsedDate: null,
      });
    }
    return text(res, 404, 'not found');
  }
}

const read = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
};
const form = (name: string, content: string) => {
  const fd = new FormData();
  fd.append('file', new Blob([content]), name);
  return fd;
};
const json = (res: ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
const text = (res: ServerResponse, status: number, body: string) =>
  res.writeHead(status, { 'content-type': 'text/plain' }).end(body);

let v1: V1OnlyService;
let bff: TestBff;
let admin: Client;

beforeAll(async () => {
  v1 = new V1OnlyService();
  await v1.start();
  bff = await startTestBff(
    externalV1Env(v1.url, [
      { id: 'acme', name: 'Acme' },
      { id: 'beta', name: 'Beta' },
    ]),
    {},
    {
      accounts: [
        { username: 'alice', password: 'alice-password', role: 'admin', tenants: ['acme', 'beta'] },
      ],
    },
  );
  admin = bff.client();
  expect((await admin.login('alice', 'alice-password')).status).toBe(204);
});
afterAll(async () => {
  await bff?.close();
  await v1?.close();
});

describe('the BFF on a V1 service that does only what V1.md says', () => {
  it('asks for a token with exactly client_id and client_secret as form fields, and needs only access_token', async () => {
    const r = await admin.get<unknown[]>('/api/t/acme/companies');
    expect(r.status, r.text).toBe(200);
    expect(r.body).toEqual([COMPANY]);
    const asked = v1.tokenRequests.find((t) => t.tenant === 'acme')!;
    expect(asked.contentType).toBe('application/x-www-form-urlencoded');
    expect([...new URLSearchParams(asked.body).keys()].sort()).toEqual([
      'client_id',
      'client_secret',
    ]);
  });

  it('replaces a token that expired without notice (no expires_in): one new token, the call succeeds', async () => {
    await admin.get('/api/t/acme/companies');
    const before = v1.tokenRequests.length;
    v1.expireTokensSilently();
    const r = await admin.get('/api/t/acme/companies');
    expect(r.status, r.text).toBe(200);
    expect(v1.tokenRequests.length).toBe(before + 1);
  });

  it('an upload after a silent expiry succeeds, and V1 gets its bytes once', async () => {
    await admin.get('/api/t/acme/companies');
    v1.expireTokensSilently();
    v1.uploadedBytes = [];
    const r = await streamUpload(
      `${bff.url}/api/t/acme/company/${COMPANY.durableKey}/files/upload`,
      {
        bytes: 3 * 1024 * 1024,
        fileName: 'notes.txt',
        headers: { cookie: admin.cookie!, 'x-csrf': '1' },
      },
    );
    expect(r.status, r.body).toBe(200);
    expect(v1.uploadedBytes).toHaveLength(1);
    expect(v1.uploadedBytes[0]).toBeGreaterThan(3 * 1024 * 1024);
  });

  it('lists the uploads it made, where V1 has no file listing', async () => {
    const r = await admin.request(
      'POST',
      `/api/t/acme/company/${COMPANY.durableKey}/files/upload`,
      { body: form('Lön 2024.si', 'hej'), headers: { 'x-file-size': '3' } },
    );
    expect(r.status, r.text).toBe(200);
    const file = r.body as { id: string };
    const listed = await admin.get<Record<string, unknown>[]>(
      `/api/uploads?tenant=acme&company=${COMPANY.durableKey}`,
    );
    expect(listed.status).toBe(200);
    expect(listed.body[0]).toMatchObject({
      fileId: file.id,
      companyDurableKey: COMPANY.durableKey,
      name: 'notes.txt', // as V1 answered it
      size: 3,
      username: 'alice',
      status: 'pending',
    });
    expect((await admin.get('/api/uploads?tenant=other&company=x')).status).toBe(403);
  });

  it('an upload to an unknown company is 404 before any byte reaches V1', async () => {
    v1.uploadedBytes = [];
    const unknown = 'a232ab00-9414-11ec-b3c8-9e6bdeced846';
    const r = await streamUpload(`${bff.url}/api/t/acme/company/${unknown}/files/upload`, {
      bytes: 1024 * 1024,
      fileName: 'notes.txt',
      headers: { cookie: admin.cookie!, 'x-csrf': '1' },
    });
    expect(r.status).toBe(404);
    expect(v1.uploadedBytes).toEqual([]);
  });

  it('a failing token endpoint is asked once per back-off window; the browser gets a clear 502', async () => {
    v1.tokenFailing = true;
    try {
      const before = v1.tokenRequests.filter((t) => t.tenant === 'beta').length;
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => admin.get<{ message: string }>('/api/t/beta/companies')),
      );
      expect(new Set(answers.map((a) => a.status))).toEqual(new Set([502]));
      expect(answers[0]!.body.message).toMatch(/token/);
      const later = await admin.get('/api/t/beta/companies');
      expect(later.status).toBe(502);
      expect(v1.tokenRequests.filter((t) => t.tenant === 'beta').length).toBe(before + 1);
    } finally {
      v1.tokenFailing = false;
    }
  });

  it("a plain-text error reaches the browser with the upstream's own reason", async () => {
    const r = await admin.get<{ message: string; status: number; upstreamStatus: number }>(
      '/api/t/acme/users',
    );
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ message: SUSPENDED, status: 400, upstreamStatus: 400 });
  });

  it('one Group answered for GET /groups reaches the web as a list of one', async () => {
    const r = await admin.get('/api/t/acme/groups');
    expect(r.status).toBe(200);
    expect(r.body).toEqual([{ id: 'g-1', name: 'Revisorer' }]);
  });

  it('company keys and year ids of another UUID version pass', async () => {
    expect((await admin.get(`/api/t/acme/companies/${COMPANY.durableKey}`)).status).toBe(200);
    const years = await admin.get(`/api/t/acme/company/${COMPANY.durableKey}/financialyears`);
    expect(years.body).toEqual([YEAR]);
  });

  it('offers no extension operation: the session lists none, and V1 is never asked for one', async () => {
    const session = await admin.get<{ operations: string[] }>('/auth/session');
    expect(session.body.operations).toContain('uploadFile');
    expect(session.body.operations).not.toContain('listFiles');
    const asked = v1.requests.length;
    const r = await admin.get<{ message: string }>(
      `/api/t/acme/company/${COMPANY.durableKey}/files`,
    );
    expect(r.status).toBe(404);
    expect(r.body.message).toMatch(/does not offer/);
    expect(v1.requests.length).toBe(asked);
  });
});
