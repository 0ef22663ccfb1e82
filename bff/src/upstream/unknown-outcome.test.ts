/**
 * A change whose outcome the BFF never learns (issue #31, item 13): V1 acts, then answers too late
 * (504 to the browser). What the BFF keeps computed from V1 (a linked auditor's company scope,
 * the overview's open assignments) must not outlive the change: the next read reflects it.
 *
 * V1 here is the real demo platform behind a small relay of the test's own, which passes every
 * request on and, for the routes told to stall, lets the platform act and answer and then holds
 * that answer back past the BFF's deadline.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, request } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenAssignmentsAttention } from '@ledger/contract';
import { demoUserId } from '@ledger/platform/embedded';
import type { RunningPlatform } from '@ledger/platform/embedded';
import { hashPassword } from '../auth/passwords.js';
import { DEMO_TENANTS } from '../config.js';
import { startEmbeddedPlatform } from '../server.js';
import { externalV1Env, startTestBff } from '../../test/bff-helpers.js';
import type { Client, TestBff } from '../../test/bff-helpers.js';

const TIMEOUT_MS = 1500;
const T = '/api/t/nordrevision';
const LULEA = 'Luleå Hamnlogistik AB';

/** What the platform answered a stalled request (it acted), by `METHOD /path`. */
interface Stalled {
  route: string;
  status: number;
}

/** Passes requests on to `target`; answers of the routes `stall` matches are held back. */
class StallingRelay {
  url = '';
  stall: RegExp | undefined;
  readonly stalled: Stalled[] = [];
  private server: Server | undefined;

  constructor(private readonly target: URL) {}

  async start(): Promise<this> {
    this.server = createServer((req, res) => this.relay(req, res));
    await new Promise<void>((r) => this.server!.listen(0, '127.0.0.1', r));
    this.url = `http://127.0.0.1:${(this.server.address() as { port: number }).port}`;
    return this;
  }

  private relay(req: IncomingMessage, res: ServerResponse) {
    const route = `${req.method} ${req.url!.split('?')[0]}`;
    const out = request(
      {
        host: this.target.hostname,
        port: this.target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: this.target.host },
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (c: Buffer) => chunks.push(c));
        answer.on('end', () => {
          if (this.stall?.test(route)) {
            // V1 has acted; its answer never leaves (the socket goes when the relay closes).
            this.stalled.push({ route, status: answer.statusCode! });
            return;
          }
          res.writeHead(answer.statusCode!, answer.headers);
          res.end(Buffer.concat(chunks));
        });
      },
    );
    out.on('error', () => res.destroy());
    req.pipe(out);
  }

  close() {
    this.server?.closeAllConnections();
    return new Promise<void>((r) => this.server!.close(() => r()));
  }
}

let dir: string;
let platform: RunningPlatform;
let relay: StallingRelay;
let bff: TestBff;
let admin: Client;
let auditor: Client;
let key: Record<string, string>;
const elin = demoUserId('nordrevision', 'elin.sjoberg');

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'bff-unknown-outcome-'));
  platform = await startEmbeddedPlatform(dir);
  relay = await new StallingRelay(new URL(platform.baseUrl)).start();
  bff = await startTestBff(
    {
      ...externalV1Env(`${relay.url}/v1`, DEMO_TENANTS),
      V1_CLIENT_ID: 'console-demo',
      V1_CLIENT_SECRET: 'console-demo-secret',
      V1_TIMEOUT_MS: String(TIMEOUT_MS),
      V1_EXTENSIONS: 'all',
    },
    {},
    {
      accounts: [
        { username: 'admin', password: 'admin-password', role: 'admin', tenants: ['nordrevision'] },
      ],
    },
  );
  // The auditor linked to Elin Sjöberg, as the demo auditor is (her companies: not Luleå).
  await bff.store.accounts.add({
    username: 'elin',
    passwordHash: await hashPassword('elin-password'),
    role: 'auditor',
    tenants: ['nordrevision'],
    platformUsers: { nordrevision: elin },
  });
  admin = bff.client();
  auditor = bff.client();
  expect((await admin.login('admin', 'admin-password')).status).toBe(204);
  expect((await auditor.login('elin', 'elin-password')).status).toBe(204);
  const companies = await admin.get<{ durableKey: string; name: string }[]>(`${T}/companies`);
  expect(companies.status).toBe(200);
  key = Object.fromEntries(companies.body.map((c) => [c.name, c.durableKey]));
});
afterAll(async () => {
  await bff?.close();
  await relay?.close();
  await platform?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('a change V1 made but answered too late', () => {
  it("a permission granted: the auditor's next read has the company at once", async () => {
    const lulea = `${T}/companies/${key[LULEA]}`;
    expect((await auditor.get(lulea)).status).toBe(403); // her scope, now cached
    relay.stall = /^PUT \/v1\/companies\/[^/]+\/permissions\/users\//;
    try {
      const grant = await admin.request('PUT', `${lulea}/permissions/users/${elin}`);
      expect(grant.status, grant.text).toBe(504);
      expect(grant.body).toMatchObject({ code: 'upstream_timeout' });
    } finally {
      relay.stall = undefined;
    }
    expect(relay.stalled).toContainEqual({
      route: `PUT /v1/companies/${key[LULEA]}/permissions/users/${elin}`,
      status: 204,
    });
    expect((await auditor.get(lulea)).status).toBe(200);

    relay.stall = /^DELETE \/v1\/companies\/[^/]+\/permissions\/users\//;
    try {
      expect((await admin.request('DELETE', `${lulea}/permissions/users/${elin}`)).status).toBe(
        504,
      );
    } finally {
      relay.stall = undefined;
    }
    expect((await auditor.get(lulea)).status).toBe(403);
  });

  it("an assignment created: the overview's open assignments count it at once", async () => {
    const count = async () => {
      const r = await admin.get<OpenAssignmentsAttention>(
        '/api/attention/assignments?tenant=nordrevision',
      );
      expect(r.status, r.text).toBe(200);
      return r.body.count;
    };
    const before = await count(); // now cached for 60 s
    const company = key[LULEA]!;
    const years = await admin.get<{ id: string }[]>(`${T}/company/${company}/financialyears`);
    expect(years.body.length).toBeGreaterThan(0);
    relay.stall = /^POST \/v1\/company\/[^/]+\/assignments$/;
    try {
      const made = await admin.request('POST', `${T}/company/${company}/assignments`, {
        json: { type: 'AE', subType: 'Stalled', financialYearId: years.body[0]!.id },
      });
      expect(made.status, made.text).toBe(504);
    } finally {
      relay.stall = undefined;
    }
    expect(relay.stalled).toContainEqual({
      route: `POST /v1/company/${company}/assignments`,
      status: 200,
    });
    expect(await count()).toBe(before + 1);
  });
});
