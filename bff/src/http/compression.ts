/**
 * Compression of the BFF's answers, gzip or brotli as the browser asks (`Accept-Encoding`).
 *
 * It happens where the bytes are written: `CompressingResponse` is the ServerResponse class the
 * BFF's node:http server creates (server.ts), so the proxy's own handler (proxy.ts, which writes
 * flat header lists and pipes V1's streamed answers) and the Hono app (whose @hono/node-server
 * adapter writes each web Response with writeHead, write and end) are both covered without a
 * second copy of the rule, and without turning the proxy's answers into web streams.
 *
 * Left alone: HEAD, 1xx/204/205/206/304, answers that already carry a Content-Encoding (an
 * upstream that compresses), types that do not shrink (images, zip, octet-stream, fonts),
 * answers whose known length is under MIN_COMPRESSED_BYTES, and the answer to an upload (a
 * multipart request): the upload's request body is never read or touched here.
 */
import { ServerResponse } from 'node:http';
import type { IncomingMessage, OutgoingHttpHeader, OutgoingHttpHeaders } from 'node:http';
import {
  brotliCompressSync,
  constants,
  createBrotliCompress,
  createGzip,
  gzipSync,
} from 'node:zlib';
import type { BrotliOptions, ZlibOptions } from 'node:zlib';
import type { Transform } from 'node:stream';

export type Coding = 'br' | 'gzip';

/**
 * Answers known to be shorter than this go out as they are. They fit in TCP's first flight (10
 * segments, ~14 KB) either way, so compressing them saves no round trip, and it cost the proxy
 * about 35 µs of CPU per 1.6 KB answer (a third of its throughput; `pnpm bench -- --only=proxy`).
 */
export const MIN_COMPRESSED_BYTES = 8 * 1024;
/**
 * Answers of a known length up to this are compressed in one synchronous call at their end (about
 * a third of the CPU of a zlib stream, whose fixed cost dominates small bodies) and announce their
 * compressed length; longer or unannounced ones go through a zlib stream on the thread pool,
 * chunk by chunk, without a length.
 */
const WHOLE_BODY_LIMIT = 16 * 1024;
/**
 * Fast levels, measured on a 5,000-invitation list (1.08 MB) and on answers of 1.6 to 16 KB
 * (docs/BFF-NOTES.md "Compression"): on the long list brotli 4 made the smallest answer of
 * qualities 3-6 at about half the CPU of 5 and 6; on short answers 3 is as small as 4 for 60 % of
 * its CPU; gzip 5 is within 1 % of 6's size for less CPU.
 */
const BROTLI_QUALITY = 4;
const BROTLI_QUALITY_SHORT = 3;
const GZIP_LEVEL = 5;
const BROTLI_MAX_WINDOW_BITS = 18;
const STREAM_CHUNK_BYTES = 64 * 1024;

const COMPRESSIBLE =
  /^(text\/(?!event-stream)|application\/(json|javascript|ecmascript|xml|manifest\+json|[\w.-]+\+(json|xml))\b|image\/svg\+xml\b)/i;

/**
 * Whether an answer of this Content-Type shrinks when compressed (JSON, text, JS, CSS, SVG); not an
 * event stream, whose events a compressor would hold back.
 */
export function isCompressibleType(contentType: string | undefined): boolean {
  return contentType !== undefined && COMPRESSIBLE.test(contentType.trimStart());
}

let lastAccept: string | undefined;
let lastCoding: Coding | undefined;

/**
 * The coding to answer with for an `Accept-Encoding` value (RFC 9110 12.5.3), or undefined for
 * none: each coding's q-value (its own entry, else `*`'s, else 0; `q=0` refuses), the higher
 * wins, br on a tie; an explicit `identity` (or `*`) preferred above both keeps the answer as it
 * is. No header, or an empty one, means no compression.
 */
