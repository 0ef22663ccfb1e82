/** `POST /api/client-errors`: a screen of the web that failed to render, for the log. */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ClientErrorReport } from '@ledger/contract';
import type { AppDeps, AppEnv } from '../types.js';
import { HttpError } from './errors.js';
import { readBody, userOf } from './route-kit.js';

/** A report is a few KiB (the contract's field limits); anything larger is not one. */
export const MAX_CLIENT_ERROR_BODY = 16 * 1024;
/** At most this many reports per account within the window: a screen failing in a loop, or a
 * person posting by hand, cannot flood the log. */
export const CLIENT_ERROR_LIMIT = 10;
export const CLIENT_ERROR_WINDOW_MS = 10 * 60_000;

export function clientErrorRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  /** Report times per account within the window (in memory: a limit, not a record). */
  const recent = new Map<string, number[]>();

  routes.post(
    '/api/client-errors',
    bodyLimit({
      maxSize: MAX_CLIENT_ERROR_BODY,
      onError: () => {
        throw new HttpError(413, 'the body is too large', {
          code: 'payload_too_large',
          params: { maxBytes: MAX_CLIENT_ERROR_BODY },
        });
      },
    }),
    async (c) => {
      const { username } = userOf(c);
      const now = deps.now();
      const times = (recent.get(username) ?? []).filter((t) => now - t < CLIENT_ERROR_WINDOW_MS);
      if (times.length >= CLIENT_ERROR_LIMIT) {
        const retryAfterS = Math.max(
          1,
          Math.ceil((times[0]! + CLIENT_ERROR_WINDOW_MS - now) / 1000),
        );
        throw new HttpError(
          429,
          'too many error reports',
          { code: 'too_many_attempts', params: { retryAfterS } },
          ['retry-after', String(retryAfterS)],
        );
      }
      const report = await readBody(c, ClientErrorReport, {
        notJson: 'the body must be JSON {name, message, path, …}',
        invalid: 'invalid error report',
      });
      times.push(now);
      recent.set(username, times);
      deps.logger.warn(
        { clientError: report, username, requestId: c.get('requestId') },
        'a screen of the web failed',
      );
      return c.body(null, 204);
    },
  );
  return routes;
}
