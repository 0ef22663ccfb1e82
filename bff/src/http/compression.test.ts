/**
 * Compression of the BFF's answers over real HTTP, read with undici's `request` (which, unlike
 * fetch, hands over the bytes as they came on the wire), against the embedded platform: the
 * proxy and the app's own routes. What must be left alone: compression-passthrough.test.ts. The
 * coding is the `compression` package's choice (http/compress.ts): the browser's q-values, br
 * before gzip before deflate on a tie, and none for identity, zstd alone or no Accept-Encoding.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIN_COMPRESSED_BYTES } from './compress.js';
import { startTestBff, type Client, type TestBff } from '../../test/bff-helpers.js';
import { BUFFERED_BODY_LIMIT } from '../upstream/upstream.js';
import { CHROMIUM, decoded, expectCompressed, onWire, varies } from '../../test/wire.js';

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
      ['GZIP', 'gzip'],
      ['br', 'br'],
      ['deflate', 'deflate'],
      ['*', 'br'],
      ['gzip;q=1, br;q=0.5', 'gzip'],
      ['br;q=0.5, gzip;q=0.5', 'br'],
      ['br;q=0, gzip', 'gzip'],
      ['br;q=0, *', 'gzip'],
      ['identity;q=0.5, gzip;q=0.8', 'gzip'],
    ] as const) {
      const w = await onWire(url, { cookie, acceptEncoding });
      expectCompressed(w, coding);
      expect(w.bytes.length).toBeLessThan(plain.bytes.length);
      expect(decoded(w).equals(plain.bytes), acceptEncoding).toBe(true);
    }
    for (const acceptEncoding of [
      'identity',
      'identity, gzip;q=0.5',
      'gzip;q=0, br;q=0',
      '*;q=0',
      'zstd',
      '',
    ]) {
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

  it('answers under the threshold go out as they are, with their length', async () => {
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
