/**
 * Compression of the BFF's answers with the `compression` package: brotli or gzip (or deflate) as
 * the browser's `Accept-Encoding` asks. It wraps node:http's response, so the proxy's streamed
 * answers and the Hono app's go through the same rule (docs/decisions/0031-compression.md).
 *
 * Left alone: HEAD, answers that already carry a Content-Encoding (an upstream that compresses),
 * types that do not shrink (images, zip, octet-stream, fonts: the package's `compressible` list),
 * answers whose known length is under MIN_COMPRESSED_BYTES, `Cache-Control: no-transform`, and the
 * answer to an upload (a multipart request), whose body streams to V1 untouched.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { constants } from 'node:zlib';
import compression from 'compression';

/**
 * Answers known to be shorter than this go out as they are. They fit in TCP's first flight (10
 * segments, ~14 KB) either way, so compressing them saves no round trip, and it cost the proxy
 * about a third of its throughput on its 1.6 KB answer (docs/BFF-NOTES.md "Compression").
 */
export const MIN_COMPRESSED_BYTES = 8 * 1024;

/** Output in 64 KB pieces (not 16): each piece filled is one more round trip to the thread pool. */
const CHUNK_BYTES = 64 * 1024;

type NodeMiddleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/**
 * Fast levels, measured on a 5,000-invitation list (docs/BFF-NOTES.md "Compression"): brotli 4
 * (the package's default) made the smallest answer of qualities 3-6 at about half the CPU of 5
 * and 6, with a window of 256 KB rather than 4 MB per answer in flight; gzip 5 is within 1 % of
 * 6's size for less CPU.
 */
export const compressAnswers = compression({
  threshold: MIN_COMPRESSED_BYTES,
  level: 5,
  chunkSize: CHUNK_BYTES,
  brotli: {
    chunkSize: CHUNK_BYTES,
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 4,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_LGWIN]: 18,
    },
  },
  filter: (req, res) =>
    !/^multipart\//i.test(req.headers['content-type'] ?? '') && compression.filter(req, res),
  // The package's types are Express's; it works on node:http's request and response.
}) as unknown as NodeMiddleware;

/**
 * Whether a proxied answer, written past the package because it is known to be shorter than
 * MIN_COMPRESSED_BYTES, gets the `Vary: Accept-Encoding` the package would have given it: a
 * compressible type (every answer the proxy writes whole is JSON or has no type), and not the
 * answer to an upload (the filter above).
 */
export const proxiedVary = (req: IncomingMessage, contentType: string | undefined) =>
  contentType !== undefined &&
  /^\s*application\/([\w.-]+\+)?json\s*(;|$)/i.test(contentType) &&
  !/^multipart\//i.test(req.headers['content-type'] ?? '');