export function negotiateCoding(accept: string | undefined): Coding | undefined {
  if (!accept) return undefined;
  // Browsers send the same value on every request: the last answer is kept.
  if (accept === lastAccept) return lastCoding;
  const q: Record<string, number> = {};
  for (const entry of accept.split(',')) {
    const [name, ...params] = entry.split(';');
    const coding = name!.trim().toLowerCase();
    if (!coding) continue;
    let weight = 1;
    for (const p of params) {
      const m = /^\s*q\s*=\s*(\d+(?:\.\d*)?)\s*$/i.exec(p);
      if (m) weight = Math.min(1, Number(m[1]));
    }
    q[coding === 'x-gzip' ? 'gzip' : coding] = weight;
  }
  const any = q['*'];
  const br = q.br ?? any ?? 0;
  const gzip = q.gzip ?? any ?? 0;
  const identity = q.identity ?? any;
  const best: Coding = br >= gzip ? 'br' : 'gzip';
  const bestQ = Math.max(br, gzip);
  const chosen = bestQ > 0 && (identity === undefined || bestQ >= identity) ? best : undefined;
  lastAccept = accept;
  lastCoding = chosen;
  return chosen;
}

type Headers = OutgoingHttpHeaders | OutgoingHttpHeader[] | undefined;
type WriteCallback = (error?: Error | null) => void;

const sameName = (a: string, lowerB: string) =>
  a.length === lowerB.length && a.toLowerCase() === lowerB;

/** A header's value among those given to writeHead (a flat list or an object). */
function headerIn(headers: Headers, name: string): string | undefined {
  if (Array.isArray(headers)) {
    for (let i = 0; i < headers.length; i += 2)
      if (sameName(String(headers[i]), name)) return String(headers[i + 1]);
  } else if (headers) {
    for (const k in headers) {
      if (!sameName(k, name)) continue;
      const v = headers[k];
      return v === undefined ? undefined : String(v);
    }
  }
  return undefined;
}

/** writeHead's headers as one flat list of names and values (nested pairs and objects too). */
function flatten(headers: Headers): OutgoingHttpHeader[] {
  if (!headers) return [];
  if (Array.isArray(headers)) return Array.isArray(headers[0]) ? headers.flat() : [...headers];
  const out: OutgoingHttpHeader[] = [];
  for (const [k, v] of Object.entries(headers)) {
    if (v === undefined) continue;
    if (Array.isArray(v)) for (const one of v) out.push(k, one);
    else out.push(k, v);
  }
  return out;
}

const withAcceptEncoding = (vary: string | undefined) =>
  !vary
    ? 'Accept-Encoding'
    : /(^|,)\s*(\*|accept-encoding)\s*(,|$)/i.test(vary)
      ? vary
      : `${vary}, Accept-Encoding`;

const weak = (etag: string) => (etag.startsWith('W/') ? etag : `W/${etag}`);

function brotliOptions(length: number | undefined): BrotliOptions {
  const params: Record<number, number> = {
    [constants.BROTLI_PARAM_QUALITY]:
      length !== undefined && length <= WHOLE_BODY_LIMIT ? BROTLI_QUALITY_SHORT : BROTLI_QUALITY,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    // A window of at most 256 KB (the default is 4 MB per answer in flight): the 5,000-invitation
    // list came out 2 % smaller with it, not larger. No larger than the body, for short ones.
    [constants.BROTLI_PARAM_LGWIN]: Math.max(
      10,
      Math.min(BROTLI_MAX_WINDOW_BITS, Math.ceil(Math.log2((length ?? Infinity) + 1))),
    ),
  };
  if (length !== undefined) params[constants.BROTLI_PARAM_SIZE_HINT] = length;
  return { params };
}

function gzipOptions(length: number | undefined): ZlibOptions {
  if (length === undefined) return { level: GZIP_LEVEL };
  return {
    level: GZIP_LEVEL,
    windowBits: Math.max(9, Math.min(15, Math.ceil(Math.log2(length + 1)))),
  };
}

/** A head held back until a short body is compressed, so it can announce the compressed length. */
interface HeldHead {
  statusCode: number;
  message: string | undefined;
  headers: OutgoingHttpHeader[];
}

