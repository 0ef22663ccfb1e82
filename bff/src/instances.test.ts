/**
 * Several BFF instances behind a load balancer, on one PostgreSQL store (docs/OPERATIONS.md
 * "Running several instances"): two BFF processes (`tsx src/main.ts`) on a database of this run, one V1
 * platform, requests sent as the balancer would (X-Forwarded-For, TRUST_PROXY=1).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run as accountsCli } from './accounts-cli.js';
import { startEmbeddedPlatform } from './server.js';
import type { RunningPlatform } from '@ledger/platform/embedded';
import { createTestDatabase, pgAdminUrl } from '../test/test-pg.js';
import type { TestDatabase } from '../test/test-pg.js';
import { Client, spawnBff } from '../test/bff-helpers.js';
import type { ChildBff } from '../test/bff-helpers.js';

const PG_ADMIN = await pgAdminUrl();
const CLIENT_ADDRESS = '203.0.113.7';

/** A browser behind the balancer: its address arrives in X-Forwarded-For. */
class BalancedClient extends Client {
  constructor(
    base: string,
    readonly address = CLIENT_ADDRESS,
  ) {
    super(base);
  }
  override request<T = unknown>(
    method: string,
    p: string,
    opts: Parameters<Client['request']>[2] = {},
  ) {
    return super.request<T>(method, p, {
      ...opts,
      headers: { 'x-forwarded-for': this.address, ...opts.headers },
    });
  }
  /** The same browser (cookie) sent to another instance. */
  at(base: string): BalancedClient {
    const c = new BalancedClient(base, this.address);
    c.cookie = this.cookie;
    return c;
  }
}

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, ms = 10_000) {
  const until = Date.now() + ms;
  for (;;) {
    const v = await probe().catch(() => undefined);
    if (v !== undefined) return v;
    if (Date.now() > until) throw new Error(`not within ${ms} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.skipIf(!PG_ADMIN)('two BFF instances on one PostgreSQL store', () => {
  let db: TestDatabase;
  let dir: string;
  let platform: RunningPlatform;
  let a: ChildBff;
  let b: ChildBff;

  beforeAll(async () => {
    db = await createTestDatabase(PG_ADMIN!, 'bff_two');
    dir = await mkdtemp(path.join(tmpdir(), 'bff-two-'));
    platform = await startEmbeddedPlatform(dir);
    const env = { DATABASE_URL: db.url, TRUST_PROXY: '1' };
    // The first creates the schema and the accounts; the second starts on what is there.
    a = await spawnBff({ v1BaseUrl: platform.baseUrl, dataDir: path.join(dir, 'a'), env });
    b = await spawnBff({ v1BaseUrl: platform.baseUrl, dataDir: path.join(dir, 'b'), env });
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await platform?.close();
    await db?.drop();
    await rm(dir, { recursive: true, force: true });
  });

  it('share sessions, their revocation and the audit log', async () => {
    const onA = new BalancedClient(a.url);
    expect((await onA.login('admin', 'admin-demo')).status).toBe(204);
    const onB = onA.at(b.url);
    expect((await onB.get('/auth/session')).status).toBe(200);
    expect((await onB.get('/api/t/nordrevision/companies')).status).toBe(200);

    // Signed out on B: refused on A too (A keeps a session row at most 1 s).
    expect((await onB.request('POST', '/auth/logout')).status).toBe(204);
    await waitFor('the logout on B reaches A', async () =>
      (await onA.get('/auth/session')).status === 401 ? true : undefined,
    );

    // A password changed by the accounts CLI revokes the sessions on both instances.
    const auditor = new BalancedClient(b.url, '198.51.100.4');
    expect((await auditor.login('auditor', 'auditor-demo')).status).toBe(204);
    expect((await auditor.at(a.url).get('/auth/session')).status).toBe(200);
    await accountsCli(
      ['passwd', 'auditor'],
      { DATABASE_URL: db.url },
      async () => 'a-new-password-1',
    );
    for (const url of [a.url, b.url])
      await waitFor(`the password change reaches ${url}`, async () =>
        (await auditor.at(url).get('/auth/session')).status === 401 ? true : undefined,
      );
    expect((await auditor.at(a.url).login('auditor', 'a-new-password-1')).status).toBe(204);

    // The audit log is one: what happened on either instance is read on both.
    const admin = new BalancedClient(b.url, '198.51.100.9');
    expect((await admin.login('admin', 'admin-demo')).status).toBe(204);
    for (const url of [a.url, b.url]) {
      const log = await admin
        .at(url)
        .get<{ entries: { operation: string; username: string }[] }>(
          '/api/audit?operation=auth.logout',
        );
      expect(log.status).toBe(200);
      expect(log.body.entries.map((e) => `${e.operation}:${e.username}`)).toEqual([
        'auth.logout:admin',
      ]);
      const logins = await admin
        .at(url)
        .get<{ entries: { username: string }[] }>(
          '/api/audit?operation=auth.login&outcome=success',
        );
      expect(logins.body.entries.map((e) => e.username)).toEqual([
        'admin',
        'auditor',
        'auditor',
        'admin',
      ]);
    }
  });

  it('20 wrong passwords at once over both instances: 5 answers 401, the rest 429', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        new BalancedClient(i % 2 ? a.url : b.url, '192.0.2.20').login('admin', `wrong-${i}`),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    for (const r of results.filter((r) => r.status === 429))
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
    // The right password, now, on either: 429 as well. Another address is not affected.
    expect(
      (await new BalancedClient(a.url, '192.0.2.20').login('admin', 'admin-demo')).status,
    ).toBe(429);
    expect(
      (await new BalancedClient(b.url, '192.0.2.21').login('admin', 'admin-demo')).status,
    ).toBe(204);
  });

  it('keep running when the database drops their connections, and serve again within seconds', async () => {
    const user = new BalancedClient(a.url, '198.51.100.30');
    expect((await user.login('admin', 'admin-demo')).status).toBe(204);
    const statuses = new Map<number, number>();
    const bad: string[] = [];
    let stop = false;
    // Traffic on both instances while the connections are killed: sessions read, sign-ins written.
    const traffic = [a.url, b.url].map(async (url, n) => {
      const c = user.at(url);
      for (let i = 0; !stop; i++) {
        const signIn = i % 3 === 2;
        const r = await (
          signIn
            ? new BalancedClient(url, `10.9.${n}.${i % 250}`).login('nobody', 'x')
            : c.get('/api/t/nordrevision/companies')
        ).catch((err: unknown) => err as Error);
        if (r instanceof Error) {
          bad.push(`no answer: ${r.message} (${String((r.cause as Error | undefined)?.message)})`);
          break;
        }
        statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
        const body = r.body as { message?: unknown; status?: unknown; requestId?: unknown };
        // A read is served or meets a dead connection; a wrong password is refused or meets one.
        if (r.status !== (signIn ? 401 : 200) && r.status !== 503)
          bad.push(`${r.status} ${r.text.slice(0, 200)}`);
        if (
          r.status === 503 &&
          !(typeof body.message === 'string' && body.status === 503 && body.requestId)
        )
          bad.push(`503 without the error body: ${r.text.slice(0, 200)}`);
      }
    });
    let killed = 0;
    for (let round = 0; round < 3; round++) {
      await new Promise((r) => setTimeout(r, 300));
      killed += await db.terminateConnections();
    }
    stop = true;
    await Promise.all(traffic);
    expect(killed).toBeGreaterThan(0);
    expect(bad).toEqual([]);
    // Killed as the traffic ran, some requests will have met a dead connection (503) or not.
    expect(statuses.get(200)).toBeGreaterThan(0);

    expect(a.exitCode()).toBeNull();
    expect(b.exitCode()).toBeNull();
    for (const url of [a.url, b.url]) {
      await waitFor(`${url} serves again`, async () =>
        (await user.at(url).get('/api/t/nordrevision/companies')).status === 200 ? true : undefined,
      );
      expect(
        (await new BalancedClient(url, '198.51.100.31').login('admin', 'admin-demo')).status,
      ).toBe(204);
      expect((await fetch(`${url}/readyz`)).status).toBe(200);
    }
    // What each instance logged about it: a warning, not a crash.
    expect(a.log() + b.log()).toMatch(/a store connection failed/);
  });
});
