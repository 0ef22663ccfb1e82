/**
 * `/metrics` is never public (issue #31, item 12): the metrics name tenants and operations. On
 * the main port only with METRICS_TOKEN (Bearer, compared in constant time); with METRICS_PORT on
 * a listener of its own (then 404 on the main port); with neither, nowhere.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';
import { bearerIs } from './http/health.js';
import { startBff } from './server.js';
import { startTestBff } from '../test/bff-helpers.js';
import type { TestBff } from '../test/bff-helpers.js';

const TOKEN = 'a-metrics-token-0123456789';

let bff: TestBff | undefined;
afterEach(async () => {
  await bff?.close();
  bff = undefined;
});

/** A BFF with a built web (so an unknown page would be the app's index.html, 200). */
async function start(env: Record<string, string>): Promise<TestBff> {
  bff = await startTestBff(env);
  await mkdir(path.join(bff.dir, 'web-dist'), { recursive: true });
  await writeFile(path.join(bff.dir, 'web-dist', 'index.html'), '<!doctype html><title>c</title>');
  return bff;
}

const get = async (url: string, authorization?: string) => {
  const r = await fetch(url, authorization ? { headers: { authorization } } : {});
  return { status: r.status, headers: r.headers, text: await r.text() };
};

const isMetrics = (text: string) => text.includes('bff_http_requests_total');

describe('/metrics', () => {
  it('is 404 on the main port with neither METRICS_PORT nor METRICS_TOKEN', async () => {
    const b = await start({});
    expect((await get(`${b.url}/healthz`)).status).toBe(200);
    for (const auth of [undefined, `Bearer ${TOKEN}`]) {
      const r = await get(`${b.url}/metrics`, auth);
      expect(r.status).toBe(404);
      expect(JSON.parse(r.text)).toMatchObject({ code: 'not_found', status: 404 });
      expect(isMetrics(r.text)).toBe(false);
    }
    expect(b.metricsUrl).toBeUndefined();
  });

  it('with METRICS_TOKEN needs Authorization: Bearer <token> on the main port, else 401', async () => {
    const b = await start({ METRICS_TOKEN: TOKEN });
    for (const auth of [
      undefined,
      '',
      'Bearer',
      `Bearer ${TOKEN.slice(0, -1)}`,
      `Bearer ${TOKEN}x`,
      `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}`,
      TOKEN,
    ]) {
      const r = await get(`${b.url}/metrics`, auth);
      expect(r.status, String(auth)).toBe(401);
      expect(r.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
      expect(JSON.parse(r.text)).toMatchObject({ code: 'metrics_unauthorized', status: 401 });
      expect(isMetrics(r.text)).toBe(false);
    }
    for (const auth of [`Bearer ${TOKEN}`, `bearer ${TOKEN}`]) {
      const r = await get(`${b.url}/metrics`, auth);
      expect(r.status, auth).toBe(200);
      expect(r.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(r.headers.get('cache-control')).toBe('no-store');
      expect(isMetrics(r.text)).toBe(true);
    }
  });

  it('with METRICS_PORT is served on its own listener, bound like the main one, and 404 on the main port', async () => {
    const b = await start({ METRICS_PORT: '0' });
    expect(b.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(b.metricsUrl).not.toBe(b.url);
    // Some traffic on the main port for the metrics to count.
    expect((await get(`${b.url}/healthz`)).status).toBe(200);
    const m = await get(`${b.metricsUrl}/metrics`);
    expect(m.status).toBe(200);
    expect(m.text).toContain('route="/healthz"');
    expect(m.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect((await get(`${b.url}/metrics`)).status).toBe(404);
    // The listener serves nothing else of the console.
    for (const p of ['/', '/healthz', '/auth/session', '/api/t/nordrevision/companies', '/x']) {
      const r = await get(`${b.metricsUrl}${p}`);
      expect(r.status, p).toBe(404);
      expect(JSON.parse(r.text)).toMatchObject({ code: 'not_found' });
    }
  });

  it('with both, its own listener needs the token too and the main port stays 404', async () => {
    const b = await start({ METRICS_PORT: '0', METRICS_TOKEN: TOKEN });
    expect((await get(`${b.metricsUrl}/metrics`)).status).toBe(401);
    expect((await get(`${b.metricsUrl}/metrics`, `Bearer nope-${TOKEN}`)).status).toBe(401);
    expect(isMetrics((await get(`${b.metricsUrl}/metrics`, `Bearer ${TOKEN}`)).text)).toBe(true);
    expect((await get(`${b.url}/metrics`, `Bearer ${TOKEN}`)).status).toBe(404);
  });

  it('a METRICS_PORT already taken stops start-up', async () => {
    const taken = await start({});
    const dir = await mkdtemp(path.join(tmpdir(), 'bff-metrics-port-'));
    try {
      const starting = startBff({
        env: {
          PORT: '0',
          METRICS_PORT: new URL(taken.url).port,
          DATA_DIR: dir,
          LOG_LEVEL: 'silent',
          WEB_DIST: path.join(dir, 'web-dist'),
        },
        platform: { dataDir: path.join(dir, 'platform'), port: 0 },
      });
      await expect(starting).rejects.toThrow(/EADDRINUSE/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('the settings', () => {
  const base = { DATA_DIR: '/tmp/metrics-settings-test' };
  it('reads METRICS_PORT and METRICS_TOKEN; unset means no metrics at all', () => {
    expect(loadConfig(base)).toMatchObject({ metricsPort: undefined, metricsToken: undefined });
    expect(loadConfig({ ...base, METRICS_PORT: '9464', METRICS_TOKEN: TOKEN })).toMatchObject({
      metricsPort: 9464,
      metricsToken: TOKEN,
    });
  });

  it.each([
    [{ METRICS_PORT: 'x' }, /METRICS_PORT: must be a whole number/],
    [{ METRICS_PORT: '8080' }, /METRICS_PORT: must differ from PORT/],
    [{ METRICS_PORT: '9000', PORT: '9000' }, /METRICS_PORT: must differ from PORT/],
    [{ METRICS_TOKEN: 'short' }, /METRICS_TOKEN: must be at least 16 characters/],
    [{ METRICS_TOKEN: 'with a space in the token' }, /METRICS_TOKEN: must be printable ASCII/],
  ])('refuses %j', (env, message) => {
    expect(() => loadConfig({ ...base, ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, ...env })).toThrow(message);
  });

  it('bearerIs takes exactly `Bearer <token>`', () => {
    expect(bearerIs(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerIs(`BEARER  ${TOKEN} `, TOKEN)).toBe(true);
    for (const h of [undefined, '', 'Bearer ', `Bearer ${TOKEN} x`, `${TOKEN}`, `Bearer x${TOKEN}`])
      expect(bearerIs(h, TOKEN), String(h)).toBe(false);
  });
});
