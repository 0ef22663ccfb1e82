/**
 * The error codes of the failures no request can cause in a test, by their mapping: a store
 * that cannot be reached, a bug of ours, V1's broken answers, a browser that has gone
 * (error-codes.test.ts meets every other code by a real request).
 */
import { describe, expect, it } from 'vitest';
import { UpstreamError, failureAnswer } from './errors.js';
import { createLogger } from './logger.js';
import { StoreUnavailableError } from '../store/errors.js';

describe('error codes', () => {
  it('failures no request here can cause, by their mapping', () => {
    const logger = createLogger('silent');
    const store = failureAnswer(
      new StoreUnavailableError('connection', 'ECONNREFUSED'),
      logger,
      'r1',
    );
    expect(store).toMatchObject({
      status: 503,
      extra: { code: 'store_unavailable', params: { retryAfterS: 5 } },
    });
    expect(failureAnswer(new Error('a bug'), logger, 'r2')).toMatchObject({
      status: 500,
      message: 'internal error',
      extra: { code: 'internal' },
    });
    expect(
      new UpstreamError('V1 sent a token answer without access_token', 502, 200, 'protocol').code,
    ).toBe('upstream_bad_answer');
    expect(new UpstreamError('V1 sent more than 64 KiB', 502, 200, 'too-large').code).toBe(
      'upstream_bad_answer',
    );
    // A browser that has gone gets no answer it could read; its V1 call is aborted and logged.
    expect(new UpstreamError('the client went away', 502, undefined, 'cancelled').code).toBe(
      'request_cancelled',
    );
  });
});
