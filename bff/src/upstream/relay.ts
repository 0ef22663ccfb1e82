import { pipeline } from 'node:stream';
import type { Readable } from 'node:stream';
import type { Operation } from '@ledger/contract';
import { UpstreamError } from '../http/errors.js';
import { discardBody } from './upstream.js';
import type { UpstreamResponse } from './upstream.js';
import type { Exchange, HeaderList } from './exchange.js';

/** V1 response headers the browser may see. */
const PASS_HEADERS = [
  'content-type',
  // An answer V1 compressed goes on as it is (compress.ts leaves encoded answers alone).
  'content-encoding',
  'content-length',
  'deprecation',
  'sunset',
  'link',
  'retry-after',
  'etag',
  'last-modified',
  // The vouchers operation's total, all pages together (VOUCHERS_TOTAL_HEADER).
  'x-total-count',
];

/**
 * A successful V1 answer to the browser: never cached, with the V1 headers it may see (links
 * pointing at the proxy). `whole` is the body when it has been read already (small answers
 * arrive whole): it goes out in one write, one JSON object as a list of one where the operation
 * may answer one. Anything else is streamed, until the request's deadline; `done` is called when
 * the answer is written or given up.
 */
export function relaySuccess(
  x: Exchange,
  op: Operation,
  res: UpstreamResponse,
  whole: Buffer | undefined,
  basePath: string,
  tenant: string,
  done: () => void,
) {
  const status = res.statusCode;
  const out: HeaderList = ['cache-control', 'no-store'];
  for (const h of PASS_HEADERS) {
    const v = res.headers[h];
    if (typeof v === 'string' && h !== 'content-length')
      out.push(h, h === 'link' ? rewriteLink(v, basePath, tenant) : v);
  }
  if (status === 204 || status === 205) {
    discardBody(res);
    x.send(status, out);
    return done();
  }
  if (whole) {
    x.send(status, out, op.answerMayBeOne ? asList(whole) : whole);
    return done();
  }
  const announced = res.headers['content-length'];
  if (typeof announced === 'string') out.push('content-length', announced);
  x.head(status, out);
  // A stream cut off by the deadline (or broken by V1) ends the browser's answer short.
  pipeline(res.stream!, x.res, done);
}

/**
 * Why a 2xx answer with a body cannot be passed on as JSON (every operation answers JSON): its
 * content type says otherwise; or it says JSON and a body read whole does not begin as JSON (an
 * HTML page labelled application/json: past whitespace, its first byte is none of
 * `{ [ " - 0-9 t f n`); or, without one, a body read whole starts with `<` (an HTML page).
 * Undefined when it may go on. A streamed body is looked at by jsonStartOfStream; a compressed
 * one (passed on untouched) is not looked into.
 */
export function notJson(res: UpstreamResponse, whole: Buffer | undefined): string | undefined {
  if (res.statusCode === 204 || res.statusCode === 205) return undefined;
  const type = res.headers['content-type'];
  if (typeof type === 'string') {
    if (labelledJsonAnswer(type))
      return whole && uncompressed(res) ? notJsonStart(res, firstJsonByte(whole)) : undefined;
    return `V1 answered ${res.statusCode} with ${type.split(';')[0]!.trim()} where JSON was expected`;
  }
  const first = whole?.find((b) => b !== 0x20 && b !== 0x0a && b !== 0x0d && b !== 0x09);
  return first === 0x3c /* < */
    ? `V1 answered ${res.statusCode} with markup where JSON was expected`
    : undefined;
}

/**
 * Whether the body is as V1 wrote it: a compressed one (Content-Encoding) is passed on untouched
 * and is not looked into.
 */
const uncompressed = (res: UpstreamResponse) => {
  const encoding = res.headers['content-encoding'];
  return encoding === undefined || /^\s*identity\s*$/i.test(String(encoding));
};

/** A V1 answer's content type that says JSON: `application/json` or `application/<x>+json`. */
const labelledJsonAnswer = (type: string) =>
  /^\s*application\/([\w.-]+\+)?json\s*(;|$)/i.test(type);

/** The bytes a JSON text may begin with past whitespace: object, array, string, number, literal. */
const JSON_FIRST = new Set([...'{["-0123456789tfn'].map((c) => c.charCodeAt(0)));
const UTF8_BOM = [0xef, 0xbb, 0xbf];

/**
 * The first byte of `body` past JSON's whitespace (and a UTF-8 byte order mark, which browsers
 * drop): undefined when there is none (yet).
 */