/**
 * The BFF's ServerResponse: decides at writeHead whether the answer is compressed, and if so sends
 * the body through an encoder. A short body is kept and compressed at end(), its head held back
 * until then so that it announces the compressed length; a longer or unannounced one streams
 * through a zlib stream without a length. Headers then say `Content-Encoding`, a weak ETag, and
 * never the uncompressed length; `Vary: Accept-Encoding` is on every answer of a compressible type.
 */
export class CompressingResponse extends ServerResponse<IncomingMessage> {
  private coding: Coding | undefined;
  /** Streamed answers: the zlib stream the body goes through. */
  private encoder: Transform | undefined;
  /** Short answers: the head, and the body so far. */
  private held: HeldHead | undefined;
  private heldBody: Buffer[] = [];
  private heldLength = 0;
  /** The body's length, when end() brings all of it before the head was written. */
  private bodyLength: number | undefined;
  private ending = false;

  override writeHead(
    statusCode: number,
    messageOrHeaders?: string | Headers,
    maybeHeaders?: Headers,
  ): this {
    const message = typeof messageOrHeaders === 'string' ? messageOrHeaders : undefined;
    const headers = typeof messageOrHeaders === 'string' ? maybeHeaders : messageOrHeaders;
    if (this.held) this.dropHeld(); // a second head (an error answer instead): the first is void
    const lookup = (name: string) => {
      const v = headerIn(headers, name) ?? this.getHeader(name);
      return v === undefined ? undefined : String(v);
    };
    if (!isCompressibleType(lookup('content-type'))) return this.head(statusCode, message, headers);
    const encoded = lookup('content-encoding');
    if (encoded && encoded.toLowerCase() !== 'identity')
      return this.head(statusCode, message, headers);
    if (/^multipart\//i.test(this.req.headers['content-type'] ?? ''))
      return this.head(statusCode, message, headers); // an upload's answer

    const announced = lookup('content-length');
    const length = announced !== undefined ? Number(announced) : this.bodyLength;
    const coding =
      this.req.method === 'HEAD' ||
      statusCode < 200 ||
      statusCode === 204 ||
      statusCode === 205 ||
      statusCode === 206 ||
      statusCode === 304 ||
      (length !== undefined && length < MIN_COMPRESSED_BYTES)
        ? undefined
        : negotiateCoding(this.req.headers['accept-encoding']);

    const out: OutgoingHttpHeader[] = [];
    const given = flatten(headers);
    for (let i = 0; i < given.length; i += 2) {
      const name = String(given[i]).toLowerCase();
      if (name === 'vary' || (coding && (name === 'content-length' || name === 'etag'))) continue;
      out.push(given[i]!, given[i + 1]!);
    }
    out.push('vary', withAcceptEncoding(lookup('vary')));
    if (!coding) return this.head(statusCode, message, out);
    const etag = lookup('etag');
    if (etag) out.push('etag', weak(etag));
    this.removeHeader('content-length');
    out.push('content-encoding', coding);
    this.coding = coding;
    if (length !== undefined && length <= WHOLE_BODY_LIMIT) {
      this.held = { statusCode, message, headers: out };
      this.statusCode = statusCode;
      return this;
    }
    this.encoder = this.startEncoder(coding, length);
    return this.head(statusCode, message, out);
  }

  override write(
    chunk: unknown,
    encodingOrCallback?: BufferEncoding | WriteCallback,
    callback?: WriteCallback,
  ): boolean {
    if (!this.headersSent && !this.held) this.writeHead(this.statusCode);
    if (this.held) {
      const cb = typeof encodingOrCallback === 'function' ? encodingOrCallback : callback;
      const encoding = typeof encodingOrCallback === 'string' ? encodingOrCallback : undefined;
      this.keep(chunk, encoding);
      if (cb) process.nextTick(cb);
      return true;
    }
    if (this.encoder)
      return this.encoder.write(chunk, encodingOrCallback as BufferEncoding, callback);
    return super.write(chunk, encodingOrCallback as BufferEncoding, callback);
  }

  override end(
    chunkOrCallback?: unknown,
    encodingOrCallback?: BufferEncoding | (() => void),
    callback?: () => void,
  ): this {
    let chunk = chunkOrCallback;
    let encoding = encodingOrCallback;
    let cb = callback;
    if (typeof chunk === 'function')
      [chunk, encoding, cb] = [undefined, undefined, chunk as () => void];
    else if (typeof encoding === 'function') [encoding, cb] = [undefined, encoding];
    if (!this.headersSent && !this.held) {
      // All of the body is here: its length decides, and is announced when it is not compressed.
      this.bodyLength = chunk == null ? 0 : Buffer.byteLength(chunk as string, encoding);
      if (this.bodyLength > 0) {
        if (!this.hasHeader('content-length')) this.setHeader('content-length', this.bodyLength);
        this.writeHead(this.statusCode);
      }
    }
    if (!this.coding) return super.end(chunk, encoding as BufferEncoding, cb);
    if (this.ending) return this;
    this.ending = true;
    if (this.held && chunk != null) {
      this.keep(chunk, encoding as BufferEncoding | undefined);
      chunk = undefined; // kept, or (past WHOLE_BODY_LIMIT) already in the encoder
    }
    const held = this.held;
    if (held) {
      const body = this.heldBody.length === 1 ? this.heldBody[0]! : Buffer.concat(this.heldBody);
      const compressed =
        this.coding === 'br'
          ? brotliCompressSync(body, brotliOptions(body.length))
          : gzipSync(body, gzipOptions(body.length));
      this.dropHeld();
      held.headers.push('content-length', String(compressed.length));
      this.head(held.statusCode, held.message, held.headers);
      return super.end(compressed, cb);
    }
    const encoder = this.encoder!;
    encoder.once('end', () => super.end(cb));
    if (chunk != null) encoder.end(chunk, encoding as BufferEncoding);
    else encoder.end();
    return this;
  }

  /** A held head goes out with the body (at end, or once the body turns out long). */
  override flushHeaders(): void {
    if (!this.held) super.flushHeaders();
  }

  private head(statusCode: number, message: string | undefined, headers: Headers): this {
    return message === undefined
      ? super.writeHead(statusCode, headers)
      : super.writeHead(statusCode, message, headers);
  }

  private dropHeld() {
    this.held = undefined;
    this.heldBody = [];
    this.heldLength = 0;
  }

  private keep(chunk: unknown, encoding: BufferEncoding | undefined) {
    const buf = Buffer.isBuffer(chunk)
      ? chunk
      : typeof chunk === 'string'
        ? Buffer.from(chunk, encoding)
        : Buffer.from(chunk as Uint8Array);
    this.heldLength += buf.length;
    this.heldBody.push(buf);
    if (this.heldLength <= WHOLE_BODY_LIMIT) return;
    // Longer than announced: the head goes without a length, and the body streams from here.
    const held = this.held!;
    const kept = this.heldBody;
    this.dropHeld();
    this.head(held.statusCode, held.message, held.headers);
    this.encoder = this.startEncoder(this.coding!, undefined);
    for (const b of kept) this.encoder.write(b);
  }

  /** The zlib stream, its output written on with backpressure both ways. */
  private startEncoder(coding: Coding, length: number | undefined): Transform {
    // Output in 64 KB pieces (not 16): each piece filled is one more round trip to the thread pool.
    const encoder =
      coding === 'br'
        ? createBrotliCompress({ ...brotliOptions(length), chunkSize: STREAM_CHUNK_BYTES })
        : createGzip({ ...gzipOptions(length), chunkSize: STREAM_CHUNK_BYTES });
    encoder.on('data', (chunk: Buffer) => {
      if (!super.write(chunk)) encoder.pause();
    });
    // The socket drained: more output may go. The encoder drained: whoever writes may go on.
    this.on('drain', () => encoder.resume());
    encoder.on('drain', () => this.emit('drain'));
    encoder.on('error', (err) => this.destroy(err));
    this.once('close', () => encoder.destroy());
    return encoder;
  }
}
