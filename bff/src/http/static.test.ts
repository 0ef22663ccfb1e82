import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '../types.js';
import { errorResponse, HttpError } from './errors.js';
import { staticHandler } from './static.js';

let dir: string;
let app: Hono<AppEnv>;
const INDEX = '<!doctype html><title>console</title>';
const SCRIPT = 'console.log(1)';

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'static-'));
  app = new Hono<AppEnv>();
  // Built before the web exists: the files are looked up per request.
  app.on(['GET', 'HEAD'], '*', staticHandler(path.join(dir, 'dist')));
  // As in app.ts: a refusal is thrown and answered in one place.
  app.onError((err, c) => {
    if (err instanceof HttpError) return errorResponse(c, err);
    throw err;
  });
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the web, not built yet', () => {
  it('answers every page with the not-built page, never cached', async () => {
    for (const p of ['/', '/t/nord/companies']) {
      const r = await app.request(p);
      expect(r.status, p).toBe(200);
      expect(r.headers.get('cache-control')).toBe('no-cache');
      expect(await r.text()).toContain('The web app is not built');
    }
  });
});

describe('the web, built', () => {
  beforeAll(async () => {
    await mkdir(path.join(dir, 'dist', 'assets'), { recursive: true });
    await writeFile(path.join(dir, 'dist', 'index.html'), INDEX);
    await writeFile(path.join(dir, 'dist', 'assets', 'app-abc123.js'), SCRIPT);
    await writeFile(path.join(dir, 'dist', 'favicon.svg'), '<svg/>');
    await writeFile(path.join(dir, 'secret.txt'), 'outside the web');
    await mkdir(path.join(dir, 'dist', '.vite'), { recursive: true });
    await writeFile(path.join(dir, 'dist', '.vite', 'manifest.json'), '{"src/main.tsx":{}}');
  });

  it('serves index.html for / and any page path (SPA fallback), never cached', async () => {
    for (const p of ['/', '/t/nord/companies/x/balances', '/index.html']) {
      const r = await app.request(p);
      expect(r.status, p).toBe(200);
      expect(r.headers.get('content-type')).toMatch(/^text\/html/);
      expect(r.headers.get('cache-control')).toBe('no-cache');
      expect(await r.text()).toBe(INDEX);
    }
  });

  it('serves hashed assets immutable for a year, other files for an hour', async () => {
    const asset = await app.request('/assets/app-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await asset.text()).toBe(SCRIPT);
    const icon = await app.request('/favicon.svg');
    expect(icon.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(icon.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it("sends the build's compressed copy (X.br, X.gz) to a browser that accepts it, the file to others", async () => {
    const styles = 'body { color: black; }\n'.repeat(200);
    const css = path.join(dir, 'dist', 'assets', 'app-def456.css');
    await writeFile(css, styles);
    await writeFile(`${css}.br`, brotliCompressSync(styles));
    await writeFile(`${css}.gz`, gzipSync(styles));
    const asset = '/assets/app-def456.css';
    const br = await app.request(asset, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toMatch(/^text\/css/);
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(styles);
    const gz = await app.request(asset, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(styles);
    const plain = await app.request(asset);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(styles);
  });

  it('answers HEAD with the length and no body', async () => {
    const r = await app.request('/assets/app-abc123.js', { method: 'HEAD' });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-length')).toBe(String(SCRIPT.length));
    expect(await r.text()).toBe('');
  });

  it('answers a missing asset or file, or a malformed path, 404 in JSON, not the app page', async () => {
    for (const p of ['/assets/missing-123.js', '/robots.txt', '/assets/%E0%A4%A']) {
      const r = await app.request(p);
      expect(r.status, p).toBe(404);
      expect(await r.json()).toMatchObject({ message: 'not found', status: 404 });
    }
  });

  it("serves no hidden file or folder of the build (Vite's manifest maps the source layout)", async () => {
    for (const p of ['/.vite/manifest.json', '/%2evite/manifest.json', '/assets/.hidden']) {
      const r = await app.request(p);
      expect(r.status, p).toBe(404);
      expect(await r.text(), p).not.toContain('src/main.tsx');
    }
  });

  it('serves nothing outside the web folder', async () => {
    for (const p of ['/../secret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt']) {
      const r = await app.request(p);
      expect(await r.text(), p).not.toContain('outside the web');
    }
  });
});
