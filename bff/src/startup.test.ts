/**
 * Start-up against a store that is not there (yet), and with bad settings: `tsx src/main.ts`
 * as it is run in service. A failure is one line on stderr naming the problem, no stack trace.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBff } from './server.js';
import { pgAdminUrl, testDatabase } from '../test/test-pg.js';
import { addTestAccounts, bareEnv, Client } from '../test/bff-helpers.js';

const PG_ADMIN = await pgAdminUrl();
const bffDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

type Run = Awaited<ReturnType<typeof runMain>>;
let dir: string;
/** The runs of main.ts the tests look at, started together (each takes seconds of tsx start-up). */
let runs: Record<'missing' | 'refused' | 'bad' | 'host', Promise<Run>>;
const missing = PG_ADMIN ? testDatabase(PG_ADMIN, `bff_missing_${process.pid}`) : undefined;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'bff-startup-'));
  // Outside demo mode the BFF needs an account; the SQLite store of `dir` has one.
  await addTestAccounts({ dataDir: dir }, [
    { username: 'alice', password: 'alice-password', role: 'admin', tenants: ['acme'] },
  ]);
  const skipped = Promise.resolve({ code: null, stdout: '', stderr: '' });
  runs = {
    missing: missing ? runMain({ DATABASE_URL: missing.url, DATABASE_WAIT_S: '1' }) : skipped,
    refused: runMain({
      DATABASE_URL: 'postgres://postgres@127.0.0.1:1/console',
      DATABASE_WAIT_S: '0',
    }),
    bad: runMain({ PORT: 'eighty', DATABASE_URL: 'postgres://x:bad-port/db' }),
    host: runMain({ HOST: '203.0.113.1' }),
  };
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** Outside demo mode, against a V1 nobody asks at start-up. */
const baseEnv = () => ({
  PORT: '0',
  DATA_DIR: dir,
  WEB_DIST: path.join(dir, 'no-web'),
  V1_BASE_URL: 'http://127.0.0.1:9/v1',
  V1_CLIENT_ID: 'console',
  V1_CLIENT_SECRET: 'console-secret',
  SESSION_SECRET: 'a-session-secret-of-enough-length-123',
  LOG_LEVEL: 'info',
});

/** Runs main.ts until it exits (it must, within the test's time). */
function runMain(env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(
      process.execPath,
      ['--conditions=source', '--import', 'tsx', 'src/main.ts'],
      {
        cwd: bffDir,
        env: { ...bareEnv(), ...baseEnv(), ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

function expectOneLine(stderr: string, ...parts: (string | RegExp)[]) {
  const lines = stderr.split('\n').filter((l) => l.trim() !== '');
  expect(lines, stderr).toHaveLength(1);
  expect(lines[0]).toMatch(/^bff: /);
  for (const p of parts)
    if (typeof p === 'string') expect(lines[0]).toContain(p);
    else expect(lines[0]).toMatch(p);
  expect(stderr).not.toMatch(/\n\s+at /);
}

// Concurrent: the runs of main.ts are shared and only read, and the late database's wait overlaps
// their start-up instead of following it.
describe.concurrent('start-up', () => {
  it.skipIf(!PG_ADMIN)(
    'a missing database: retried for DATABASE_WAIT_S, then one line naming host, database and reason',
    async () => {
      const r = await runs.missing;
      expect(r.code).toBe(1);
      const host = new URL(missing!.url).hostname;
      expectOneLine(
        r.stderr,
        `${host}:5432`,
        `database "${missing!.name}"`,
        `database "${missing!.name}" does not exist`,
        /still failing after 1 s/,
      );
      // It did try again in the meantime (the JSON log on stdout).
      expect(r.stdout).toMatch(/the store is not there yet; trying again/);
    },
  );

  it('a refused port: one line naming it', async () => {
    const r = await runs.refused;
    expect(r.code).toBe(1);
    expectOneLine(r.stderr, '127.0.0.1:1', 'database "console"', 'ECONNREFUSED');
  });

  it('bad settings: one line naming each', async () => {
    const bad = await runs.bad;
    expect(bad.code).toBe(1);
    expectOneLine(
      bad.stderr,
      'invalid configuration',
      'PORT: must be a whole number',
      'DATABASE_URL: is not a valid URL',
    );

    const host = await runs.host;
    expect(host.code).toBe(1);
    expectOneLine(host.stderr, 'cannot listen on HOST=203.0.113.1', 'EADDRNOTAVAIL');
  });

  it.skipIf(!PG_ADMIN)('waits for a database that comes up a little after the BFF', async () => {
    const late = testDatabase(PG_ADMIN!, `bff_late_${process.pid}`);
    const starting = startBff({
      env: {
        ...baseEnv(),
        V1_BASE_URL: undefined,
        V1_CLIENT_ID: undefined,
        V1_CLIENT_SECRET: undefined,
        SESSION_SECRET: undefined,
        LOG_LEVEL: 'silent',
        DATA_DIR: path.join(dir, 'late'),
        DATABASE_URL: late.url,
        DATABASE_WAIT_S: '30',
      },
      platform: { dataDir: path.join(dir, 'late', 'platform'), port: 0 },
    });
    let started = false;
    void starting.then(() => (started = true)).catch(() => undefined);
    try {
      await new Promise((r) => setTimeout(r, 1500));
      expect(started).toBe(false);
      await late.create();
      const bff = await starting;
      try {
        expect((await new Client(bff.url).login('admin', 'admin-demo')).status).toBe(204);
      } finally {
        await bff.close();
      }
    } finally {
      await starting.then((b) => b.close()).catch(() => undefined);
      await late.drop();
    }
  });
});
