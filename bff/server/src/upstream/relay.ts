import { pipeline } from 'node:stream';
import type { Operation } from '@ledger/contract';
import { discardBody } from './upstream.js';
import type { UpstreamResponse } from './upstream.js';
import type { Exchange, HeaderList } from './exchange.js';

/** V1 response headers the browser may see. */
const PASS_HEADERS = [
  'content-type',
  // An answer V1 compressed goes on as it is (compression.ts leaves encoded answers alone).
  'content-encoding',
  'content-length',
  'deprecation',
  'sunset',
  'link',
  'retry-after',
  'etag',
  'last-modified',
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
 * content type says otherwise, or, without one, a body read whole starts with `<` (an HTML
 * page). Undefined when it may go on.
 */
export function notJson(res: UpstreamResponse, whole: Buffer | undefined): string | undefined {
  if (res.statusCode === 204 || res.statusCode === 205) return undefined;
  const type = res.headers['content-type'];
  if (typeof type === 'string') {
    if (/^\s*application\/([\w.-]+\+)?json\s*(;|$)/i.test(type)) return undefined;
    return `V1 answered ${res.statusCode} with ${type.split(';')[0]!.trim()} where JSON was expected`;
  }
  const first = whole?.find((b) => b !== 0x20 && b !== 0x0a && b !== 0x0d && b !== 0x09);
  return first === 0x3c /* < */
    ? `V1 answered ${res.statusCode} with markup where JSON was expected`
    : undefined;
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
