import type { IncomingMessage } from 'node:http';
import { Hono } from 'hono';
import { buildV1OpenApi } from '@ledger/contract/v1-openapi';
import { handleTokenRequest } from './auth/token-route.js';
import type { PlatformContext } from './context.js';
import { registerDevRoutes, type DevHooks } from './dev/routes.js';
import { errorResponse, HttpError, jsonResponse } from './http/errors.js';
import {
  allowedMethods,
  isUnservedOperation,
  registerOperations,
  v1Patterns,
} from './http/register.js';
import { registerAcceptPage } from './routes/accept.js';
import { handlers } from './routes/index.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The platform's HTTP app: /v1 (contract operations, token, openapi), /accept, /dev. */
export function buildApp(ctx: PlatformContext, hooks: DevHooks): Hono {
  const app = new Hono();

  app.use('/v1/*', async (c, next) => {
    const fault = ctx.faults.decide(c.req.method, c.req.path);
    if (fault) {
      if (fault.latencyMs > 0) await sleep(fault.latencyMs);
      if (fault.status === 0) {
        (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket.destroy();
        return new Response(null, { status: 503 });
      }
      if (fault.status !== undefined) {
        const headers: Record<string, string> =
          fault.status === 429 || fault.status === 503 ? { 'retry-after': '1' } : {};
        return jsonResponse({ message: `Injected fault (${fault.status})` }, fault.status, headers);
      }
    }
    await next();
  });

  app.post('/v1/token', (c) => handleTokenRequest(c, ctx));

  let openapi: unknown = null;
  app.get('/v1/openapi.json', () =>
    jsonResponse((openapi ??= buildV1OpenApi(ctx.settings.profile))),
  );

  registerOperations(app, ctx, handlers);
  registerAcceptPage(app, ctx);
  if (ctx.settings.dev) registerDevRoutes(app, ctx, hooks);

  const patterns = v1Patterns(ctx.settings.profile);
  app.notFound((c) => {
    if (isUnservedOperation(ctx.settings.profile, c.req.method, c.req.path)) {
      return jsonResponse(
        { message: `No such operation in the ${ctx.settings.profile} profile: ${c.req.path}` },
        404,
      );
    }
    const methods = allowedMethods(patterns, c.req.path);
    if (methods.length > 0) {
      return jsonResponse(
        { message: `Method ${c.req.method} is not allowed on ${c.req.path}` },
        405,
        { allow: methods.join(', ') },
      );
    }
    return jsonResponse({ message: `No such path: ${c.req.path}` }, 404);
  });

  app.onError((err, c) => {
    if (err instanceof HttpError) return errorResponse(err);
    // A constraint hit by a concurrent change (the checks before it passed): a conflict.
    const code = (err as { code?: unknown }).code;
    if (typeof code === 'string' && code.startsWith('SQLITE_CONSTRAINT')) {
      ctx.log('warn', 'constraint conflict', { path: c.req.path, code });
      return jsonResponse(
        { message: 'The request conflicts with a concurrent change; try again' },
        409,
      );
    }
    ctx.log('error', 'unhandled error', {
      method: c.req.method,
      path: c.req.path,
      err: err instanceof Error ? (err.stack ?? err.message) : String(err),
    });
    return jsonResponse({ message: 'Internal error' }, 500);
  });

  return app;
}