export function firstJsonByte(body: Buffer, atStart = true): number | undefined {
  let i = 0;
  if (atStart && body[0] === UTF8_BOM[0]) {
    if (body.length < 3) return body.every((b, k) => b === UTF8_BOM[k]) ? undefined : body[0];
    if (body[1] === UTF8_BOM[1] && body[2] === UTF8_BOM[2]) i = 3;
  }
  for (; i < body.length; i++) {
    const b = body[i]!;
    if (b !== 0x20 && b !== 0x0a && b !== 0x0d && b !== 0x09) return b;
  }
  return undefined;
}

/** Why a JSON-labelled answer beginning with `first` is not JSON (none: empty, or only whitespace). */
function notJsonStart(res: UpstreamResponse, first: number | undefined): string | undefined {
  if (first === undefined || JSON_FIRST.has(first)) return undefined;
  const type = String(res.headers['content-type']).split(';')[0]!.trim();
  return `V1 answered ${res.statusCode} labelled ${type} with a body that is not JSON`;
}

/**
 * notJson for a streamed 2xx answer labelled JSON: the stream is read only as far as its first
 * byte past whitespace (usually its first piece) and what was read is put back, so the answer
 * still streams and nothing more is held. `whole` is the body when the stream ended meanwhile
 * (nothing but whitespace: passed on as before); `first` the byte looked at.
 */
export async function jsonStartOfStream(
  res: UpstreamResponse,
): Promise<{ problem: string | undefined; whole: Buffer | undefined; first?: number }> {
  const type = res.headers['content-type'];
  if (!res.stream || typeof type !== 'string' || !labelledJsonAnswer(type) || !uncompressed(res))
    return { problem: undefined, whole: undefined };
  const peeked = await peek(res.stream, res.statusCode);
  if (peeked.ended) return { problem: undefined, whole: Buffer.concat(peeked.read) };
  return { problem: notJsonStart(res, peeked.first), whole: undefined, first: peeked.first };
}

/** Whitespace read at the start of a stream at most, before it is passed on unjudged. */
const PEEK_LIMIT = 64 * 1024;

/**
 * Reads `stream` until its first byte past whitespace (or PEEK_LIMIT bytes of whitespace), then
 * pauses it and puts back what it read (the stream goes on from its start). A stream that breaks
 * off is V1's 502; the deadline's end is its own error (504, or the browser gone).
 */
function peek(
  stream: Readable,
  status: number,
): Promise<{ first: number | undefined; read: Buffer[]; ended: boolean }> {
  return new Promise((resolve, reject) => {
    const read: Buffer[] = [];
    let size = 0;
    const stop = () => {
      stream.off('data', onData);
      stream.off('end', onEnd);
      stream.off('error', onError);
      stream.off('close', onClose);
    };
    const onData = (chunk: Buffer) => {
      read.push(chunk);
      // Only the first bytes can hold a byte order mark: after them each piece is looked at alone.
      const first =
        size < UTF8_BOM.length
          ? firstJsonByte(read.length === 1 ? chunk : Buffer.concat(read))
          : firstJsonByte(chunk, false);
      size += chunk.length;
      if (first === undefined && size < PEEK_LIMIT) return;
      stop();
      stream.pause();
      for (let i = read.length - 1; i >= 0; i--) stream.unshift(read[i]);
      resolve({ first, read, ended: false });
    };
    const onEnd = () => {
      stop();
      resolve({ first: undefined, read, ended: true });
    };
    const onError = (err: Error) => {
      stop();
      reject(
        err instanceof UpstreamError
          ? err
          : new UpstreamError("V1's answer broke off before its end", 502, status, 'protocol'),
      );
    };
    const onClose = () => onError(new Error('closed'));
    stream.on('data', onData);
    stream.once('end', onEnd);
    stream.once('error', onError);
    stream.once('close', onClose);
  });
}

/** A JSON list answer as it is; one JSON object as a list of one. */
export function asList(body: Buffer): Buffer {
  const first = body.find((b) => b !== 0x20 && b !== 0x0a && b !== 0x0d && b !== 0x09);
  if (first !== 0x7b /* { */) return body;
  return Buffer.concat([Buffer.from('['), body, Buffer.from(']')]);
}

/** `</v1/company/x/...>; rel=...` -> `</api/t/<tenant>/company/x/...>; rel=...`. */
export function rewriteLink(v: string, basePath: string, tenant: string) {
  return v.replace(/<([^>]*)>/g, (m, url: string) => {
    const p = url.replace(/^https?:\/\/[^/]+/, '');
    return p.startsWith(basePath + '/') ? `</api/t/${tenant}${p.slice(basePath.length)}>` : m;
  });
}
