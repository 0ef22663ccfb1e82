import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run, UsageError } from './accounts-cli.js';
import { ConfigError, loadConfig } from './config.js';
import { createLogger } from './http/logger.js';
import { startBff } from './server.js';
import { Client, startTestBff } from '../test/bff-helpers.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'bff-config-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('configuration', () => {
  it('demo mode: defaults, demo client and tenants, a session secret kept in DATA_DIR', async () => {
    const c = loadConfig({ DATA_DIR: dir });
    expect(c).toMatchObject({
      demo: true,
      port: 8080,
      host: '127.0.0.1',
      v1TimeoutMs: 15000,
      clientId: 'console-demo',
    });
    expect(c.tenants?.map((t) => t.id)).toEqual(['nordrevision', 'sydekonomi']);
    expect(c.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect((await readFile(path.join(dir, 'session-secret'), 'utf8')).trim()).toBe(c.sessionSecret);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(c.sessionSecret);
  });

  it('refuses to run outside demo mode without a session secret and client credentials', () => {
    let err: unknown;
    try {
      loadConfig({ DATA_DIR: dir, V1_BASE_URL: 'https://v1.example/v1' });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ConfigError);
    const msg = (err as Error).message;
    for (const name of ['SESSION_SECRET', 'V1_CLIENT_ID', 'V1_CLIENT_SECRET'])
      expect(msg).toContain(name);
  });

  it('names every bad value', () => {
    for (const [name, value] of [
      ['PORT', 'eighty'],
      ['V1_TIMEOUT_MS', '-1'],
      ['CONSOLE_TENANTS', 'acme'],
      ['CONSOLE_TENANTS', '[{"id":"ACME!","name":"x"}]'],
      ['DATABASE_URL', 'mysql://x'],
      ['SESSION_SECRET', 'short'],
      ['TRUST_PROXY', 'yes'],
      ['V1_BASE_URL', 'ftp://x'],
    ] as const)
      expect(() => loadConfig({ DATA_DIR: dir, [name]: value }), name).toThrow(
        new RegExp(`${name}[.\\w]*: `),
      );
    expect(
      loadConfig({ DATA_DIR: dir, CONSOLE_TENANTS: '[{"id":"acme","name":"Acme AB"}]' }).tenants,
    ).toEqual([{ id: 'acme', name: 'Acme AB' }]);
  });

  it("machine users: the demo's integration users, else the MACHINE_USERS given (lower case)", () => {
    expect(loadConfig({ DATA_DIR: dir }).machineUsers).toEqual([
      'integration@nordrevision.se',
      'integration@sydekonomi.se',
    ]);
    const real = {
      DATA_DIR: dir,
      V1_BASE_URL: 'https://v1.example/v1',
      SESSION_SECRET: 'x'.repeat(32),
      V1_CLIENT_ID: 'c',
      V1_CLIENT_SECRET: 's',
    };
    expect(loadConfig(real).machineUsers).toEqual([]);
    expect(loadConfig({ ...real, MACHINE_USERS: ' Sync@Acme.se, ,erp-bot ' }).machineUsers).toEqual(
      ['sync@acme.se', 'erp-bot'],
    );
  });

  it('refuses to start outside demo mode without a console account', async () => {
    const d = path.join(dir, 'no-accounts');
    await expect(
      startBff({
        env: {
          DATA_DIR: d,
          PORT: '0',
          LOG_LEVEL: 'silent',
          V1_BASE_URL: 'http://127.0.0.1:9/v1',
          V1_CLIENT_ID: 'x',
          V1_CLIENT_SECRET: 'y',
          SESSION_SECRET: 'a-session-secret-of-enough-length-123',
        },
      }),
    ).rejects.toThrow(/no console accounts/);
  });
});

describe('accounts CLI', () => {
  it('adds, lists, changes passwords and removes accounts; no demo accounts outside demo mode', async () => {
    const env = { DATA_DIR: path.join(dir, 'cli') };
    const pw = (p: string) => () => Promise.resolve(p);
    expect(
      await run(
        ['add', 'alice', '--role', 'admin', '--tenants', 'acme,beta'],
        env,
        pw('alice-password'),
      ),
    ).toMatch(/added alice/);
    await expect(
      run(['add', 'alice', '--role', 'admin', '--tenants', 'acme'], env, pw('x-password')),
    ).rejects.toThrow(UsageError);
    await expect(
      run(['add', 'bob', '--role', 'boss', '--tenants', 'acme'], env, pw('bob-password')),
    ).rejects.toThrow(/role/);
    await expect(
      run(['add', 'bob', '--role', 'auditor', '--tenants', 'acme'], env, pw('short')),
    ).rejects.toThrow(/8 characters/);
    expect(
      await run(['add', 'bob', '--role', 'auditor', '--tenants', 'acme'], env, pw('bob-password')),
    ).toMatch(/added bob/);
    const list = await run(['list'], env);
    // The language column: `-` until the account chooses one in the console.
    expect(list).toMatch(/alice\s+admin\s+-\s+acme,beta/);
    expect(list).toMatch(/bob\s+auditor\s+-\s+acme/);
    expect(list).not.toMatch(/admin-demo|scrypt/);

    // The accounts work in a BFF outside demo mode; a password change ends the session.
    const v1 = await startTestBff();
    const bff = await startBff({
      env: {
        ...env,
        PORT: '0',
        LOG_LEVEL: 'silent',
        V1_BASE_URL: v1.platform!.baseUrl,
        V1_CLIENT_ID: 'console-demo',
        V1_CLIENT_SECRET: 'console-demo-secret',
        SESSION_SECRET: 'a-session-secret-of-enough-length-123',
        WEB_DIST: path.join(dir, 'none'),
      },
    });
    try {
      const c = new Client(bff.url);
      expect((await c.login('admin', 'admin-demo')).status).toBe(401);
      expect((await c.login('alice', 'alice-password')).status).toBe(204);
      expect((await c.get('/auth/session')).body).toMatchObject({
        user: { username: 'alice', role: 'admin' },
        tenants: [
          { id: 'acme', name: 'acme' },
          { id: 'beta', name: 'beta' },
        ],
      });
      expect(await run(['passwd', 'alice'], env, pw('alice-password-2'))).toMatch(/changed/);
      await new Promise((r) => setTimeout(r, 1100)); // another process: seen within the 1 s row cache
      expect((await c.get('/auth/session')).status).toBe(401);
      expect((await c.login('alice', 'alice-password-2')).status).toBe(204);
      expect(await run(['remove', 'alice'], env)).toMatch(/removed/);
      await new Promise((r) => setTimeout(r, 1100));
      expect((await c.get('/auth/session')).status).toBe(401);
    } finally {
      await bff.close();
      await v1.close();
    }
  });
});

describe('logs', () => {
  it('redacts secrets, tokens, cookies and passwords', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _enc, cb) {
        lines.push(chunk.toString());
        cb();
      },
    });
    const log = createLogger('info', sink);
    log.info(
      {
        headers: { cookie: 'ledger_session=abc', authorization: 'Bearer tok-123' },
        password: 'pw-123',
        config: { sessionSecret: 'sec-123', clientSecret: 'cs-123' },
        access_token: 'at-123',
      },
      'x',
    );
    const out = lines.join('');
    for (const s of ['abc', 'tok-123', 'pw-123', 'sec-123', 'cs-123', 'at-123'])
      expect(out).not.toContain(s);
    expect(out).toContain('[redacted]');
  });

  it('request logs of a running BFF hold no secret', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _enc, cb) {
        lines.push(chunk.toString());
        cb();
      },
    });
    const d = path.join(dir, 'logs');
    const bff = await startBff({
      env: { DATA_DIR: d, PORT: '0', LOG_LEVEL: 'debug', WEB_DIST: path.join(d, 'none') },
      platform: { dataDir: path.join(d, 'platform'), port: 0 },
      logDestination: sink,
    });
    try {
      const c = new Client(bff.url);
      await c.login('admin', 'wrong-password');
      await c.login('admin', 'admin-demo');
      expect((await c.get('/api/t/nordrevision/companies')).status).toBe(200);
      const out = lines.join('');
      expect(out).toContain('"path":"/api/t/nordrevision/companies"');
      for (const s of [
        'admin-demo',
        'wrong-password',
        'console-demo-secret',
        bff.tokens.peek('nordrevision')!,
        c.cookie!.split('=')[1]!,
      ])
        expect(out).not.toContain(s);
      for (const l of lines) expect(() => JSON.parse(l)).not.toThrow();
    } finally {
      await bff.close();
    }
  });
});
