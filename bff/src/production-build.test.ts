/**
 * The production build (scripts/build-servers.mjs, as `pnpm start` runs it): the BFF and its
 * embedded platform compiled into their packages' dist folders and started with plain node; a
 * build older than the sources is rebuilt, a fresh one is left alone.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, statSync, utimesSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TENANTS } from '@ledger/platform/demo-data';
import { bareEnv, buildServer, Client } from '../test/bff-helpers.js';

/** The BFF's package folder (bff), where `pnpm --filter bff start` runs it. */
const bffDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const repoRoot = path.dirname(bffDir);
const children: ChildProcess[] = [];
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'bff-compiled-'));
  buildServer(); // the packages' dist folders, built only when older than the sources
}, 120_000);
afterAll(async () => {
  await Promise.all(
    children.map(
      (c) =>
        new Promise<void>((resolve) => {
          if (c.exitCode !== null || c.signalCode !== null) return resolve();
          c.once('exit', () => resolve());
          c.kill('SIGTERM');
        }),
    ),
  );
  await rm(dir, { recursive: true, force: true });
});

/** `node <file under the repository>` from bff, as `pnpm start` runs it; resolves with its URL. */
function runCompiled(file: string, env: Record<string, string>, listening: RegExp) {
  const child = spawn(process.execPath, [path.join(repoRoot, file)], {
    cwd: bffDir,
    env: { ...bareEnv(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  return new Promise<string>((resolve, reject) => {
    const read = (d: Buffer) => {
      out += d.toString();
      const m = listening.exec(out);
      if (m) resolve(m[1]!);
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`${file} exited ${code}: ${out}`)));
  });
}

describe('the compiled server', () => {
  it('starts with plain node and the embedded platform, proxies V1 and serves the web', async () => {
    const url = await runCompiled(
      'bff/dist/main.js',
      { PORT: '0', PLATFORM_PORT: '0', DATA_DIR: path.join(dir, 'console'), LOG_LEVEL: 'warn' },
      /Ledger Console\s+(http:\/\/\S+)/,
    );

    // Ready once the store and a V1 token answer within /readyz's few seconds, which a machine
    // busy with other test files may take a few tries to give.
    let ready = await fetch(`${url}/readyz`);
    for (let tries = 1; ready.status === 503 && tries < 10; tries++)
      ready = await fetch(`${url}/readyz`);
    expect(ready.status, await ready.clone().text()).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready' });

    const admin = new Client(url);
    expect((await admin.login('admin', 'admin-demo')).status).toBe(204);
    const tenant = DEMO_TENANTS[0]!;
    const companies = await admin.get<{ name: string }[]>(`/api/t/${tenant.id}/companies`);
    expect(companies.status).toBe(200);
    expect(companies.body.map((c) => c.name).sort()).toEqual(
      tenant.companies.map((c) => c.name).sort(),
    );

    // The web build is found from the compiled tree (repository/web/dist) as from the sources.
    const page = await fetch(`${url}/companies`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const webIndex = path.join(repoRoot, 'web', 'dist', 'index.html');
    if (existsSync(webIndex)) expect(await page.text()).toBe(readFileSync(webIndex, 'utf8'));
    else expect(await page.text()).toContain('The web app is not built');
  });

  it('runs the platform alone (pnpm platform) with plain node', async () => {
    const baseUrl = await runCompiled(
      'platform/dist/main.js',
      {
        PLATFORM_PORT: '0',
        PLATFORM_DATA_DIR: path.join(dir, 'platform'),
        PLATFORM_SEED: 'none',
      },
      /listening on (http:\/\/\S+\/v1)/,
    );
    const openapi = await fetch(`${baseUrl}/openapi.json`);
    expect(openapi.status).toBe(200);
    expect(await openapi.json()).toMatchObject({ openapi: expect.stringMatching(/^3\./) });
  });
});

describe('the build', () => {
  it('leaves a build newer than the sources alone and rebuilds one older than them', () => {
    const stamp = path.join(repoRoot, 'platform', 'dist', '.built');
    expect(buildServer()).toBe('');
    const longAgo = new Date('2020-01-01T00:00:00Z');
    utimesSync(stamp, longAgo, longAgo);
    const rebuilt = buildServer();
    expect(rebuilt).toMatch(/platform: sources changed, rebuilding/);
    expect(rebuilt).not.toMatch(/contract|bff:/);
    expect(statSync(stamp).mtimeMs).toBeGreaterThan(longAgo.getTime());
    expect(readFileSync(path.join(repoRoot, 'platform', 'dist', 'main.js'), 'utf8')).toContain(
      'listening on',
    );
  }, 120_000);

  it('leaves the packages to import each other by name, as node resolves them', () => {
    const config = readFileSync(path.join(bffDir, 'dist', 'config.js'), 'utf8');
    expect(config).toMatch(/from ["']@ledger\/contract["']/);
    expect(config).toMatch(/from ["']@ledger\/platform\/demo-data["']/);
    expect(config).not.toMatch(/\/src\/|\.ts["']/);
  });
});
