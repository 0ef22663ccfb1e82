/** An HTTP answer as it came on the wire (undici's `request`), for the compression tests. */
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { request } from 'undici';
import { expect } from 'vitest';

/** What Chromium sends. */
export const CHROMIUM = 'gzip, deflate, br, zstd';

export interface Wire {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The body as it came on the wire. */
  bytes: Buffer;
}

export async function onWire(
  url: string,
  opts: { cookie?: string; acceptEncoding?: string; method?: 'GET' | 'HEAD' } = {},
): Promise<Wire> {
  const headers: Record<string, string> = { 'x-csrf': '1' };
  if (opts.cookie) headers.cookie = opts.cookie;
  if (opts.acceptEncoding !== undefined) headers['accept-encoding'] = opts.acceptEncoding;
  const r = await request(url, { method: opts.method ?? 'GET', headers });
  return {
    status: r.statusCode,
    headers: r.headers,
    bytes: Buffer.from(await r.body.arrayBuffer()),
  };
}

/** The body as the browser reads it, after undoing the Content-Encoding. */
export function decoded(w: Wire): Buffer {
  const coding = w.headers['content-encoding'];
  if (coding === 'br') return brotliDecompressSync(w.bytes);
  if (coding === 'gzip') return gunzipSync(w.bytes);
  if (coding === 'deflate') return inflateSync(w.bytes);
  if (coding === undefined) return w.bytes;
  throw new Error(`unexpected content-encoding ${String(coding)}`);
}

export const varies = (w: Wire) => /accept-encoding/i.test(String(w.headers.vary ?? ''));

/** Headers a compressed answer must have: its coding, Vary, and no length but its own. */
export function expectCompressed(w: Wire, coding: 'br' | 'gzip' | 'deflate') {
  expect(w.status).toBe(200);
  expect(w.headers['content-encoding']).toBe(coding);
  expect(varies(w)).toBe(true);
  const length = w.headers['content-length'];
  if (length !== undefined) expect(Number(length)).toBe(w.bytes.length);
}
